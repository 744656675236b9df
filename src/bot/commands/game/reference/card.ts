import { SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import type { GameModule } from '../../../../platform/module';
import { quote } from '../../../../platform/words/quote';
import { cardEntries } from '../../../../platform/reference/lookup';
import { listIn, t } from '../../../../words/translate';
import { say } from '../../../../words/say';
import { lookup, suggest, type Entries } from './reference-lookup';

/**
 * /game card name:<autocomplete> [game]: any card of a game (a Project, a Country, a Contract, an Agenda…) with
 * its full text, found by its name in any language we speak and shown in the asker's. The deck lists are public;
 * who holds which card is not, and is never said here.
 */
export const name = 'card';

export const data = (modules: ReadonlyMap<string, GameModule>) =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show any card of a game with its full text')
    .addStringOption((o) => o.setName('name').setDescription('Any word of its name or text').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: the one played here)').addChoices(...[...modules.values()].map((m) => ({ name: say('en', m.engine.name), value: m.engine.id }))));

const cards: Entries = (mod, language) =>
  (mod.engine.cards ?? []).map((c, k) => ({ mod, ref: `c${k}`, name: t(language, 'reference:card.choice', { name: say(language, c.name), kind: say(language, c.kind) }), entry: cardEntries(c) }));

export const execute = (i: ChatInputCommandInteraction, ctx: BotContext) =>
  lookup(i, ctx, 'name', cards, (typed, games, language) => t(language, 'reference:card.none', { games: listIn(language, 'or', games.map((g) => say(language, g.engine.name))), typed: quote(typed, 80, language) }));

export const autocomplete = (i: AutocompleteInteraction, ctx: BotContext) => suggest(i, ctx, cards);
