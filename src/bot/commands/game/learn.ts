import { SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import type { ModuleRegistry } from '../../../platform/module';
import { actorOf } from '../../input/actor';
import { botLacks, botLacksForThreads } from '../../input/bot-permissions';
import { refusal } from '../../../platform/words/refusals';
import { refusalFor } from '../../input/language';

/**
 * /game learn game:<game>: a learning game for the one who asks, with AI seats on a fixed deal; every rule is explained
 * in their panel where it first matters. It takes the channel as any game does.
 */
export const name = 'learn';

export function data(modules: ModuleRegistry): SlashCommandSubcommandBuilder {
  const games = [...modules.values()].filter((m) => m.learning).map((m) => ({ name: m.engine.name, value: m.engine.id }));
  return new SlashCommandSubcommandBuilder().setName(name).setDescription('Learn a game by playing it: you and AI players, every rule explained as it comes up')
    .addStringOption((o) => o.setName('game').setDescription('Which game to learn').setRequired(true).addChoices(...games));
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const game = i.options.getString('game', true);
  const mod = ctx.modules.get(game);
  if (!mod) return void (await i.editReply({ content: await refusalFor(i, ctx.store, refusal('no-such-game', game)) }));
  const r = await ctx.runner.learn({ channelId: i.channelId, guildId: i.guildId, actor: actorOf(i), botLacks: botLacks(i), threadLacks: botLacksForThreads(i), game });
  if (!r.ok) return void (await i.editReply({ content: await refusalFor(i, ctx.store, r.error) }));
  const others = r.value.seats.length - 1;
  const where = r.value.parent ? ` in <#${r.value.channelId}>` : '';
  await i.editReply({
    content: `Your ${mod.engine.name} learning game has started${where}, with ${others} AI ${others === 1 ? 'player' : 'players'}. When you are called, press **Decide now** (or **Answer privately** on the table): each decision is yours, and your panel explains the rule behind it the first time it comes up. **Why?** says what each option does, and **Hint** what the play-to-win AI would choose. It is not counted in history, stats or leaderboards.`,
  });
}
