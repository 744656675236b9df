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
 * owes the table a decision); at the end, who won. A private picture's says what the seat holds.
 */
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
    const outcome = engine.outcome(s.state);
    if (outcome) {
      for (const w of outcome.winners) if (!table.alt.includes(names[w]!)) say(`does not name the winner ${names[w]}`);
      if (!outcome.winners.length && !/nobody wins|everyone loses/i.test(table.alt)) say('does not say nobody won');
    } else {
      const owing = [...new Set(openPrompts(s, engine).map((p) => p.player))];
      // "ana: placing a card": the seat, then what it decides.
      if (owing.length === 1 && !new RegExp(`${names[owing[0]!]}: \\w+`).test(table.alt)) say(`does not say ${names[owing[0]!]} is to move and what they decide`);
    }
    const p0 = await g.mod.renderPrivate(engine.view(s.state, playerIdOf(0)), names, promptsOf(s, engine, playerIdOf(0))[0]?.options);
    if (p0 && !p0.alt.includes('your') && !p0.alt.includes('Your')) out.push(`${g.name} ${at} private: does not say what the seat holds in "${p0.alt}"`);
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
