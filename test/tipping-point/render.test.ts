import { describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { tippingPoint as tp } from '../../src/games/tipping-point';
import { randomPlayout, toPlay } from './helpers';

const size = (png: Buffer) => ({ w: png.readUInt32BE(16), h: png.readUInt32BE(20) });

describe('tipping-point/render', () => {
  it('draws the table and a private view as PNGs at least 1400 px wide', async () => {
    const s = toPlay(3, { variant: 'competitive' });
    const table = await tippingPointModule.renderTable(tp.view(s, null));
    expect(table.png.subarray(1, 4).toString()).toBe('PNG');
    expect(size(table.png).w).toBe(1400);
    expect(table.name).toBe('tipping-point-table.png');
    const mine = await tippingPointModule.renderPrivate(tp.view(s, 'p1'));
    expect(mine!.png.subarray(1, 4).toString()).toBe('PNG');
    expect(mine!.alt).toContain('Your hand');
  });

  it('draws nothing private for an onlooker', async () => {
    expect(await tippingPointModule.renderPrivate(tp.view(toPlay(2), null))).toBeNull();
  });

  it('draws a finished game with its outcome and history', async () => {
    const end = randomPlayout(2, {}, 'render-end').state;
    const v = tp.view(end, null);
    expect(v.over).not.toBeNull();
    expect(v.history.length).toBeGreaterThan(0);
    const pic = await tippingPointModule.renderTable(v);
    expect(size(pic.png).h).toBeGreaterThan(1000);
  });
});
