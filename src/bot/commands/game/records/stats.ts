import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import { displayName } from '../../../input/display-name';
import { actorOf } from '../../../input/actor';
import { statsText } from './history-text';
import { localesOf } from '../../../input/language';
import { t } from '../../../../words/translate';

/**
 * /game stats [player] [scope]: a player's finished games per game (played, won, best score) on this server; with
 * scope:all, the asker's own over every server (the reply is private, as every /game reply).
 */
export const name = 'stats';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Show a player's record per game on this server")
    .addUserOption((o) => o.setName('player').setDescription('Whose record (default: yours)'))
    .addStringOption((o) => o.setName('scope').setDescription('This server (default), or your own record over all servers')
      .addChoices({ name: 'this server', value: 'server' }, { name: 'all servers (yours only)', value: 'all' }));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const user = i.options.getUser('player');
  const all = i.options.getString('scope') === 'all';
  const { private: own } = await localesOf(i, ctx.store);
  if (all && user && user.id !== i.user.id) return void (await i.editReply({ content: t(own, 'records:stats.onlyYours') }));
  if (!all && !i.guildId) return void (await i.editReply({ content: t(own, 'records:stats.perServer') }));
  const member = user ? i.options.getMember('player') : null;
  const shown = user ? displayName(member && 'displayName' in member ? member.displayName : (user.globalName ?? user.username)) : actorOf(i).name;
  const stats = all ? await ctx.finished.allStats(i.user.id) : await ctx.finished.serverStats(i.guildId!, user?.id ?? i.user.id);
  await i.editReply({ content: statsText(shown, stats.games, ctx.modules, all ? 'all' : 'server', own), allowedMentions: { parse: [] } });
}
