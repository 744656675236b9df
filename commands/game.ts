import { SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { OptionSpec } from '../src/engine/types';
import type { ModuleRegistry } from '../src/platform/module';

/**
 * /game and its subcommands. Each game's variant options become options of /game new;
 * games that share an option name must give it the same kind.
 */
export const TIMER_OPTION = 'timer';

export function variantOptions(modules: ModuleRegistry): OptionSpec[] {
  const byName = new Map<string, { spec: OptionSpec; games: string[] }>();
  for (const m of modules.values()) {
    for (const spec of m.engine.optionSpecs) {
      const seen = byName.get(spec.name);
      if (seen && seen.spec.kind !== spec.kind) throw new Error(`Option "${spec.name}" is a ${seen.spec.kind} in ${seen.games.join(', ')} but a ${spec.kind} in ${m.engine.name}`);
      if (seen) {
        seen.games.push(m.engine.name);
        seen.spec = mergeSpecs(seen.spec, spec);
      } else byName.set(spec.name, { spec, games: [m.engine.name] });
    }
  }
  return [...byName.values()].map(({ spec, games }) => ({ ...spec, description: `${spec.description} (${games.join(', ')})`.slice(0, 100) }));
}

/** One slash option serves every game that uses the name: the widest range, every choice. Each game's own schema still checks. */
function mergeSpecs(a: OptionSpec, b: OptionSpec): OptionSpec {
  if (a.kind === 'integer' && b.kind === 'integer') return { ...a, min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) };
  if (a.kind === 'choice' && b.kind === 'choice') {
    const extra = b.choices.filter((c) => !a.choices.some((x) => x.value === c.value));
    return { ...a, choices: [...a.choices, ...extra] };
  }
  return a;
}

function buildGameCommand(modules: ModuleRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const games = [...modules.values()].map((m) => ({ name: m.engine.name, value: m.engine.id }));
  const specs = variantOptions(modules);
  const cmd = new SlashCommandBuilder()
    .setName('game')
    .setDescription('Play a board game in this channel')
    .setDMPermission(false)
    .addSubcommand((sc) => {
      sc.setName('new').setDescription('Open a lobby for a new game in this channel')
        .addStringOption((o) => o.setName('game').setDescription('Which game').setRequired(true).addChoices(...games))
        .addIntegerOption((o) => o.setName(TIMER_OPTION).setDescription('Turn timer in minutes (0 or empty: off)').setMinValue(0).setMaxValue(10080));
      for (const spec of specs) {
        switch (spec.kind) {
          case 'boolean':
            sc.addBooleanOption((o) => o.setName(spec.name).setDescription(spec.description));
            break;
          case 'integer':
            sc.addIntegerOption((o) => o.setName(spec.name).setDescription(spec.description).setMinValue(spec.min).setMaxValue(spec.max));
            break;
          case 'choice':
            sc.addStringOption((o) => o.setName(spec.name).setDescription(spec.description).addChoices(...spec.choices.map((c) => ({ name: c.label, value: c.value }))));
            break;
        }
      }
      return sc;
    })
    .addSubcommand((sc) => sc.setName('hand').setDescription('Show your hand and secrets, privately'))
    .addSubcommand((sc) => sc.setName('status').setDescription('Post the table again'))
    .addSubcommand((sc) => sc.setName('log').setDescription('Show the latest events').addIntegerOption((o) => o.setName('count').setDescription('How many (default 15)').setMinValue(1).setMaxValue(50)))
    .addSubcommand((sc) => sc.setName('rules').setDescription("Look up the game's rules").addStringOption((o) => o.setName('topic').setDescription('A rules topic').setAutocomplete(true)))
    .addSubcommand((sc) => sc.setName('undo').setDescription('Take back your own last step, while nothing new was revealed'))
    .addSubcommand((sc) => sc.setName('end').setDescription('End the game (host or Manage Channels)'))
    .addSubcommand((sc) =>
      sc.setName('kick').setDescription('Remove or replace a player who left (host or Manage Channels)')
        .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true))
        .addUserOption((o) => o.setName('replacement').setDescription('Who takes their seat (empty: the seat plays automatically)')),
    );
  return cmd.toJSON();
}

/** A game's typed shortcuts (`/tp play card:… at:C4`) as one command with a subcommand each. */
function buildShortcutCommands(modules: ModuleRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const out: RESTPostAPIChatInputApplicationCommandsJSONBody[] = [];
  for (const m of modules.values()) {
    const sc = m.engine.shortcuts;
    if (!sc) continue;
    const cmd = new SlashCommandBuilder().setName(sc.command).setDescription(sc.description.slice(0, 100)).setDMPermission(false);
    for (const cut of sc.list) {
      cmd.addSubcommand((sub) => {
        sub.setName(cut.name).setDescription(cut.description.slice(0, 100));
        for (const o of cut.options) {
          if (o.kind === 'integer') sub.addIntegerOption((x) => x.setName(o.name).setDescription(o.description).setRequired(o.required).setAutocomplete(o.autocomplete));
          else sub.addStringOption((x) => x.setName(o.name).setDescription(o.description).setRequired(o.required).setAutocomplete(o.autocomplete));
        }
        return sub;
      });
    }
    out.push(cmd.toJSON());
  }
  return out;
}

export function allCommands(modules: ModuleRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [buildGameCommand(modules), ...buildShortcutCommands(modules)];
}
