import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, reversePatch } from '../../../src/platform/table/state-patch';

describe('platform/state patch', () => {
  it('turns any newer JSON value back into the older one, leaving both untouched', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (older, newer) => {
        const before = JSON.stringify(newer);
        expect(applyPatch(newer, reversePatch(older, newer))).toEqual(older);
        expect(JSON.stringify(newer)).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes back only what changed: a card drawn and played is three small entries', () => {
    const older = { hands: { p0: ['a', 'b'], p1: ['c'] }, board: [null, null], round: 3, deck: Array.from({ length: 60 }, (_, i) => `card-${i}`) };
    const newer = { ...older, hands: { ...older.hands, p0: ['b'] }, board: ['a', null], deck: older.deck.slice(1) };
    const patch = reversePatch(older, newer);
    expect(patch).toEqual([[['hands', 'p0'], ['a'], 0, 0], [['board', 0], null], [['deck'], ['card-0'], 0, 0]]);
    expect(applyPatch(newer, patch)).toEqual(older);
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(older).length / 5);
  });

  it('writes back a key named __proto__ as the key it is, not as a prototype', () => {
    const older = JSON.parse('{"__proto__":0,"a":{"__proto__":[1]}}') as unknown;
    const newer = JSON.parse('{"a":{"__proto__":[1,2]}}') as unknown;
    const back = applyPatch(newer, reversePatch(older, newer));
    expect(back).toEqual(older);
    expect(Object.hasOwn(back as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it('removes a key the newer value added', () => {
    expect(applyPatch({ a: 1, b: 2 }, reversePatch({ a: 1 }, { a: 1, b: 2 }))).toEqual({ a: 1 });
  });
});
