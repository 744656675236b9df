import { SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import type { GameModule } from '../../../../platform/module';
import { quote } from '../../../../platform/words/quote';
import { cardEntry } from '../../../../platform/reference/lookup';
import { lookup, suggest, type Found } from './reference-lookup';

/**
 * /game card name:<autocomplete> [game]: any card of a game (a Project, a Country, a Contract, an Agenda…) with
 * its full text. The deck lists are public; who holds which card is not, and is never said here.
 */
export const name = 'card';

export const data = (modules: ReadonlyMap<string, GameModule>) =>
  new SlashCommandSubcommandBuilder().setName(name).setDescription('Show any card of a game with its full text')
    .addStringOption((o) => o.setName('name').setDescription('Any word of its name or text').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: the one played here)').addChoices(...[...modules.values()].map((m) => ({ name: m.engine.name, value: m.engine.id }))));

const cards = (mod: GameModule): Found[] => (mod.engine.cards ?? []).map((c, k) => ({ mod, ref: `c${k}`, name: `${c.name} (${c.kind})`, entry: cardEntry(c) }));

export const execute = (i: ChatInputCommandInteraction, ctx: BotContext) =>
  lookup(i, ctx, 'name', cards, (typed, games) => `No card of ${games.map((g) => g.engine.name).join(' or ')} has ${quote(typed)} in its name or text.`);

export const autocomplete = (i: AutocompleteInteraction, ctx: BotContext) => suggest(i, ctx, cards);
