import { SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import type { GameModule } from '../../src/platform/module';
import { fitMessage, quote } from '../../src/platform/quote';

/** /game rules [topic]: the rules of the game in this channel (or of every game), looked up by topic. */
export const name = 'rules';

export const data = () =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Look up the game's rules")
    .addStringOption((o) => o.setName('topic').setDescription('A rules topic').setAutocomplete(true));

/** The game played here, or every game when the channel has none. */
async function gamesHere(i: { channelId: string }, ctx: BotContext): Promise<GameModule[]> {
  const g = await ctx.runner.read(i.channelId);
  return g.kind === 'ok' ? [ctx.modules.get(g.session.game)!] : [...ctx.modules.values()];
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const topic = i.options.getString('topic');
  const found = (await gamesHere(i, ctx)).flatMap((m) => m.engine.rules.map((r) => ({ game: m.engine.name, ...r })));
  const hits = topic ? found.filter((r) => r.topic.toLowerCase().includes(topic.toLowerCase())) : found;
  const text = hits.length ? hits.map((r) => `**${r.game}: ${r.topic}**\n${r.text}`).join('\n\n') : `No rules topic matches ${quote(topic)}. Topics: ${found.map((r) => r.topic).join(', ')}.`;
  await i.editReply({ content: fitMessage(text) });
}

export async function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const typed = String(i.options.getFocused()).toLowerCase();
  const topics = [...new Set((await gamesHere(i, ctx)).flatMap((m) => m.engine.rules.map((r) => r.topic)))];
  await i.respond(topics.filter((t) => t.toLowerCase().includes(typed)).slice(0, 25).map((t) => ({ name: t.slice(0, 100), value: t.slice(0, 100) })));
}
