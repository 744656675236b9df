import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, decodeCustomId, encodeCustomId, type CustomId } from '../../../src/bot/views/custom-id';

describe('bot/custom ids', () => {
  it.each<CustomId>([
    { kind: 'lobby', instance: 'abcd1234', verb: 'join' },
    { kind: 'answer', instance: 'abcd1234', prompt: 't12', value: 'play:P-012@C4' },
    { kind: 'answer', instance: 'abcd1234', prompt: 'b1', value: 'a:b:c' },
    { kind: 'select', instance: 'abcd1234', prompt: 't3' },
    { kind: 'open', instance: 'abcd1234' },
    { kind: 'addai', instance: 'abcd1234' },
    { kind: 'hand', instance: 'abcd1234' },
    { kind: 'end', instance: 'abcd1234', verb: 'yes' },
    { kind: 'expiry', instance: 'abcd1234', verb: 'auto' },
    { kind: 'undo', instance: 'abcd1234' },
    { kind: 'page', instance: 'abcd1234', prompt: 't3', page: 2, picked: '1v' },
    { kind: 'pagepick', instance: 'abcd1234', prompt: 't3', page: 0, picked: '0' },
    { kind: 'pickdone', instance: 'abcd1234', prompt: 't3', picked: '3f' },
    { kind: 'lesson', instance: 'ref', game: 'tipping-point', entry: 't7' },
  ])('round-trips %j', (id) => {
    expect(decodeCustomId(encodeCustomId(id))).toEqual(id);
  });

  it('refuses to build an id over 100 characters', () => {
    expect(() => encodeCustomId({ kind: 'answer', instance: 'abcd1234', prompt: 't1', value: 'x'.repeat(90) })).toThrow(/over 100/);
  });

  it.each(['', 'hh', 'hh:abcd1234', 'hh:abcd1234:lobby:dance', 'hh:abcd1234:answer:t1', 'xx:abcd1234:open', 'hh:abcd1234:open:extra', 'hh:abcd1234:answer:%E0%A4%A:1', 'hh:abcd1234:page:t3:x:0', 'hh:abcd1234:page:t3:1', 'hh:abcd1234:undo:now'])('reads %j as not one of ours', (raw) => {
    expect(decodeCustomId(raw)).toBeNull();
  });

  it('never throws on any string and decodes only ids within the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        const d = decodeCustomId(raw);
        if (d) expect(raw.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('hh', 'abcd', 'answer', 'select', 'lobby', 'join', 'open', '%3A', '', 't1'), { maxLength: 6 }), (parts) => {
        decodeCustomId(parts.join(':'));
      }),
    );
  });
});
