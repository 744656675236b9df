import type { ServerContext } from '../context.js';
import { applyCreate, MessageFlag, MessageType, StoredMessage, type MessagePayloadInput } from '../messages.js';
import { snowflake } from '../snowflake.js';
import type { InteractionRecord } from './record.js';

/**
 * A message the bot sends through an interaction (reply, deferred placeholder, follow-up): posted
 * by the application's webhook, visible only to the user when ephemeral.
 */
export function createInteractionMessage(ctx: ServerContext, record: InteractionRecord, input: MessagePayloadInput, flags: number): StoredMessage {
  const ephemeral = (flags & MessageFlag.Ephemeral) !== 0;
  const message = new StoredMessage(
    snowflake(),
    record.channelId,
    record.guildId,
    ctx.world.bot.id,
    record.kind === 'command' ? MessageType.ChatInputCommand : MessageType.Default,
    ephemeral ? record.user.id : null,
    { id: record.id, type: record.type, name: record.kind === 'command' ? record.name : null, userId: record.user.id },
    ctx.app.id,
  );
  applyCreate(message, input, ctx.origin, flags & (MessageFlag.Ephemeral | MessageFlag.Loading));
  ctx.messages.add(message);
  // A deferred placeholder ("thinking…") has no content yet; what later fills it is an edit, which notifies nobody.
  if ((flags & MessageFlag.Loading) === 0) ctx.noteCreated(message, input.body);
  return message;
}
