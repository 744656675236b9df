import type { SeatNames } from '../picture';
import type { TpView } from '../../src/games/tipping-point/view';
import { cardName, w } from '../../src/games/tipping-point/words';
import { say } from '../../src/words/say';
import { pic, type SaidView } from './words';
import type { Language } from '../../src/words/locales';
import type { Option } from '../../src/engine/types';
import { seatName } from './style';

/** What is being decided, in a few public words: from the phase, the running card and the open prompt's options. */
export function deciding(v: TpView, choices: readonly Option[], language: Language): string {
  const d = (key: string) => pic(language, `deciding.${key}`);
  switch (v.phase) {
    case 'country':
      return d('country');
    case 'tie':
      return d('tie');
    case 'advisorCard':
    case 'advisorSide':
      return d('advisor');
    case 'crisis':
      return d('crisis');
    case 'provide':
      return d(v.options.solo ? 'discard' : 'passOn');
    case 'over':
      return d('over');
    case 'play':
      break;
  }
  const values = choices.map((o) => o.value);
  if (values.includes('pass')) return d('playOrPass');
  if (values.some((x) => x.startsWith('flip-') || x.startsWith('raise-'))) return d('icon');
  if (values.some((x) => x.startsWith('all-') || x.startsWith('one-'))) return d('credits');
  if (values.some((x) => /^col[A-Z]/.test(x))) return d('column');
  if (values.length && values.every((x) => /^[A-Z]{1,2}\d+$/.test(x) || x === 'more'))
    return v.grid.cells.some((c) => c.slot === values[0] && c.kind === 'project' && !c.up) && values.every((x) => x === 'more' || v.grid.cells.some((c) => c.slot === x)) ? d('influence') : d('card');
  return d('playing');
}

/** "Round 3 of 8 · ana: placing a card": whose turn and what they decide, the first thing a phone shows. */
export function headline(v: SaidView, names: SeatNames | undefined, choices: readonly Option[]): string {
  const round = roundText(v);
  if (v.over) return pic(v.language, v.over.won ? 'headline.overWon' : 'headline.overLost', { round: v.round });
  const who = v.active.map((p) => seatName(p, names)).join(', ');
  const doing = v.doingCard ? say(v.language, w('view.doing', { card: cardName(v.doingCard) })) : deciding(v, choices, v.language);
  return who ? headlineLine(v, who, doing) : round;
}

/** The headline's round: "Round 3/8", or the setup before it. */
const roundText = (v: SaidView): string =>
  v.phase === 'play' || v.phase === 'crisis' || v.phase === 'provide' ? pic(v.language, 'headline.round', { round: v.round, of: v.maxRounds }) : pic(v.language, 'headline.setup');

/** What is decided, short: a Project being resolved unnamed (its name is on its card and in the alt text). */
export const shortDoing = (v: SaidView, choices: readonly Option[]): string =>
  v.doingCard ? pic(v.language, 'headline.resolvingProject') : deciding(v, choices, v.language);

/** "Round 3/8 · ana: placing a card", with what is decided given. */
export function headlineLine(v: SaidView, who: string, doing: string): string {
  return pic(v.language, 'headline.line', { round: roundText(v), who, doing });
}

/** "ana: placing a card": the headline without its round, for a language too long for both (the line under it says the round's options, the alt text the round). */
export function headlineNoRound(v: SaidView, who: string, doing: string): string {
  return pic(v.language, 'headline.lineNoRound', { who, doing });
}
