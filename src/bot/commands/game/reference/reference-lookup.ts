import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../bot-context';
import { localesOf } from '../../../input/language';
import { cardOf, entryName, referencePayload, type EntryRef } from '../../../views/reference-view';
import type { GameModule } from '../../../../platform/module';
import { findHereOrAll, type Entry } from '../../../../platform/reference/lookup';
import type { Language } from '../../../../words/locales';
import { say } from '../../../../words/say';

/**
 * What `/game rules` and `/game card` share: the games to look in (the one named, else the one played here, else
 * all), a lookup by words with autocomplete, and the answer: the best match, paged, with the other matches named.
 * An entry is found by its words in any language we speak; it is named and shown in the asker's own.
 */

interface Found {
  mod: GameModule;
  ref: EntryRef;
  /** Its name in the asker's language. */
  name: string;
  /** What it is found by: its words in each language. */
  entry: readonly Entry[];
}

/** A game's entries as `language` names them. */
export type Entries = (m: GameModule, language: Language) => Found[];

/** The game named by the `game` option, else the one played in this channel, else every game. */
export async function gamesHere(i: ChatInputCommandInteraction | AutocompleteInteraction, ctx: BotContext): Promise<GameModule[]> {
  return (await where(i, ctx)).games;
}

/** The games to look in, and whether they are only the channel's own game (a lookup then may turn to every game). */
async function where(i: ChatInputCommandInteraction | AutocompleteInteraction, ctx: BotContext): Promise<{ games: GameModule[]; played: boolean }> {
  const named = i.options.getString('game');
  if (named && ctx.modules.has(named)) return { games: [ctx.modules.get(named)!], played: false };
  const g = await ctx.runner.read(i.channelId);
  return g.kind === 'ok' ? { games: [ctx.modules.get(g.session.game)!], played: true } : { games: [...ctx.modules.values()], played: false };
}

/** The entries `typed` finds, in the games looked in: the channel's own game, or every game where they fit better. */
async function search(i: ChatInputCommandInteraction | AutocompleteInteraction, ctx: BotContext, typed: string, entries: Entries, language: Language): Promise<{ games: GameModule[]; found: Found[] }> {
  const { games, played } = await where(i, ctx);
  const all = [...ctx.modules.values()];
  const here = games.flatMap((m) => entries(m, language));
  const r = findHereOrAll(here, played ? all.flatMap((m) => entries(m, language)) : here, typed, (f) => f.entry);
  return { games: r.everywhere && played ? all : games, found: r.found };
}

/** An autocomplete choice's value: `<game>:<ref>`, so a picked entry opens exactly, whatever its name. */
const exact = /^([a-z-]{1,30}):([tc]\d{1,5})$/;

/** A found entry's name beside its game's, where several games were looked in. */
const withGame = (f: Found, language: Language) => `${f.name} (${say(language, f.mod.engine.name)})`;

export async function lookup(i: ChatInputCommandInteraction, ctx: BotContext, option: string, entries: Entries, nothing: (typed: string, games: readonly GameModule[], language: Language) => string): Promise<void> {
  const { private: language } = await localesOf(i, ctx.store);
  const typed = i.options.getString(option) ?? '';
  const pick = exact.exec(typed);
  let games: GameModule[];
  let found: Found[];
  if (pick && ctx.modules.has(pick[1]!)) {
    const mod = ctx.modules.get(pick[1]!)!;
    games = [mod];
    found = [{ mod, ref: pick[2] as EntryRef, name: entryName(mod, pick[2]!, language), entry: [] }];
  } else {
    ({ games, found } = await search(i, ctx, typed, entries, language));
  }
  const first = found[0];
  const card = first ? cardOf(first.mod, first.ref) : null;
  // The card drawn as the reader reads it: its printed words said in their language.
  const said = card ? { ...card, name: say(language, card.name), kind: say(language, card.kind), text: say(language, card.text) } : null;
  const picture = first && said ? await ctx.drawing.card(first.mod, said) : null;
  const shown = first ? referencePayload(first.mod, first.ref, 0, language, found.slice(1).map((f) => (games.length > 1 ? withGame(f, language) : f.name)), picture) : null;
  await i.editReply(shown ?? { content: nothing(typed, games, language), components: [] });
}

export async function suggest(i: AutocompleteInteraction, ctx: BotContext, entries: Entries): Promise<void> {
  const { private: language } = await localesOf(i, ctx.store);
  const { games, found: all } = await search(i, ctx, String(i.options.getFocused()), entries, language);
  const found = all.slice(0, 25);
  await i.respond(found.map((f) => ({ name: choiceName(f, games.length > 1, language), value: `${f.mod.engine.id}:${f.ref}` })));
}

/** A choice's name within Discord's 100 characters: the game's name is left out before the entry's name is shortened. */
function choiceName(f: Found, several: boolean, language: Language): string {
  const full = several ? withGame(f, language) : f.name;
  if (full.length <= 100) return full;
  if (f.name.length <= 100) return f.name;
  const words = f.name.split(' ');
  let out = '';
  for (const w of words) if (`${out} ${w}`.trim().length <= 100) out = `${out} ${w}`.trim();
  return out;
}
