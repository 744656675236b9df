/**
 * Every icon Earth's cards and boards print, as a `/game rules` topic of its own: the pieces and resources, the
 * four Habitats, the four Flora types, the ability colours and the symbols on Fauna cards.
 *
 * An icon's name holds its own word ("soil icon"); a word that must still find an older topic first ("habitat",
 * "multicoloured", "ability") is only one of its listed words, which loses the tie to the older topic. That is why
 * the multicoloured icon keeps the rulebook's spelling, "Multicolored", in its name.
 */
import type { RulesTopic } from '../../engine/types';
import { ACTION_COLOR, ACTIONS, FLORA_TYPES, HABITATS, type FloraType, type Habitat } from './cards/schema';
import { actionName, colorName, filterNoun, floraTypeName, habitatName } from './cards/words';
import { rulesTopic, rw } from './rules-words';

function habitatIcon(h: Habitat): RulesTopic {
  const name = habitatName(h);
  // The pictures mark a Habitat by its English initial, whatever the reader's language.
  const letter = h.charAt(0).toUpperCase();
  return {
    topic: `${h} icon`,
    title: rw('icon.habitat.title', { name }),
    kind: 'icon',
    source: rw('icon.habitat.source'),
    words: [rw('icon.habitat.words', { letter }), rw(`icon.habitat.more.${h}`)],
    text: rw('icon.habitat.text', { name, letter }),
  };
}

function floraIcon(t: FloraType): RulesTopic {
  const name = floraTypeName(t);
  return {
    topic: `${t} icon`,
    title: rw('icon.flora.title', { name }),
    kind: 'icon',
    source: rw('icon.flora.source'),
    words: [rw('icon.flora.words')],
    text: rw('icon.flora.text', { name, many: filterNoun({ floraType: t }, true), note: rw(`icon.flora.note.${t}`) }),
  };
}

const colourIcons: RulesTopic[] = ACTIONS.map((a) => {
  const colour = colorName(ACTION_COLOR[a]);
  return {
    topic: `${ACTION_COLOR[a]} icon`,
    title: rw('icon.colour.title', { name: colour }),
    kind: 'icon',
    source: rw('icon.colour.source'),
    words: [rw('icon.colour.words', { colour, action: actionName(a) })],
    text: rw('icon.colour.text', { colour, stripe: rw(`icon.colour.stripe.${ACTION_COLOR[a]}`), action: actionName(a) }),
  };
});

const icon = (topic: string): RulesTopic => rulesTopic(topic, { kind: 'icon', source: true });

export const ICON_TOPICS: readonly RulesTopic[] = [
  ...['soil icon', 'compost icon', 'draw icon', 'sprout icon', 'growth icon', 'trunk icon', 'canopy icon', 'vp icon', 'fauna leaf icon'].map(icon),
  ...HABITATS.map(habitatIcon),
  ...FLORA_TYPES.map(floraIcon),
  ...colourIcons,
  ...['multicolored icon', 'plus and minus symbols', 'percentage symbol'].map(icon),
];
