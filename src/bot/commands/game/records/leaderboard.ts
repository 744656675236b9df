import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import { actorOf } from '../../../input/actor';
import { leaderboardText } from '../../../views/leaderboard-text';
import type { ModuleRegistry } from '../../../../platform/module';
import { say } from '../../../../words/say';

/**
 * /game leaderboard game:<game> [hide]: this server's board for one game (ratings from finished games between
 * people; a co-operative game's best won tables). With hide, the asker leaves (or rejoins) every board of this
 * server; their stats and rating stay theirs.
 */
export const name = 'leaderboard';

export const data = (modules: ModuleRegistry) =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Show this server's leaderboard for a game")
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: the first)').addChoices(...[...modules.values()].map((m) => ({ name: say('en', m.engine.name), value: m.engine.id }))))
    .addBooleanOption((o) => o.setName('hide').setDescription("true: leave this server's leaderboards; false: be shown again"));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) return void (await i.editReply({ content: 'Leaderboards are kept per server: ask in a server channel.' }));
  const hide = i.options.getBoolean('hide');
  if (hide !== null) {
    const me = actorOf(i);
    const changed = await ctx.finished.hideFromBoards(i.guildId, [...ctx.modules.keys()], i.user.id, me.name, hide);
    const said = hide
      ? 'You are no longer shown on this server\'s leaderboards. Your games still count for your own rating and `/game stats`; `/game leaderboard hide:false` shows you again.'
      : 'You are shown on this server\'s leaderboards again.';
    return void (await i.editReply({ content: changed ? said : hide ? 'You were already hidden from this server\'s leaderboards.' : 'You are already shown on this server\'s leaderboards.' }));
  }
  const id = i.options.getString('game') ?? [...ctx.modules.keys()][0]!;
  const mod = ctx.modules.get(id);
  if (!mod) return void (await i.editReply({ content: 'That game is not played here.' }));
  const board = await ctx.finished.board(i.guildId, id);
  await i.editReply({ content: leaderboardText(say('en', mod.engine.name), board, i.user.id), allowedMentions: { parse: [] } });
}
