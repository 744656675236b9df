import { once } from 'node:events';
import type { Server } from 'node:http';
import { sleep } from './activity.js';
import type { ServerContext, Violation } from './context.js';
import type { FaultInjector, FaultOptions } from './faults.js';
import { Intent, shardOfGuild, type GatewayEventKind, type GatewayLogEntry, type IdentifyViolation } from './gateway.js';
import { channelJson, guildCreateJson, memberJson } from './api-shapes.js';
import type { RateLimitCounts } from './http/global-limit.js';
import type { RequestLogEntry, RestHandler } from './http/handler.js';
import type { AutocompleteInput, CommandInput } from './interactions/command-options.js';
import type { InteractionRecord, SettleEnvironment } from './interactions/record.js';
import { startAutocomplete, startCommand, startComponent } from './interactions/start.js';
import type { Json } from './json.js';
import type { StoredMessage } from './messages.js';
import type { Notification } from './notifications.js';
import type { Overwrite } from './permissions.js';
import { snowflake } from './snowflake.js';
import type { AddUserOptions, FakeGuild, FakeUser } from './world.js';

type UserRef = FakeUser | string;
type MessageRef = StoredMessage | string;

export interface IdleOptions {
  quietMs?: number;
  timeoutMs?: number;
}

/** What a test holds: the addresses to give the bot, fake users to act as, and everything the bot did. */
/** A thread as a test reads it. */
export interface ThreadInfo {
  id: string;
  name: string;
  parentId: string;
  ownerId: string;
  archived: boolean;
  locked: boolean;
  members: string[];
  messageCount: number;
}

export class DiscordServerHandle {
  constructor(
    private readonly ctx: ServerContext,
    private readonly rest: RestHandler,
    private readonly faults: FaultInjector,
    private readonly server: Server,
    /** `http://127.0.0.1:PORT/api` — give it to discord.js as `rest.api`; it appends `/v10`. */
    readonly apiBase: string,
    /** The URL GET /gateway/bot hands out. */
    readonly gatewayUrl: string,
  ) {}

  private get settleEnvironment(): SettleEnvironment {
    return {
      activity: this.ctx.activity,
      quietMs: this.ctx.options.settleQuietMs,
      timeoutMs: this.ctx.options.settleTimeoutMs,
      summary: () => this.summary(),
    };
  }

  /** The bot token the fake accepts (without the `Bot ` prefix). */
  get token(): string {
    return this.ctx.token;
  }

  get applicationId(): string {
    return this.ctx.app.id;
  }

  get bot(): FakeUser {
    return this.ctx.world.bot;
  }

  /** The guild owner, who has every permission. */
  get owner(): FakeUser {
    return this.ctx.world.owner;
  }

  get guild(): FakeGuild {
    return this.ctx.world.guild;
  }

  get guildId(): string {
    return this.ctx.world.guild.id;
  }

  /** The default text channel, where interactions happen unless told otherwise. */
  get channelId(): string {
    return this.ctx.world.defaultChannelId;
  }

  // ── Users and channels ────────────────────────────────────────────────────

  /** A new guild member. `manageChannels` gives them a role with Manage Channels. */
  addUser(name: string, options: AddUserOptions = {}): FakeUser {
    const world = this.ctx.world;
    const user = world.addUser(name, options);
    const member = world.guild.members.get(user.id)!;
    this.ctx.gateway.dispatch('GUILD_MEMBER_ADD', { guild_id: world.guild.id, ...memberJson(member) }, Intent.GuildMembers);
    return user;
  }

  /**
   * Another guild with the bot in it and one text channel (for sharding: a guild belongs to shard
   * `(id >> 22) % shards`, and `shard` picks an id that lands on that shard). Its GUILD_CREATE goes to that shard.
   */
  addGuild(name: string, opts: { shard?: [number, number] } = {}): { guildId: string; channelId: string } {
    const world = this.ctx.world;
    let id = snowflake();
    while (opts.shard && shardOfGuild(id, opts.shard[1]) !== opts.shard[0]) id = snowflake();
    const { guild, channelId } = world.addGuild(name, 'games', id);
    for (const session of this.ctx.gateway.liveSessions) {
      if (session.intents & Intent.Guilds && shardOfGuild(guild.id, session.shard[1]) === session.shard[0]) this.ctx.gateway.sendTo(session, 'GUILD_CREATE', guildCreateJson(world, guild, (session.intents & Intent.GuildMembers) !== 0));
    }
    return { guildId: guild.id, channelId };
  }

  /** A user joins another guild. */
  joinGuild(user: UserRef, guildId: string): void {
    const world = this.ctx.world;
    const guild = world.guilds.get(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    const member = world.joinGuild(this.user(user), guild);
    this.ctx.gateway.dispatch('GUILD_MEMBER_ADD', { guild_id: guild.id, ...memberJson(member) }, Intent.GuildMembers);
  }

  setDmsOpen(user: UserRef, open: boolean): void {
    this.user(user).dmsOpen = open;
  }

  /** Another text channel in the default guild (or in `guildId`); returns its id. */
  addChannel(name: string, options: { overwrites?: Overwrite[]; guildId?: string } = {}): string {
    const world = this.ctx.world;
    const guild = options.guildId === undefined ? world.guild : world.guilds.get(options.guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${options.guildId}`);
    const channel = world.addChannel(guild, name, 0, null, options.overwrites ?? []);
    this.ctx.gateway.dispatch('CHANNEL_CREATE', channelJson(world, channel), Intent.Guilds);
    return channel.id;
  }

  /** The threads of the default guild (or the threads started in `parentId`), oldest first. */
  threads(parentId?: string): ThreadInfo[] {
    const world = this.ctx.world;
    return [...world.channels.values()]
      .filter((c) => c.thread !== null && (parentId === undefined || c.parentId === parentId))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
      .map((c) => ({ id: c.id, name: c.name, parentId: c.parentId!, ownerId: c.thread!.ownerId, archived: c.thread!.archived, locked: c.thread!.locked, members: [...c.thread!.members.keys()], messageCount: c.thread!.messageCount }));
  }

  /** Discord archiving a thread after its auto-archive duration without activity. */
  archiveThread(threadId: string): void {
    const channel = this.ctx.world.channels.get(threadId);
    if (!channel?.thread) throw new Error(`fake Discord: no thread ${threadId}`);
    channel.thread.archived = true;
    channel.thread.archivedAt = new Date().toISOString();
    this.ctx.gateway.dispatch('THREAD_UPDATE', channelJson(this.ctx.world, channel), Intent.Guilds);
  }

  /** A channel's permission overwrites from now on, as an admin editing them (CHANNEL_UPDATE is dispatched). */
  setOverwrites(channelId: string, overwrites: Overwrite[]): void {
    const channel = this.ctx.world.channels.get(channelId);
    if (!channel) throw new Error(`fake Discord: no channel ${channelId}`);
    channel.overwrites = overwrites;
    this.ctx.gateway.dispatch('CHANNEL_UPDATE', channelJson(this.ctx.world, channel), Intent.Guilds);
  }

  /** The message reads as posted `ms` earlier than it was: an hour-old one can no longer be edited (30046). */
  ageMessage(message: MessageRef, ms: number): void {
    this.messageRef(message).agedMs += ms;
  }

  /** The id of the DM channel between the bot and this user (created if needed). */
  dmChannelId(user: UserRef): string {
    return this.ctx.world.dmChannel(this.user(user)).id;
  }

  // ── Interactions ──────────────────────────────────────────────────────────

  /** A slash command. `options` values: string, integer, number, boolean, or a FakeUser. */
  command(user: UserRef, name: string, input: CommandInput = {}, channelId: string = this.channelId): InteractionRecord {
    return startCommand(this.ctx, this.settleEnvironment, this.user(user), name, input, channelId);
  }

  /** Typing into an autocomplete option: `{ focused: 'game', options: { game: 'cli' } }`. */
  autocomplete(user: UserRef, name: string, input: AutocompleteInput, channelId: string = this.channelId): InteractionRecord {
    return startAutocomplete(this.ctx, this.settleEnvironment, this.user(user), name, input, channelId);
  }

  /** Press a button on a channel, DM or ephemeral message. Throws if the user could not press it. */
  click(user: UserRef, message: MessageRef, customId: string): InteractionRecord {
    return startComponent(this.ctx, this.settleEnvironment, this.user(user), this.messageRef(message), customId);
  }

  /** Pick values in a select menu. Throws if the values are not on offer or break min/max. */
  select(user: UserRef, message: MessageRef, customId: string, values: string[]): InteractionRecord {
    return startComponent(this.ctx, this.settleEnvironment, this.user(user), this.messageRef(message), customId, values);
  }

  get interactions(): readonly InteractionRecord[] {
    return this.ctx.registry.all();
  }

  // ── What the bot produced ─────────────────────────────────────────────────

  /** Live messages everyone can see in a channel, oldest first. */
  channelMessages(channelId: string = this.channelId): StoredMessage[] {
    return this.ctx.messages.inChannel(channelId);
  }

  /** The newest visible message in a channel. */
  lastMessage(channelId: string = this.channelId): StoredMessage | undefined {
    return this.channelMessages(channelId).at(-1);
  }

  /** Messages in the DM between the bot and a user, oldest first (ephemeral ones excluded). */
  dms(user: UserRef): StoredMessage[] {
    return this.ctx.messages.inChannel(this.dmChannelId(user));
  }

  /** Ephemeral messages only this user saw, anywhere, oldest first. */
  ephemerals(user: UserRef): StoredMessage[] {
    return this.ctx.messages.ephemeralsFor(this.user(user).id);
  }

  /** Any message by id, including ephemeral and deleted ones. */
  message(id: string): StoredMessage | undefined {
    return this.ctx.messages.find(id);
  }

  registeredCommands(guildId?: string): Json[] {
    return this.ctx.commands.list(guildId ?? null);
  }

  get requests(): readonly RequestLogEntry[] {
    return this.rest.log;
  }

  /** Requests to routes the fake does not implement (404/405). */
  get unknownRoutes(): readonly RequestLogEntry[] {
    return this.rest.unknownRoutes;
  }

  /** Mentions that would have notified a user: created messages (never edits) whose allowed mentions permit them. */
  get notifications(): readonly Notification[] {
    return this.ctx.notifications;
  }

  /** Limit breaches, interaction contract breaches and permission failures. */
  get violations(): readonly Violation[] {
    return this.ctx.violations;
  }

  /** Global 429s answered and invalid requests (401, 403, 429) counted, as Discord counts them against the bot. */
  rateLimitCounts(): RateLimitCounts {
    return this.rest.globalLimit.snapshot();
  }

  /** Crashes inside the fake server (answered 500); should always be empty. */
  get serverErrors(): readonly Error[] {
    return this.rest.serverErrors;
  }

  /** The shard ids of the bot's connected gateway sessions that have been sent their guilds. */
  gatewayLiveShards(): number[] {
    return this.ctx.gateway.liveSessions.filter((s) => s.guildsSent && s.socket !== null).map((s) => s.shard[0]);
  }

  /** IDENTIFYs sent less than 5 s after the previous one of their max_concurrency bucket, which Discord refuses. */
  identifyViolations(): readonly IdentifyViolation[] {
    return this.ctx.gateway.identifyViolations;
  }

  get gatewayLog(): readonly GatewayLogEntry[] {
    return this.ctx.gateway.log;
  }

  // ── Faults and the gateway connection ─────────────────────────────────────

  /** Make the next `count` requests matching `pattern` (`'POST /channels/:id/messages'`) fail. */
  failNext(pattern: string | RegExp, status: 429 | 500 | number, count = 1, options: FaultOptions = {}): void {
    this.faults.add(pattern, status, count, options);
  }

  /** Cut the gateway sockets abruptly; discord.js should reconnect and RESUME. */
  dropGateway(): Promise<void> {
    return this.ctx.gateway.drop();
  }

  /** Send op 7 RECONNECT, as Discord does before moving a session. */
  requestReconnect(): void {
    this.ctx.gateway.requestReconnect();
  }

  /** Send op 9 (not resumable); discord.js re-identifies, after its ~5 s identify throttle. */
  invalidateSessions(): void {
    this.ctx.gateway.invalidateSessions();
  }

  /** Resolves at the next gateway event of this kind, e.g. `'resumed'` after `dropGateway()`. */
  async waitForGateway(kind: GatewayEventKind, timeoutMs = 10_000): Promise<void> {
    await once(this.ctx.gateway, kind, { signal: AbortSignal.timeout(timeoutMs) });
  }

  /**
   * Resolves once a bot session is connected and has been sent its guilds — the moment after which
   * interactions reach it. Safe to call whether or not the bot already connected.
   */
  async waitForBot(timeoutMs = 10_000): Promise<void> {
    await this.waitFor(() => this.ctx.gateway.liveSessions.some((s) => s.guildsSent && s.socket !== null), { timeoutMs, what: 'a bot gateway session' });
  }

  /** Poll a condition on the fake's state (e.g. commands registered) until it holds. */
  async waitFor(condition: () => boolean, options: { timeoutMs?: number; what?: string } = {}): Promise<void> {
    const timeoutMs = options.timeoutMs ?? this.ctx.options.settleTimeoutMs;
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${options.what ?? 'a condition'}\n${this.summary()}`);
      await sleep(10);
    }
  }

  /** Resolves once the bot has had no REST request in flight for `quietMs`. */
  idle(options: IdleOptions = {}): Promise<void> {
    return this.ctx.activity.idle(options.quietMs ?? this.ctx.options.settleQuietMs, options.timeoutMs ?? this.ctx.options.settleTimeoutMs);
  }

  async close(): Promise<void> {
    await this.ctx.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())));
  }

  private user(ref: UserRef): FakeUser {
    const user = typeof ref === 'string' ? this.ctx.world.users.get(ref) : ref;
    if (!user) throw new Error(`fake Discord: unknown user ${String(ref)}`);
    return user;
  }

  private messageRef(ref: MessageRef): StoredMessage {
    const message = typeof ref === 'string' ? this.ctx.messages.find(ref) : ref;
    if (!message) throw new Error(`fake Discord: unknown message ${String(ref)}`);
    return message;
  }

  /** The last few requests and any breaches, appended to settle timeouts. */
  private summary(): string {
    const recent = this.rest.log.slice(-8).map((e) => `  ${e.method} ${e.path} → ${e.status}${e.error ? ` (${e.error})` : ''}`);
    const lines = ['recent requests:', ...(recent.length ? recent : ['  (none)'])];
    if (this.ctx.violations.length) lines.push(`violations: ${JSON.stringify(this.ctx.violations.map((v) => v.problems).flat())}`);
    if (this.rest.unknownRoutes.length) lines.push(`unknown routes: ${this.rest.unknownRoutes.map((e) => `${e.method} ${e.path}`).join(', ')}`);
    if (this.rest.serverErrors.length) lines.push(`fake server errors: ${this.rest.serverErrors.map((e) => e.message).join('; ')}`);
    if (this.ctx.gateway.liveSessions.length === 0) lines.push('no live gateway session');
    return lines.join('\n');
  }
}
