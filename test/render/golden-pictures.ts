import type { Option } from '../../src/engine/types';
import type { GameModule, Picture } from '../../src/platform/module';
import { publicDecisions } from '../../src/platform/telling/public-prompt';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import { promptsOf } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import type { Language } from '../../src/words/locales';
import { goldenStates } from './golden-states';

/**
 * The pictures of a golden game at its start, middle and end, with long player names: the table picture (with the
 * open public prompt's choices marked) and the first and last seat's private pictures (with their own prompt's
 * choices), in one language. The layout and the alt-text checks read the same pictures, so each golden game is drawn
 * once for both in each language.
 */
export interface GoldenPicture {
  at: 'start' | 'middle' | 'end';
  session: Session;
  what: 'table' | `private ${string}`;
  picture: Picture;
}

export interface GoldenPictures {
  name: string;
  language: Language;
  mod: GameModule;
  pictures: GoldenPicture[];
}

/** Discord shows display names up to 32 characters; pictures are checked with long ones, where cuts show first. */
const LONG_NAME = 'Alexandria the Great';
const longNames = (s: Session): Session => ({ ...s, seats: s.seats.map((x, i) => ({ ...x, name: `${LONG_NAME} ${i + 1}` })) });

async function drawn(file: string, language: Language): Promise<GoldenPictures> {
  const g = goldenStates(file);
  const pictures: GoldenPicture[] = [];
  for (const { at, session: plain } of g.states) {
    const session = longNames(plain);
    const names = seatNames(session);
    const open = publicDecisions(session, g.mod.engine).prompts;
    const tableChoices: readonly Option[] | undefined = open.length === 1 ? (open[0]!.options ?? undefined) : undefined;
    pictures.push({ at, session, what: 'table', picture: await g.mod.renderTable(g.mod.engine.view(session.state, null), names, tableChoices, language) });
    for (const p of new Set([playerIdOf(0), playerIdOf(session.seats.length - 1)])) {
      const picture = await g.mod.renderPrivate(g.mod.engine.view(session.state, p), names, promptsOf(session, g.mod.engine, p)[0]?.options, language);
      if (picture) pictures.push({ at, session, what: `private ${p}`, picture });
    }
  }
  return { name: g.name, language, mod: g.mod, pictures };
}

/**
 * One golden game's pictures in one language at a time: the checks of a file and language run one after another, so
 * the last one drawn is kept.
 */
let last: { file: string; language: Language; pictures: Promise<GoldenPictures> } | null = null;

export function goldenPictures(file: string, language: Language = 'en'): Promise<GoldenPictures> {
  if (last?.file !== file || last.language !== language) last = { file, language, pictures: drawn(file, language) };
  return last.pictures;
}
