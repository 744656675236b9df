import { AttachmentBuilder } from 'discord.js';
import type { Prompt } from '../engine/types';
import type { GameModule, Picture } from '../platform/module';
import type { Session } from '../platform/session-schema';
import { namedOptions, nameSeats } from '../platform/session';
import { promptRows, type Row } from './components';
import type { TablePayload } from './table-view';

/**
 * Messages meant for one player: their prompt, their hand, their DM. Built from that
 * seat's own view, never from another seat's.
 */

export function privatePromptPayload(s: Session, mod: GameModule, prompt: Prompt | null, picture: Picture | null, note = ''): TablePayload {
  const components: Row[] = prompt ? promptRows(s.instance, prompt.id, namedOptions(s, prompt.options), prompt.min ?? 1, prompt.max ?? 1) : [];
  const lines = [note, prompt ? `**${nameSeats(s, prompt.text)}**` : 'Nothing is asked of you right now.'].filter(Boolean);
  return {
    content: lines.join('\n'),
    embeds: picture ? [{ title: `${mod.engine.name}: your view`, image: { url: `attachment://${picture.name}` }, color: 0x2f6db5 }] : [],
    components,
    files: picture ? [new AttachmentBuilder(picture.png, { name: picture.name, description: picture.alt.slice(0, 1000) })] : [],
    allowedMentions: { parse: [] },
  };
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
