import { ButtonStyle, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../src/bot/input/actor';
import type { BotContext } from '../../src/bot/bot-context';
import { button, row } from '../../src/bot/views/components';
import { encodeCustomId } from '../../src/bot/views/custom-id';

import { say } from '../command';
import { noGame } from '../../src/platform/table-records';

/**
 * /game end: asks to confirm, privately; the "End the game" button ends it (host or Manage Channels).
 * An unreadable game has nothing to confirm: it is cleared at once, for Manage Channels only.
 */
export const name = 'end';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('End the game (host or Manage Channels)');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const g = await ctx.runner.read(i.channelId);
  if (g.kind === 'invalid') return say(i, await ctx.runner.end(i.channelId, null, actorOf(i)));
  if (g.kind === 'none') return say(i, noGame(g));
  const instance = g.session.instance;
  await i.editReply({
    content: 'End this game for everyone? This cannot be undone.',
    components: [row(button(encodeCustomId({ kind: 'end', instance, verb: 'yes' }), 'End the game', ButtonStyle.Danger), button(encodeCustomId({ kind: 'end', instance, verb: 'no' }), 'Keep playing'))],
  });
}
