import { describe, expect, it } from 'vitest';
import { say } from '../../src/words/say';
import {
  Ability,
  ABILITY_OPS,
  CONDITION_TESTS,
  COUNT_KINDS,
  Effect,
  EFFECT_OPS,
  type CellId,
  type Effect as EffectT,
  type Ability as AbilityT,
} from '../../src/games/vested-interests/cards/schema';
import { catalogue, rawCatalogue } from '../../src/games/vested-interests/cards/catalogue';
import { board } from '../../src/games/vested-interests/board';
import { abilityText, agendaText, cardText, effectText, textCardIds, viceText } from '../../src/games/vested-interests/cards/text';

/** Every object carrying `key` anywhere inside a JSON value. */
function collect(value: unknown, key: string, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) collect(v, key, out);
  else if (value !== null && typeof value === 'object') {
    const rec = value as Record<string, unknown>;
    if (typeof rec[key] === 'string') out.push(rec);
    for (const v of Object.values(rec)) collect(v, key, out);
  }
  return out;
}

describe('vested-interests/card text', () => {
  const allData = rawCatalogue();
  const opsUsed = new Set(collect(allData, 'op').map((o) => o.op as string));

  it('declares exactly the ops the schemas accept', () => {
    expect(Effect.options.map((o) => o.shape.op.value)).toEqual([...EFFECT_OPS]);
    expect(Ability.options.map((o) => o.shape.op.value)).toEqual([...ABILITY_OPS]);
  });

  it('uses every effect op, ability op, count and condition somewhere in the data', () => {
    for (const op of [...EFFECT_OPS, ...ABILITY_OPS]) expect(opsUsed.has(op), op).toBe(true);
    const counts = new Set(collect(allData, 'of').map((o) => o.of as string));
    for (const of of COUNT_KINDS) expect(counts.has(of), of).toBe(true);
    const tests = new Set(collect(allData, 'test').map((o) => o.test as string));
    for (const t of CONDITION_TESTS) expect(tests.has(t), t).toBe(true);
  });

  it('writes text for every card, with no holes', () => {
    const ids = textCardIds();
    expect(ids.length).toBe(5 + 15 + 10 + 26 + 14 + 16 + 7 + 3);
    for (const id of ids) {
      const text = cardText(id);
      expect(text.length, id).toBeGreaterThan(10);
      expect(text, id).not.toMatch(/undefined|NaN|\[object|null/);
    }
    expect(() => cardText('nonsense.card')).toThrow(RangeError);
  });

  it('puts the text of every effect and ability into some card', () => {
    const texts = textCardIds().map((id) => cardText(id)).join('\n');
    const effects = new Map<string, EffectT>();
    const abilities = new Map<string, AbilityT>();
    for (const o of collect(allData, 'op')) {
      const e = Effect.safeParse(o);
      if (e.success && !effects.has(e.data.op)) effects.set(e.data.op, e.data);
      const a = Ability.safeParse(o);
      if (a.success && !abilities.has(a.data.op)) abilities.set(a.data.op, a.data);
    }
    expect([...effects.keys()].sort()).toEqual([...EFFECT_OPS].sort());
    expect([...abilities.keys()].sort()).toEqual([...ABILITY_OPS].sort());
    for (const [op, e] of effects) expect(texts, op).toContain(effectText(e).slice(0, -1));
    for (const [op, a] of abilities) expect(texts, op).toContain(abilityText(a).slice(0, -1));
  });

  it('reads naturally for the rulebook examples', () => {
    const hoarder = catalogue.vices.find((v) => v.name === 'Coastal Hoarder');
    expect(hoarder && say('en', viceText(hoarder))).toBe('Coastal Hoarder: at the end, 2 Legacy per asset held in the Delta (max 6).');
    expect(say('en', cardText('initiative.public-transit-act'))).toContain('Each player gains 2 Capital if they hold at least 1 Transport Hub.');
    expect(say('en', cardText('planet.river-burst'))).toContain('district die: 1-3 home, 4 the Verge, 5 the Rim, 6 First Player chooses');
    expect(say('en', cardText('planet.king-tide'))).toContain('always strikes the Delta (no roll)');
    const arsonist = catalogue.agendas.cards.find((c) => c.title === 'The Arsonist');
    expect(arsonist && say('en', agendaText(arsonist))).toContain('Danger -5, Severe -3, Extreme +8');
    expect(say('en', cardText('house.helios'))).toContain('Once per era');
  });

  it('gives every cell id a parseable name (ids used by the renderer)', () => {
    const ids: CellId[] = board.cells.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
