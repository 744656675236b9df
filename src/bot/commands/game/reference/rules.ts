import { MessageFlags, SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import type { GameModule } from '../../../../platform/module';
import { quote } from '../../../../platform/words/quote';
import { topicEntry, topicTitle } from '../../../../platform/reference/lookup';
import { pages } from '../../../../platform/reference/pages';
import { gamesHere, lookup, suggest, type Found } from './reference-lookup';

/**
 * /game rules [topic] [game]: the rules reference, found by any word of a topic (a rulebook area, a term, an icon);
 * a long topic is paged. Without a topic, the list of topics.
 */
export const name = 'rules';

export const data = (modules: ReadonlyMap<string, GameModule>) =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Look up a game's rules by any word")
    .addStringOption((o) => o.setName('topic').setDescription('Any word, e.g. "seesaw", "takeover" or "fauna"').setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: the one played here)').addChoices(...[...modules.values()].map((m) => ({ name: m.engine.name, value: m.engine.id }))));

const topics = (mod: GameModule): Found[] => mod.engine.rules.map((t, k) => ({ mod, ref: `t${k}`, name: topicTitle(t), entry: topicEntry(t) }));

/** Every topic's name, by game, kind by kind: the answer to /game rules with no topic. */
function contents(games: readonly GameModule[]): string {
  const kinds = [['area', 'Rules'], ['term', 'Terms'], ['icon', 'Icons']] as const;
  return games
    .map((m) => {
      const lines = kinds.flatMap(([k, label]) => {
        const names = m.engine.rules.filter((t) => (t.kind ?? 'area') === k).map(topicTitle);
        return names.length > 0 ? [`${label}: ${names.join(', ')}`] : [];
      });
      return [`**${m.engine.name}**`, ...lines].join('\n');
    })
    .join('\n\n');
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.options.getString('topic')) {
    const games = await gamesHere(i, ctx);
    const [first, ...rest] = pages(`${contents(games)}\n\nType any word of a topic: \`/game rules topic:seesaw\`.`, 1900);
    await i.editReply({ content: first! });
    for (const more of rest) await i.followUp({ content: more, flags: MessageFlags.Ephemeral });
    return;
  }
  await lookup(i, ctx, 'topic', topics, (typed, games) => `No rules topic of ${games.map((g) => g.engine.name).join(' or ')} has ${quote(typed)} in it. \`/game rules\` with no topic lists them all.`);
}

export const autocomplete = (i: AutocompleteInteraction, ctx: BotContext) => suggest(i, ctx, topics);
