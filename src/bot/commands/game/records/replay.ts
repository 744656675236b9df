import { AttachmentBuilder, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { say } from '../../../../words/say';
import type { BotContext } from '../../../bot-context';
import type { GameRecord } from '../../../../platform/after-game/game-record';
import { viewable } from '../../../../platform/after-game/viewable';
import { quote } from '../../../../platform/words/quote';
import { localesOf, refusalFor } from '../../../input/language';
import { t } from '../../../../words/translate';
import { resultText } from './history-text';

/** /game replay [table]: the channel's last finished game (or one from /game history) as an animated board. */
export const name = 'replay';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show a finished game again, one frame per round')
    .addStringOption((o) => o.setName('table').setDescription('Its table id from /game history (default: the last game here)').setMaxLength(12));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const { private: own } = await localesOf(i, ctx.store);
  if (!i.guildId) return void (await i.editReply({ content: t(own, 'records:replay.perServer') }));
  const table = i.options.getString('table');
  const record = table ? await seenRecord(ctx, i.guildId, i.user.id, table) : await ctx.finished.lastInChannel(i.guildId, i.channelId);
  if (!record) return void (await i.editReply({ content: table ? t(own, 'records:replay.noTable', { table: quote(table, 80, own) }) : t(own, 'records:replay.noneHere') }));
  const mod = ctx.modules.get(record.game);
  if (!mod) return void (await i.editReply({ content: t(own, 'records:replay.gameGone', { game: quote(record.game, 80, own) }) }));
  const r = await ctx.replays.of(i.user.id, mod, record);
  if (!r.ok) return void (await i.editReply({ content: await refusalFor(i, ctx.store, r.error) }));
  const result = resultText(own, record.outcome?.summary ?? record.endedReason, record.outcome !== null);
  const said = { game: say(own, mod.engine.name), table: record.instance, count: r.value.frames };
  const file = new AttachmentBuilder(r.value.gif, { name: `replay-${record.instance}.gif`, description: t(own, 'records:replay.file', said) });
  await i.editReply({ content: t(own, 'records:replay.head', { ...said, result }), files: [file], allowedMentions: { parse: [] } });
}

/** The server's game by table id, when it was played in a channel the asker can view; one they cannot is not named. */
async function seenRecord(ctx: BotContext, guildId: string, userId: string, table: string): Promise<GameRecord | null> {
  const record = await ctx.finished.record(guildId, table);
  if (!record) return null;
  const seen = await ctx.io.viewableChannels(guildId, userId, [record.channelId]);
  return viewable([record], (id) => seen.has(id))[0] ?? null;
}
