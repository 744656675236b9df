import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import { displayName } from '../../src/bot/input/display-name';
import { actorOf } from '../../src/bot/input/actor';
import { statsText } from '../../src/bot/views/history-text';

/** /game stats [player]: a player's finished games per game (played, won, best score). */
export const name = 'stats';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Show a player's record per game")
    .addUserOption((o) => o.setName('player').setDescription('Whose record (default: yours)'));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const user = i.options.getUser('player');
  const member = user ? i.options.getMember('player') : null;
  const shown = user ? displayName(member && 'displayName' in member ? member.displayName : (user.globalName ?? user.username)) : actorOf(i).name;
  const stats = await ctx.finished.stats(user?.id ?? i.user.id);
  await i.editReply({ content: statsText(shown, stats.games, ctx.modules), allowedMentions: { parse: [] } });
}
