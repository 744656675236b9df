import { MessageFlags, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import { noGame } from '../../../platform/records/table-records';
import { tableTextMessages } from '../../views/table-text-view';
import { say } from '../command';
import { localesOf } from '../../input/language';

/**
 * /game view [mode]: the table shown another way, privately. `text` (the only mode so far, so the default) says in
 * words everything the table picture shows, for a screen reader, then what the asker alone holds; the option stays so
 * other modes can join it.
 */
export const name = 'view';

const MODES = ['text'] as const;

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show the table another way, privately')
    .addStringOption((o) => o.setName('mode').setDescription('How to show it (default: text, everything the picture shows, in words)').addChoices(...MODES.map((m) => ({ name: m, value: m }))));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const g = await ctx.runner.read(i.channelId);
  if (g.kind !== 'ok') return say(i, ctx, noGame(g));
  // Read by the asker alone: in their own language.
  const language = (await localesOf(i, ctx.store)).private;
  const [first, ...rest] = tableTextMessages(g.session, ctx.modules.get(g.session.game)!, i.user.id, language);
  await i.editReply(first!);
  for (const m of rest) await i.followUp({ ...m, flags: MessageFlags.Ephemeral });
}
