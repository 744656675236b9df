import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { say } from '../command';

/**
 * /game status [table]: the table (or lobby) posted again, as a new message that replaces the old one
 * (src/bot/channel/retire-table.ts). In a channel whose games are played in threads, it names them, and `table`
 * posts that one again in its thread.
 */
export const name = 'status';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Post the table again')
    .addStringOption((o) => o.setName('table').setDescription("A game played in a thread of this channel, by its table id (the table's footer)").setMaxLength(12));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  await say(i, ctx, await ctx.runner.status(i.channelId, i.options.getString('table')?.trim() || null));
}
