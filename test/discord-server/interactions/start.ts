import type { ServerContext } from '../context.js';
import { recordsOf, type Json } from '../json.js';
import { messageJson } from '../message-json.js';
import type { StoredMessage } from '../messages.js';
import { ChannelKind, type FakeChannel, type FakeUser } from '../world.js';
import { buildCommandData, type AutocompleteInput, type CommandInput } from './command-options.js';
import { interactionEnvelope } from './envelope.js';
import { InteractionRecord, type InteractionKind, type SettleEnvironment } from './record.js';

const InteractionType = { ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4 } as const;
const ComponentType = { Button: 2, StringSelect: 3, UserSelect: 5, RoleSelect: 6, MentionableSelect: 7, ChannelSelect: 8 } as const;
const LINK_OR_PREMIUM = new Set([5, 6]);

function fail(problem: string): never {
  throw new Error(`fake Discord: ${problem}`);
}

function channelFor(ctx: ServerContext, user: FakeUser, channelId: string): FakeChannel {
  const channel = ctx.world.channels.get(channelId) ?? fail(`unknown channel ${channelId}`);
  if (channel.type === ChannelKind.DM && channel.recipientId !== user.id) fail(`${user.username} cannot act in another user's DM`);
  if (channel.type === ChannelKind.GuildCategory) fail('a category is not a text channel');
  return channel;
}

function dispatch(ctx: ServerContext, record: InteractionRecord): InteractionRecord {
  ctx.registry.add(record);
  const delivered = ctx.gateway.dispatch('INTERACTION_CREATE', record.payload);
  if (delivered === 0) record.errors.push('no gateway session was connected, so the bot never saw this interaction');
  return record;
}

/** Discord hides a command from users who lack its default_member_permissions or the context. */
function checkCommandVisible(ctx: ServerContext, user: FakeUser, channel: FakeChannel, name: string, definition: Json | undefined): void {
  if (!definition) return;
  const guild = ctx.world.guildOf(channel);
  const contexts = Array.isArray(definition.contexts) ? definition.contexts : null;
  const context = guild ? 0 : 1;
  if (contexts ? !contexts.includes(context) : !guild && definition.dm_permission === false) fail(`/${name} is not available in ${guild ? 'guilds' : 'DMs'}`);
  if (guild && typeof definition.default_member_permissions === 'string') {
    const required = BigInt(definition.default_member_permissions);
    const has = ctx.world.permissionsIn(guild, user.id, channel);
    if ((has & required) !== required) fail(`${user.username} lacks the permissions (${required}) that /${name} requires`);
  }
}

function commandRecord(ctx: ServerContext, env: SettleEnvironment, kind: InteractionKind, type: number, user: FakeUser, channel: FakeChannel, name: string, data: Json): InteractionRecord {
  const envelope = interactionEnvelope(ctx.world, ctx.app.id, user, channel, type, data);
  return new InteractionRecord(envelope.id, envelope.token, kind, type, user, channel.id, envelope.guildId, envelope.payload, null, name, Date.now(), env);
}

export function startCommand(ctx: ServerContext, env: SettleEnvironment, user: FakeUser, name: string, input: CommandInput, channelId: string): InteractionRecord {
  const channel = channelFor(ctx, user, channelId);
  const guild = ctx.world.guildOf(channel);
  const definition = ctx.commands.findChatInput(name, guild?.id ?? null);
  checkCommandVisible(ctx, user, channel, name, definition);
  const data = buildCommandData(ctx.world, guild, name, definition, input);
  return dispatch(ctx, commandRecord(ctx, env, 'command', InteractionType.ApplicationCommand, user, channel, name, data));
}

export function startAutocomplete(ctx: ServerContext, env: SettleEnvironment, user: FakeUser, name: string, input: AutocompleteInput, channelId: string): InteractionRecord {
  const channel = channelFor(ctx, user, channelId);
  const guild = ctx.world.guildOf(channel);
  const definition = ctx.commands.findChatInput(name, guild?.id ?? null);
  checkCommandVisible(ctx, user, channel, name, definition);
  const data = buildCommandData(ctx.world, guild, name, definition, input, input.focused);
  return dispatch(ctx, commandRecord(ctx, env, 'autocomplete', InteractionType.Autocomplete, user, channel, name, data));
}

function selectValues(component: Json, customId: string, values: string[]): void {
  const min = typeof component.min_values === 'number' ? component.min_values : 1;
  const max = typeof component.max_values === 'number' ? component.max_values : 1;
  if (values.length < min || values.length > max) fail(`select "${customId}" takes ${min}..${max} values, not ${values.length}`);
  if (component.type === ComponentType.StringSelect) {
    const offered = recordsOf(component.options).map((o) => o.value);
    for (const value of values) if (!offered.includes(value)) fail(`select "${customId}" has no option "${value}" (options: ${JSON.stringify(offered)})`);
  }
}

/** A click or a choice on a message component, checked the way Discord's client would allow it. */
export function startComponent(ctx: ServerContext, env: SettleEnvironment, user: FakeUser, message: StoredMessage, customId: string, values?: string[]): InteractionRecord {
  const live = ctx.messages.get(message.id) ?? fail(`message ${message.id} no longer exists`);
  if (live.ephemeralFor !== null && live.ephemeralFor !== user.id) fail(`${user.username} cannot see another user's ephemeral message`);
  const channel = channelFor(ctx, user, live.channelId);
  const component = live.component(customId) ?? fail(`message ${live.id} has no component "${customId}" (has ${JSON.stringify(live.allComponents().map((c) => c.custom_id).filter(Boolean))})`);
  if (component.disabled === true) fail(`component "${customId}" is disabled`);

  const isButton = component.type === ComponentType.Button;
  if (isButton && values !== undefined) fail(`"${customId}" is a button; use click()`);
  if (!isButton && values === undefined) fail(`"${customId}" is a select menu; use select()`);
  if (isButton && typeof component.style === 'number' && LINK_OR_PREMIUM.has(component.style)) fail(`"${customId}" is a link button; it sends no interaction`);
  if (values !== undefined) selectValues(component, customId, values);

  const data: Json = { custom_id: customId, component_type: component.type, ...(typeof component.id === 'number' ? { id: component.id } : {}) };
  if (values !== undefined) data.values = values;
  const envelope = interactionEnvelope(ctx.world, ctx.app.id, user, channel, InteractionType.MessageComponent, data);
  envelope.payload.message = messageJson(ctx.world, live);
  const kind: InteractionKind = isButton ? 'button' : 'select';
  const record = new InteractionRecord(envelope.id, envelope.token, kind, InteractionType.MessageComponent, user, channel.id, envelope.guildId, envelope.payload, live, customId, Date.now(), env);
  return dispatch(ctx, record);
}
