/** Every card of Earth as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { catalogue } from './catalogue';
import { cardText, climateText, ecosystemText, faunaText, islandText, type CardText } from './text';

const whole = (t: CardText): string => [t.typeLine, t.stats, t.rules].filter(Boolean).join('\n');
const KIND = { flora: 'Flora', terrain: 'Terrain', event: 'Event' } as const;

/** The deck holds copies of some cards: each is listed once. */
const earthCards = catalogue.earth.map((c) => ({ kind: KIND[c.type], id: c.id, name: c.name, text: whole(cardText(c)) }));
const once = earthCards.filter((c, k) => earthCards.findIndex((x) => x.name === c.name && x.text === c.text) === k);

export const cardList: readonly CardEntry[] = [
  ...once,
  ...catalogue.fauna.flatMap((c) => c.sides.map((x) => ({ kind: `Fauna (side ${x.side})`, id: `${c.id}-${x.side}`, name: x.name, text: whole(faunaText(x)) }))),
  ...catalogue.islands.flatMap((c) => c.sides.map((x) => ({ kind: `Island (side ${x.side})`, id: `${c.id}-${x.side}`, name: x.name, text: whole(islandText(x)) }))),
  ...catalogue.climates.flatMap((c) => c.sides.map((x) => ({ kind: `Climate (side ${x.side})`, id: `${c.id}-${x.side}`, name: x.name, text: whole(climateText(x)) }))),
  ...catalogue.ecosystems.flatMap((c) => c.sides.map((x) => ({ kind: `Ecosystem (side ${x.side})`, id: `${c.id}-${x.side}`, name: x.name, text: whole(ecosystemText(x)) }))),
];
