import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { tp } from './said';
import { layoutProblems, PICTURE_BUDGET } from '../../render/layout';
import { randomPlayout, start, toPlay } from './helpers';

const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';
const size = async (b: Buffer) => {
  const img = await loadImage(b);
  return { w: img.width, h: img.height };
};
const texts = (p: { layout?: { texts: { text: string }[] } }) => p.layout!.texts.map((t) => t.text);

describe('tipping-point/render', () => {
  it('draws the table and a private view as PNG as wide as the picture budget, within it', async () => {
    const s = toPlay(3, { variant: 'competitive' });
    const table = await tippingPointModule.renderTable(tp.view(s, null));
    expect(isPng(table.png)).toBe(true);
    expect((await size(table.png)).w).toBe(PICTURE_BUDGET.maxWidth);
    expect((await size(table.png)).h).toBeLessThanOrEqual(PICTURE_BUDGET.maxHeight);
    expect(table.name).toBe('tipping-point-table.png');
    const mine = await tippingPointModule.renderPrivate(tp.view(s, 'p1'));
    expect(isPng(mine!.png)).toBe(true);
    expect(mine!.name).toBe('tipping-point-hand.png');
    expect(mine!.alt).toContain('Tipping Point, your hand');
    expect(layoutProblems(mine!.layout!)).toEqual([]);
  });

  it('draws no picture of an empty hand: the start DM, before a Country is dealt, carries none', async () => {
    const s0 = start(2, {}, 'empty-hand');
    const v = tp.view(s0, 'p0');
    expect(v.me!.hand).toEqual([]);
    expect(await tippingPointModule.renderPrivate(v, undefined, tp.prompts(s0).find((p) => p.player === 'p0')?.options)).toBeNull();
    expect(await tippingPointModule.renderPrivate(v)).toBeNull();
    const s = toPlay(2);
    expect(tp.view(s, 'p0').me!.hand.length).toBeGreaterThan(0);
    expect(await tippingPointModule.renderPrivate(tp.view(s, 'p0'))).not.toBeNull();
  });

  it('draws nothing private for an onlooker', async () => {
    expect(await tippingPointModule.renderPrivate(tp.view(toPlay(2), null))).toBeNull();
  });

  it('headlines the round, whose turn it is and what they decide, and the Seesaw', async () => {
    const s = toPlay(2);
    const p = tp.prompts(s)[0]!;
    const pic = await tippingPointModule.renderTable(tp.view(s, null), { p0: 'ana', p1: 'bo' }, p.options);
    expect(texts(pic)[0]).toBe(`Round 1/${s.options.max_rounds} · ana: playing a card or passing`);
    expect(texts(pic)).toEqual(expect.arrayContaining([`Preservation ${s.preservation}`, `Pollution ${s.pollution}`]));
  });

  it('marks the slots a card can go to by their names, and only those', async () => {
    let s = toPlay(2);
    const menu = tp.prompts(s)[0]!;
    const card = menu.options.find((o) => /^[a-z]+-\d+$/.test(o.value))!.value;
    const r = tp.apply(s, menu.player, { prompt: menu.id, values: [card] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    const slots = tp.prompts(s)[0]!;
    expect(slots.text).toMatch(/^Where does/);
    const pic = await tippingPointModule.renderTable(tp.view(s, null), undefined, slots.options);
    const names = slots.options.map((o) => o.value);
    // Crisis levels ("L1") look like slot names; the first round's slots are far from row 1.
    expect(texts(pic).filter((t) => /^[A-Z]\d+$/.test(t) && !/^L[1-5]$/.test(t)).sort()).toEqual([...names].sort());
    expect(texts(pic)[0]).toContain('placing a card');
    expect(layoutProblems(pic.layout!)).toEqual([]);
  });

  it('draws a finished game with its outcome and history', async () => {
    const end = randomPlayout(2, {}, 'render-end').state;
    const v = tp.view(end, null);
    expect(v.over).not.toBeNull();
    expect(v.history.length).toBeGreaterThan(0);
    const pic = await tippingPointModule.renderTable(v);
    expect((await size(pic.png)).h).toBeGreaterThan(1000);
    expect(texts(pic)).toContain('The Seesaw, round by round');
    expect(layoutProblems(pic.layout!)).toEqual([]);
  });
});
