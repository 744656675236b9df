import { MessageFlags } from 'discord.js';
import type { Result } from '../../../engine/result';
import type { Refusal } from '../../../platform/words/refusals';
import type { Session } from '../../../platform/session-schema';
import { sameTable } from '../../../platform/seats/guards';
import { refuse as refusal } from '../../../platform/words/refusals';
import { noGame, type LoadedGame } from '../../../platform/records/table-records';
import { ok } from '../../../engine/result';
import type { TablePayload } from '../../views/table-view';
import { textDisplay, V2_FLAGS } from '../../views/v2';
import { panelFor, panelPrompt, type PanelPage } from '../../channel/private-panel';
import type { Click, Component } from './handler';

/**
 * The one place a handler looks inside a runner's answer: `done` with its value, or `refused` with the
 * words a player reads.
 */
export function either<T, A, B>(r: Result<T, Refusal>, done: (value: T) => A, refused: (message: string) => B): A | B {
  return r.ok ? done(r.value) : refused(r.error.message);
}

/** The game a private reply speaks of: the channel's, when it is the table the control was pressed on. */
export async function tableOf(c: Click, instance: string): Promise<Result<LoadedGame, Refusal>> {
  const g = await c.ctx.runner.read(c.channelId);
  return g.kind !== 'ok' ? noGame(g) : (sameTable(g.session, instance) ?? ok(g));
}

/**
 * Text alone: whatever the message showed before (controls, pictures, a table) is taken off. It is V2, since it may
 * take the place of a panel, a V2 message; the empty content and embeds clear an older message it replaces.
 */
export const plain = (content: string) => ({ flags: V2_FLAGS, content: '', embeds: [], components: [textDisplay(content)], files: [] });

/** A refusal said to the presser only, leaving the message they pressed on as it was. */
export async function refuse(i: Component, message: string): Promise<void> {
  await i.followUp({ content: message, flags: MessageFlags.Ephemeral });
}

/** The presser's private panel, drawn again over `s` with `note` on top, in the acknowledged reply. */
export async function showPanel(i: Component, c: Click, s: Session, note: string): Promise<void> {
  const panel = await panelFor(c.ctx.pictures, s, c.ctx.modules.get(s.game)!, c.actor, note);
  // Kept before the edit: a table shown meanwhile then finds the panel already asking this decision, and leaves it.
  if (panel.ok) keepLive(i, c, s);
  await i.editReply(either(panel, (p) => p, plain));
}

/**
 * The presser's private panel over the table of `channelId` as it is now, read without the channel's turn; `at`,
 * a page of a long menu. Shown, it is kept live (src/bot/channel/live-panels.ts).
 */
export async function openPanel(i: Component, c: Click, channelId: string, instance: string, at: PanelPage | null = null, from: 'table' | 'call' = 'table'): Promise<void> {
  const g = await c.ctx.runner.read(channelId);
  const over = from === 'call' && (g.kind !== 'ok' || g.session.instance !== instance || g.session.phase !== 'playing');
  const r = over ? refusal('call-over') : g.kind !== 'ok' ? noGame(g) : (await panelFor(c.ctx.pictures, g.session, g.mod, c.actor, '', at, instance));
  if (r.ok && g.kind === 'ok') keepLive(i, c, g.session);
  await i.editReply(either(r, (p: TablePayload) => p, plain));
}

/** The panel now in this interaction's reply follows the table: the next decision reaches it without a click. */
function keepLive(i: Component, c: Click, s: Session): void {
  const mod = c.ctx.modules.get(s.game);
  if (!mod) return;
  c.ctx.panels.remember({
    channelId: s.channelId,
    instance: s.instance,
    userId: c.actor.userId,
    at: i.createdTimestamp,
    prompt: panelPrompt(s, mod, c.actor.userId),
    edit: (payload) => i.editReply(payload),
  });
}
