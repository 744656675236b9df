import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import type { ModuleRegistry } from '../../../platform/module';
import { actorOf } from '../../input/actor';
import { botLacks, botLacksForThreads } from '../../input/bot-permissions';
import { refusal } from '../../../platform/words/refusals';
import { localesOf, refusalFor } from '../../input/language';
import { say } from '../../../words/say';
import { t } from '../../../words/translate';

/**
 * /game learn game:<game>: a learning game for the one who asks, with AI seats on a fixed deal; every rule is explained
 * in their panel where it first matters. It takes the channel as any game does.
 */
export const name = 'learn';

export function data(modules: ModuleRegistry): SlashCommandSubcommandBuilder {
  const games = [...modules.values()].filter((m) => m.learning).map((m) => ({ name: say('en', m.engine.name), value: m.engine.id }));
  return new SlashCommandSubcommandBuilder().setName(name).setDescription('Learn a game by playing it: you and AI players, every rule explained as it comes up')
    .addStringOption((o) => o.setName('game').setDescription('Which game to learn').setRequired(true).addChoices(...games));
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const game = i.options.getString('game', true);
  const mod = ctx.modules.get(game);
  if (!mod) return void (await i.editReply({ content: await refusalFor(i, ctx.store, refusal('no-such-game', game)) }));
  const { public: tableLanguage, private: language } = await localesOf(i, ctx.store);
  const r = await ctx.runner.learn({ channelId: i.channelId, guildId: i.guildId, actor: actorOf(i), botLacks: botLacks(i), threadLacks: botLacksForThreads(i), language: tableLanguage, game });
  if (!r.ok) return void (await i.editReply({ content: await refusalFor(i, ctx.store, r.error) }));
  const others = r.value.seats.length - 1;
  const where = r.value.parent ? { context: 'thread', channel: `<#${r.value.channelId}>` } : {};
  const started = t(language, 'reference:learn.started', { ...where, game: say(language, mod.engine.name), count: others });
  await i.editReply({ content: `${started} ${t(language, 'reference:learn.how')}` });
}
