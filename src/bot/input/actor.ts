import { PermissionFlagsBits, type Interaction } from 'discord.js';
import type { Actor } from '../../platform/seats/permissions';
import { displayName } from './display-name';
import { localeOf, PSEUDO, type Language } from '../../words/locales';

/** Who sent an interaction, as the table sees them: their id, the name shown in that server, and whether they manage the channel and the server. */
export function actorOf(i: Interaction): Actor {
  const member = i.member;
  const display = member && 'displayName' in member ? member.displayName : (member as { nick?: string | null } | null)?.nick;
  return {
    userId: i.user.id,
    name: displayName(display ?? i.user.globalName ?? i.user.username),
    canManage: Boolean(i.memberPermissions?.has(PermissionFlagsBits.ManageChannels)),
    canManageServer: Boolean(i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)),
    locale: ownLanguage(i.locale),
  };
}

/** A person's own language, from their client's: ours when we speak it (a test's person may read the pseudo-language), else null. */
function ownLanguage(clientLocale: string | null | undefined): Language | null {
  return clientLocale === PSEUDO ? PSEUDO : localeOf(clientLocale);
}
