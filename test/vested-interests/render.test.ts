import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cellLabels } from '../../render/vested-interests/render';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { board } from '../../src/games/vested-interests/board';
import { engine, playout, start } from './helpers';

const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';
const width = async (b: Buffer) => (await loadImage(b)).width;

describe('vested-interests/render', () => {
  it('draws the table, a private panel and the end with its results and history', async () => {
    const s = start(5, 'render');
    const table = await vestedInterestsModule.renderTable(engine.view(s, null));
    expect(isPng(table.png)).toBe(true);
    expect(table.name).toBe('vested-interests.png');
    expect(await width(table.png)).toBe(1100);
    expect(table.alt).toContain('462 ppm');
    const mine = await vestedInterestsModule.renderPrivate(engine.view(s, 'p2'));
    expect(isPng(mine!.png)).toBe(true);
    expect(mine!.alt).toContain('Your Agenda');
    expect(await vestedInterestsModule.renderPrivate(engine.view(s, null))).toBeNull();
    const end = playout(start(3, 'render-end', { variant: 'flashpoint' }), 'r');
    const over = await vestedInterestsModule.renderTable(engine.view(end, null));
    expect(isPng(over.png)).toBe(true);
    expect(over.alt).toMatch(/wins with|everyone loses/);
    expect(over.alt).not.toMatch(/\{p\d\}/);
  });

  it('draws the name of every cell a prompt can name, each once, with no district letter shared', () => {
    // A cell shows its number; its district's prefix is in the key beside the board (12 in the Reach is Re12).
    const prefix = new Map(board.data.districts.map((d) => [d.id, d.prefix]));
    const drawn = cellLabels().map((l) => {
      const c = board.byId.get(l.cell)!;
      return `${c.bay ? 'DB' : prefix.get(c.district)}${l.text}`;
    });
    expect(drawn).toEqual(cellLabels().map((l) => l.cell));
    expect(new Set(drawn).size).toBe(drawn.length);
    // Each district's cells start as its name does (Re for the Reach, Ri for the Rim), and no start is another's.
    for (const d of board.data.districts) {
      expect(d.id.startsWith(d.prefix)).toBe(true);
      expect(board.data.districts.filter((x) => x.prefix.startsWith(d.prefix))).toEqual([d]);
    }
    const names = new Set(drawn);
    const asked = new Set<string>();
    const note = (t: string) => { for (const m of t.matchAll(/\b[A-Z][a-z]?B?[0-9]+\b/g)) asked.add(m[0]); };
    for (const [n, seed, variant] of [[5, 'cells-a', 'full'], [3, 'cells-b', 'flashpoint']] as const) {
      playout(start(n, seed, { variant }), seed, ({ prompts }) => {
        for (const p of prompts) {
          note(p.text);
          for (const o of p.options) note(o.label);
        }
      });
    }
    expect(asked.size).toBeGreaterThan(50);
    expect([...asked].filter((c) => !names.has(c))).toEqual([]);
  });
});
