import { isRecord, recordsOf, type Json } from './json.js';

/** Limits Discord enforces when commands are registered (PUT/POST /applications/:id/commands). */
const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_COMMANDS = 100;
const MAX_OPTIONS = 25;
const MAX_CHOICES = 25;
const MAX_DESCRIPTION = 100;
const MAX_CHOICE_TEXT = 100;
const MAX_COMMAND_TEXT = 8000;

/** The locales Discord takes in `name_localizations` / `description_localizations`. */
const DISCORD_LOCALES = new Set(['id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko']);

const OptionType = { Subcommand: 1, SubcommandGroup: 2 } as const;
const CommandType = { ChatInput: 1 } as const;

function checkName(problems: string[], path: string, name: unknown, chatInput: boolean): void {
  if (typeof name !== 'string' || !NAME_PATTERN.test(name)) problems.push(`${path}.name: "${String(name)}" must match ${NAME_PATTERN}`);
  else if (chatInput && name !== name.toLowerCase()) problems.push(`${path}.name: "${name}" must be lowercase`);
}

function checkDescription(problems: string[], path: string, description: unknown): void {
  if (typeof description !== 'string' || description.length < 1 || description.length > MAX_DESCRIPTION) {
    problems.push(`${path}.description: must be 1..${MAX_DESCRIPTION} characters`);
  }
}

/** A localization map's entries: every locale must be Discord's, every text pass `check`. */
function checkLocalizations(problems: string[], path: string, field: string, map: unknown, check: (at: string, text: unknown) => void): void {
  if (map === undefined || map === null) return;
  if (!isRecord(map)) return void problems.push(`${path}.${field}: must be an object of locale to text`);
  for (const [locale, text] of Object.entries(map)) {
    if (!DISCORD_LOCALES.has(locale)) problems.push(`${path}.${field}.${locale}: not a Discord locale`);
    check(`${path}.${field}.${locale}`, text);
  }
}

/** The localized names and descriptions of a command or option: names by the same rules as the default name. */
function checkNodeLocalizations(problems: string[], path: string, node: Json, chatInput: boolean): void {
  checkLocalizations(problems, path, 'name_localizations', node.name_localizations, (at, name) => checkName(problems, at, name, chatInput));
  checkLocalizations(problems, path, 'description_localizations', node.description_localizations, (at, d) => checkDescription(problems, at, d));
}

/** A text in `locale` where it is localized, else the default. */
function localizedText(node: Json, field: 'name' | 'description', locale: string | null): string {
  const map = node[`${field}_localizations`];
  const own = locale && isRecord(map) ? map[locale] : undefined;
  return String(own ?? node[field] ?? '');
}

/** The characters of an option (and what it holds) as a client in `locale` reads them (null: the defaults). */
function textOf(option: Json, locale: string | null = null): number {
  const own = localizedText(option, 'name', locale).length + localizedText(option, 'description', locale).length;
  const choices = recordsOf(option.choices).reduce((sum, c) => sum + localizedText(c, 'name', locale).length + String(c.value ?? '').length, 0);
  return own + choices + recordsOf(option.options).reduce((sum, o) => sum + textOf(o, locale), 0);
}

/** Every locale some text of the command is localized to. */
function localesOf(node: Json): Set<string> {
  const here = [node.name_localizations, node.description_localizations].flatMap((m) => (isRecord(m) ? Object.keys(m) : []));
  const below = [...recordsOf(node.choices), ...recordsOf(node.options)].flatMap((c) => [...localesOf(c)]);
  return new Set([...here, ...below]);
}

function checkOptions(problems: string[], path: string, options: unknown, depth: number): void {
  const list = recordsOf(options);
  if (list.length > MAX_OPTIONS) problems.push(`${path}.options: ${list.length} options; the limit is ${MAX_OPTIONS}`);
  const names = new Set<string>();
  let seenOptional = false;
  list.forEach((option, i) => {
    const here = `${path}.options.${i}`;
    checkName(problems, here, option.name, true);
    checkDescription(problems, here, option.description);
    checkNodeLocalizations(problems, here, option, true);
    if (typeof option.name === 'string') {
      if (names.has(option.name)) problems.push(`${here}.name: duplicate option "${option.name}"`);
      names.add(option.name);
    }
    const nested = option.type === OptionType.Subcommand || option.type === OptionType.SubcommandGroup;
    if (nested) {
      if (depth >= (option.type === OptionType.SubcommandGroup ? 1 : 2)) problems.push(`${here}: subcommands nest at most group → subcommand`);
      checkOptions(problems, here, option.options, depth + 1);
      return;
    }
    if (option.required === true && seenOptional) problems.push(`${here}: required options must come before optional ones`);
    if (option.required !== true) seenOptional = true;
    const choices = recordsOf(option.choices);
    if (choices.length > MAX_CHOICES) problems.push(`${here}.choices: ${choices.length} choices; the limit is ${MAX_CHOICES}`);
    if (choices.length > 0 && option.autocomplete === true) problems.push(`${here}: autocomplete cannot be combined with choices`);
    choices.forEach((choice, k) => {
      const name = choice.name;
      if (typeof name !== 'string' || name.length < 1 || name.length > MAX_CHOICE_TEXT) problems.push(`${here}.choices.${k}.name: must be 1..${MAX_CHOICE_TEXT} characters`);
      checkLocalizations(problems, `${here}.choices.${k}`, 'name_localizations', choice.name_localizations, (at, text) => {
        if (typeof text !== 'string' || text.length < 1 || text.length > MAX_CHOICE_TEXT) problems.push(`${at}: must be 1..${MAX_CHOICE_TEXT} characters`);
      });
      if (typeof choice.value === 'string' && choice.value.length > MAX_CHOICE_TEXT) problems.push(`${here}.choices.${k}.value: must be ${MAX_CHOICE_TEXT} or fewer characters`);
    });
  });
}

/** Problems with one command definition; empty when Discord would accept it. */
export function checkCommandDefinition(command: unknown, path = 'command'): string[] {
  const problems: string[] = [];
  if (!isRecord(command)) return [`${path}: must be an object`];
  const chatInput = (command.type ?? CommandType.ChatInput) === CommandType.ChatInput;
  checkName(problems, path, command.name, chatInput);
  if (chatInput) {
    checkDescription(problems, path, command.description);
    checkNodeLocalizations(problems, path, command, true);
    checkOptions(problems, path, command.options, 0);
    // Discord counts the limit in each locale a client may read the command in.
    for (const locale of [null, ...localesOf(command)]) {
      const total = textOf(command, locale);
      if (total > MAX_COMMAND_TEXT) problems.push(`${path}${locale ? ` (${locale})` : ''}: ${total} characters of names, descriptions and choices; the limit is ${MAX_COMMAND_TEXT}`);
    }
  }
  return problems;
}

/** Problems with a bulk overwrite (PUT) of commands. */
export function checkCommandList(commands: unknown): string[] {
  if (!Array.isArray(commands)) return ['(body): must be an array of commands'];
  const problems = commands.flatMap((c, i) => checkCommandDefinition(c, String(i)));
  const chatInput = recordsOf(commands).filter((c) => (c.type ?? 1) === 1);
  if (chatInput.length > MAX_COMMANDS) problems.push(`(body): ${chatInput.length} chat input commands; the limit is ${MAX_COMMANDS}`);
  const names = new Set<string>();
  for (const c of recordsOf(commands)) {
    const key = `${String(c.type ?? 1)}:${String(c.name)}`;
    if (names.has(key)) problems.push(`(body): duplicate command name "${String(c.name)}"`);
    names.add(key);
  }
  return problems;
}
