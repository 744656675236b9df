import { randomBytes } from 'node:crypto';
import { Client, Events, MessageFlags, type Interaction } from 'discord.js';
import pino, { type Logger } from 'pino';
import type { BotContext } from '../../src/bot/bot-context';
import { createInteractionHandler } from '../../src/bot/interactions';
import { RateLimiter, type InteractionLimits } from '../../src/bot/input/rate-limit';

/**
 * The real discord.js interaction classes and REST client with the network replaced by a
 * recorder, so the bot's interaction handler can be fed any raw INTERACTION_CREATE payload,
 * including ones the test Discord server (rightly) refuses to send: ids that are on no message,
 * values that are on no menu. Each interaction's answer is read back as what its user saw.
 */

export interface OfflineUser {
  id: string;
  name: string;
  manageChannels?: boolean;
  manageServer?: boolean;
}

/** One message the interaction made or changed, as its user would see it. */
interface Shown {
  via: 'reply' | 'deferred-reply' | 'follow-up' | 'source-edit';
  ephemeral: boolean;
  /** The message text, then each embed's title and description. */
  content: string;
  /** The message text alone. */
  text: string;
  embeds: number;
  components: number;
  /** Every control on the message, row by row, as sent. */
  controls: ShownControl[];
  /** The files this payload attached, by their alt text (their names travel in the upload's parts, not read here). */
  files: { alt: string }[];
}

export interface ShownControl {
  type: number;
  custom_id: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: { label: string; value: string; default?: boolean }[];
}

export interface Handled {
  /** 'update' is a bare deferUpdate; 'autocomplete' answered with choices. */
  acks: string[];
  shown: Shown[];
  choices: unknown[] | null;
  /** Lines the handler logged at error level (unexpected failures). */
  errors: string[];
}

const GUILD = '900000000000000001';
const APP = '900000000000000002';
const MANAGE_CHANNELS = 1n << 4n;
const MANAGE_GUILD = 1n << 5n;
const CHANNEL_OPTION = 7;
const EVERYDAY = (1n << 10n) | (1n << 11n) | (1n << 31n);
/** What the README's invite asks for: View Channel, Send Messages, Embed Links, Attach Files, Read Message History. */
export const BOT_INVITE = (1n << 10n) | (1n << 11n) | (1n << 14n) | (1n << 15n) | (1n << 16n);
const ComponentType = { Button: 2, StringSelect: 3 } as const;

let serial = 0;
const snowflake = () => `${BigInt(Date.now() - 1_420_070_400_000) << 22n | BigInt(serial++ % 4096)}`;

interface Pending {
  sourceEphemeral: boolean;
  deferredEphemeral: boolean;
  result: Handled;
}

export interface OfflineSource {
  ephemeral: boolean;
  /** Pressed in the user's DM with the bot: Discord sends the DM's channel, the user, and no server or member. */
  dm?: boolean;
}

export class OfflineDiscord {
  readonly client: Client;
  readonly guildId = GUILD;
  private readonly pending = new Map<string, Pending>();
  private readonly errorLines: string[] = [];
  readonly log: Logger;
  private handler: ReturnType<typeof createInteractionHandler> | null = null;
  /** The bot's permissions by channel, sent with each interaction there as Discord does; the invite's elsewhere. */
  private readonly botPermissions = new Map<string, bigint>();

  constructor() {
    this.client = new Client({ intents: [], rest: { makeRequest: (url, init) => this.answer(url, init as RequestInit) } });
    this.log = pino({ level: 'error' }, {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg: string; err?: { message?: string } };
        this.errorLines.push(`${entry.msg}: ${entry.err?.message ?? ''}`);
      },
    });
  }

  /** Wires the bot's own handler to this client, with rate limits no fuzz run can reach unless a test sets them. */
  serve(ctx: BotContext, limits: Partial<InteractionLimits> = {}): void {
    const free = () => new RateLimiter(1e9, 1e9);
    this.handler = createInteractionHandler(ctx, this.log, { commands: free(), components: free(), autocomplete: free(), ...limits });
  }

  async command(user: OfflineUser, channelId: string, name: string, subcommand: string, options: { name: string; type: number; value: unknown }[], resolvedUsers: OfflineUser[] = []): Promise<Handled> {
    const data: Record<string, unknown> = {
      id: '900000000000000010',
      name,
      type: 1,
      options: [{ name: subcommand, type: 1, options }],
    };
    if (resolvedUsers.length) {
      data.resolved = {
        users: Object.fromEntries(resolvedUsers.map((u) => [u.id, userJson(u)])),
        members: Object.fromEntries(resolvedUsers.map((u) => [u.id, { ...memberJson(u), user: undefined }])),
      };
    }
    // A channel option names a text channel of this server, as Discord resolves it.
    const channels = options.filter((o) => o.type === CHANNEL_OPTION).map((o) => String(o.value));
    if (channels.length) {
      const resolved = (data.resolved ?? {}) as Record<string, unknown>;
      data.resolved = { ...resolved, channels: Object.fromEntries(channels.map((id) => [id, { id, type: 0, name: 'games', guild_id: GUILD, permissions: EVERYDAY.toString() }])) };
    }
    return this.dispatch(this.envelope(user, channelId, 2, data), false);
  }

  /** Autocomplete for `option` of `/name subcommand`, with `typed` in the focused field and `given` already filled in. */
  async autocomplete(user: OfflineUser, channelId: string, name: string, subcommand: string, option: string, typed: string, given: readonly { name: string; type: number; value: unknown }[] = []): Promise<Handled> {
    const data = { id: '900000000000000010', name, type: 1, options: [{ name: subcommand, type: 1, options: [...given, { name: option, type: 3, value: typed, focused: true }] }] };
    return this.dispatch(this.envelope(user, channelId, 4, data), false);
  }

  async click(user: OfflineUser, channelId: string, customId: string, source: OfflineSource = { ephemeral: false }): Promise<Handled> {
    return this.dispatch(this.componentEnvelope(user, channelId, { custom_id: customId, component_type: ComponentType.Button }, source), source.ephemeral);
  }

  async select(user: OfflineUser, channelId: string, customId: string, values: string[], source: OfflineSource = { ephemeral: false }): Promise<Handled> {
    return this.dispatch(this.componentEnvelope(user, channelId, { custom_id: customId, component_type: ComponentType.StringSelect, values }, source), source.ephemeral);
  }

  /** From now on, interactions in `channelId` say the bot has only `bits` there. */
  setBotPermissions(channelId: string, bits: bigint): void {
    this.botPermissions.set(channelId, bits);
  }

  destroy(): Promise<void> {
    return this.client.destroy();
  }

  private componentEnvelope(user: OfflineUser, channelId: string, data: Record<string, unknown>, source: OfflineSource) {
    const env = source.dm ? this.dmEnvelope(user, channelId, 3, data) : this.envelope(user, channelId, 3, data);
    env.message = messageJson({}, source.ephemeral, channelId);
    return env;
  }

  /** An interaction in a bot DM, as Discord sends one: no guild_id, no member, the user at the top level. */
  private dmEnvelope(user: OfflineUser, channelId: string, type: number, data: Record<string, unknown>): Record<string, unknown> {
    const { guild_id: _guild, guild_locale: _locale, member: _member, ...rest } = this.envelope(user, channelId, type, data);
    return { ...rest, user: userJson(user), channel: { id: channelId, type: 1 }, app_permissions: EVERYDAY.toString(), authorizing_integration_owners: { '0': '0' }, context: 1 };
  }

  private envelope(user: OfflineUser, channelId: string, type: number, data: Record<string, unknown>): Record<string, unknown> {
    return {
      id: snowflake(),
      application_id: APP,
      type,
      data,
      token: randomBytes(24).toString('hex'),
      version: 1,
      locale: 'en-US',
      guild_locale: 'en-US',
      guild_id: GUILD,
      channel_id: channelId,
      channel: { id: channelId, type: 0, guild_id: GUILD, name: 'games' },
      member: memberJson(user),
      app_permissions: (this.botPermissions.get(channelId) ?? BOT_INVITE).toString(),
      entitlements: [],
      authorizing_integration_owners: { '0': GUILD },
      context: 0,
    };
  }

  private async dispatch(raw: Record<string, unknown>, sourceEphemeral: boolean): Promise<Handled> {
    if (!this.handler) throw new Error('serve() the handler first');
    const result: Handled = { acks: [], shown: [], choices: null, errors: [] };
    this.pending.set(String(raw.token), { sourceEphemeral, deferredEphemeral: false, result });
    let interaction: Interaction | null = null;
    const catcher = (i: Interaction) => void (interaction = i);
    this.client.once(Events.InteractionCreate, catcher);
    // The gateway's INTERACTION_CREATE path: builds the same classes the bot gets from Discord.
    (this.client as unknown as { actions: { InteractionCreate: { handle(d: unknown): void } } }).actions.InteractionCreate.handle(raw);
    this.client.off(Events.InteractionCreate, catcher);
    if (!interaction) throw new Error('discord.js built no interaction from the payload');
    const before = this.errorLines.length;
    await this.handler.handle(interaction);
    result.errors = this.errorLines.slice(before);
    this.pending.delete(String(raw.token));
    return result;
  }

  private async answer(url: string, init: RequestInit): Promise<Response> {
    const path = new URL(url).pathname.replace(/^\/api\/v\d+/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = await readBody(init.body);
    const callback = /^\/interactions\/\d+\/([^/]+)\/callback$/.exec(path);
    const webhook = /^\/webhooks\/\d+\/([^/]+)(\/messages\/(?:@|%40)original)?$/.exec(path);
    const token = callback?.[1] ?? webhook?.[1];
    const p = token ? this.pending.get(token) : undefined;
    if (!p) return json({ message: `offline Discord: no route for ${method} ${path}`, code: 0 }, 404);
    const flags = Number((body as { flags?: number } | null)?.flags ?? 0);
    const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
    if (callback) {
      const cb = body as { type: number; data?: Record<string, unknown> };
      const data = cb.data ?? {};
      const dataEphemeral = (Number(data.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      switch (cb.type) {
        case 4:
          p.result.acks.push('reply');
          p.result.shown.push(shown('reply', dataEphemeral, data));
          break;
        case 5:
          p.result.acks.push('defer-reply');
          p.deferredEphemeral = dataEphemeral;
          break;
        case 6:
          p.result.acks.push('update');
          break;
        case 7:
          p.result.acks.push('update-message');
          p.result.shown.push(shown('source-edit', p.sourceEphemeral, data));
          break;
        case 8:
          p.result.acks.push('autocomplete');
          p.result.choices = (data.choices as unknown[]) ?? [];
          break;
        default:
          p.result.acks.push(`callback-${cb.type}`);
      }
      return new Response(null, { status: 204 });
    }
    const data = (body ?? {}) as Record<string, unknown>;
    if (webhook?.[2] && method === 'PATCH') {
      const deferred = p.result.acks.includes('defer-reply');
      p.result.shown.push(shown(deferred ? 'deferred-reply' : 'source-edit', deferred ? p.deferredEphemeral : p.sourceEphemeral, data));
    } else if (method === 'POST') {
      p.result.shown.push(shown('follow-up', ephemeral, data));
    }
    return json(messageJson(data, ephemeral));
  }
}

function shown(via: Shown['via'], ephemeral: boolean, data: Record<string, unknown>): Shown {
  const embeds = (data.embeds as { title?: string; description?: string }[] | undefined) ?? [];
  const text = [String(data.content ?? ''), ...embeds.map((e) => `${e.title ?? ''} ${e.description ?? ''}`)].join(' ').trim();
  const rows = (data.components as { components: ShownControl[] }[] | undefined) ?? [];
  const files = ((data.attachments as { description?: string }[] | undefined) ?? []).map((a) => ({ alt: a.description ?? '' }));
  return { via, ephemeral, content: text, text: String(data.content ?? ''), embeds: embeds.length, components: rows.length, controls: rows.flatMap((r) => r.components), files };
}

async function readBody(body: unknown): Promise<unknown> {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return JSON.parse(String(body.get('payload_json') ?? 'null'));
  if (body instanceof Uint8Array) return JSON.parse(Buffer.from(body).toString());
  return null;
}

function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

function userJson(u: OfflineUser) {
  return { id: u.id, username: u.name, discriminator: '0', global_name: null, avatar: null };
}

function memberJson(u: OfflineUser) {
  const permissions = EVERYDAY | (u.manageChannels ? MANAGE_CHANNELS : 0n) | (u.manageServer ? MANAGE_GUILD : 0n);
  return { user: userJson(u), nick: u.name, roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0, permissions: permissions.toString() };
}

function messageJson(data: Record<string, unknown>, ephemeral: boolean, channelId = '900000000000000003') {
  return {
    id: snowflake(),
    channel_id: channelId,
    author: { id: APP, username: 'Hothouse', discriminator: '0', global_name: null, avatar: null, bot: true },
    content: String(data.content ?? ''),
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    components: [],
    pinned: false,
    type: 0,
    flags: ephemeral ? MessageFlags.Ephemeral : 0,
  };
}
