/** Every card of Vested Interests as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { words } from '../../../engine/words';
import { cardName } from './names';
import { cardText, textCardIds } from './text';

/** The kinds of card, as the card text's catalogue names them (`text.kind.*`). */
const KINDS = ['house', 'agenda', 'vice', 'contract', 'initiative', 'planet', 'scheme', 'mini'] as const;

const kindOf = (id: string): string => {
  const kind = id.slice(0, id.indexOf('.'));
  return words(`vi-cards:text.kind.${(KINDS as readonly string[]).includes(kind) ? kind : 'card'}`);
};

export const cardList: readonly CardEntry[] = textCardIds().map((id) => ({ kind: kindOf(id), id, name: cardName(id), text: cardText(id) }));
