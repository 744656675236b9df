/** Every card of Tipping Point as `/game card` shows it, in the words of its card text (the deck lists are public). */
import type { CardEntry } from '../../../engine/types';
import { catalogue } from './catalogue';
import { advisorText, countryText, crisisText, projectText } from './text';

export const cardList: readonly CardEntry[] = [
  ...catalogue.projects.map((c) => ({ kind: 'Project', id: c.id, name: c.name, text: projectText(c) })),
  ...catalogue.crises.map((c) => ({ kind: `Crisis (level ${c.level})`, id: c.id, name: c.name, text: crisisText(c) })),
  ...catalogue.countries.map((c) => ({ kind: 'Country', id: c.id, name: c.name, text: countryText(c) })),
  ...catalogue.advisors.flatMap((c) => [c.a, c.b].map((x) => ({ kind: 'Advisor', id: x.id, name: x.name, text: advisorText(x) }))),
];
