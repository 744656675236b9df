import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { privatePanel } from '../../channel/private-panel';

/** /game hand: your hand, secrets and open decision, privately. */
export const name = 'hand';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('Show your hand and secrets, privately');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const r = await privatePanel(ctx.runner, ctx.pictures, i.channelId, null, actorOf(i));
  await i.editReply(r.ok ? r.value : { content: r.error.message });
}
