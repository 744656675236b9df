import { PICTURE_BUDGET } from '../../render/layout';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cellLabels } from '../../render/vested-interests/board';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { board } from '../../src/games/vested-interests/board';
import { engine, playout, start } from './helpers';
import { goldenFiles, goldenStates } from '../render/golden-states';
import type { Picture } from '../../render/picture';

const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';
const width = async (b: Buffer) => (await loadImage(b)).width;

/** A golden game's middle: hotspots, and so zones, on the board. */
const goldenMiddle = () => goldenStates(goldenFiles('vested-interests')[0]!).states.find((x) => x.at === 'middle')!.session.state as Parameters<typeof engine.view>[0];

/** How many pixels of the board's area are the hatching's red over a district's colour. */
async function boardReds(p: Picture): Promise<number> {
  const area = p.layout!.panels.find((x) => x.name === 'board')!;
  const img = await loadImage(p.png);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  const d = c.getContext('2d').getImageData(area.x, area.y, area.w, area.h).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i]! > 150 && d[i]! - d[i + 1]! > 30 && d[i]! - d[i + 2]! > 30) n++;
  return n;
}

describe('vested-interests/render', () => {
  it('draws the table, a private panel and the end with its results and history', async () => {
    const s = start(5, 'render');
    const table = await vestedInterestsModule.renderTable(engine.view(s, null));
    expect(isPng(table.png)).toBe(true);
    expect(table.name).toBe('vested-interests.png');
    expect(await width(table.png)).toBe(PICTURE_BUDGET.maxWidth);
    expect(table.alt).toContain('462 ppm');
    const mine = await vestedInterestsModule.renderPrivate(engine.view(s, 'p2'));
    expect(isPng(mine!.png)).toBe(true);
    expect(mine!.alt).toContain('your secrets: Agenda');
    expect(await vestedInterestsModule.renderPrivate(engine.view(s, null))).toBeNull();
    const end = playout(start(3, 'render-end', { variant: 'flashpoint' }), 'r');
    const over = await vestedInterestsModule.renderTable(engine.view(end, null));
    expect(isPng(over.png)).toBe(true);
    expect(over.alt).toMatch(/wins with|everyone loses/);
    expect(over.alt).not.toMatch(/\{p\d\}/);
  });

  it('hatches the hotspot zones over the board, and only where there are zones', async () => {
    const v = engine.view(goldenMiddle(), null);
    expect(v.zoneCells.length).toBeGreaterThan(0);
    const hatched = await boardReds(await vestedInterestsModule.renderTable(v));
    const plain = await boardReds(await vestedInterestsModule.renderTable({ ...v, zoneCells: [] }));
    // Each zone cell (about 1 350 px²) is about a third covered by the red lines.
    expect(hatched - plain).toBeGreaterThan(200 * v.zoneCells.length);
  });

  it('draws the name of every cell a prompt can name, each once, with no district letter shared', () => {
    // A cell shows its number; its district's prefix is on the district's name on the board (12 in the Reach is Re12).
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
