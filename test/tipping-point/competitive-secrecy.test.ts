import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../src/engine/types';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { tp } from './said';
import type { TpState } from '../../src/games/tipping-point/state';
import type { TpView } from '../../src/games/tipping-point/view';
import { act, crisisAt, fixture, nm, projectAt } from './fixture';
import { greedyChoice, start } from './helpers';

/**
 * The competitive variant as the physical game plays it (house rule TP-G27): Influence tokens have their
 * players' colours, so the table sees whose token lies where and who gave what to a solved Crisis; what stays
 * secret is the running score, which each player keeps under their Country card. Nothing public (the view, the
 * log, the summary, the prompts, the table picture) carries a Victory Point total before the game ends.
 */

const publicEvents = (events: readonly GameEvent[]): string[] => events.filter((e) => e.visibleTo === 'all').map((e) => e.text);

/** The same state with every token's owner moved one seat on. */
function rotateOwners(s: TpState): TpState {
  const t = structuredClone(s);
  const next = (p: PlayerId) => t.players[(t.players.indexOf(p) + 1) % t.players.length]!;
  for (const c of t.grid) c.tokens = c.tokens.map(next);
  return t;
}

/** What the table could learn of the score, or fail to learn of the tokens, from this state's views and texts. */
function lineBreaks(s: TpState): string[] {
  if (s.over) return [];
  const out: string[] = [];
  const table = tp.view(s, null);
  s.grid.forEach((c, i) => {
    if (JSON.stringify(table.grid.cells[i]!.tokens) !== JSON.stringify(c.tokens)) out.push(`the table does not see whose tokens lie at ${table.grid.cells[i]!.slot}`);
  });
  if (Object.keys(table.vp).length) out.push('the table sees Victory Points');
  for (const p of s.players) for (const q of Object.keys(tp.view(s, p).vp)) if (q !== p) out.push(`${p} sees ${q}'s Victory Points`);
  if (/Victory/.test(tp.describe(table))) out.push('the summary speaks of Victory Points');
  for (const pr of tp.prompts(s)) if (/Victory/.test(pr.publicText ?? '')) out.push(`prompt ${pr.id} speaks of Victory Points in public`);
  return out;
}

/** Public lines that score, or that place a token without naming its owner. */
function textBreaks(lines: readonly string[]): string[] {
  return lines.filter((t) => /Victory|\bVP\b|score/i.test(t) || /^1 Influence is placed|Influence from the covered Project to/.test(t) || (/places 1 Influence at/.test(t) && !/^\{p\d\} places/.test(t)));
}

/** A greedy competitive game (it feeds Crises, so tokens pile up and Crises get solved), checked after every answer. */
function playChecked(n: number, seed: string): { breaks: string[]; tokens: number; solved: number; placements: number; samples: TpView[] } {
  let s = start(n, { variant: 'competitive', tip: 45 }, seed);
  const breaks: string[] = [];
  const samples: TpView[] = [];
  let tokens = 0;
  let placements = 0;
  for (let step = 0; step < 20000 && !tp.outcome(s); step++) {
    const p = tp.prompts(s)[0]!;
    const r = tp.apply(s, p.player, { prompt: p.id, values: [...greedyChoice(p, s)] });
    if (!r.ok) throw new Error(r.error.message);
    const lines = publicEvents(r.value.events);
    placements += lines.filter((t) => /places 1 Influence at/.test(t)).length;
    breaks.push(...textBreaks(lines).map((t) => `round ${s.round}: "${t}"`));
    s = r.value.state;
    breaks.push(...lineBreaks(s).map((t) => `round ${s.round}: ${t}`));
    tokens += s.grid.reduce((a, c) => a + c.tokens.length, 0);
    if (step % 50 === 0 && !s.over) samples.push(tp.view(s, null));
  }
  return { breaks, tokens, solved: s.solvedCount, placements, samples };
}

describe('tipping-point/competitive: token colours shown, the score secret (TP-G27)', () => {
  // Dry Wells (2 Influence on its north edge), with one token of p1's on the Project it points at.
  const grid = () => [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p1'])];

  it('announces a solved Crisis with its contributors, as the tokens show, and tells each contributor their score alone', () => {
    const s = fixture(3, { o: { variant: 'competitive' }, grid: grid(), seats: [{ hand: [], credits: { energy: 4 } }] });
    const pr = tp.prompts(s)[0]!;
    // One budget pays and one face-down Project holds the token: the exchange places it at once.
    const r = tp.apply(s, 'p0', { prompt: pr.id, values: ['exchange'] });
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.events;
    expect(publicEvents(ev)).toContain(`{p0} places 1 Influence at ${nm(s, 0, -1)}.`);
    expect(publicEvents(ev)).toContain('{p0} solves the Crisis Dry Wells (level 1; Influence from {p1} 1, {p0} 1).');
    expect(publicEvents(ev).join(' ')).not.toMatch(/Victory Point/);
    expect(ev.filter((e) => e.visibleTo !== 'all')).toEqual([
      { text: 'You gave 1 of the Influence that solved Dry Wells: you score 1 Victory Points (1 in all).', visibleTo: ['p1'] },
      { text: 'You gave 1 of the Influence that solved Dry Wells: you score 1 Victory Points (1 in all).', visibleTo: ['p0'] },
    ]);
    expect(r.value.state.seats.p0!.vp).toBe(1);
    expect(tp.view(r.value.state, null).vp).toEqual({});
  });

  it('shows every token in its owner\'s colour on the view and on the table picture', async () => {
    const s = fixture(2, { o: { variant: 'competitive' }, grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p0', 'p1', 'p1'])] });
    const cell = (viewer: PlayerId | null) => tp.view(s, viewer).grid.cells.find((c) => c.kind === 'project')!;
    expect(cell(null).tokens).toEqual(['p0', 'p1', 'p1']);
    expect(cell('p1').tokens).toEqual(['p0', 'p1', 'p1']);
    const a = await tippingPointModule.renderTable(tp.view(s, null));
    const b = await tippingPointModule.renderTable(tp.view(rotateOwners(s), null));
    expect(Buffer.compare(a.png, b.png)).not.toBe(0);
  });

  it('names the owner of a token moved off a covered Project, to the mover and the table', () => {
    let s = fixture(2, {
      o: { variant: 'competitive' },
      grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p1']), projectAt(1, 1, 'water-03', false), projectAt(-1, 1, 'water-04', false)],
      seats: [{ hand: ['water-01'], credits: { water: 5 } }],
    });
    s = act(s, 'p0', 'water-01', nm(s, 0, 1), 'auto');
    const pr = tp.prompts(s)[0]!;
    expect(pr.text).toBe('Move {p1}\'s Influence token from the covered Project: onto which face-down Project?');
    const r = tp.apply(s, 'p0', { prompt: pr.id, values: [nm(s, 1, 1)] });
    if (!r.ok) throw new Error(r.error.message);
    expect(publicEvents(r.value.events)).toContain(`{p0} moves {p1}'s Influence to ${nm(s, 1, 1)}.`);
  });

  it.each([2, 3, 4])('shows whose every token is and never a Victory Point total in public, in a seeded competitive game of %i', async (n) => {
    const r = playChecked(n, `secret-${n}`);
    expect(r.breaks.slice(0, 5)).toEqual([]);
    expect(r.tokens).toBeGreaterThan(0);
    expect(r.placements).toBeGreaterThan(0);
    expect(r.solved).toBeGreaterThan(0);
    for (const v of r.samples) {
      const pic = await tippingPointModule.renderTable(v);
      expect(pic.layout!.texts.map((t) => t.text).filter((t) => /Victory|\bVP\b/.test(t))).toEqual([]);
      expect(pic.alt).not.toMatch(/Victory/);
    }
  });
});
