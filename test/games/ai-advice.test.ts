import { describe, expect, it } from 'vitest';
import { decisionRng, type AiPolicy } from '../../src/engine/ai-policy';
import type { Prompt } from '../../src/engine/types';
import { modules } from '../../src/modules';
import { startSession } from '../fixtures/start-session';
import { walkPrompts } from '../fixtures/walk-prompts';
import { say } from '../../src/words/say';

/**
 * The Hint: over seeded games of all three games at several player counts and variants, every prompt met is asked of
 * the play-to-win seat with that seat's own view. Its advice answers exactly as its decision does, and says why in
 * one line of player words: not empty, at most 200 characters, never cut, no option value that is not also a word of
 * a label. Lines and labels are checked as an English reader reads them.
 */

/** What each walk plays: a player count and the options of its game. */
const TABLES: Record<string, readonly { players: number; options?: Record<string, unknown> }[]> = {
  'tipping-point': [{ players: 1 }, { players: 2 }, { players: 3 }, { players: 4, options: { variant: 'competitive' } }],
  earth: [{ players: 1 }, { players: 2 }, { players: 3, options: { variant: 'beginner' } }, { players: 4, options: { variant: 'team' } }, { players: 5 }],
  'vested-interests': [{ players: 3 }, { players: 4, options: { variant: 'flashpoint' } }, { players: 5 }],
};

/** Internal words a player never reads. */
const JARGON = /stand-in|margin|evaluat|undefined|NaN|Infinity|\bAI\b/i;

/** The words of a text, lower-cased, with the dots and dashes inside them kept ("e1.raise-health") and those around them dropped. */
const tokens = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9_.-]+/).map((t) => t.replace(/^[.-]+|[.-]+$/g, '')).filter(Boolean));

/** Option values a line names that no label says: the seat's internal names showing through. */
function leakedValues(p: Prompt, why: string): string[] {
  const said = tokens(why);
  const labelled = new Set(p.options.flatMap((o) => [...tokens(say('en', o.label))]));
  return p.options.map((o) => o.value.toLowerCase()).filter((v) => said.has(v) && !labelled.has(v));
}

function problemsOf(p: Prompt, decided: readonly string[], answer: readonly string[], why: string): string[] {
  const out: string[] = [];
  if (decided.join() !== answer.join()) out.push(`advice ${answer.join()} is not the decision ${decided.join()}`);
  if (!why.trim()) out.push('no line why');
  if (why.length > 200) out.push(`${why.length} characters`);
  if (why.includes('…') || why.includes('\n')) out.push('cut or more than one line');
  if (JARGON.test(why)) out.push('internal words');
  const leaked = leakedValues(p, why);
  if (leaked.length) out.push(`names option values ${leaked.join(', ')}`);
  return out;
}

describe('games/the play-to-win seats say why (Hint)', () => {
  for (const game of Object.keys(TABLES)) {
    it(`GIVEN seeded games of ${game} THEN the strong seat's advice answers as it decides, with one line why`, { timeout: 300_000 }, () => {
      const mod = modules.get(game)!;
      const e = mod.engine;
      const strong = mod.ai?.find((a) => a.level === 'strong') as AiPolicy | undefined;
      expect(strong?.advise).toBeDefined();
      const problems = new Map<string, string>();
      let seen = 0;
      for (const t of TABLES[game]!) {
        const s = startSession(mod, t.players, `advice-${t.players}`, t.options ?? {});
        walkPrompts(e, s, 'advice', (at, p) => {
          seen++;
          const view = e.view(at.state, p.player);
          const rng = () => decisionRng(at.seed ?? '', p.player, p.id, at.logCount);
          const decided = strong!.decide(e, view, p, rng());
          const advice = strong!.advise!(e, view, p, rng());
          const why = say('en', advice.why);
          for (const x of problemsOf(p, decided, advice.answer, why)) problems.set(`${say('en', p.text).slice(0, 40)}: ${x}`, why);
        });
      }
      expect(seen).toBeGreaterThan(300);
      expect([...problems].slice(0, 12)).toEqual([]);
    });
  }
});
