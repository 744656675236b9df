import type { EarthView } from '../../src/games/earth/view';
import type { Language } from '../../src/words/locales';
import { t } from '../../src/words/translate';
import { seatName } from './style';

/** What each action is called where the table names it, in `language`. */
export const actionLabel = (action: string, language: Language = 'en'): string =>
  ['plant', 'compost', 'water', 'grow', 'fauna'].includes(action) ? t(language, `earth-pictures:action.${action}`) : action;

/** "Round 3/10 · Ana: Plant action": whose turn and what is being decided, the first thing a phone shows. */
export function headline(v: EarthView, name: (p: string) => string = seatName, language: Language = 'en'): string {
  if (v.phase === 'setup') return t(language, 'earth-pictures:headline.setup');
  if (v.over) return t(language, 'earth-pictures:headline.over');
  const round = v.maxRounds ? t(language, 'earth-pictures:headline.roundOf', { round: v.round, of: v.maxRounds }) : t(language, 'earth-pictures:headline.round', { round: v.round });
  if (!v.active) return round;
  const who = v.active === 'gaia' ? t(language, 'earth-pictures:gaia') : name(v.active);
  return v.action
    ? t(language, 'earth-pictures:headline.action', { round, who, action: actionLabel(v.action, language) })
    : t(language, 'earth-pictures:headline.choosing', { round, who });
}
