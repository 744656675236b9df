import type { Session } from '../../platform/session-schema';
import type { SlowWatch } from '../../platform/pace/slow-pace';
import { durationText } from '../../platform/pace/duration-text';
import { messageLink, type DiscordPort } from '../channel/discord-port';
import type { TablePayload } from '../views/table-view';
import type { ChannelTables } from '../channel/channel-tables';
import { sayTable } from '../../platform/words/table-words';
import { readerLanguage } from '../../platform/view/table-view-model';
import type { Language } from '../../words/locales';

/**
 * The slow pace's calls to a player: their turn has started, their time is running out. A slow game is played
 * between other things, so the call is a DM with the way back to the table. Where the server lets the bot DM nobody,
 * or the player takes no DMs, the turn start is the channel's own turn ping (channel-tables.ts), and the reminder
 * becomes the channel's current ping.
 */

type Calls = Pick<ChannelTables, 'call'>;

/** When it becomes a player's turn in a slow game. */
export async function notifyTurnStart(io: DiscordPort, _calls: Calls, s: Session, game: string, w: SlowWatch): Promise<void> {
  const until = Math.floor(w.endsAt / 1000);
  const left = durationText((w.endsAt - Date.parse(w.since)) / 1000);
  await dm(io, s, w.userId, (where, language) => sayTable(language, 'slow.turnStart', { game, where, left, until: `<t:${until}:f>` }));
}

/** When a quarter of a player's time for this wait is left. */
export async function notifyTimeRunningOut(io: DiscordPort, calls: Calls, s: Session, game: string, w: SlowWatch): Promise<void> {
  const until = Math.floor(w.endsAt / 1000);
  const text = (where: string, language: Language) => sayTable(language, 'slow.runningOut', { game, where, relative: `<t:${until}:R>`, until: `<t:${until}:f>` });
  // Said in the channel where no DM went: in the table's language.
  if (!(await dm(io, s, w.userId, text))) await calls.call(s.channelId, { content: `<@${w.userId}> ${text(sayTable(s.language, 'slow.thisChannel'), s.language)}`, allowedMentions: { users: [w.userId], parse: [] } });
}

/** True when the DM went out; it is said in its person's language. */
async function dm(io: DiscordPort, s: Session, userId: string, text: (where: string, language: Language) => string): Promise<boolean> {
  const language = readerLanguage(s, userId, s.language);
  const channel = `https://discord.com/channels/${s.guildId ?? '@me'}/${s.channelId}`;
  const links = s.tableMessageId ? sayTable(language, 'slow.linksTable', { channel, table: messageLink(s.guildId, s.channelId, s.tableMessageId) }) : sayTable(language, 'slow.links', { channel });
  const seat = s.seats.find((x) => x.userId === userId);
  if (s.dmAllowed && seat?.dmOpen !== false) {
    const place = await io.placeName(s.guildId, s.channelId).catch(() => sayTable(language, 'dm.somePlace'));
    const sent: TablePayload = { content: `${text(place, language)}\n${links}`, allowedMentions: { parse: [] } };
    return (await io.dm(userId, sent).catch(() => 'failed' as const)) === 'sent';
  }
  return false;
}
