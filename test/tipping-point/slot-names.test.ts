import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { tp } from './said';
import { proj } from '../../src/games/tipping-point/cards/catalogue';
import type { TpState } from '../../src/games/tipping-point/state';
import { act, crisisAt, fixture, nm, projectAt, promptOf } from './fixture';

// Smog Advisory at M13 with a face-down Project below it at M14. Every card below goes left of or
// above the cards already there: under the old frame-relative names, each one renumbered the grid.
const rich = { water: 9, health: 9, education: 9, energy: 9, work: 9, justice: 9, housing: 9, nutrition: 9, infrastructure: 9 };

/** Plays `card` at `at`, pays automatically, skips what can be skipped; adds its log lines to `log`. */
function playAt(s: TpState, card: string, at: string, log: GameEvent[]): TpState {
  let cur = s;
  const step = (v: string) => {
    const r = tp.apply(cur, 'p0', { prompt: promptOf(cur).id, values: [v] });
    if (!r.ok) throw new Error(`${v}: ${r.error.message}`);
    log.push(...r.value.events);
    cur = r.value.state;
  };
  step(card);
  step(at);
  const pick = () => ['auto', 'skip'].find((v) => promptOf(cur).options.some((o) => o.value === v)) ?? promptOf(cur).options[0]!.value;
  while (cur.chain) step(pick());
  return cur;
}

describe('tipping-point/slot names', () => {
  it('keeps every slot name on the same card for the whole game, in prompts, log and view, as the grid grows left and up', () => {
    let s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)], seats: [{ hand: ['water-01', 'health-01', 'education-01', 'energy-01', 'water-05'], credits: rich }] });
    const log: GameEvent[] = [];
    const slotMenu = (x: TpState) => promptOf(act(x, 'p0', 'water-05'));
    const firstSlots = slotMenu(s);
    // Each slot is named as the prompts name it at the moment of play.
    const plays: [string, number, number][] = [
      ['water-01', -1, 0], // west of the Crisis: left of the old column A
      ['health-01', 0, -1], // above the Crisis: above the old row 1
      ['education-01', -2, 0], // further left again
      ['energy-01', -1, -1], // up and left
    ];
    const named: string[] = [];
    for (const [card, x, y] of plays) {
      named.push(nm(s, x, y));
      s = playAt(s, card, named.at(-1)!, log);
    }
    expect(named).toEqual(['L13', 'M12', 'K13', 'L12']);
    const placed = log.map((e) => /plays (.+?) \(.+?\) at ([A-Z]+\d+)/.exec(e.text)).filter((m) => m !== null);
    expect(placed.map((m) => [m[1], m[2]])).toEqual(plays.map(([card], i) => [proj(card).name, named[i]]));
    // Every name the log gave still shows the same card in the table view.
    const v = tp.view(s, null);
    const at = (slot: string) => v.grid.cells.find((c) => c.slot === slot);
    for (const m of placed) expect(at(m[2]!)?.id, m[2]).toBe(['water-01', 'health-01', 'education-01', 'energy-01'].find((id) => proj(id).name === m[1]));
    expect(at('M13')).toMatchObject({ kind: 'crisis', id: 'crisis-1-3' });
    expect(at('M14')).toMatchObject({ kind: 'project', up: false });
    // The picture's window starts at the left-most, top-most card's neighbour and labels itself by the table.
    expect(v.grid).toMatchObject({ firstCol: 9, firstRow: 10 });
    // A slot the prompts named before the grid grew is still offered under that name, describing the same place.
    const before = firstSlots.options.find((o) => o.value === 'M14');
    expect(before?.label).toMatch(/^M14: on a face-down Project/);
    expect(slotMenu(s).options.find((o) => o.value === 'M14')).toEqual(before);
  });

  it('keeps every card on the table: no slot left of column A is offered, and the rules topic and house rule say so', () => {
    const s = fixture(1, { grid: [crisisAt(-12, 0, 'crisis-1-3'), projectAt(-12, 1, 'water-02', false)], seats: [{ hand: ['water-01'], credits: rich }] });
    expect(promptOf(act(s, 'p0', 'water-01')).options.map((o) => o.value)).toEqual(['A12', 'B13', 'A14', 'B14', 'A15']);
    expect(tp.rules.find((r) => r.topic === 'playing')?.text).toMatch(/columns A-Z by rows 1-25, the first Crises around M13; a slot keeps its name all game/);
    expect(readFileSync('docs/house-rules.md', 'utf8')).toMatch(/\| Slot names \| A fixed table of columns A-Z by rows 1-25; .*M13.* keeps its name for the whole game/);
  });
});
