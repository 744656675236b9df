import { describe, expect, it } from 'vitest';
import type { Option } from '../../src/engine/types';
import { modules } from '../../src/modules';
import type { GameModule, Picture } from '../../src/platform/module';
import { publicDecisions } from '../../src/platform/telling/public-prompt';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import { promptsOf } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import { layoutProblems } from '../../render/layout';
import { goldenFiles, goldenStates } from './golden-states';

/**
 * Every picture keeps the budget and its texts their places (render/layout.ts): over the golden games of every game,
 * player count and variant, at their start, middle and end, the table picture (with the open public prompt's
 * choices marked) and the first and last seat's private pictures (with their own prompt's choices), with long player
 * names. A text that had to be cut or squeezed to fit its place fails here too: write it shorter or give it room.
 */
const NO_LAYOUT = 'no layout recorded';

/** Discord shows display names up to 32 characters; pictures are checked with long ones, where cuts show first. */
const LONG_NAME = 'Alexandria the Great';
const longNames = (s: Session): Session => ({ ...s, seats: s.seats.map((x, i) => ({ ...x, name: `${LONG_NAME} ${i + 1}` })) });

async function pictures(mod: GameModule, s: Session): Promise<{ what: string; picture: Picture }[]> {
  const names = seatNames(s);
  const open = publicDecisions(s, mod.engine).prompts;
  const tableChoices: readonly Option[] | undefined = open.length === 1 ? (open[0]!.options ?? undefined) : undefined;
  const out = [{ what: 'table', picture: await mod.renderTable(mod.engine.view(s.state, null), names, tableChoices) }];
  const seats = [...new Set([playerIdOf(0), playerIdOf(s.seats.length - 1)])];
  for (const p of seats) {
    const picture = await mod.renderPrivate(mod.engine.view(s.state, p), names, promptsOf(s, mod.engine, p)[0]?.options);
    if (picture) out.push({ what: `private ${p}`, picture });
  }
  return out;
}

async function problemsOf(file: string): Promise<string[]> {
  const g = goldenStates(file);
  const out: string[] = [];
  for (const { at, session } of g.states)
    for (const { what, picture } of await pictures(g.mod, longNames(session))) {
      if (!picture.layout) out.push(`${g.name} ${at} ${what}: ${NO_LAYOUT}`);
      else for (const p of layoutProblems(picture.layout)) out.push(`${g.name} ${at} ${what}: ${p}`);
    }
  return out;
}

for (const game of modules.keys()) {
  describe(`picture layout/${game}`, () => {
    it.each(goldenFiles(game))('%s: every picture keeps the budget, no text overlaps, leaves its panel, is cut or is too small', async (file) => {
      expect(await problemsOf(file)).toEqual([]);
    }, 60_000);
  });
}
