import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { fitMessage } from '../../../platform/words/quote';

import { say } from '../command';
import { noGame } from '../../../platform/records/table-records';
import { visibleLog } from '../../../platform/table/game-log';
import { seatOfUser } from '../../../platform/table/seat-names';
import { sayTable } from '../../../platform/words/table-words';
import { localesOf } from '../../input/language';

/** /game log [count]: the latest events the asker may read (public ones and their own). */
export const name = 'log';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show the latest events')
    .addIntegerOption((o) => o.setName('count').setDescription('How many (default 15)').setMinValue(1).setMaxValue(50));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const g = await ctx.runner.read(i.channelId);
  if (g.kind !== 'ok') return say(i, ctx, noGame(g));
  const viewer = seatOfUser(g.session, i.user.id);
  // A reply only the asker reads: in their own language, as their panel is (the table message's last events stay in the table's).
  const language = (await localesOf(i, ctx.store)).private;
  const lines = visibleLog(g.session, viewer, i.options.getInteger('count') ?? 15, language).map((e) => `${e.n + 1}. ${e.text}`);
  await i.editReply({ content: fitMessage(lines.length ? lines.join('\n') : sayTable(language, 'reply.nothingYet')) });
}
