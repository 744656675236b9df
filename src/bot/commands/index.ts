import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { ModuleRegistry } from '../../platform/module';
import type { SlashCommand } from './command';
import { game } from './game/index';
import { shortcuts } from './shortcuts';
import { localized } from './localized';

/** Every slash command, in one static list: deploy-commands registers it (in every language), the dispatcher routes by it. */
const slashCommands: readonly SlashCommand[] = [game, shortcuts];

export function allCommands(modules: ModuleRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return localized(slashCommands.flatMap((c) => c.data(modules)));
}

export function commandNamed(name: string, modules: ModuleRegistry): SlashCommand | undefined {
  return slashCommands.find((c) => c.handles(name, modules));
}
