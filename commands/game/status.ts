import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import { say } from '../command';

/** /game status: the table (or lobby) posted again, as a new message that replaces the old one (src/bot/channel/retire-table.ts). */
export const name = 'status';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('Post the table again');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  await say(i, await ctx.runner.status(i.channelId));
}
