import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { modules } from '../../src/modules';
import { hintFor } from '../../src/platform/learning/hint';
import { whyText } from '../../src/platform/reference/why';
import type { Session } from '../../src/platform/session-schema';
import { startSession } from '../fixtures/start-session';
import { walkPrompts } from '../fixtures/walk-prompts';
import { nameSeats } from '../../src/platform/table/seat-names';

/**
 * Hints and Why? in words (issue 38): over seeded games of all three games, every Hint and every Why? a player can
 * ask for is read as a newcomer reads it. A Hint gives a reason a player would say, never the seat's scores ("38
 * against 37"); a menu's suggestion is never a second opinion beside the Hint; Why? says what a short code means
 * ("N 2 open"), adds something to options that are bare names, and carries no small print in the middle of a line.
 */

const TABLES: Record<string, readonly { players: number; options?: Record<string, unknown> }[]> = {
  'tipping-point': [{ players: 1 }, { players: 2 }, { players: 3 }, { players: 4, options: { variant: 'competitive' } }],
  earth: [{ players: 1 }, { players: 2 }, { players: 3, options: { variant: 'beginner' } }, { players: 4, options: { variant: 'team' } }, { players: 5 }],
  'vested-interests': [{ players: 3 }, { players: 4, options: { variant: 'flashpoint' } }, { players: 5 }],
};

/**
 * The seat's raw figures showing through: a pair of scores, a score or rating that counts nothing a player holds
 * ("scores 1 VP" and "exchange rate 4" are things on the table; "scores -7", "rates 38" are not), a decimal.
 */
const SCORES = [
  /-?\d+(\.\d+)? against -?\d/,
  /\b(scores?|scoring|(?<!exchange )rates?|rated|worth|level with \S+ at) -?\d+(\.\d+)?(?! (VP|Soil|Sprouts?|Growth|cards?|Credits?|Influence|Capital|Operatives?)\b)/,
  /(?<![\w.])-?\d+\.\d+/,
];
/** How the seat picks rather than what the move does: Earth's setup sides once said so. */
const MACHINERY = /at random|trades its start|play-to-win seat weighs|evaluat/i;
/** A Crisis slot's short code ("N 2 open", "S 1 face-down Project"), and the words that explain it. */
const EDGE_CODE = /\b[NESW] \d+ (open|face-)/;
const EDGE_WORDS = /\b(north|east|south|west) edge\b/;
/** A label that is only a name ("Delta"): it tells nothing of what choosing it does. */
const BARE_NAME = /^[A-Z][a-z]+$/;
const PAGING = new Set(['more', 'back', 'pg-next', 'pg-prev']);

/** What is wrong with the Hint and the Why? of prompt `p`, read at `s`, in a newcomer's eyes. */
function problemsOf(game: string, s: Session, p: Prompt): string[] {
  const mod = modules.get(game)!;
  const out: string[] = [];
  const hint = hintFor({ ...s, hints: 'on' }, mod, p.player, p);
  const said = hint.ok ? hint.value : '';
  // The reason is the Hint's second line (the first names the choice by its label, which may carry figures of its own).
  const reason = said.split('\n')[1] ?? '';
  for (const re of SCORES) if (re.test(reason)) out.push(`Hint quotes a score (${re.exec(reason)![0]}): ${reason}`);
  if (MACHINERY.test(reason)) out.push(`Hint tells how the seat picks: ${reason}`);
  // A suggestion the menu marks (or a label that says "Suggested") is the Hint's own choice, never a second opinion.
  for (const o of p.options.filter((x) => x.suggested || /^suggested\b/i.test(x.label))) {
    if (!said.includes(`**${nameSeats(s, o.label)}**`)) out.push(`"${o.label}" is suggested, the Hint names another: ${said.split('\n')[0]}`);
  }
  const why = whyText(mod.engine, p, 'en', (t) => nameSeats(s, t)).text;
  if (EDGE_CODE.test(why) && !EDGE_WORDS.test(why)) out.push(`Why? leaves "${EDGE_CODE.exec(why)![0]}" unexplained`);
  const real = p.options.filter((o) => !PAGING.has(o.value));
  if (real.length >= 2 && real.every((o) => BARE_NAME.test(o.label) && !o.hint) && !p.detail) out.push(`Why? only repeats the names ${real.map((o) => o.label).join(' · ')}`);
  const stray = why.split('\n').find((l) => /\S.*-# /.test(l));
  if (stray !== undefined) out.push(`Why? has small print mid-line: ${stray.slice(-80)}`);
  return out;
}

describe('games/hints and Why? in words', () => {
  for (const game of Object.keys(TABLES)) {
    it(`GIVEN seeded games of ${game} THEN every Hint says what the move does, every suggestion is the Hint's, every Why? explains its options`, { timeout: 300_000 }, () => {
      const mod = modules.get(game)!;
      const problems = new Map<string, number>();
      let seen = 0;
      for (const t of TABLES[game]!) {
        const start = startSession(mod, t.players, `advice-${t.players}`, t.options ?? {});
        walkPrompts(mod.engine, start, 'words', (at, p) => {
          seen++;
          for (const x of problemsOf(game, at, p)) problems.set(x, (problems.get(x) ?? 0) + 1);
        });
      }
      expect(seen).toBeGreaterThan(300);
      expect([...problems.keys()].slice(0, 12)).toEqual([]);
    });
  }
});
