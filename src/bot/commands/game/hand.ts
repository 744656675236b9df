import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { privateShownPanel } from '../../channel/private-panel';
import { messageIdOf } from '../../channel/live-panels';
import { localesOf, refusalFor } from '../../input/language';

/** /game hand: your hand, secrets and open decision, privately. */
export const name = 'hand';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('Show your hand and secrets, privately');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const r = await privateShownPanel(ctx.runner, ctx.pictures, i.channelId, null, actorOf(i), '', null, (await localesOf(i, ctx.store)).private);
  const message: unknown = await i.editReply(r.ok ? r.value.payload : { content: await refusalFor(i, ctx.store, r.error) });
  // A press on this panel later redraws it in place: its picture is kept there when it is still the same.
  const id = messageIdOf(message);
  if (id) ctx.panels.shown(id, r.ok ? r.value.shows : null);
}
