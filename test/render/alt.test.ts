import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { publicDecisions } from '../../src/platform/telling/public-prompt';
import type { Session } from '../../src/platform/session-schema';
import { ALT_MAX } from '../../render/alt';
import { goldenFiles, goldenStates } from './golden-states';
import { openPrompts, promptsOf } from '../../src/platform/table/open-prompts';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';

/**
 * Every picture's alt text says what a player who cannot see it needs, over the golden games of every game and player
 * count at their start, middle and end: the game; while it runs, whose move it is and what they decide (when one seat
 * owes the table a decision) and the round once the game is under way; every seat by name with the game's key state
 * (Tipping Point's Seesaw, Earth's points, Vested Interests' Dial); at the end, who won. A private picture's, the first
 * and the last seat's alike, names the game and what the seat holds.
 */

/** Each game's key state in words, as its table alt text says it. */
const KEY_STATE: Record<string, RegExp> = {
  'tipping-point': /Seesaw: Preservation \d+, Pollution \d+/,
  earth: /\d+ VP/,
  'vested-interests': /The Dial at \d+ ppm/,
};
/** What a private picture's alt text says the seat holds, after the game's name. */
const HOLDS = /^[^,]+, your (hand: \S|secrets: Agenda \S)/;
const LONG_NAME = 'Alexandria the Great';

async function problemsOf(file: string): Promise<string[]> {
  const g = goldenStates(file);
  const out: string[] = [];
  const { engine } = g.mod;
  for (const { at, session } of g.states) {
    const s: Session = { ...session, seats: session.seats.map((x, i) => ({ ...x, name: `${LONG_NAME} ${i + 1}` })) };
    const names = seatNames(s);
    const open = publicDecisions(s, engine).prompts;
    const table = await g.mod.renderTable(engine.view(s.state, null), names, open.length === 1 ? (open[0]!.options ?? undefined) : undefined);
    const say = (p: string) => out.push(`${g.name} ${at} table: ${p} in "${table.alt}"`);
    if (!table.alt.startsWith(engine.name)) say(`does not name the game first`);
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
    for (const p of new Set([playerIdOf(0), playerIdOf(s.seats.length - 1)])) {
      const mine = await g.mod.renderPrivate(engine.view(s.state, p), names, promptsOf(s, engine, p)[0]?.options);
      if (!mine) continue;
      if (!mine.alt.startsWith(engine.name)) out.push(`${g.name} ${at} private ${p}: does not name the game first in "${mine.alt}"`);
      if (!HOLDS.test(mine.alt)) out.push(`${g.name} ${at} private ${p}: does not say what the seat holds in "${mine.alt}"`);
    }
  }
  return out;
}

for (const game of modules.keys()) {
  describe(`picture alt text/${game}`, () => {
    it.each(goldenFiles(game))('%s: the table names the game, whose move and its decision, or the winner; the private picture what is held', async (file) => {
      expect(await problemsOf(file)).toEqual([]);
    }, 60_000);
  });
}
