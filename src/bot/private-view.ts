import { AttachmentBuilder, ButtonStyle } from 'discord.js';
import type { Prompt } from '../engine/types';
import type { GameModule, Picture } from '../platform/module';
import type { Session } from '../platform/session-schema';
import { namedOptions, nameSeats } from '../platform/session';
import { button, promptRows, row, type Row } from './components';
import { encodeCustomId } from './custom-id';
import { FIRST_PAGE, type MenuPage } from './menu-pages';
import type { TablePayload } from './table-view';

/**
 * Messages meant for one player: their prompt, their hand, their DM. Built from that
 * seat's own view, never from another seat's.
 */

/**
 * `undoable`: the step of this seat that undo would take back now, offered as a button under the prompt.
 * `at`: the page of a long menu to show, with the options picked so far.
 */
export function privatePromptPayload(s: Session, mod: GameModule, prompt: Prompt | null, picture: Picture | null, note = '', undoable: string | null = null, at: MenuPage = FIRST_PAGE): TablePayload {
  const components: Row[] = prompt ? promptRows(s.instance, prompt.id, namedOptions(s, prompt.options), prompt.min ?? 1, prompt.max ?? 1, at) : [];
  if (undoable !== null) components.push(undoRow(s, undoable));
  const lines = [note, prompt ? `**${nameSeats(s, prompt.text)}**` : 'Nothing is asked of you right now.'].filter(Boolean);
  return {
    content: lines.join('\n'),
    embeds: picture ? [{ title: `${mod.engine.name}: your view`, image: { url: `attachment://${picture.name}` }, color: 0x2f6db5 }] : [],
    components,
    files: picture ? [new AttachmentBuilder(picture.png, { name: picture.name, description: picture.alt.slice(0, 1000) })] : [],
    allowedMentions: { parse: [] },
  };
}

function undoRow(s: Session, step: string): Row {
  const named = nameSeats(s, step);
  return row(button(encodeCustomId({ kind: 'undo', instance: s.instance }), named ? `Undo: ${named}` : 'Undo my last step', ButtonStyle.Danger));
}

export function dmPayload(mod: GameModule, place: string, link: string, picture: Picture | null, summary: string, intro: string): TablePayload {
  return {
    content: `${intro}\n**${mod.engine.name}** in ${place}: ${link}`,
    embeds: picture ? [{ title: 'Your hand and secrets', description: summary.slice(0, 4000), image: { url: `attachment://${picture.name}` }, color: 0x2f6db5 }] : [{ description: summary.slice(0, 4000) }],
    components: [],
    files: picture ? [new AttachmentBuilder(picture.png, { name: picture.name, description: picture.alt.slice(0, 1000) })] : [],
    allowedMentions: { parse: [] },
  };
}
