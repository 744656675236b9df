import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import { historyText } from '../../src/bot/views/history-text';

/** /game history: the server's recent finished games with their results. */
export const name = 'history';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription("List this server's recent games and their results");

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) return void (await i.editReply({ content: 'History is kept per server.' }));
  const h = await ctx.finished.history(i.guildId);
  await i.editReply({ content: historyText(h.games, ctx.modules), allowedMentions: { parse: [] } });
}
