import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { localesOf, refusalFor } from '../../input/language';
import { say } from '../../../words/say';

/** /game undo: takes back your own last step, while nothing new was revealed. */
export const name = 'undo';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('Take back your own last step, while nothing new was revealed');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const r = await ctx.runner.undo(i.channelId, actorOf(i));
  await i.editReply({ content: r.ok ? say((await localesOf(i, ctx.store)).private, r.value.said) : await refusalFor(i, ctx.store, r.error) });
}
