import type { Option } from '../../src/engine/types';
import type { GameModule, Picture } from '../../src/platform/module';
import { publicDecisions } from '../../src/platform/telling/public-prompt';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import { promptsOf } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import { goldenStates } from './golden-states';

/**
 * The pictures of a golden game at its start, middle and end, with long player names: the table picture (with the
 * open public prompt's choices marked) and the first and last seat's private pictures (with their own prompt's
 * choices). The layout and the alt-text checks read the same pictures, so each golden game is drawn once for both.
 */
interface GoldenPicture {
  at: 'start' | 'middle' | 'end';
  session: Session;
  what: 'table' | `private ${string}`;
  picture: Picture;
}

export interface GoldenPictures {
  name: string;
  mod: GameModule;
  pictures: GoldenPicture[];
}

/** Discord shows display names up to 32 characters; pictures are checked with long ones, where cuts show first. */
const LONG_NAME = 'Alexandria the Great';
const longNames = (s: Session): Session => ({ ...s, seats: s.seats.map((x, i) => ({ ...x, name: `${LONG_NAME} ${i + 1}` })) });

async function drawn(file: string): Promise<GoldenPictures> {
  const g = goldenStates(file);
  const pictures: GoldenPicture[] = [];
  for (const { at, session: plain } of g.states) {
    const session = longNames(plain);
    const names = seatNames(session);
    const open = publicDecisions(session, g.mod.engine).prompts;
    const tableChoices: readonly Option[] | undefined = open.length === 1 ? (open[0]!.options ?? undefined) : undefined;
    pictures.push({ at, session, what: 'table', picture: await g.mod.renderTable(g.mod.engine.view(session.state, null), names, tableChoices) });
    for (const p of new Set([playerIdOf(0), playerIdOf(session.seats.length - 1)])) {
      const picture = await g.mod.renderPrivate(g.mod.engine.view(session.state, p), names, promptsOf(session, g.mod.engine, p)[0]?.options);
      if (picture) pictures.push({ at, session, what: `private ${p}`, picture });
    }
  }
  return { name: g.name, mod: g.mod, pictures };
}

/** One golden game's pictures at a time: the checks of a file run one after another, so the last one drawn is kept. */
let last: { file: string; pictures: Promise<GoldenPictures> } | null = null;

export function goldenPictures(file: string): Promise<GoldenPictures> {
  if (last?.file !== file) last = { file, pictures: drawn(file) };
  return last.pictures;
}
