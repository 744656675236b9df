import type { Session } from '../platform/session-schema';
import type { SlowWatch } from '../platform/slow-pace';
import { durationText } from '../platform/duration-text';
import { messageLink, type TableIO } from './table-io';
import type { TablePayload } from './table-view';

/**
 * The slow pace's calls to a player: their turn has started, their time is running out. A slow game is played
 * between other things, so the call is a DM with the way back to the table; where the server lets the bot DM
 * nobody, or the player takes no DMs, it is a mention in the game's channel instead.
 */

/** When it becomes a player's turn in a slow game. */
export async function notifyTurnStart(io: TableIO, s: Session, game: string, w: SlowWatch): Promise<void> {
  const until = Math.floor(w.endsAt / 1000);
  const left = durationText((w.endsAt - Date.parse(w.since)) / 1000);
  await notify(io, s, w.userId, (where) => `It is your turn in ${game} (${where}). You have ${left} to decide, until <t:${until}:f>; after that an AI plays this turn for you.`);
}

/** When a quarter of a player's time for this wait is left. */
export async function notifyTimeRunningOut(io: TableIO, s: Session, game: string, w: SlowWatch): Promise<void> {
  const until = Math.floor(w.endsAt / 1000);
  await notify(io, s, w.userId, (where) => `Your time in ${game} (${where}) runs out <t:${until}:R>: decide by <t:${until}:f>, or an AI plays this turn for you.`);
}

async function notify(io: TableIO, s: Session, userId: string, text: (where: string) => string): Promise<void> {
  const channel = `https://discord.com/channels/${s.guildId ?? '@me'}/${s.channelId}`;
  const links = s.tableMessageId ? `The channel: ${channel} · the table: ${messageLink(s.guildId, s.channelId, s.tableMessageId)}` : `The channel: ${channel}`;
  const seat = s.seats.find((x) => x.userId === userId);
  if (s.dmAllowed && seat?.dmOpen !== false) {
    const place = await io.placeName(s.guildId, s.channelId).catch(() => 'a server channel');
    const sent: TablePayload = { content: `${text(place)}\n${links}`, allowedMentions: { parse: [] } };
    if ((await io.dm(userId, sent).catch(() => 'failed' as const)) === 'sent') return;
  }
  await io.post(s.channelId, { content: `<@${userId}> ${text('this channel')}`, allowedMentions: { users: [userId] } });
}
