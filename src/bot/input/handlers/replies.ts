import { MessageFlags } from 'discord.js';
import type { Result } from '../../../engine/result';
import type { Refusal } from '../../../platform/words/refusals';
import type { Session } from '../../../platform/session-schema';
import { sameTable } from '../../../platform/seats/guards';
import { refuse as refusal, refusalText } from '../../../platform/words/refusals';
import { noGame, type LoadedGame } from '../../../platform/records/table-records';
import { ok } from '../../../engine/result';
import { textDisplay, V2_FLAGS } from '../../views/v2';
import { panelPrompt, shownPanel, type PanelPage, type ShownPanel } from '../../channel/private-panel';
import { messageIdOf } from '../../channel/live-panels';
import { withoutFiles } from '../../channel/kept-picture';
import { seatLocaleStale } from '../../../platform/view/table-view-model';
import type { Click, Component } from './handler';

/**
 * The one place a handler looks inside a runner's answer: `done` with its value, or `refused` with the
 * words the presser reads, in their language.
 */
export function either<T, A, B>(c: Pick<Click, 'language'>, r: Result<T, Refusal>, done: (value: T) => A, refused: (message: string) => B): A | B {
  return r.ok ? done(r.value) : refused(refusalText(r.error, c.language));
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
  const panel = await shownPanel(c.ctx.pictures, s, c.ctx.modules.get(s.game)!, c.actor, note, null, null, c.language);
  // Kept before the edit: a table shown meanwhile then finds the panel already asking this decision, and leaves it.
  if (panel.ok) keepLive(i, c, s, panel.value.shows);
  await reply(i, c, either(c, panel, (p) => p, (message) => ({ payload: plain(message), shows: null })));
}

/**
 * The presser's private panel over the table of `channelId` as it is now, read without the channel's turn; `at`,
 * a page of a long menu. Shown, it is kept live (src/bot/channel/live-panels.ts).
 */
export async function openPanel(i: Component, c: Click, channelId: string, instance: string, at: PanelPage | null = null, from: 'table' | 'call' = 'table'): Promise<void> {
  const g = await c.ctx.runner.read(channelId);
  // The person's language, told by this press, kept on their seat for what they are told unasked (only when it changed).
  if (g.kind === 'ok' && seatLocaleStale(g.session, c.actor.userId, c.actor.locale)) await c.ctx.runner.seatLocale(channelId, c.actor);
  const over = from === 'call' && (g.kind !== 'ok' || g.session.instance !== instance || g.session.phase !== 'playing');
  const r = over ? refusal('call-over') : g.kind !== 'ok' ? noGame(g) : (await shownPanel(c.ctx.pictures, g.session, g.mod, c.actor, '', at, instance, c.language));
  if (r.ok && g.kind === 'ok') keepLive(i, c, g.session, r.value.shows);
  await reply(i, c, either(c, r, (p: ShownPanel) => p, (message) => ({ payload: plain(message), shows: null })));
}

/**
 * Edits the acknowledged reply to `shown`. A click answered by editing the private message pressed on (`c.edits`) whose
 * picture is the one already there keeps its attachment: a page turned, an answer that changed nothing the seat sees.
 */
async function reply(i: Component, c: Click, shown: ShownPanel): Promise<void> {
  const target = c.edits ? i.message.id : null;
  const kept = target !== null && shown.shows !== null && c.ctx.panels.showing(target) === shown.shows;
  // Should the message have lost its picture meanwhile (an edit not told here), the picture is sent after all.
  const message: unknown = kept ? await i.editReply(withoutFiles(shown.payload)).catch(() => i.editReply(shown.payload)) : await i.editReply(shown.payload);
  const id = messageIdOf(message) ?? target;
  if (id) c.ctx.panels.shown(id, shown.shows);
}

/** The panel now in this interaction's reply follows the table: the next decision reaches it without a click. */
function keepLive(i: Component, c: Click, s: Session, shows: string | null): void {
  const mod = c.ctx.modules.get(s.game);
  if (!mod) return;
  c.ctx.panels.remember({
    channelId: s.channelId,
    instance: s.instance,
    userId: c.actor.userId,
    at: i.createdTimestamp,
    prompt: panelPrompt(s, mod, c.actor.userId),
    shows,
    edit: (payload) => i.editReply(payload),
  });
}
