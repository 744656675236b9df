import { type AttachmentBuilder, ButtonStyle } from 'discord.js';
import type { CardEntry, RulesTopic } from '../../engine/types';
import type { GameModule, Picture } from '../../platform/module';
import { pictureFile } from './picture-file';
import { pages } from '../../platform/reference/pages';
import { topicTitle } from '../../platform/reference/lookup';
import { button, row, type Row } from './components';
import { encodeCustomId } from './custom-id';

/**
 * A rules topic or a card as a private reply: its heading, one page of its text (a long one is paged with
 * Previous and Next, never cut) and, when a lookup found more than one, the other names to type.
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

export function entryName(mod: GameModule, ref: string): string {
  const e = entryOf(mod, ref);
  return e === null ? '' : 'topic' in e ? topicTitle(e.topic) : e.card.name;
}

function heading(mod: GameModule, ref: string): { head: string; text: string } | null {
  const e = entryOf(mod, ref);
  if (e === null) return null;
  if ('topic' in e) {
    const kind = e.topic.kind === 'term' ? ' (a term)' : e.topic.kind === 'icon' ? ' (an icon)' : '';
    const source = e.topic.source ? `\n-# Rulebook: ${e.topic.source}` : '';
    return { head: `**${mod.engine.name}: ${topicTitle(e.topic)}**${kind}${source}`, text: e.topic.text };
  }
  return { head: `**${e.card.name}** · ${e.card.kind} · ${mod.engine.name}`, text: e.card.text };
}

export interface ReferencePayload {
  content: string;
  components: Row[];
  /** A card's picture on its first showing; a page turn keeps the attachment the message already has. */
  files?: AttachmentBuilder[];
}

/** Page `page` of an entry; `also` names the other entries a lookup found (shown on the first page only). */
export function referencePayload(mod: GameModule, ref: EntryRef, page: number, also: readonly string[] = [], picture: Picture | null = null): ReferencePayload | null {
  const h = heading(mod, ref);
  if (h === null) return null;
  const all = pages(h.text, PAGE_MAX);
  const at = Math.min(Math.max(page, 0), all.length - 1);
  const lines = [h.head, '', all[at]!];
  if (all.length > 1) lines.push('', `-# Page ${at + 1} of ${all.length}`);
  if (at === 0 && also.length > 0) lines.push('', `Also found: ${alsoList(also)}. Type a name to open it.`);
  const turn = (p: number, label: string) => button(encodeCustomId({ kind: 'ref', instance: 'ref', game: mod.engine.id, entry: ref, page: p }), label, ButtonStyle.Secondary);
  const buttons = [...(at > 0 ? [turn(at - 1, 'Previous page')] : []), ...(at < all.length - 1 ? [turn(at + 1, 'Next page')] : [])];
  const files = picture ? { files: [pictureFile(picture)] } : {};
  return { content: lines.join('\n'), components: buttons.length > 0 ? [row(...buttons)] : [], ...files };
}

/** Up to eight names, then how many more: the rest are found by typing more words. */
function alsoList(names: readonly string[]): string {
  const shown = names.slice(0, 8).join(', ');
  return names.length > 8 ? `${shown} and ${names.length - 8} more` : shown;
}
