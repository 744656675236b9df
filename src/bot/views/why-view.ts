import { ButtonStyle } from 'discord.js';
import type { Why } from '../../platform/reference/why';
import type { Language } from '../../words/locales';
import { t } from '../../words/translate';
import { button, row } from './components';
import { encodeCustomId } from './custom-id';
import type { ReferencePayload } from './reference-view';

/** "Why?" as a private reply, with a button that turns it into its rule's whole text (paged like `/game rules`), in the reader's language. */
export function whyPayload(game: string, why: Why, language: Language): ReferencePayload {
  const open = why.topic ? [row(button(encodeCustomId({ kind: 'ref', instance: 'ref', game, entry: `t${why.topic.index}`, page: 0 }), t(language, 'reference:why.button', { topic: why.topic.name }), ButtonStyle.Secondary))] : [];
  return { content: why.text, components: open };
}
