import type { SeatNames } from '../picture';
import type { TpView } from '../../src/games/tipping-point/view';
import { cardName, w } from '../../src/games/tipping-point/words';
import { say } from '../../src/words/say';
import type { SaidView } from './words';
import type { Option } from '../../src/engine/types';
import { seatName } from './style';

/** What is being decided, in a few public words: from the phase, the running card and the open prompt's options. */
function deciding(v: TpView, choices: readonly Option[]): string {
  switch (v.phase) {
    case 'country':
      return 'choosing a Country';
    case 'tie':
      return 'placing the first face-down Project';
    case 'advisorCard':
    case 'advisorSide':
      return 'choosing an Advisor';
    case 'crisis':
      return 'placing a new Crisis';
    case 'provide':
      return v.options.solo ? 'discarding cards' : 'choosing cards to pass on';
    case 'over':
      return 'game over';
    case 'play':
      break;
  }
  const values = choices.map((o) => o.value);
  if (values.includes('pass')) return 'playing a card or passing';
  if (values.some((x) => x.startsWith('flip-') || x.startsWith('raise-'))) return 'using a Need icon';
  if (values.some((x) => x.startsWith('all-') || x.startsWith('one-'))) return 'placing Credits';
  if (values.some((x) => /^col[A-Z]/.test(x))) return 'placing a card: a column first';
  if (values.length && values.every((x) => /^[A-Z]{1,2}\d+$/.test(x) || x === 'more'))
    return v.grid.cells.some((c) => c.slot === values[0] && c.kind === 'project' && !c.up) && values.every((x) => x === 'more' || v.grid.cells.some((c) => c.slot === x)) ? 'placing Influence' : 'placing a card';
  return 'playing';
}

/** "Round 3 of 8 · ana: placing a card": whose turn and what they decide, the first thing a phone shows. */
export function headline(v: SaidView, names: SeatNames | undefined, choices: readonly Option[]): string {
  const round = v.phase === 'play' || v.phase === 'crisis' || v.phase === 'provide' ? `Round ${v.round}/${v.maxRounds}` : 'Setup';
  if (v.over) return `Game over in round ${v.round}: ${v.over.won ? 'won' : 'lost'}`;
  const who = v.active.map((p) => seatName(p, names)).join(', ');
  const doing = v.doingCard ? say(v.language, w('view.doing', { card: cardName(v.doingCard) })) : deciding(v, choices);
  return who ? `${round} · ${who}: ${doing}` : round;
}
