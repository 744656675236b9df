import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { Logger } from 'pino';
import type { Actor } from '../../../platform/seats/permissions';
import type { BotContext } from '../../bot-context';
import type { CustomId } from '../../views/custom-id';
import type { Language } from '../../../words/locales';

export type Component = ButtonInteraction | StringSelectMenuInteraction;
export type CustomIdKind = CustomId['kind'];
export type IdOf<K extends CustomIdKind> = Extract<CustomId, { kind: K }>;

/**
 * How a click is acknowledged, before any work, so Discord's 3 seconds hold however long the work takes:
 * - 'update': the message pressed on is edited in place.
 * - 'reply-privately': the answer is a new private reply.
 * - 'update-if-private': a private message pressed on (the panel, a private menu) is edited; pressed on the
 *   table, the answer is a new private reply, so a public message is never overwritten by one player's answer.
 * - 'reply-now': nothing to wait for; the handler replies itself.
 */
export type ResponseMode = 'update' | 'reply-privately' | 'update-if-private' | 'reply-now';

/** What every handler knows of the click besides its custom id. */
export interface Click {
  ctx: BotContext;
  log: Logger;
  actor: Actor;
  channelId: string;
  /** Pressed on a private message (the panel, a private menu) rather than on the table. */
  onPrivate: boolean;
  /** The reply is the pressed message itself, edited (acknowledged as an update), not a new private message. */
  edits?: boolean;
  /** The language of what only the presser reads (src/words/locales.ts). */
  language: Language;
  /** The language of what the channel reads, as the server's settings say now: a table opened by this click speaks it. */
  publicLanguage: Language;
}

/** One kind of control (or a few handled alike): how its click is acknowledged (applied by the dispatcher), then what it does. */
export type Handler<K extends CustomIdKind> = IdHandler<IdOf<K>>;

// Over the id rather than its kind, so a handler of several kinds serves each of them.
interface IdHandler<I extends CustomId> {
  mode: ResponseMode | ((id: I) => ResponseMode);
  run(i: Component, id: I, c: Click): Promise<void>;
}
