import { EVERYONE_PERMISSIONS, Permission, computePermissions, type Overwrite } from './permissions.js';
import { snowflake } from './snowflake.js';

/** A person (or the bot) known to the fake Discord. Tests pass these to interaction helpers. */
export class FakeUser {
  constructor(
    readonly id: string,
    readonly username: string,
    readonly bot: boolean,
    public dmsOpen: boolean,
    readonly locale: string,
  ) {}

  get globalName(): string {
    return this.username;
  }
}

export interface FakeRole {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  managed: boolean;
  botId?: string;
}

export interface FakeMember {
  user: FakeUser;
  roleIds: string[];
  joinedAt: string;
}

export const ChannelKind = { GuildText: 0, DM: 1, GuildCategory: 4, PublicThread: 11 } as const;
export type ChannelKind = (typeof ChannelKind)[keyof typeof ChannelKind];

export interface FakeChannel {
  id: string;
  type: ChannelKind;
  name: string;
  guildId: string | null;
  parentId: string | null;
  position: number;
  overwrites: Overwrite[];
  /** Only for DM channels. */
  recipientId: string | null;
  lastMessageId: string | null;
  /** Only for threads: their state and members. */
  thread: FakeThread | null;
}

/** A public thread's own state (Discord's thread metadata and member list). */
interface FakeThread {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  autoArchiveMinutes: number;
  archivedAt: string;
  /** Who has joined: its creator, anyone who posts in it or is mentioned in it, anyone added. */
  members: Map<string, string>;
  messageCount: number;
}

export class FakeGuild {
  readonly roles = new Map<string, FakeRole>();
  readonly members = new Map<string, FakeMember>();
  readonly channelIds: string[] = [];
  /** The server's Discord language (its community's preferred locale), sent with every interaction as `guild_locale`. */
  locale = 'en-US';

  constructor(
    readonly id: string,
    readonly name: string,
    readonly ownerId: string,
  ) {}

  rolePermissions(roleId: string): bigint {
    return this.roles.get(roleId)?.permissions ?? 0n;
  }

  /** Role granting Manage Channels, created on first use. */
  moderatorRole(): FakeRole {
    for (const role of this.roles.values()) if (role.name === 'Game Admin') return role;
    const role: FakeRole = { id: snowflake(), name: 'Game Admin', permissions: Permission.ManageChannels, position: this.roles.size, managed: false };
    this.roles.set(role.id, role);
    return role;
  }
}

export interface WorldOptions {
  botName: string;
  guildName: string;
  channelName: string;
  guildLocale?: string;
  botPermissions: bigint;
}

export interface AddUserOptions {
  dmsOpen?: boolean;
  manageChannels?: boolean;
  locale?: string;
}

/** Everything the fake Discord knows about besides messages: users, the guild, its roles and channels. */
export class World {
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  private readonly dmChannelByUser = new Map<string, string>();
  readonly bot: FakeUser;
  readonly owner: FakeUser;
  readonly guild: FakeGuild;
  readonly defaultChannelId: string;

  private readonly options: WorldOptions;

  constructor(options: WorldOptions) {
    this.options = options;
    this.bot = this.createUser(options.botName, { bot: true });
    this.owner = this.createUser('guild-owner', {});
    const first = this.addGuild(options.guildName, options.channelName);
    this.guild = first.guild;
    if (options.guildLocale) this.guild.locale = options.guildLocale;
    this.defaultChannelId = first.channelId;
  }

  /**
   * A guild the bot is in, owned by the guild owner, with one text channel. The first is the default guild;
   * more serve sharding tests (a guild belongs to shard `(id >> 22) % shards`).
   */
  addGuild(name: string, channelName = 'games', id: string = snowflake()): { guild: FakeGuild; channelId: string } {
    const guild = new FakeGuild(id, name, this.owner.id);
    this.guilds.set(guild.id, guild);
    guild.roles.set(guild.id, { id: guild.id, name: '@everyone', permissions: EVERYONE_PERMISSIONS, position: 0, managed: false });
    const botRole: FakeRole = { id: snowflake(), name: this.options.botName, permissions: this.options.botPermissions, position: 1, managed: true, botId: this.bot.id };
    guild.roles.set(botRole.id, botRole);
    this.join(this.owner, [], guild);
    this.join(this.bot, [botRole.id], guild);
    const category = this.addChannel(guild, 'Text Channels', ChannelKind.GuildCategory, null);
    return { guild, channelId: this.addChannel(guild, channelName, ChannelKind.GuildText, category.id).id };
  }

  /** A user joins another guild (users join the default guild when they are added). */
  joinGuild(user: FakeUser, guild: FakeGuild): FakeMember {
    this.join(user, [], guild);
    return guild.members.get(user.id)!;
  }

  addUser(name: string, options: AddUserOptions = {}): FakeUser {
    const user = this.createUser(name, { dmsOpen: options.dmsOpen ?? true, locale: options.locale });
    this.join(user, options.manageChannels ? [this.guild.moderatorRole().id] : []);
    return user;
  }

  addChannel(guild: FakeGuild, name: string, type: ChannelKind = ChannelKind.GuildText, parentId: string | null = null, overwrites: Overwrite[] = []): FakeChannel {
    const channel: FakeChannel = { id: snowflake(), type, name, guildId: guild.id, parentId, position: guild.channelIds.length, overwrites, recipientId: null, lastMessageId: null, thread: null };
    this.channels.set(channel.id, channel);
    guild.channelIds.push(channel.id);
    return channel;
  }

  /** The DM channel between the bot and a user; Discord hands out the same one every time. */
  dmChannel(user: FakeUser): FakeChannel {
    const existing = this.dmChannelByUser.get(user.id);
    if (existing) return this.channels.get(existing)!;
    const channel: FakeChannel = { id: snowflake(), type: ChannelKind.DM, name: '', guildId: null, parentId: null, position: 0, overwrites: [], recipientId: user.id, lastMessageId: null, thread: null };
    this.channels.set(channel.id, channel);
    this.dmChannelByUser.set(user.id, channel.id);
    return channel;
  }

  /**
   * A public thread in `parent`, by `ownerId`; `id` is the starting message's when it starts from one (Discord
   * gives the thread the message's id). Its creator is its first member.
   */
  addThread(parent: FakeChannel, name: string, ownerId: string, autoArchiveMinutes: number, id: string = snowflake()): FakeChannel {
    const now = new Date().toISOString();
    const thread: FakeThread = { ownerId, archived: false, locked: false, autoArchiveMinutes, archivedAt: now, members: new Map([[ownerId, now]]), messageCount: 0 };
    const channel: FakeChannel = { id, type: ChannelKind.PublicThread, name, guildId: parent.guildId, parentId: parent.id, position: 0, overwrites: [], recipientId: null, lastMessageId: null, thread };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** The threads of a guild, optionally only the ones not archived. */
  threadsOf(guild: FakeGuild, activeOnly = false): FakeChannel[] {
    return [...this.channels.values()].filter((c) => c.guildId === guild.id && c.thread !== null && (!activeOnly || !c.thread.archived));
  }

  guildOf(channel: FakeChannel): FakeGuild | null {
    return channel.guildId ? (this.guilds.get(channel.guildId) ?? null) : null;
  }

  member(guild: FakeGuild, userId: string): FakeMember | undefined {
    return guild.members.get(userId);
  }

  /** Permissions of a guild member in a channel (or guild-wide without one). */
  permissionsIn(guild: FakeGuild, userId: string, channel: FakeChannel | null): bigint {
    const member = guild.members.get(userId);
    // A thread has no overwrites of its own: its parent's apply.
    const where = channel?.thread ? (this.channels.get(channel.parentId ?? '') ?? channel) : channel;
    return computePermissions(guild, { userId, roleIds: member?.roleIds ?? [] }, where?.overwrites ?? []);
  }

  private createUser(name: string, options: { bot?: boolean; dmsOpen?: boolean; locale?: string | undefined }): FakeUser {
    const user = new FakeUser(snowflake(), name, options.bot ?? false, options.dmsOpen ?? true, options.locale ?? 'en-US');
    this.users.set(user.id, user);
    return user;
  }

  private join(user: FakeUser, roleIds: string[], guild: FakeGuild = this.guild): void {
    guild.members.set(user.id, { user, roleIds, joinedAt: new Date().toISOString() });
  }
}
