import { ButtonStyle, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { actorOf } from '../../input/actor';
import type { BotContext } from '../../bot-context';
import { button, row } from '../../views/components';
import { encodeCustomId } from '../../views/custom-id';
import { endChoice } from '../../../platform/seats/ending';

import { say } from '../command';
import { noGame } from '../../../platform/records/table-records';
import { sayTable } from '../../../platform/words/table-words';
import { localesOf } from '../../input/language';
import { listIn } from '../../../words/translate';

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
  const language = (await localesOf(i, ctx.store)).private;
  const w = (key: string, params = {}) => sayTable(language, key, params);
  if (choice.last) {
    await i.editReply({ content: w('endAsk.last'), components: [row(button(id('agree'), w('endAsk.agreeAndEnd'), ButtonStyle.Danger), button(id('no'), w('endAsk.keepPlaying')))] });
    return;
  }
  if (!choice.ask) {
    await i.editReply({ content: w('endAsk.confirm'), components: [row(button(id('yes'), w('endAsk.endIt'), ButtonStyle.Danger), button(id('no'), w('endAsk.keepPlaying')))] });
    return;
  }
  const waiting = w('endAsk.waiting', { count: choice.waiting.length, people: listIn(language, 'and', choice.waiting) });
  const lines = [
    w(choice.asked ? 'endAsk.asked' : 'endAsk.ask', { waiting }),
    ...(s.host === actor.userId || actor.canManage ? [w(choice.costs ? 'endAsk.endCosts' : 'endAsk.endNow')] : []),
  ];
  const buttons = [
    ...(choice.asked ? [] : [button(id('agree'), w('endAsk.askToEnd'), ButtonStyle.Primary)]),
    ...(s.host === actor.userId || actor.canManage ? [button(id('yes'), w('endAsk.endIt'), ButtonStyle.Danger)] : []),
    button(id('no'), w('endAsk.keepPlaying')),
  ];
  await i.editReply({ content: lines.join('\n'), components: [row(...buttons)] });
}
