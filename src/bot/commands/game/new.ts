import { SlashCommandSubcommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../bot-context';
import type { AnyEngine, OptionSpec } from '../../../engine/types';
import type { ModuleRegistry } from '../../../platform/module';
import { actorOf } from '../../input/actor';
import { botLacks, botLacksForThreads } from '../../input/bot-permissions';
import { readServerSettings } from '../../../platform/lobby/server-settings';
import { quote } from '../../../platform/words/quote';
import { optionNameWords } from '../../../platform/words/option-words';
import { refusal } from '../../../platform/words/refusals';
import { MAX_DECISION_HOURS } from '../../../platform/lobby/server-settings';
import { PACES } from '../../../platform/slow-pace-schema';
import { localesOf, refusalFor } from '../../input/language';
import { sayTable } from '../../../platform/words/table-words';
import { listIn } from '../../../words/translate';
import { say } from '../../../words/say';
import { LOCALES } from '../../../words/locales';

/** /game new game:<game> [pace] [timer] [decision] [variant options…]: opens a lobby; what is not given comes from /game settings. */
export const name = 'new';

const TIMER_OPTION = 'timer';
const PACE_OPTION = 'pace';
const DECISION_OPTION = 'decision';
const HINTS_OPTION = 'hints';
const WHERE_OPTION = 'where';
/** Options of the table itself, not of the game. */
const TABLE_OPTIONS = new Set(['game', TIMER_OPTION, PACE_OPTION, DECISION_OPTION, HINTS_OPTION, WHERE_OPTION]);

export function data(modules: ModuleRegistry): SlashCommandSubcommandBuilder {
  const games = [...modules.values()].map((m) => ({ name: say('en', m.engine.name), value: m.engine.id }));
  const sc = new SlashCommandSubcommandBuilder().setName(name).setDescription('Open a lobby for a new game in this channel')
    .addStringOption((o) => o.setName('game').setDescription('Which game').setRequired(true).addChoices(...games))
    .addStringOption((o) => o.setName(PACE_OPTION).setDescription('live: one sitting; slow: hours or days per decision (empty: the server default)').addChoices(...PACES.map((p) => ({ name: p, value: p }))))
    .addIntegerOption((o) => o.setName(TIMER_OPTION).setDescription('Live pace: turn timer in minutes (0: off; empty: the server default)').setMinValue(0).setMaxValue(10080))
    .addIntegerOption((o) => o.setName(DECISION_OPTION).setDescription('Slow pace: hours per decision (empty: the server default)').setMinValue(1).setMaxValue(MAX_DECISION_HOURS))
    .addStringOption((o) => o.setName(WHERE_OPTION).setDescription('Play in this channel, or in a thread of its own once it starts (empty: the server default)').addChoices({ name: 'thread', value: 'thread' }, { name: 'channel', value: 'channel' }))
    .addStringOption((o) => o.setName(HINTS_OPTION).setDescription('Hint button: what the play-to-win AI would choose (empty: on in co-operative games)').addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }));
  for (const spec of variantOptions(modules)) {
    switch (spec.kind) {
      case 'boolean':
        sc.addBooleanOption((o) => o.setName(spec.name).setDescription(say('en', spec.description)));
        break;
      case 'integer':
        sc.addIntegerOption((o) => o.setName(spec.name).setDescription(say('en', spec.description)).setMinValue(spec.min).setMaxValue(spec.max));
        break;
      case 'choice':
        // Static choices would offer every game's values; autocomplete offers those of the game chosen.
        sc.addStringOption((o) => o.setName(spec.name).setDescription(say('en', spec.description)).setAutocomplete(true));
        break;
    }
  }
  return sc;
}

export async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const game = i.options.getString('game', true);
  const mod = ctx.modules.get(game);
  if (!mod) return void (await i.editReply({ content: await refusalFor(i, ctx.store, refusal('no-such-game', game)) }));
  // Every game's options are offered; one this game does not know is refused by the table runner, naming its own.
  const options: Record<string, unknown> = {};
  for (const opt of i.options.data[0]?.options ?? []) if (!TABLE_OPTIONS.has(opt.name)) options[opt.name] = choiceValue(mod.engine, opt.name, opt.value);
  const asked = i.options.getString(PACE_OPTION);
  const pace = PACES.find((p) => p === asked) ?? null;
  if (asked !== null && !pace) return void (await i.editReply({ content: sayTable((await localesOf(i, ctx.store)).private, 'settings.noPace', { pace: quote(asked), paces: listIn((await localesOf(i, ctx.store)).private, 'or', PACES) }) }));
  const minutes = i.options.getInteger(TIMER_OPTION);
  const hours = i.options.getInteger(DECISION_OPTION);
  const hints = i.options.getString(HINTS_OPTION);
  const where = i.options.getString(WHERE_OPTION);
  const threadLacks = botLacksForThreads(i);
  const { public: language, private: own } = await localesOf(i, ctx.store);
  // What is not given here is the server's default: the runner's lobby door (src/platform/lobby/lobby-door.ts) fills it in.
  // The table speaks the server's language, as this command tells it.
  const r = await ctx.runner.newLobby({
    channelId: i.channelId, guildId: i.guildId, actor: actorOf(i), botLacks: botLacks(i), threadLacks, language, game, options,
    timerSeconds: minutes === null ? null : minutes * 60,
    pace: { pace, decisionSeconds: hours === null ? null : hours * 3600 },
    ...(hints === 'on' || hints === 'off' ? { hints } : {}),
    ...(where === 'thread' || where === 'channel' ? { where } : {}),
  });
  if (!r.ok) return void (await i.editReply({ content: await refusalFor(i, ctx.store, r.error) }));
  const wanted = where ?? (await readServerSettings(ctx.store, i.guildId)).tables;
  const place = r.value.where === 'thread' ? ` ${sayTable(own, 'newGame.toThread')}` : wanted === 'thread' ? ` ${sayTable(own, 'newGame.noThread', { lacks: listIn(own, 'and', threadLacks) })}` : '';
  await i.editReply({ content: `${sayTable(own, 'newGame.open', { game: mod.engine.name })}${place}` });
}

/**
 * A choice typed instead of picked arrives as the text typed: its label in any language we speak ("Team 2 vs 2",
 * "Team 2 gegen 2") or its value, in any case, stands for its value. Anything else is left for the table runner to
 * refuse in words.
 */
function choiceValue(engine: AnyEngine, name: string, value: unknown): unknown {
  const spec = engine.optionSpecs.find((s) => s.name === name);
  if (spec?.kind !== 'choice' || typeof value !== 'string') return value;
  const typed = value.trim().toLowerCase();
  return spec.choices.find((c) => c.value.toLowerCase() === typed || LOCALES.some((l) => say(l, c.label).toLowerCase() === typed))?.value ?? value;
}

/** The values of a choice option for the game already given (`game:earth`); before one is, every game's, each under its game's name. */
export async function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const focused = i.options.getFocused(true);
  const typed = String(focused.value).trim().toLowerCase();
  const chosen = ctx.modules.get(i.options.getString('game') ?? '');
  const { private: language } = await localesOf(i, ctx.store);
  const engines = chosen ? [chosen.engine] : [...ctx.modules.values()].map((m) => m.engine);
  const offered = engines.flatMap((e) => {
    const spec = e.optionSpecs.find((s) => s.name === focused.name);
    if (spec?.kind !== 'choice') return [];
    return spec.choices.map((c) => ({ name: chosen ? say(language, c.label) : `${say(language, e.name)}: ${say(language, c.label)}`, value: c.value }));
  });
  const hits = offered.filter((c) => c.name.toLowerCase().includes(typed) || c.value.toLowerCase().includes(typed));
  const once = hits.filter((c, n) => hits.findIndex((x) => x.value === c.value) === n);
  await i.respond(once.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
}

/**
 * Each game's variant options become options of /game new; games that share an option name must give it
 * the same kind, and the one slash option serves them all.
 */
export function variantOptions(modules: ModuleRegistry): OptionSpec[] {
  const byName = new Map<string, { spec: OptionSpec; games: string[] }>();
  for (const m of modules.values()) {
    for (const spec of m.engine.optionSpecs) {
      const seen = byName.get(spec.name);
      if (seen && seen.spec.kind !== spec.kind) throw new Error(`Option "${spec.name}" is a ${seen.spec.kind} in ${seen.games.join(', ')} but a ${spec.kind} in ${say('en', m.engine.name)}`);
      if (seen) {
        seen.games.push(say('en', m.engine.name));
        seen.spec = mergeSpecs(seen.spec, spec);
      } else byName.set(spec.name, { spec, games: [say('en', m.engine.name)] });
    }
  }
  // A choice shared by games is suggested per game, so one game's description would mislead for the others.
  const about = (spec: OptionSpec, games: string[]) => (spec.kind === 'choice' && games.length > 1 ? `Each game's own ${optionNameWords(spec)}, suggested once game is given` : say('en', spec.description));
  return [...byName.values()].map(({ spec, games }) => ({ ...spec, description: `${about(spec, games)} (${games.join(', ')})`.slice(0, 100) }));
}

/** The widest range, every choice. Each game's own schema still checks. */
function mergeSpecs(a: OptionSpec, b: OptionSpec): OptionSpec {
  if (a.kind === 'integer' && b.kind === 'integer') return { ...a, min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) };
  if (a.kind === 'choice' && b.kind === 'choice') {
    const extra = b.choices.filter((c) => !a.choices.some((x) => x.value === c.value));
    return { ...a, choices: [...a.choices, ...extra] };
  }
  return a;
}
