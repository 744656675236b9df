import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { displayName } from '../../input/display-name';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { say } from '../command';

/** /game kick player:@x [replacement:@y]: hands a seat on, or takes the player out (host or Manage Channels; anyone, their own seat during play). */
export const name = 'kick';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Hand a seat on: anyone\'s (host or Manage Channels), or your own to leave the game')
    .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true))
    .addUserOption((o) => o.setName('replacement').setDescription('Who takes their seat (empty: the seat plays automatically)'));

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const target = i.options.getUser('player', true);
  const rep = i.options.getUser('replacement');
  const repMember = i.options.getMember('replacement');
  const repName = repMember && 'displayName' in repMember ? repMember.displayName : rep?.globalName ?? rep?.username ?? '';
  await say(i, ctx, await ctx.runner.kick(i.channelId, actorOf(i), { userId: target.id }, rep ? { userId: rep.id, name: displayName(repName) } : null));
}
