import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../src/engine/types';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { tippingPoint as tp } from '../../src/games/tipping-point';
import type { TpState } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, nm, projectAt } from './fixture';
import { greedyPlayout } from './helpers';

/**
 * The competitive variant keeps Victory Points secret, so nothing public may say whose Influence lies on
 * a face-down Project or who gave what to a solved Crisis (house rule TP-G27). Checked as
 * non-interference: handing every token on the grid to another seat must change nothing the table sees
 * (the public view, the prompts, the public events of the next answer), only what each seat is told.
 */

/** The same state with every token's owner moved one seat on, and the Victory Points with them. */
function rotateOwners(s: TpState): TpState {
  const t = structuredClone(s);
  const next = (p: PlayerId) => t.players[(t.players.indexOf(p) + 1) % t.players.length]!;
  for (const c of t.grid) c.tokens = c.tokens.map(next);
  if (t.chain) for (const task of [...t.chain.forced, ...t.chain.free, ...(t.chain.current ? [t.chain.current] : [])]) if (task.t === 'redistribute') task.owners = task.owners.map(next);
  t.players.forEach((p, i) => (t.seats[p]!.vp = s.seats[t.players[(i + t.players.length - 1) % t.players.length]!]!.vp));
  return t;
}

const publicEvents = (events: readonly GameEvent[]): string[] => events.filter((e) => e.visibleTo === 'all').map((e) => e.text);

/** Differences the table could see between `s` and its rotated twin, at this step and after `values`. */
function interference(s: TpState, p: PlayerId, values: readonly string[]): string[] {
  const twin = rotateOwners(s);
  const out: string[] = [];
  if (JSON.stringify(tp.view(s, null)) !== JSON.stringify(tp.view(twin, null))) out.push('public view');
  if (JSON.stringify(tp.prompts(s)) !== JSON.stringify(tp.prompts(twin))) out.push('prompts');
  const pr = tp.prompts(s).find((x) => x.player === p)!;
  const a = tp.apply(s, p, { prompt: pr.id, values });
  const b = tp.apply(twin, p, { prompt: pr.id, values });
  if (!a.ok || !b.ok) return [...out, 'answers differ in acceptance'];
  const ea = publicEvents(a.value.events);
  const eb = publicEvents(b.value.events);
  if (JSON.stringify(ea) !== JSON.stringify(eb)) out.push(`public events: ${ea.join(' ')} ≠ ${eb.join(' ')}`);
  if (!a.value.state.over && JSON.stringify(tp.view(a.value.state, null)) !== JSON.stringify(tp.view(b.value.state, null))) out.push('public view after');
  return out;
}

/** A seat's view names no other seat's tokens and no other seat's Victory Points. */
function seatLeaks(s: TpState): string[] {
  if (s.over) return [];
  const out: string[] = [];
  for (const viewer of [null, ...s.players]) {
    const v = tp.view(s, viewer);
    for (const c of v.grid.cells) for (const t of c.tokens) if (t !== null && t !== viewer) out.push(`${viewer ?? 'table'} sees ${t}'s token at ${c.slot}`);
    for (const p of Object.keys(v.vp)) if (p !== viewer) out.push(`${viewer ?? 'table'} sees ${p}'s Victory Points`);
  }
  return out;
}

/**
 * A greedy competitive game (it feeds Crises, so tokens pile up and Crises get solved), checked at every
 * step: for an Influence prompt every answer is tried, for any other the first.
 */
function scan(n: number, seed: string): { leaks: string[]; tokens: number; solved: number } {
  const leaks: string[] = [];
  let tokens = 0;
  const end = greedyPlayout(n, { variant: 'competitive', tip: 45 }, seed, (s) => {
    if (leaks.length || s.over) return;
    tokens += s.grid.reduce((a, c) => a + c.tokens.length, 0);
    leaks.push(...seatLeaks(s));
    for (const pr of tp.prompts(s)) {
      const answers = /onto which face-down Project\?$/.test(pr.text) ? pr.options.map((o) => [o.value]) : [pr.options.slice(0, pr.min ?? 1).map((o) => o.value)];
      for (const values of answers) leaks.push(...interference(s, pr.player, values).map((x) => `round ${s.round} ${pr.id} ${values.join(',')}: ${x}`));
    }
  });
  return { leaks, tokens, solved: end.state.solvedCount };
}

describe('tipping-point/competitive secrecy', () => {
  // Dry Wells (2 Influence on its north edge), with one token of p1's on the Project it points at.
  const grid = () => [crisisAt(0, 0, 'crisis-1-1'), projectAt(0, -1, 'water-02', false, ['p1'])];

  it('announces a solved Crisis without its contributors, and tells each contributor their own share and score', () => {
    const s = fixture(3, { o: { variant: 'competitive' }, grid: grid(), seats: [{ hand: [], credits: { energy: 4 } }] });
    const pr = tp.prompts(s)[0]!;
    // One budget pays and one face-down Project holds the token: the exchange places it at once.
    const r = tp.apply(s, 'p0', { prompt: pr.id, values: ['exchange'] });
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.events;
    expect(publicEvents(ev)).toContain('{p0} solves the Crisis Dry Wells (level 1).');
    expect(publicEvents(ev).join(' ')).not.toMatch(/Influence from|Victory Point|p1/);
    expect(ev.filter((e) => e.visibleTo !== 'all')).toEqual([
      { text: `You place 1 Influence at ${nm(s, 0, -1)}.`, visibleTo: ['p0'] },
      { text: 'You gave 1 of the Influence that solved Dry Wells: you score 1 Victory Points (1 in all).', visibleTo: ['p1'] },
      { text: 'You gave 1 of the Influence that solved Dry Wells: you score 1 Victory Points (1 in all).', visibleTo: ['p0'] },
    ]);
    expect(r.value.state.seats.p0!.vp).toBe(1);
    expect(r.value.state.seats.p2!.vp).toBe(0);
  });

  it('shows how many tokens a face-down Project holds, but only a seat its own tokens, on the view and on the table picture', async () => {
    const s = fixture(2, { o: { variant: 'competitive' }, grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p0', 'p1', 'p1'])] });
    const cell = (viewer: PlayerId | null) => tp.view(s, viewer).grid.cells.find((c) => c.kind === 'project')!;
    expect(cell(null).tokens).toEqual([null, null, null]);
    expect(cell('p0').tokens).toEqual(['p0', null, null]);
    expect(cell('p1').tokens).toEqual([null, 'p1', 'p1']);
    const twin = rotateOwners(s);
    const a = await tippingPointModule.renderTable(tp.view(s, null));
    const b = await tippingPointModule.renderTable(tp.view(twin, null));
    expect(Buffer.compare(a.png, b.png)).toBe(0);
    // The co-operative game keeps showing every owner.
    const coop = fixture(2, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p0', 'p1'])] });
    expect(tp.view(coop, null).grid.cells.find((c) => c.kind === 'project')!.tokens).toEqual(['p0', 'p1']);
  });

  it('does not name the owner of a token moved off a covered Project, to the mover or the table', () => {
    let s = fixture(2, {
      o: { variant: 'competitive' },
      grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false, ['p1']), projectAt(1, 1, 'water-03', false), projectAt(-1, 1, 'water-04', false)],
      seats: [{ hand: ['water-01'], credits: { water: 5 } }],
    });
    s = act(s, 'p0', 'water-01', nm(s, 0, 1), 'auto');
    const pr = tp.prompts(s)[0]!;
    expect(pr.text).toBe('Move an Influence token from the covered Project: onto which face-down Project?');
    const r = tp.apply(s, 'p0', { prompt: pr.id, values: [nm(s, 1, 1)] });
    if (!r.ok) throw new Error(r.error.message);
    expect(publicEvents(r.value.events).join(' ')).not.toMatch(/p1/);
    expect(r.value.events).toContainEqual({ text: `Your Influence from the covered Project is now at ${nm(s, 1, 1)}.`, visibleTo: ['p1'] });
  });

  it.each([2, 3, 4])('never lets the table learn token owners or another seat\'s Victory Points in a seeded competitive game of %i', (n) => {
    const r = scan(n, `secret-${n}`);
    expect(r.leaks).toEqual([]);
    expect(r.tokens).toBeGreaterThan(0);
    expect(r.solved).toBeGreaterThan(0);
  });
});
