import { MessageFlags } from 'discord.js';
import type { Result } from '../../../engine/result';
import type { Refusal } from '../../../platform/refusals';
import type { Session } from '../../../platform/table/session-schema';
import { panelFor } from '../private-panel';
import type { Click, Component } from './handler';

/**
 * The one place a handler looks inside a runner's answer: `done` with its value, or `refused` with the
 * words a player reads.
 */
export function either<T, A, B>(r: Result<T, Refusal>, done: (value: T) => A, refused: (message: string) => B): A | B {
  return r.ok ? done(r.value) : refused(r.error.message);
}

/** Text alone: whatever the message showed before (controls, pictures, a table) is taken off. */
export const plain = (content: string) => ({ content, components: [], embeds: [], files: [] });

/** A refusal said to the presser only, leaving the message they pressed on as it was. */
export async function refuse(i: Component, message: string): Promise<void> {
  await i.followUp({ content: message, flags: MessageFlags.Ephemeral });
}

/** The presser's private panel, drawn again over `s` with `note` on top, in the acknowledged reply. */
export async function showPanel(i: Component, c: Click, s: Session, note: string): Promise<void> {
  const panel = await panelFor(c.ctx.pictures, s, c.ctx.modules.get(s.game)!, c.actor, note);
  await i.editReply(either(panel, (p) => p, plain));
}
