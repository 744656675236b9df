/** Every card of Tipping Point as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { cardName, wc } from '../words';
import { catalogue } from './catalogue';
import { advisorText, countryText, crisisText, projectText } from './text';

export const cardList: readonly CardEntry[] = [
  ...catalogue.projects.map((c) => ({ kind: wc('kind.project'), id: c.id, name: cardName(c.id), text: projectText(c) })),
  ...catalogue.crises.map((c) => ({ kind: wc('kind.crisis', { level: c.level }), id: c.id, name: cardName(c.id), text: crisisText(c) })),
  ...catalogue.countries.map((c) => ({ kind: wc('kind.country'), id: c.id, name: cardName(c.id), text: countryText(c) })),
  ...catalogue.advisors.flatMap((c) => [c.a, c.b].map((x) => ({ kind: wc('kind.advisor'), id: x.id, name: cardName(x.id), text: advisorText(x) }))),
];
