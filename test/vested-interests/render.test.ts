import { describe, expect, it } from 'vitest';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { engine, playout, start } from './helpers';

const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';
const width = (b: Buffer) => b.readUInt32BE(16);

describe('vested-interests/render', () => {
  it('draws the table, a private panel and the end with its results and history', async () => {
    const s = start(5, 'render');
    const table = await vestedInterestsModule.renderTable(engine.view(s, null));
    expect(isPng(table.png)).toBe(true);
    expect(width(table.png)).toBe(1200);
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
});
