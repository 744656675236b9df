import { PermissionFlagsBits, type Interaction } from 'discord.js';

/** What the bot needs in a channel to show a table there (the README's invite list), named as Discord's settings name it. */
const TABLE_NEEDS = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
  [PermissionFlagsBits.AttachFiles, 'Attach Files'],
  [PermissionFlagsBits.ReadMessageHistory, 'Read Message History'],
] as const;

/**
 * The permissions a table needs that the bot lacks in the channel `i` came from. Discord sends the bot's own
 * permissions there with every interaction, so a lobby that could not be shown is refused before it is kept.
 */
export function botLacks(i: Interaction): string[] {
  return TABLE_NEEDS.filter(([bit]) => !i.appPermissions.has(bit)).map(([, name]) => name);
}
