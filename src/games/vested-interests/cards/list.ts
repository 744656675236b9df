/** Every card of Vested Interests as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { catalogue } from './catalogue';
import { cardText, textCardIds } from './text';

const KIND: Readonly<Record<string, string>> = {
  house: 'House', agenda: 'Agenda', vice: 'Vice', contract: 'Contract', initiative: 'Initiative', planet: 'Planet card', scheme: 'Scheme', mini: 'Mini-card',
};

const names = new Map<string, string>(
  [...catalogue.houses, ...catalogue.agendas.cards, ...catalogue.vices, ...catalogue.contracts, ...catalogue.initiatives, ...catalogue.planet, ...catalogue.schemes, ...catalogue.miniCards]
    .map((c) => [c.id, (c as { name?: string; title?: string }).name ?? (c as { title?: string }).title ?? c.id]),
);

export const cardList: readonly CardEntry[] = textCardIds().map((id) => ({ kind: KIND[id.slice(0, id.indexOf('.'))] ?? 'Card', id, name: names.get(id)!, text: cardText(id) }));
