import { isRecord, recordsOf, type Json } from './json.js';

/** Limits Discord enforces when commands are registered (PUT/POST /applications/:id/commands). */
const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_COMMANDS = 100;
const MAX_OPTIONS = 25;
const MAX_CHOICES = 25;
const MAX_DESCRIPTION = 100;
const MAX_CHOICE_TEXT = 100;
const MAX_COMMAND_TEXT = 8000;

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

function textOf(option: Json): number {
  const own = String(option.name ?? '').length + String(option.description ?? '').length;
  const choices = recordsOf(option.choices).reduce((sum, c) => sum + String(c.name ?? '').length + String(c.value ?? '').length, 0);
  return own + choices + recordsOf(option.options).reduce((sum, o) => sum + textOf(o), 0);
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
    checkOptions(problems, path, command.options, 0);
    const total = textOf(command);
    if (total > MAX_COMMAND_TEXT) problems.push(`${path}: ${total} characters of names, descriptions and choices; the limit is ${MAX_COMMAND_TEXT}`);
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
