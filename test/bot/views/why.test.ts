import { describe, expect, it } from 'vitest';
import { say } from '../../../src/words/say';
import { modules } from '../../../src/modules';
import { whyText } from '../../../src/platform/reference/why';
import { nameSeats } from '../../../src/platform/table/seat-names';
import { whyPayload } from '../../../src/bot/views/why-view';
import { privatePromptPayload } from '../../../src/bot/views/private-view';
import { startSession } from '../../fixtures/start-session';
import { walkPrompts } from '../../fixtures/walk-prompts';

/**
 * "Why?" on every decision: over seeded random games of all three games at every player count, every prompt names
 * a rules topic its game has, its panel carries the Why? button, and the answer says what is decided, lists what
 * the options do (with the numbers their descriptions carry) and the rule, within one message, never cut.
 */
describe('bot/why on every decision', () => {
  for (const game of ['tipping-point', 'earth', 'vested-interests']) {
    it(`GIVEN seeded games of ${game} THEN every prompt kind has a Why? that names its rule`, { timeout: 120_000 }, () => {
      const mod = modules.get(game)!;
      const e = mod.engine;
      const problems = new Set<string>();
      const topics = new Set<string>();
      let seen = 0;
      for (let n = e.minPlayers; n <= e.maxPlayers; n++) {
        const s = startSession(mod, n, `why-${n}`);
        walkPrompts(e, s, 'why', (at, p) => {
          seen++;
          const where = `${p.id} "${p.text.slice(0, 70)}"`;
          const why = whyText(e, p, 'en', (t) => nameSeats(at, t));
          if (!why.topic) problems.add(`${where}: no rules topic (${String(p.topic)})`);
          else topics.add(why.topic.name);
          if (why.text.length > 1900) problems.add(`${where}: ${why.text.length} characters`);
          if (why.text.includes('{p')) problems.add(`${where}: a seat left unnamed`);
          const panel = privatePromptPayload(at, mod, p, null);
          const buttons = (panel.components ?? []).flatMap((r) => (r as unknown as { components: { label?: string }[] }).components);
          if (!buttons.some((b) => b.label === 'Why? What do these do?')) problems.add(`${where}: no Why? button`);
          if ((panel.components ?? []).length > 5) problems.add(`${where}: ${(panel.components ?? []).length} rows`);
        });
      }
      expect(seen).toBeGreaterThan(300);
      expect([...problems].slice(0, 20)).toEqual([]);
      // More than one rule comes up: the topic follows the decision, not the game.
      expect(topics.size).toBeGreaterThan(4);
    });
  }

  it('GIVEN an Earth Island choice whose options point to the cards\' whole text THEN Why? carries that text too', () => {
    const mod = modules.get('earth')!;
    const s = startSession(mod, 2, 'why-detail');
    const p = mod.engine.prompts(s.state)[0]!;
    expect(p.detail).toBeTruthy();
    const why = whyText(mod.engine, p, 'en', (t) => nameSeats(s, t)).text;
    expect(why).toContain('**In full:**');
    expect(why).toContain(say('en', p.detail!).split('\n')[0]!);
    expect(why.indexOf('**In full:**')).toBeLessThan(why.indexOf('**The rule'));
    expect(why.length).toBeLessThanOrEqual(1900);
  });

  it('GIVEN a Tipping Point card play THEN Why? lists each card with its payment and the rule of the turn, and opens the whole rule', () => {
    const mod = modules.get('tipping-point')!;
    const e = mod.engine;
    let state = startSession(mod, 2, 'why-turn').state;
    for (let k = 0; k < 200 && e.prompts(state)[0]?.topic !== 'turn'; k++) {
      const p = e.prompts(state)[0]!;
      const r = e.apply(state, p.player, { prompt: p.id, values: [p.fallback ?? p.options[0]!.value] });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const p = e.prompts(state)[0]!;
    const why = whyText(e, p, 'en');
    expect(why.text).toContain(`**What you are deciding:** ${say('en', p.text)}`);
    for (const o of p.options.slice(0, 12)) expect(why.text).toContain(`• ${say('en', o.label)}${o.hint ? `: ${say('en', o.hint)}` : ''}`);
    expect(why.text).toContain('**The rule');
    expect(why.text).toContain('`/game rules topic:turn`');
    const payload = whyPayload('tipping-point', why, 'en');
    const open = (payload.components[0] as unknown as { components: { custom_id: string; label: string }[] }).components[0]!;
    expect(open.label).toBe('The whole rule: Turn');
    expect(open.custom_id).toBe(`hh:ref:ref:tipping-point:t${e.rules.findIndex((t) => t.topic === 'turn')}:0`);
  });
});
