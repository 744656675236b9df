/** Permission bits as documented at https://discord.com/developers/docs/topics/permissions. */
export const Permission = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  SendTTSMessages: 1n << 12n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ChangeNickname: 1n << 26n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  UseExternalStickers: 1n << 37n,
  SendMessagesInThreads: 1n << 38n,
  UseExternalApps: 1n << 50n,
} as const;

const ALL_PERMISSIONS = (1n << 53n) - 1n;

/** Roughly what a freshly created guild grants @everyone. */
export const EVERYONE_PERMISSIONS =
  Permission.CreateInstantInvite |
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseExternalEmojis |
  Permission.ChangeNickname |
  Permission.UseApplicationCommands |
  Permission.CreatePublicThreads |
  Permission.UseExternalStickers |
  Permission.SendMessagesInThreads |
  Permission.UseExternalApps;

/** What the bot's invite link asks for: enough to post boards with images and buttons. */
export const BOT_ROLE_PERMISSIONS =
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.AddReactions |
  Permission.UseExternalEmojis |
  Permission.SendMessagesInThreads;

/** Discord reports a fixed permission set for interactions in a bot DM. */
export const DM_APP_PERMISSIONS =
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.SendTTSMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.MentionEveryone |
  Permission.UseExternalEmojis |
  Permission.UseApplicationCommands |
  Permission.UseExternalStickers;

export interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

export interface PermissionSubject {
  userId: string;
  roleIds: readonly string[];
}

export interface PermissionGuild {
  id: string;
  ownerId: string;
  rolePermissions(roleId: string): bigint;
}

/** Discord's documented algorithm: base role permissions, then @everyone, role and member overwrites. */
export function computePermissions(guild: PermissionGuild, subject: PermissionSubject, overwrites: readonly Overwrite[]): bigint {
  if (subject.userId === guild.ownerId) return ALL_PERMISSIONS;
  let base = guild.rolePermissions(guild.id);
  for (const roleId of subject.roleIds) base |= guild.rolePermissions(roleId);
  if (base & Permission.Administrator) return ALL_PERMISSIONS;

  let perms = base;
  const everyone = overwrites.find((o) => o.id === guild.id);
  if (everyone) perms = (perms & ~everyone.deny) | everyone.allow;
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && subject.roleIds.includes(o.id)) {
      roleAllow |= o.allow;
      roleDeny |= o.deny;
    }
  }
  perms = (perms & ~roleDeny) | roleAllow;
  const member = overwrites.find((o) => o.type === 1 && o.id === subject.userId);
  if (member) perms = (perms & ~member.deny) | member.allow;
  return perms;
}

export function hasAll(perms: bigint, required: bigint): boolean {
  return (perms & required) === required;
}
