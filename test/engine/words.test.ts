import { describe, expect, it } from 'vitest';
import { unpackWords, words } from '../../src/engine/words';

describe('engine/words packing', () => {
  it('GIVEN a text with every kind of parameter and a text inside it THEN it unpacks to the same key and parameters', () => {
    const card = words('tp-cards:projects.water-04.name');
    const text = words('tp:log.plays', { player: '{p0}', card, n: 4, twice: false, names: ['Ana', words('tp:category.water', { n: -1.5 }), ''] });
    const { parts, rest } = unpackWords(`before ${text} after`);
    expect(rest).toBe(' after');
    expect(parts).toEqual([{ before: 'before ', key: 'tp:log.plays', params: { player: '{p0}', card, n: 4, twice: false, names: ['Ana', words('tp:category.water', { n: -1.5 }), ''] } }]);
    expect(unpackWords(card).parts).toEqual([{ before: '', key: 'tp-cards:projects.water-04.name', params: {} }]);
  });

  it('GIVEN a text packed with its parameters as JSON (a game stored before) THEN it still unpacks', () => {
    const old = '\uE000tp:log.draws\uE001{"player":"{p3}","cards":"\uE000tp:n.projectCard\uE001{\\"count\\":1}\uE002"}\uE002';
    const [part] = unpackWords(old).parts;
    expect(part).toEqual({ before: '', key: 'tp:log.draws', params: { player: '{p3}', cards: '\uE000tp:n.projectCard\uE001{"count":1}\uE002' } });
    expect(unpackWords(String(part!.params['cards'])).parts[0]!.params).toEqual({ count: 1 });
  });

  it('GIVEN nested texts THEN the stored form escapes nothing, so a kept log line grows only by its parts', () => {
    const line = words('tp:log.pollutionOn', { why: words('tp:why.reached', { need: words('tp:category.nutrition'), n: 4 }), n: 1 });
    expect(JSON.stringify(line)).not.toContain('\\');
  });
});
