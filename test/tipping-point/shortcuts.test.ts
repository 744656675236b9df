import { describe, expect, it } from 'vitest';
import { tippingPoint } from '../../src/games/tipping-point';
import { apply } from '../../src/games/tipping-point/apply';
import { prompts } from '../../src/games/tipping-point/prompts';
import type { TpState } from '../../src/games/tipping-point/state';
import { catalogue, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { fixture, nm, projectAt } from './fixture';
import { said } from './said';

const play0 = tippingPoint.shortcuts!.list.find((c) => c.name === 'play')!;
/** The typed play, its refusals as an English reader reads them. */
const play = { ...play0, plan: (...a: Parameters<typeof play0.plan>) => said(play0.plan(...a)) };

/** Answers first options until p0 is offered a card it can play. */
function toFirstPlayableMenu(): TpState {
  const r = tippingPoint.setup(['p0', 'p1'], 'shortcut-seed', tippingPoint.optionsSchema.parse({}));
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  for (let i = 0; i < 200; i++) {
    const open = prompts(s);
    const mine = open.find((x) => x.player === 'p0' && x.options.some((o) => o.value === 'pass') && x.options.some((o) => projectById(o.value)));
    if (mine) return s;
    const p = open[0]!;
    const v = p.options.find((o) => o.value !== 'pass')?.value ?? p.options[0]!.value;
    const a = apply(s, p.player, { prompt: p.id, values: [v] });
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
  }
  throw new Error('p0 was never offered a playable card');
}

describe('tipping-point/typed shortcut', () => {
  const s = toFirstPlayableMenu();
  const menu = prompts(s).find((x) => x.player === 'p0')!;
  const cardId = menu.options.find((o) => projectById(o.value))!.value;
  const name = projectById(cardId)!.name;

  it('plans the clicks for card and slot, by name, and the engine accepts them', () => {
    const afterCard = apply(s, 'p0', { prompt: menu.id, values: [cardId] });
    if (!afterCard.ok) throw new Error(afterCard.error.message);
    const slotPrompt = prompts(afterCard.value.state).find((x) => x.player === 'p0')!;
    const slot = slotPrompt.options.find((o) => /^[A-Z]+\d+$/.test(o.value))!.value;
    const r = play.plan(s, 'p0', { card: name.toLowerCase(), at: slot.toLowerCase() });
    expect(r).toEqual({ ok: true, value: [[cardId], [slot]] });
  });

  it('refuses a card that is not in the hand, a malformed slot, and an illegal one', () => {
    expect(play.plan(s, 'p0', { card: 'No Such Project', at: 'C4' })).toEqual({ ok: false, error: { code: 'not-in-hand', message: '"No Such Project" is not a card in your hand.' } });
    expect(play.plan(s, 'p0', { card: name, at: '4C' })).toMatchObject({ ok: false, error: { code: 'bad-slot' } });
    // Too long to repeat whole, so not repeated at all rather than cut.
    expect(play.plan(s, 'p0', { card: 'x'.repeat(500), at: 'C4' })).toEqual({ ok: false, error: { code: 'not-in-hand', message: 'That is not a card in your hand.' } });
    const far = play.plan(s, 'p0', { card: name, at: 'Z99' });
    expect(far).toMatchObject({ ok: false, error: { code: 'illegal-slot' } });
    expect(!far.ok && far.error.message).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot go on Z99\\. Legal slots: `));
  });

  it('refuses when it is not your turn, and completes from your own hand only', () => {
    expect(play.plan(s, 'p1', { card: 'x', at: 'C4' })).toMatchObject({ ok: false });
    const mine = play.complete!(s, 'p0', 'card', '');
    expect(mine.map((c) => c.value).sort()).toEqual([...s.seats.p0!.hand].sort());
    expect(play.complete!(s, 'p0', 'card', '').every((c) => !s.seats.p1!.hand.includes(c.value) || s.seats.p0!.hand.includes(c.value))).toBe(true);
  });

  it('pages through the columns of a grid across the whole table (26 columns) to reach a far slot', () => {
    const grid = Array.from({ length: 26 }, (_, i) => projectAt(i - 12, 0, catalogue.projects[i + 60]!.id));
    const w = fixture(1, { grid, seats: [{ hand: ['water-01'], credits: { water: 5 } }] });
    const far = nm(w, 13, 1);
    const r = play.plan(w, 'p0', { card: 'water-01', at: far });
    expect(r.ok && r.value.at(-1)).toEqual([far]);
    expect(r.ok && r.value.some((x) => x[0] === 'more')).toBe(true);
  });
});
