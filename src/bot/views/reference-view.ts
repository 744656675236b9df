import { type AttachmentBuilder, ButtonStyle } from 'discord.js';
import type { CardEntry, RulesTopic } from '../../engine/types';
import type { GameModule, Picture } from '../../platform/module';
import type { Language } from '../../words/locales';
import { say } from '../../words/say';
import { t } from '../../words/translate';
import { pictureFile } from './picture-file';
import { pages } from '../../platform/reference/pages';
import { topicTitle } from '../../platform/reference/lookup';
import { button, row, type Row } from './components';
import { encodeCustomId } from './custom-id';

/**
 * A rules topic or a card as a private reply, in the reader's language: its heading, one page of its text (a long
 * one is paged with Previous and Next, never cut) and, when a lookup found more than one, the other names to type.
 * The game's texts are said before they are paged, so a page is cut where the reader's own sentences pause.
 */
const PAGE_MAX = 1500;

/** `t3`: the game's fourth rules topic; `c12`: its thirteenth card. */
export type EntryRef = `t${number}` | `c${number}`;

export function cardOf(mod: GameModule, ref: string): CardEntry | null {
  const e = entryOf(mod, ref);
  return e !== null && 'card' in e ? e.card : null;
}

function entryOf(mod: GameModule, ref: string): { topic: RulesTopic } | { card: CardEntry } | null {
  const n = Number(ref.slice(1));
  if (ref.startsWith('t')) {
    const topic = mod.engine.rules[n];
    return topic ? { topic } : null;
  }
  const card = mod.engine.cards?.[n];
  return card ? { card } : null;
}

/** An entry's name in `language`: a topic's title, a card's name. */
export function entryName(mod: GameModule, ref: string, language: Language): string {
  const e = entryOf(mod, ref);
  return e === null ? '' : 'topic' in e ? topicTitle(e.topic, language) : say(language, e.card.name);
}

function heading(mod: GameModule, ref: string, language: Language): { head: string; text: string } | null {
  const e = entryOf(mod, ref);
  if (e === null) return null;
  const game = say(language, mod.engine.name);
  if ('topic' in e) {
    const title = t(language, 'reference:entry.topic', { context: e.topic.kind === 'term' || e.topic.kind === 'icon' ? e.topic.kind : '', game, title: topicTitle(e.topic, language) });
    const source = e.topic.source ? `\n${t(language, 'reference:entry.source', { source: say(language, e.topic.source) })}` : '';
    return { head: `${title}${source}`, text: say(language, e.topic.text) };
  }
  return { head: t(language, 'reference:entry.card', { name: say(language, e.card.name), kind: say(language, e.card.kind), game }), text: say(language, e.card.text) };
}

export interface ReferencePayload {
  content: string;
  components: Row[];
  /** A card's picture on its first showing; a page turn keeps the attachment the message already has. */
  files?: AttachmentBuilder[];
}

/** Page `page` of an entry in `language`; `also` names the other entries a lookup found (shown on the first page only). */
export function referencePayload(mod: GameModule, ref: EntryRef, page: number, language: Language, also: readonly string[] = [], picture: Picture | null = null): ReferencePayload | null {
  const h = heading(mod, ref, language);
  if (h === null) return null;
  const all = pages(h.text, PAGE_MAX);
  const at = Math.min(Math.max(page, 0), all.length - 1);
  const lines = [h.head, '', all[at]!];
  if (all.length > 1) lines.push('', t(language, 'reference:entry.page', { page: at + 1, count: all.length }));
  if (at === 0 && also.length > 0) lines.push('', t(language, 'reference:entry.also', { names: alsoList(also, language) }));
  const turn = (p: number, label: string) => button(encodeCustomId({ kind: 'ref', instance: 'ref', game: mod.engine.id, entry: ref, page: p }), label, ButtonStyle.Secondary);
  const buttons = [...(at > 0 ? [turn(at - 1, t(language, 'reference:entry.previous'))] : []), ...(at < all.length - 1 ? [turn(at + 1, t(language, 'reference:entry.next'))] : [])];
  const files = picture ? { files: [pictureFile(picture)] } : {};
  return { content: lines.join('\n'), components: buttons.length > 0 ? [row(...buttons)] : [], ...files };
}

/** Up to eight names, then how many more: the rest are found by typing more words. */
function alsoList(names: readonly string[], language: Language): string {
  const shown = names.slice(0, 8).join(', ');
  return names.length > 8 ? t(language, 'reference:entry.also-more', { names: shown, count: names.length - 8 }) : shown;
}
