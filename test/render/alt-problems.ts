import { ALT_MAX } from '../../render/alt';
import { openPrompts } from '../../src/platform/table/open-prompts';
import { seatNames } from '../../src/platform/table/seat-names';
import type { GoldenPictures } from './golden-pictures';
import { say as sayWords } from '../../src/words/say';

/**
 * What a player who cannot see the pictures would miss in their alt texts: the game; while it runs, whose move it is
 * and what they decide (when one seat owes the table a decision) and the round once the game is under way; every seat
 * by name with the game's key state (Tipping Point's Seesaw, Earth's points, Vested Interests' Dial); at the end, who
 * won. A private picture's, the first and the last seat's alike, names the game and what the seat holds.
 */

/** Each game's key state in words, as its table alt text says it. */
const KEY_STATE: Record<string, RegExp> = {
  'tipping-point': /Seesaw: Preservation \d+, Pollution \d+/,
  earth: /\d+ VP/,
  'vested-interests': /The Dial at \d+ ppm/,
};
/** What a private picture's alt text says the seat holds, after the game's name. */
const HOLDS = /^[^,]+, your (hand: \S|secrets: Agenda \S)/;

export function altProblems(g: GoldenPictures): string[] {
  const out: string[] = [];
  const { engine } = g.mod;
  const gameName = sayWords('en', engine.name);
  for (const { at, session: s, what, picture } of g.pictures) {
    if (what !== 'table') {
      if (!picture.alt.startsWith(gameName)) out.push(`${g.name} ${at} ${what}: does not name the game first in "${picture.alt}"`);
      if (!HOLDS.test(picture.alt)) out.push(`${g.name} ${at} ${what}: does not say what the seat holds in "${picture.alt}"`);
      continue;
    }
    const table = picture;
    const names = seatNames(s);
    const say = (p: string) => out.push(`${g.name} ${at} table: ${p} in "${table.alt}"`);
    if (!table.alt.startsWith(gameName)) say(`does not name the game first`);
    if (table.alt.length > ALT_MAX) say(`is ${table.alt.length} characters`);
    if (!KEY_STATE[engine.id]!.test(table.alt)) say(`does not give the key state (${KEY_STATE[engine.id]!.source})`);
    for (const n of Object.values(names)) if (!table.alt.includes(n)) say(`does not name ${n}`);
    if (at === 'middle' && !/\bRound \d+/.test(table.alt)) say('does not give the round');
    const outcome = engine.outcome(s.state);
    if (outcome) {
      for (const w of outcome.winners) if (!table.alt.includes(names[w]!)) say(`does not name the winner ${names[w]}`);
      if (!outcome.winners.length && !/nobody wins|everyone loses/i.test(table.alt)) say('does not say nobody won');
    } else {
      const owing = [...new Set(openPrompts(s, engine).map((p) => p.player))];
      // "ana: placing a card": the seat, then what it decides.
      if (owing.length === 1 && !new RegExp(`${names[owing[0]!]}: \\w+`).test(table.alt)) say(`does not say ${names[owing[0]!]} is to move and what they decide`);
    }
  }
  return out;
}
