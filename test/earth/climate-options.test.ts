import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { fallbackAnswer, openPrompts } from '../../src/platform/table/open-prompts';
import { answer } from '../../src/platform/table/answers';
import { climateText } from '../../src/games/earth/cards/text';
import { getClimate, sideOf } from '../../src/games/earth/cards/catalogue';
import { NOW, startSession } from '../fixtures/start-session';
import { say } from '../../src/words/say';

const en = (x: string) => say('en', x);

describe('earth/setup Climate options', () => {
  it('GIVEN the Climate choice THEN each button names its side\'s ability: whole, or its colour when the whole does not fit', () => {
    const mod = modules.get('earth')!;
    let s = startSession(mod, 2, 'climate-labels');
    for (let k = 0; k < 20; k++) {
      const open = openPrompts(s, mod.engine);
      const climate = open.find((p) => en(p.text).startsWith('Choose your Climate'));
      if (climate) {
        expect(climate.options.length).toBeGreaterThan(0);
        for (const o of climate.options) {
          const [id, side] = o.value.split('.') as [string, 'A' | 'B'];
          const ability = en(climateText(sideOf(getClimate(id), side)).rules);
          const label = en(o.label);
          expect(label.length).toBeLessThanOrEqual(80);
          expect(label.includes(ability) || label.includes(`${ability.split(':')[0]} ability`)).toBe(true);
        }
        return;
      }
      const r = answer(s, mod.engine, open[0]!.player, fallbackAnswer(open[0]!), NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
    }
    throw new Error('no Climate choice was asked');
  });
});
