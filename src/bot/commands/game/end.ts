import { ButtonStyle, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { button, row } from '../../views/components';
import { encodeCustomId } from '../../views/custom-id';
import { andList } from '../../../engine/wording';
import { endChoice } from '../../../platform/seats/ending';

import { say } from '../command';
import { noGame } from '../../../platform/records/table-records';

/**
 * /game end: asks privately what to do. The host or a moderator may end the game at once; a person who plays it
 * may instead ask the table, and the game ends, counting for nobody, once everyone who plays it has asked (ending it
 * alone while others play on is the ender's loss: src/platform/seats/ending.ts). An unreadable game has nothing to
 * confirm: it is cleared at once, for Manage Channels only.
 */
export const name = 'end';

export const data = () => new SlashCommandSubcommandBuilder().setName(name).setDescription('End the game, or ask everyone at the table to agree to end it');

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const actor = actorOf(i);
  const g = await ctx.runner.read(i.channelId);
  if (g.kind === 'invalid') return say(i, ctx, await ctx.runner.end(i.channelId, null, actor));
  if (g.kind === 'none') return say(i, ctx, noGame(g));
  const s = g.session;
  const id = (verb: 'yes' | 'no' | 'agree') => encodeCustomId({ kind: 'end', instance: s.instance, verb });
  const choice = endChoice(s, ctx.modules.get(s.game)!.engine, actor);
  if (choice.last) {
    await i.editReply({ content: 'Everyone else playing this game has asked to end it: it ends, counting for nobody, once you agree.', components: [row(button(id('agree'), 'Agree and end', ButtonStyle.Danger), button(id('no'), 'Keep playing'))] });
    return;
  }
  if (!choice.ask) {
    await i.editReply({ content: 'End this game for everyone? This cannot be undone.', components: [row(button(id('yes'), 'End the game', ButtonStyle.Danger), button(id('no'), 'Keep playing'))] });
    return;
  }
  const waiting = `${andList(choice.waiting)} ${choice.waiting.length === 1 ? 'has' : 'have'} not agreed yet`;
  const lines = [
    choice.asked ? `You have asked to end this game: it ends, counting for nobody, once everyone playing it agrees (${waiting}). Keep playing takes your ask back.` : `Ask to end: the game ends, counting for nobody, once everyone playing it agrees (${waiting}).`,
    ...(s.host === actor.userId || actor.canManage ? [`End the game ends it for everyone at once${choice.costs ? ', and counts as a loss for you on the leaderboard' : ''}.`] : []),
  ];
  const buttons = [
    ...(choice.asked ? [] : [button(id('agree'), 'Ask to end', ButtonStyle.Primary)]),
    ...(s.host === actor.userId || actor.canManage ? [button(id('yes'), 'End the game', ButtonStyle.Danger)] : []),
    button(id('no'), 'Keep playing'),
  ];
  await i.editReply({ content: lines.join('\n'), components: [row(...buttons)] });
}
