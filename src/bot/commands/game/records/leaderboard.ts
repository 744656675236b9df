import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { say } from '../../../../words/say';
import type { BotContext } from '../../../bot-context';
import { actorOf } from '../../../input/actor';
import { leaderboardText } from '../../../views/leaderboard-text';
import type { ModuleRegistry } from '../../../../platform/module';
import { localesOf } from '../../../input/language';
import { t } from '../../../../words/translate';

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
  const { private: own } = await localesOf(i, ctx.store);
  if (!i.guildId) return void (await i.editReply({ content: t(own, 'records:leaderboard.perServer') }));
  const hide = i.options.getBoolean('hide');
  if (hide !== null) {
    const me = actorOf(i);
    const changed = await ctx.finished.hideFromBoards(i.guildId, [...ctx.modules.keys()], i.user.id, me.name, hide);
    const said = changed ? (hide ? 'nowHidden' : 'nowShown') : hide ? 'alreadyHidden' : 'alreadyShown';
    return void (await i.editReply({ content: t(own, `records:leaderboard.${said}`) }));
  }
  const id = i.options.getString('game') ?? [...ctx.modules.keys()][0]!;
  const mod = ctx.modules.get(id);
  if (!mod) return void (await i.editReply({ content: t(own, 'records:leaderboard.notPlayed') }));
  const board = await ctx.finished.board(i.guildId, id);
  await i.editReply({ content: leaderboardText(say(own, mod.engine.name), board, i.user.id, own), allowedMentions: { parse: [] } });
}
