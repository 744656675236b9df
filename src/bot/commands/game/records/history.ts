import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import { historyText } from './history-text';
import { viewable } from '../../../../platform/after-game/viewable';
import { localesOf } from '../../../input/language';
import { t } from '../../../../words/translate';

/** /game history: the server's recent finished games with their results, from the channels the asker can view. */
export const name = 'history';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription("List this server's recent games and their results");

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const { private: own } = await localesOf(i, ctx.store);
  if (!i.guildId) return void (await i.editReply({ content: t(own, 'records:history.perServer') }));
  const h = await ctx.finished.history(i.guildId);
  const seen = await ctx.io.viewableChannels(i.guildId, i.user.id, h.games.map((g) => g.channelId));
  await i.editReply({ content: historyText(viewable(h.games, (id) => seen.has(id)), ctx.modules, own), allowedMentions: { parse: [] } });
}
