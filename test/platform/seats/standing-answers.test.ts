import { describe, expect, it } from 'vitest';
import type { PlayerId, Prompt } from '../../../src/engine/types';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../../src/game-modules/vested-interests';
import type { TpState } from '../../../src/games/tipping-point/state';
import { setStanding, settleSeats, standingFor, tableRejoins } from '../../../src/platform/seats/auto-aside';
import { seatIndexOf } from '../../../src/platform/table/seat-ids';
import { fallbackAnswer, openPrompts, promptsOf } from '../../../src/platform/table/open-prompts';
import { seatAnswer } from '../../../src/platform/table/window-answers';
import { aiLevels } from '../../../src/platform/seats/lobby-seats';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';
import { chain, menuOwner, put, toActions } from '../../vested-interests/helpers';
import { say } from '../../../src/words/say';

/**
 * Standing answers: "Pass for the rest of the round" in Tipping Point. The table passes for the player, as their
 * click would, until the round ends, something new is offered to them, or they rejoin.
 */

const engine = tippingPointModule.engine;
const levels = aiLevels(tippingPointModule);
const round = (s: Session) => (s.state as TpState).round;
const menu = (s: Session, p: PlayerId): Prompt | undefined => promptsOf(s, engine, p).find((x) => x.standing?.kind === 'round-pass');

/** Every open prompt answered with its first option (a menu with Pass), until `stop` holds. */
/** Pass where passing is offered, else the prompt's own fallback (a Country, the cards to hand on). */
const passing = (x: Prompt): string[] => (x.options.some((o) => o.value === 'pass') ? ['pass'] : [...fallbackAnswer(x).values]);

/** Every open prompt answered by `pick`, until `stop` holds. */
function playUntil(s: Session, stop: (s: Session) => boolean, pick: (x: Prompt) => string[] = passing): Session {
  for (let k = 0; k < 2000 && !stop(s); k++) {
    const x = openPrompts(s, engine)[0];
    if (!x) throw new Error('nobody owes a decision');
    const r = seatAnswer(s, engine, x.player, { prompt: x.id, values: pick(x) }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = settleSeats(r.value.session, engine, NOW, levels);
  }
  if (!stop(s)) throw new Error('never reached');
  return s;
}

const set = (s: Session, p: PlayerId, on: boolean): Session => {
  const r = setStanding(s, engine, p, 'round-pass', on);
  if (!r.ok) throw new Error(r.error.message);
  return settleSeats(r.value, engine, NOW, levels);
};

describe('platform/standing answers: pass for the rest of the round', () => {
  const start = () => playUntil(startSession(tippingPointModule, 3, 'standing'), (s) => menu(s, 'p0') !== undefined);

  it('GIVEN a player who passes for the round THEN the table passes for them at every turn of that round, and they owe nothing', () => {
    const s = set(start(), 'p0', true);
    const r = round(s);
    expect(s.log.some((e) => say('en', e.text) === '{p0} passes.')).toBe(true);
    expect(s.seats[0]!.standing.map((x) => x.kind)).toEqual(['round-pass']);
    // The others play cards, so the turn comes back to p0 again and again: they are never asked in this round.
    let cur = s;
    for (let k = 0; k < 400 && round(cur) === r; k++) {
      expect(menu(cur, 'p0')).toBeUndefined();
      const x = openPrompts(cur, engine)[0];
      if (!x) break;
      const a = seatAnswer(cur, engine, x.player, { prompt: x.id, values: x.standing ? [x.options[0]!.value] : passing(x) }, NOW);
      if (!a.ok) throw new Error(a.error.message);
      cur = settleSeats(a.value.session, engine, NOW, levels);
    }
    expect(cur.log.filter((e) => say('en', e.text) === '{p0} passes.').length).toBeGreaterThanOrEqual(2);
  });

  it('GIVEN the next round THEN the standing answer has ended and the player is asked again', () => {
    const s = set(start(), 'p0', true);
    const r = round(s);
    const next = playUntil(s, (x) => round(x) > r && menu(x, 'p0') !== undefined);
    expect(next.seats[0]!.standing).toEqual([]);
    expect(tableRejoins(next)).toEqual([]);
  });

  it('GIVEN Rejoin THEN the standing answer ends, the table offers no Rejoin, and a second Rejoin is refused in words', () => {
    const s = set(start(), 'p0', true);
    expect(tableRejoins(s).map((x) => ({ ...x, label: say('en', x.label) }))).toEqual([{ kind: 'round-pass', label: 'Rejoin the round' }]);
    const back = set(s, 'p0', false);
    expect(back.seats[0]!.standing).toEqual([]);
    expect(tableRejoins(back)).toEqual([]);
    const again = setStanding(back, engine, 'p0', 'round-pass', false);
    expect(!again.ok && again.error.message).toBe('You are already being asked: there is nothing to rejoin.');
  });

  it('GIVEN the menu offers something it did not offer when the player passed THEN the standing answer no longer holds', () => {
    const s = start();
    const m = menu(s, 'p0')!;
    const seat = { ...s.seats[0]!, standing: [{ kind: 'round-pass', scope: m.standing!.scope, offered: ['pass'], undo: 'Rejoin the round', onTable: true, text: '' }] };
    expect(m.options.length).toBeGreaterThan(1);
    expect(standingFor(seat, m)).toBeNull();
    expect(standingFor({ ...seat, standing: [{ ...seat.standing[0]!, offered: m.options.map((o) => o.value) }] }, m)).not.toBeNull();
    expect(standingFor({ ...seat, standing: [{ ...seat.standing[0]!, offered: m.options.map((o) => o.value), scope: 'r0' }] }, m)).toBeNull();
  });

  it('GIVEN no menu offering it THEN passing for the round is refused in words and changes nothing', () => {
    const s = start();
    const other = s.seats.findIndex((_, i) => !menu(s, `p${i}`));
    const r = setStanding(s, engine, `p${other}`, 'round-pass', true);
    expect(!r.ok && r.error.message).toBe('That choice has moved on: your panel shows what you decide now.');
  });
});

describe('platform/standing answers: no Takeovers this round (Vested Interests)', () => {
  const vi = vestedInterestsModule.engine;
  function joining(): { s: Session; joiner: PlayerId } {
    const base = structuredClone(toActions(3, 'tie', { variant: 'flashpoint' }));
    const att = menuOwner(base);
    const target = put(base, 'motorway', 'Re1', null);
    const state = chain(base, [[att, 'takeover'], [att, 'Reach'], [att, `a${target.uid}`]]).state;
    const s: Session = { ...startSession(vestedInterestsModule, 3, 'no-takeovers'), state };
    const joiner = vi.prompts(state).find((p) => p.standing?.kind === 'no-takeovers')!.player;
    return { s, joiner };
  }

  it('GIVEN a seat asked to join a Takeover of a holding not its own THEN it may stand aside from every Takeover of the round, answered as its click would be', () => {
    const { s, joiner } = joining();
    const r = setStanding(s, vi, joiner, 'no-takeovers', true);
    if (!r.ok) throw new Error(r.error.message);
    const after = settleSeats(r.value, vi, NOW, aiLevels(vestedInterestsModule));
    expect(promptsOf(after, vi, joiner).some((p) => p.standing?.kind === 'no-takeovers')).toBe(false);
    expect(after.seats[seatIndexOf(joiner)]!.standing.map((x) => [x.kind, x.onTable])).toEqual([['no-takeovers', false]]);
    // Nothing public says it was the table that answered: the same log lines as a click of Stand aside.
    const clicked = seatAnswer(s, vi, joiner, { prompt: vi.prompts(s.state as never).find((p) => p.player === joiner)!.id, values: ['aside'] }, NOW);
    if (!clicked.ok) throw new Error(clicked.error.message);
    const byClick = settleSeats(clicked.value.session, vi, NOW, aiLevels(vestedInterestsModule));
    expect(after.log.map((e) => e.text)).toEqual(byClick.log.map((e) => e.text));
    expect(tableRejoins(after)).toEqual([]);
  });
});
