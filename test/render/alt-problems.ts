import { ALT_MAX } from '../../render/alt';
import { openPrompts } from '../../src/platform/table/open-prompts';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import type { GoldenPictures } from './golden-pictures';

/**
 * What a player who cannot see the pictures would miss in their alt texts: the game; while it runs, whose move it is
 * and what they decide (when one seat owes the table a decision); at the end, who won. A private picture's says what
 * the seat holds.
 */
export function altProblems(g: GoldenPictures): string[] {
  const out: string[] = [];
  const { engine } = g.mod;
  for (const { at, session: s, what, picture } of g.pictures) {
    if (what === `private ${playerIdOf(0)}` && !picture.alt.includes('your') && !picture.alt.includes('Your')) out.push(`${g.name} ${at} private: does not say what the seat holds in "${picture.alt}"`);
    if (what !== 'table') continue;
    const table = picture;
    const names = seatNames(s);
    const say = (p: string) => out.push(`${g.name} ${at} table: ${p} in "${table.alt}"`);
    if (!table.alt.startsWith(engine.name)) say(`does not name the game first`);
    if (table.alt.length > ALT_MAX) say(`is ${table.alt.length} characters`);
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
