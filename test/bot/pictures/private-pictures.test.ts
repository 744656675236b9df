import { describe, expect, it } from 'vitest';
import type { Drawing } from '../../../src/bot/pictures/drawing';
import { PrivatePictures } from '../../../src/bot/pictures/private-pictures';
import type { GameModule } from '../../../src/platform/module';

/**
 * Private pictures are drawn once per distinct view and kept by their bytes: a busy bot's few hundred seats each keep
 * their picture, so a panel opened again over a view that has not changed is not drawn again.
 */

const mod = { engine: { id: 'toy' } } as unknown as GameModule;

function counting(bytes: number) {
  let drawn = 0;
  const drawing = {
    private: async (_mod: GameModule, view: unknown) => {
      drawn++;
      return { png: Buffer.alloc(bytes), name: 'hand.png', alt: JSON.stringify(view) };
    },
  } as unknown as Drawing;
  return { drawing, drawn: () => drawn };
}

describe('bot/private pictures', () => {
  it('GIVEN 400 seats each shown their 60 kB hand WHEN the first seat opens its panel again THEN its picture is not drawn again', async () => {
    const { drawing, drawn } = counting(60_000);
    const pictures = new PrivatePictures(drawing);
    for (let seat = 0; seat < 400; seat++) await pictures.of(mod, { seat }, {});
    const again = await pictures.of(mod, { seat: 0 }, {});
    expect(drawn()).toBe(400);
    expect(again?.alt).toBe('{"seat":0}');
  });

  it('GIVEN pictures past the bytes kept THEN the least recently used go first, and each kept one tells what it was drawn from', async () => {
    const { drawing, drawn } = counting(1000);
    const pictures = new PrivatePictures(drawing, 2500);
    const first = await pictures.of(mod, { seat: 0 }, {});
    await pictures.of(mod, { seat: 1 }, {});
    await pictures.of(mod, { seat: 0 }, {});
    await pictures.of(mod, { seat: 2 }, {});
    expect(drawn()).toBe(3);
    await pictures.of(mod, { seat: 0 }, {});
    expect(drawn()).toBe(3);
    await pictures.of(mod, { seat: 1 }, {});
    expect(drawn()).toBe(4);
    expect(pictures.keyOf(first)).toMatch(/^toy:/);
    expect(pictures.keyOf(null)).toBeUndefined();
  });

  it('GIVEN a game that says what its private picture shows WHEN only the board moves around a seat THEN its picture is drawn once', async () => {
    const { drawing, drawn } = counting(1000);
    const pictures = new PrivatePictures(drawing);
    const hands = { ...mod, privateShows: (v: unknown) => (v as { hand: string[] }).hand } as GameModule;
    const first = await pictures.of(hands, { hand: ['a', 'b'], board: 1 }, {});
    const moved = await pictures.of(hands, { hand: ['a', 'b'], board: 2 }, {});
    await pictures.of(hands, { hand: ['a'], board: 2 }, {});
    expect(moved).toBe(first);
    expect(drawn()).toBe(2);
  });
});
