import type { AutocompleteInteraction, ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody, SlashCommandSubcommandBuilder } from 'discord.js';
import type { BotContext } from '../bot-context';
import type { Result } from '../../engine/result';
import type { ModuleRegistry } from '../../platform/module';
import type { Refusal } from '../../platform/words/refusals';
import { localesOf, refusalFor } from '../input/language';
import { say as sayText } from '../../words/say';

/**
 * The discord.js guide's command file shape, typed: what the command is (`data`) and what it does
 * (`execute`) side by side. Definitions depend on the games (their options, their shortcuts), so `data`
 * takes the registry. Every handler has already been deferred privately by the dispatcher.
 */
export interface SlashCommand {
  /** The definitions Discord registers (one for /game; one per game for the shortcut commands). */
  data(modules: ModuleRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody[];
  /** Whether an interaction named `name` is this command's. */
  handles(name: string, modules: ModuleRegistry): boolean;
  execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(i: AutocompleteInteraction, ctx: BotContext): Promise<void>;
}

/** One /game subcommand in its own file. */
export interface Subcommand {
  name: string;
  data(modules: ModuleRegistry): SlashCommandSubcommandBuilder;
  execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(i: AutocompleteInteraction, ctx: BotContext): Promise<void>;
}

/** Replies in the deferred private reply: the value's words or the refusal's, in the asker's language. */
export async function say(i: ChatInputCommandInteraction, ctx: BotContext, r: Result<string, Refusal>): Promise<void> {
  await i.editReply({ content: r.ok ? sayText((await localesOf(i, ctx.store)).private, r.value) : await refusalFor(i, ctx.store, r.error) });
}

