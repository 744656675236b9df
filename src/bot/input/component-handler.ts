import { MessageFlags } from 'discord.js';
import type { Logger } from 'pino';
import { actorOf } from './actor';
import type { BotContext } from '../bot-context';
import { decodeCustomId, type CustomId } from '../views/custom-id';
import { refusal } from '../../platform/words/refusals';
import type { Click, Component, CustomIdKind, Handler, ResponseMode } from './handlers/handler';
import { aiSeat, lobbyVerb } from './handlers/lobby';
import { optionAnswer, pagedAnswer, pageTurn } from './handlers/answers';
import { autoAside, callPanel, notes, openPanel, standing, undo } from './handlers/panel';
import { endGame } from './handlers/end';
import { newGame, rematch } from './handlers/after-game';
import { expiry } from './handlers/timer';
import { lessonRule, referencePage } from './handlers/reference';
import { why } from './handlers/why';
import { hint } from './handlers/hint';
import { tableText } from './handlers/table-text';
import { localesOf, refusalFor } from './language';
import { sayTable } from '../../platform/words/table-words';

/** Every kind of custom id and what handles it: a kind without a handler does not compile. */
export const handlers: { [K in CustomIdKind]: Handler<K> } = {
  lobby: lobbyVerb,
  addai: aiSeat,
  answer: optionAnswer,
  select: optionAnswer,
  pickdone: pagedAnswer,
  page: pageTurn,
  pagepick: pageTurn,
  open: openPanel,
  hand: openPanel,
  call: callPanel,
  undo,
  aside: autoAside,
  end: endGame,
  rematch,
  newgame: newGame,
  expiry,
  ref: referencePage,
  lesson: lessonRule,
  standing,
  why,
  hint,
  text: tableText,
  notes,
};

/**
 * Buttons and menus: the custom id says what was pressed (stateless, so it survives a restart), its kind's
 * handler is acknowledged the way it declares, then run: the table runner decides, the handler draws the answer.
 */
export async function onComponent(i: Component, ctx: BotContext, log: Logger): Promise<void> {
  const id = decodeCustomId(i.customId);
  if (!id) return void (await i.reply({ content: sayTable((await localesOf(i, ctx.store)).private, 'reply.unknownControl'), flags: MessageFlags.Ephemeral }));
  const handler = handlers[id.kind] as Handler<CustomIdKind>;
  const inDm = i.guildId === null;
  if (inDm && !FROM_DM.has(id.kind)) return void (await i.reply({ content: await refusalFor(i, ctx.store, refusal('channel-only')), flags: MessageFlags.Ephemeral }));
  const channelId = id.kind === 'ref' || id.kind === 'lesson' ? i.channelId : await ctx.runner.locate(id.instance, { channelId: i.channelId, guildId: i.guildId }, id.kind === 'call' ? id.channel : null);
  if (channelId === null) return void (await i.reply({ content: await refusalFor(i, ctx.store, refusal('table-gone')), flags: MessageFlags.Ephemeral }));
  const onPrivate = i.message.flags.has(MessageFlags.Ephemeral);
  const mode = responseMode(handler, id);
  await acknowledge(i, mode, onPrivate);
  // A press on a public message of a server's channel (the table, its lobby), acknowledged as an update: its token
  // edits that message and posts in the channel for 15 minutes, outside Discord's global limit (table-tokens.ts).
  if (mode === 'update' && !onPrivate && !inDm) ctx.tables.pressed({ applicationId: i.applicationId, token: i.token, at: i.createdTimestamp, channelId: i.channelId, messageId: i.message.id });
  const { private: language, public: publicLanguage } = await localesOf(i, ctx.store);
  const click: Click = { ctx, log, actor: actorOf(i), channelId, onPrivate, edits: mode === 'update' || (mode === 'update-if-private' && onPrivate), language, publicLanguage };
  await handler.run(i, id, click);
}

/**
 * What a DM carries (a turn ping's Decide now, the hand) and the panel it opens: each acts only for the presser's
 * own seat, so it may reach its table from anywhere. The lobby's, the host's and the final table's controls are only
 * ever shown in the table's channel.
 */
const FROM_DM: ReadonlySet<CustomIdKind> = new Set<CustomIdKind>(['call', 'open', 'hand', 'answer', 'select', 'page', 'pagepick', 'pickdone', 'why', 'hint', 'text', 'undo', 'aside', 'standing', 'notes', 'ref', 'lesson']);

/** The mode a handler declares for this id. */
export function responseMode(handler: Handler<CustomIdKind>, id: CustomId): ResponseMode {
  return typeof handler.mode === 'function' ? handler.mode(id) : handler.mode;
}

async function acknowledge(i: Component, mode: ResponseMode, onPrivate: boolean): Promise<void> {
  switch (mode) {
    case 'update':
      return void (await i.deferUpdate());
    case 'reply-privately':
      return void (await i.deferReply({ flags: MessageFlags.Ephemeral }));
    case 'update-if-private':
      return acknowledge(i, onPrivate ? 'update' : 'reply-privately', onPrivate);
    case 'reply-now':
      return;
  }
}
