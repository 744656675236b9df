import { MessageFlags, SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import { localesOf } from '../../../input/language';
import type { GameModule } from '../../../../platform/module';
import { quote } from '../../../../platform/words/quote';
import { topicEntries, topicTitle } from '../../../../platform/reference/lookup';
import { pages } from '../../../../platform/reference/pages';
import type { Language } from '../../../../words/locales';
import { say } from '../../../../words/say';
import { listIn, t } from '../../../../words/translate';
import { gamesHere, lookup, suggest, type Entries } from './reference-lookup';

/**
 * /game rules [topic] [game]: the rules reference, found by any word of a topic (a rulebook area, a term, an icon)
 * in any language we speak, shown in the asker's; a long topic is paged. Without a topic, the list of topics.
 */
export const name = 'rules';

export const data = (modules: ReadonlyMap<string, GameModule>) =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription("Look up a game's rules by any word")
    .addStringOption((o) => o.setName('topic').setDescription('Any word, e.g. "seesaw", "takeover" or "fauna"').setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: the one played here)').addChoices(...[...modules.values()].map((m) => ({ name: say('en', m.engine.name), value: m.engine.id }))));

const topics: Entries = (mod, language) => mod.engine.rules.map((x, k) => ({ mod, ref: `t${k}`, name: topicTitle(x, language), entry: topicEntries(x) }));

/** Every topic's name, by game, kind by kind: the answer to /game rules with no topic. */
function contents(games: readonly GameModule[], language: Language): string {
  const kinds = ['area', 'term', 'icon'] as const;
  return games
    .map((m) => {
      const lines = kinds.flatMap((k) => {
        const names = m.engine.rules.filter((x) => (x.kind ?? 'area') === k).map((x) => topicTitle(x, language));
        return names.length > 0 ? [t(language, `reference:rules.kind-${k}`, { names: names.join(', ') })] : [];
      });
      return [`**${say(language, m.engine.name)}**`, ...lines].join('\n');
    })
    .join('\n\n');
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.options.getString('topic')) {
    const { private: language } = await localesOf(i, ctx.store);
    const games = await gamesHere(i, ctx);
    const [first, ...rest] = pages(`${contents(games, language)}\n\n${t(language, 'reference:rules.type-a-word')}`, 1900);
    await i.editReply({ content: first! });
    for (const more of rest) await i.followUp({ content: more, flags: MessageFlags.Ephemeral });
    return;
  }
  await lookup(i, ctx, 'topic', topics, (typed, games, language) => t(language, 'reference:rules.none', { games: listIn(language, 'or', games.map((g) => say(language, g.engine.name))), typed: quote(typed, 80, language) }));
}

export const autocomplete = (i: AutocompleteInteraction, ctx: BotContext) => suggest(i, ctx, topics);
