import { AttachmentBuilder, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import type { GameRecord } from '../../../../platform/after-game/game-record';
import { viewable } from '../../../../platform/after-game/viewable';
import { quote } from '../../../../platform/words/quote';
import { refusalFor } from '../../../input/language';
import { say } from '../../../../words/say';

/** /game replay [table]: the channel's last finished game (or one from /game history) as an animated board. */
export const name = 'replay';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show a finished game again, one frame per round')
    .addStringOption((o) => o.setName('table').setDescription('Its table id from /game history (default: the last game here)').setMaxLength(12));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) return void (await i.editReply({ content: 'Finished games are kept per server.' }));
  const table = i.options.getString('table');
  const record = table ? await seenRecord(ctx, i.guildId, i.user.id, table) : await ctx.finished.lastInChannel(i.guildId, i.channelId);
  if (!record) return void (await i.editReply({ content: table ? `No finished game with table id ${quote(table)} is kept from a channel you can view.` : 'No finished game of this channel is kept: /game history lists the server\'s.' }));
  const mod = ctx.modules.get(record.game);
  if (!mod) return void (await i.editReply({ content: `That game (${quote(record.game)}) is no longer offered here.` }));
  const r = await ctx.replays.of(i.user.id, mod, record);
  if (!r.ok) return void (await i.editReply({ content: await refusalFor(i, ctx.store, r.error) }));
  const result = record.outcome?.summary ?? `Ended early: ${record.endedReason}.`;
  const file = new AttachmentBuilder(r.value.gif, { name: `replay-${record.instance}.gif`, description: `${say('en', mod.engine.name)}, table ${record.instance}, ${r.value.frames} frames` });
  await i.editReply({ content: `**${say('en', mod.engine.name)}** · table \`${record.instance}\` · ${r.value.frames} ${r.value.frames === 1 ? 'round' : 'rounds'}\n${result}`, files: [file], allowedMentions: { parse: [] } });
}

/** The server's game by table id, when it was played in a channel the asker can view; one they cannot is not named. */
async function seenRecord(ctx: BotContext, guildId: string, userId: string, table: string): Promise<GameRecord | null> {
  const record = await ctx.finished.record(guildId, table);
  if (!record) return null;
  const seen = await ctx.io.viewableChannels(guildId, userId, [record.channelId]);
  return viewable([record], (id) => seen.has(id))[0] ?? null;
}
