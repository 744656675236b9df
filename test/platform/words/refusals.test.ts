import { uncatalogued } from '../../words/uncatalogued';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSALS, refusal, refusalText, ruleRefusal, type RefusalCode } from '../../../src/platform/words/refusals';

const ROOT = path.resolve(__dirname, '../../..');
const LIST = path.join(ROOT, 'src/platform/words/refusals.ts');

/** Every code with each set of parameters worth reading: the compiler asks for a line when a code is added. */
const SAMPLES: { [C in RefusalCode]: Parameters<(typeof REFUSALS)[C]>[] } = {
  'bot-lacks': [[['Send Messages']], [['Send Messages', 'Attach Files']]],
  'no-game': [[]],
  unreadable: [[]],
  'clear-unreadable': [[]],
  'game-exists': [[]],
  'lobby-open': [[]],
  'game-running': [[]],
  stale: [['button'], ['control'], ['lobby'], ['rematch']],
  'question-closed': [[]],
  'table-gone': [[]],
  'channel-only': [[]],
  'call-over': [[]],
  'timer-not-due': [[]],
  'not-a-player': [[false], [true]],
  'not-your-decision': [[]],
  'already-answered': [[]],
  'not-started': [[]],
  started: [[]],
  'game-over': [[false], [true]],
  'no-such-game': [['chess'], ['x'.repeat(6000)]],
  'no-learning': [['Earth']],
  'learning-rematch': [[]],
  'hints-off': [[]],
  'no-hint': [[]],
  'unknown-option': [['Lanterns', '`colour`', '', '`rounds:1-5`'], ['Lanterns', '`colour`', 'for Flashpoint, give `variant:flashpoint`', '']],
  'bad-option': [['Earth', 'variant', '"coop"', 'choose standard, beginner or team'], ['Lanterns', 'rounds', '9', 'choose a whole number from 1 to 5']],
  'host-limit': [[3]],
  'server-limit': [[30]],
  'not-host': [['start'], ['ai'], ['cancel'], ['end'], ['kick'], ['expiry'], ['hints']],
  'no-ai-level': [['genius', 'Lanterns']],
  'ai-in-lobby': [[]],
  'no-ai': [[]],
  'end-not-player': [[]],
  'table-full': [['Lanterns', 4]],
  'already-seated': [[true], [false]],
  'host-leaves': [[]],
  'kick-instead': [[]],
  'seat-count': [['Lanterns', '2 to 4', 1]],
  'nothing-to-undo': [['none'], ['start'], ['changed'], ['committed'], ['timed-out'], ['window'], ['seat'], [{ played: 'Ana (AI)' }], [{ revealed: 'drew a card from the deck' }]],
  'not-your-step': [['ben']],
  'no-seat': [[false], [true]],
  'aside-already': [[true], [false]],
  'notes-already': [[true], [false]],
  'standing-none': [[]],
  'standing-gone': [[]],
  'wrong-game-command': [['tp', 'Earth']],
  'no-shortcut': [['tp', 'fly']],
  'kick-not-seated': [[]],
  'kick-host': [[]],
  'rematch-too-soon': [[]],
  'rematch-not-player': [[]],
  'rematch-gone': [[]],
  'rematch-no-seat': [[]],
  'rematch-accepted': [[]],
  'rematch-asker': [[]],
  'rematch-invited-only': [[]],
  'rematch-decline-to-leave': [[]],
  'rematch-keeps-seats': [[]],
  'rematch-waiting': [['ben']],
  'settings-in-server': [[]],
  'settings-manage-server': [[]],
  'channel-not-allowed': [['<#1>, <#2>']],
  'replay-too-old': [[]],
  'replay-broken': [['step 3 was refused']],
  'replay-yours-under-way': [['ab12cd34']],
  'replays-busy': [[2]],
  'replay-too-big': [['9.1']],
};

const texts = (Object.keys(SAMPLES) as RefusalCode[]).flatMap((code) =>
  (SAMPLES[code] as unknown[][]).map((params) => {
    const r = (refusal as (c: RefusalCode, ...p: unknown[]) => ReturnType<typeof refusal>)(code, ...params);
    return { code, params, text: r.message, refusal: r };
  }),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const platform = sources(path.join(ROOT, 'src/platform')).filter((f) => f !== LIST);
const callers = [...platform, ...sources(path.join(ROOT, 'src/bot'))];
const rel = (f: string) => path.relative(ROOT, f);

/** The longest piece of a text that none of its parameters wrote: what a copy of it elsewhere would contain. */
function fixedPart(text: string, params: unknown[]): string {
  let pieces = [text];
  for (const p of params) if (typeof p === 'string' && p) pieces = pieces.flatMap((x) => x.split(p));
  // A quoted parameter leaves its quotes behind, which a template in the source writes with the value.
  return pieces.map((x) => x.replace(/^["`]+|["`]+$/g, '')).reduce((a, b) => (b.length > a.length ? b : a), '');
}

describe('platform/refusals', () => {
  it('gives every code a text that fits one Discord message', () => {
    expect(texts.length).toBeGreaterThanOrEqual(Object.keys(REFUSALS).length);
    for (const t of texts) {
      expect(t.text.trim(), t.code).not.toBe('');
      expect(t.text.length, t.code).toBeLessThan(2000);
    }
  });

  it('says every refusal in the pseudo-language wholly from the catalogue: each sentence wrapped, nothing outside', () => {
    // A list's joining word and a quote of what was typed are catalogue texts of their own, inside the sentence's.
    for (const t of texts.filter((x) => x.text.length < 1900)) {
      const said = refusalText(t.refusal, 'qps');
      expect(said, t.code).toMatch(/^⟦.*⟧[.!?]*$/s);
      expect(uncatalogued(said, t.params.filter((p): p is string => typeof p === 'string')), t.code).toEqual([]);
    }
  });

  it('says every refusal in German, and in English exactly its message', () => {
    for (const t of texts) {
      expect(refusalText(t.refusal, 'en'), t.code).toBe(t.text);
      expect(refusalText(t.refusal, 'de'), t.code).not.toBe(t.text);
    }
  });

  it("passes a game's rule refusal on in the game's own words, whatever the language", () => {
    const r = ruleRefusal({ code: 'card-not-in-hand', message: 'That card is not in your hand.' });
    expect(refusalText(r, 'de')).toBe('That card is not in your hand.');
  });

  it('uses kebab-case codes', () => {
    for (const code of Object.keys(REFUSALS)) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('writes each refusal once: no platform, bot or command source repeats a text of the list', () => {
    const copies: string[] = [];
    for (const t of texts) {
      const fixed = fixedPart(t.text, t.params);
      if (fixed.length < 16) continue;
      for (const f of callers) if (readFileSync(f, 'utf8').includes(fixed)) copies.push(`${rel(f)}: ${t.code}: ${fixed}`);
    }
    expect(copies).toEqual([]);
  });

  it('finds no refusal written inline in the platform: every one is built from the list', () => {
    const inline = [
      /\bno\(\s*['"`]/,
      /\bfail\(\s*['"`][^'"`]*['"`]\s*,\s*['"`]/,
      /\berr\(\s*['"`][A-Z]/,
      /\berr(<[^>]*>)?\(\s*\{[^}]*message:\s*['"`]/,
      /\bmessage:\s*['"`][A-Z]/,
    ];
    const found: string[] = [];
    for (const f of platform) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (inline.some((re) => re.test(line))) found.push(`${rel(f)}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });
});
