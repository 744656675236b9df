import { describe, expect, it } from 'vitest';
import type { RulesTopic } from '../../../src/engine/types';
import { modules } from '../../../src/modules';
import { find, findHereOrAll, topicEntry, topicTitle } from '../../../src/platform/reference/lookup';
import { entryName, referencePayload } from '../../../src/bot/views/reference-view';

/** The games' own rules topics, looked up the way players ask: plain questions, another game's words, titles. */

const game = (id: string) => modules.get(id)!;
const first = (id: string, q: string) => find(game(id).engine.rules, q, topicEntry)[0]?.topic;
const everyTopic = [...modules.values()].flatMap((m) => m.engine.rules.map((t): [string, RulesTopic] => [m.engine.id, t]));

describe('platform/reference plain questions', () => {
  it('GIVEN a plain question THEN its topic comes first, the asking words aside', () => {
    expect(first('tipping-point', 'how do I win')).toBe('goal');
    expect(first('vested-interests', 'how do I win')).toBe('goal');
    expect(first('earth', 'how do I win')).toBe('scoring');
    for (const id of ['tipping-point', 'earth', 'vested-interests']) expect(first(id, 'undo')).toBe('undo');
    expect(first('tipping-point', 'pass')).toBe('turn');
    expect(first('vested-interests', 'what is heat')).toBe('climate');
    expect(first('vested-interests', 'NIMBY')).toBe('build');
  });

  it('GIVEN words that fit another game better THEN every game is searched; words of this game stay here', () => {
    const all = [...modules.values()].flatMap((m) => m.engine.rules.map((t) => ({ m: m.engine.id, t })));
    const here = (id: string) => all.filter((e) => e.m === id);
    const asEntry = (e: { t: RulesTopic }) => topicEntry(e.t);
    const seesaw = findHereOrAll(here('vested-interests'), all, 'seesaw', asEntry);
    expect(seesaw.everywhere).toBe(true);
    expect(seesaw.found[0]).toMatchObject({ m: 'tipping-point', t: { topic: 'goal' } });
    expect(findHereOrAll(here('earth'), all, 'pass', asEntry).found[0]?.m).not.toBe('earth');
    const heat = findHereOrAll(here('vested-interests'), all, 'heat', asEntry);
    expect(heat.everywhere).toBe(false);
    expect(heat.found[0]).toMatchObject({ m: 'vested-interests', t: { topic: 'climate' } });
  });

  it('GIVEN every topic of every game THEN its title, heading and Why? name never show its key', () => {
    for (const [id, t] of everyTopic) {
      const title = topicTitle(t, 'en');
      expect(title).not.toMatch(/^[a-z]|[a-z]-[a-z]/);
      const k = game(id).engine.rules.indexOf(t);
      expect(entryName(game(id), `t${k}`, 'en')).toBe(title);
      expect(referencePayload(game(id), `t${k}`, 0, 'en')!.content).toContain(`: ${title}**`);
      expect(find(game(id).engine.rules, title, topicEntry)[0]).toBe(t);
    }
    expect(topicTitle({ topic: 'crisis-placement', text: '' }, 'en')).toBe('Crisis placement');
    expect(topicTitle({ topic: 'scheme-windows', text: '' }, 'en')).toBe('Scheme windows');
  });
});
