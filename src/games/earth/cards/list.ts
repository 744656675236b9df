/** Every card of Earth as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { catalogue } from './catalogue';
import { cardText, climateText, ecosystemText, faunaText, islandText, type CardText } from './text';
import { ew } from '../texts';

const whole = (t: CardText): string => [t.typeLine, t.stats, t.rules].filter(Boolean).join('\n');
const kind = (k: string, side?: string): string => ew(side ? `cardKind.${k}Side` : `cardKind.${k}`, side ? { side } : {});

/** Every card of the deck has its own name (the catalogue refuses a repeated one), so each is listed once. */
const once = catalogue.earth.map((c) => ({ kind: kind(c.type), id: c.id, name: c.name, text: whole(cardText(c)) }));

export const cardList: readonly CardEntry[] = [
  ...once,
  ...catalogue.fauna.flatMap((c) => c.sides.map((x) => ({ kind: kind('fauna', x.side), id: `${c.id}-${x.side}`, name: x.name, text: whole(faunaText(x)) }))),
  ...catalogue.islands.flatMap((c) => c.sides.map((x) => ({ kind: kind('island', x.side), id: `${c.id}-${x.side}`, name: x.name, text: whole(islandText(x)) }))),
  ...catalogue.climates.flatMap((c) => c.sides.map((x) => ({ kind: kind('climate', x.side), id: `${c.id}-${x.side}`, name: x.name, text: whole(climateText(x)) }))),
  ...catalogue.ecosystems.flatMap((c) => c.sides.map((x) => ({ kind: kind('ecosystem', x.side), id: `${c.id}-${x.side}`, name: x.name, text: whole(ecosystemText(x)) }))),
];
