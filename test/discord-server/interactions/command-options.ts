import { memberJson, roleJson, userJson, channelJson } from '../api-shapes.js';
import { recordsOf, type Json } from '../json.js';
import { snowflake } from '../snowflake.js';
import { FakeUser, type FakeGuild, type World } from '../world.js';

const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
} as const;

type OptionValue = string | number | boolean | FakeUser;

export interface CommandInput {
  subcommand?: string;
  group?: string;
  /** Option name → value. A FakeUser is a user option; numbers are integers unless the definition says otherwise. */
  options?: Record<string, OptionValue>;
}

export interface AutocompleteInput extends CommandInput {
  /** The option being typed; its value in `options` is the partial text (default ''). */
  focused: string;
}

function inferType(value: OptionValue): number {
  if (value instanceof FakeUser) return OptionType.User;
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return OptionType.String;
}

function fail(command: string, problem: string): never {
  throw new Error(`fake Discord: /${command}: ${problem}`);
}

/** The option definitions a user fills in, after walking into the group and subcommand. */
function leafDefinitions(command: string, definition: Json | undefined, input: CommandInput): Json[] | undefined {
  if (!definition) return undefined;
  let level = recordsOf(definition.options);
  if (input.group) {
    const group = level.find((o) => o.type === OptionType.SubcommandGroup && o.name === input.group);
    if (!group) fail(command, `no subcommand group "${input.group}"`);
    level = recordsOf(group.options);
  }
  const hasSubcommands = level.some((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup);
  if (input.subcommand) {
    const sub = level.find((o) => o.type === OptionType.Subcommand && o.name === input.subcommand);
    if (!sub) fail(command, `no subcommand "${input.subcommand}"`);
    return recordsOf(sub.options);
  }
  if (hasSubcommands) fail(command, 'a subcommand is required');
  return level;
}

interface Resolved {
  users: Json;
  members: Json;
  roles: Json;
  channels: Json;
}

function resolveValue(world: World, guild: FakeGuild | null, command: string, name: string, type: number, value: OptionValue, resolved: Resolved): string | number | boolean {
  switch (type) {
    case OptionType.User:
    case OptionType.Mentionable: {
      const user = value instanceof FakeUser ? value : world.users.get(String(value));
      if (!user) fail(command, `option "${name}" names no known user`);
      resolved.users[user.id] = userJson(user);
      const member = guild?.members.get(user.id);
      if (member && guild) {
        const { user: _omit, ...rest } = memberJson(member, { permissions: world.permissionsIn(guild, user.id, null) });
        resolved.members[user.id] = rest;
      }
      return user.id;
    }
    case OptionType.Channel: {
      const channel = world.channels.get(String(value));
      if (!channel) fail(command, `option "${name}" names no known channel`);
      resolved.channels[channel.id] = channelJson(world, channel);
      return channel.id;
    }
    case OptionType.Role: {
      const role = guild?.roles.get(String(value));
      if (!role) fail(command, `option "${name}" names no known role`);
      resolved.roles[role.id] = roleJson(role);
      return role.id;
    }
    case OptionType.Integer:
      if (typeof value !== 'number' || !Number.isInteger(value)) fail(command, `option "${name}" must be an integer`);
      return value;
    case OptionType.Number:
      if (typeof value !== 'number') fail(command, `option "${name}" must be a number`);
      return value;
    case OptionType.Boolean:
      if (typeof value !== 'boolean') fail(command, `option "${name}" must be a boolean`);
      return value;
    default:
      if (typeof value !== 'string') fail(command, `option "${name}" must be a string`);
      return value;
  }
}

function checkAgainstDefinition(command: string, definition: Json, value: string | number | boolean, name: string): void {
  const choices = recordsOf(definition.choices);
  if (choices.length > 0 && !choices.some((c) => c.value === value)) fail(command, `option "${name}" must be one of the choices ${JSON.stringify(choices.map((c) => c.value))}`);
  if (typeof value === 'number') {
    if (typeof definition.min_value === 'number' && value < definition.min_value) fail(command, `option "${name}" is below min_value ${definition.min_value}`);
    if (typeof definition.max_value === 'number' && value > definition.max_value) fail(command, `option "${name}" is above max_value ${definition.max_value}`);
  }
  if (typeof value === 'string') {
    if (typeof definition.min_length === 'number' && value.length < definition.min_length) fail(command, `option "${name}" is shorter than min_length ${definition.min_length}`);
    if (typeof definition.max_length === 'number' && value.length > definition.max_length) fail(command, `option "${name}" is longer than max_length ${definition.max_length}`);
  }
}

/**
 * The `data` of an APPLICATION_COMMAND (or autocomplete) interaction. With a registered
 * definition the options are typed and validated as Discord's client would; without one the
 * types are inferred from the JavaScript values.
 */
export function buildCommandData(world: World, guild: FakeGuild | null, name: string, definition: Json | undefined, input: CommandInput, focused?: string): Json {
  const definitions = leafDefinitions(name, definition, input);
  const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {} };
  const given: Record<string, OptionValue> = { ...input.options };
  if (focused !== undefined && !(focused in given)) given[focused] = '';

  const leaf = Object.entries(given).map(([optionName, value]) => {
    const optionDefinition = definitions?.find((d) => d.name === optionName);
    if (definitions && !optionDefinition) fail(name, `unknown option "${optionName}"`);
    if (optionName === focused) {
      if (optionDefinition && optionDefinition.autocomplete !== true) fail(name, `option "${optionName}" does not have autocomplete`);
      const type = typeof optionDefinition?.type === 'number' ? optionDefinition.type : OptionType.String;
      return { name: optionName, type, value: String(value), focused: true };
    }
    const type = typeof optionDefinition?.type === 'number' ? optionDefinition.type : inferType(value);
    const resolvedValue = resolveValue(world, guild, name, optionName, type, value, resolved);
    if (optionDefinition) checkAgainstDefinition(name, optionDefinition, resolvedValue, optionName);
    return { name: optionName, type, value: resolvedValue };
  });

  if (definitions && focused === undefined) {
    for (const d of definitions) if (d.required === true && !(String(d.name) in given)) fail(name, `required option "${String(d.name)}" is missing`);
  }

  let options: Json[] = leaf;
  if (input.subcommand) options = [{ name: input.subcommand, type: OptionType.Subcommand, options: leaf }];
  if (input.group) options = [{ name: input.group, type: OptionType.SubcommandGroup, options }];

  const hasResolved = Object.values(resolved).some((v) => Object.keys(v as Json).length > 0);
  return {
    id: typeof definition?.id === 'string' ? definition.id : snowflake(),
    name,
    type: 1,
    ...(options.length > 0 ? { options } : {}),
    ...(hasResolved ? { resolved: Object.fromEntries(Object.entries(resolved).filter(([, v]) => Object.keys(v as Json).length > 0)) } : {}),
    ...(typeof definition?.guild_id === 'string' ? { guild_id: definition.guild_id } : {}),
  };
}
