import { PermissionFlagsBits, type Interaction } from 'discord.js';
import { tableWords } from '../../platform/words/table-words';

/**
 * What the bot needs in a channel to show a table there (the README's invite list), named as Discord's settings name
 * it in the reader's language: packed, said where the refusal or reply that names it is said.
 */
const TABLE_NEEDS = [
  [PermissionFlagsBits.ViewChannel, tableWords('permissions.viewChannel')],
  [PermissionFlagsBits.SendMessages, tableWords('permissions.sendMessages')],
  [PermissionFlagsBits.EmbedLinks, tableWords('permissions.embedLinks')],
  [PermissionFlagsBits.AttachFiles, tableWords('permissions.attachFiles')],
  [PermissionFlagsBits.ReadMessageHistory, tableWords('permissions.readMessageHistory')],
] as const;

/**
 * The permissions a table needs that the bot lacks in the channel `i` came from. Discord sends the bot's own
 * permissions there with every interaction, so a lobby that could not be shown is refused before it is kept.
 */
export function botLacks(i: Interaction): string[] {
  return TABLE_NEEDS.filter(([bit]) => !i.appPermissions.has(bit)).map(([, name]) => name);
}

/** What a game in a thread of its own needs besides: to open the thread, and to post in it. */
const THREAD_NEEDS = [
  [PermissionFlagsBits.CreatePublicThreads, tableWords('permissions.createPublicThreads')],
  [PermissionFlagsBits.SendMessagesInThreads, tableWords('permissions.sendMessagesInThreads')],
] as const;

/** The permissions a game in a thread needs that the bot lacks in the channel `i` came from. */
export function botLacksForThreads(i: Interaction): string[] {
  return THREAD_NEEDS.filter(([bit]) => !i.appPermissions.has(bit)).map(([, name]) => name);
}
