import { AttachmentBuilder, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import { quote } from '../../src/platform/quote';

/** /game replay [table]: the channel's last finished game (or one from /game history) as an animated board. */
export const name = 'replay';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show a finished game again, one frame per round')
    .addStringOption((o) => o.setName('table').setDescription('Its table id from /game history (default: the last game here)').setMaxLength(12));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const table = i.options.getString('table');
  const record = table ? await ctx.finished.record(i.guildId, table) : i.guildId ? await ctx.finished.lastInChannel(i.guildId, i.channelId) : null;
  if (!record) return void (await i.editReply({ content: table ? `No finished game with table id ${quote(table)} is kept on this server.` : 'No finished game of this channel is kept: /game history lists the server\'s.' }));
  const mod = ctx.modules.get(record.game);
  if (!mod) return void (await i.editReply({ content: `That game (${quote(record.game)}) is no longer offered here.` }));
  const r = await ctx.replays.of(i.user.id, mod, record);
  if (!r.ok) return void (await i.editReply({ content: r.message }));
  const result = record.outcome?.summary ?? `Ended early: ${record.endedReason}.`;
  const file = new AttachmentBuilder(r.value.gif, { name: `replay-${record.instance}.gif`, description: `${mod.engine.name}, table ${record.instance}, ${r.value.frames} frames` });
  await i.editReply({ content: `**${mod.engine.name}** · table \`${record.instance}\` · ${r.value.frames} ${r.value.frames === 1 ? 'round' : 'rounds'}\n${result}`, files: [file], allowedMentions: { parse: [] } });
}
