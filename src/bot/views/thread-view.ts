import type { AnyEngine } from '../../engine/types';
import { tableViewOf } from '../../platform/view/table-view-model';
import type { Session } from '../../platform/session-schema';
import { wholeParts } from '../../engine/wording';
import { closedLobbyPayload, type TablePayload } from './table-view';

/** What a channel keeps of a game played in a thread of its own: one line when it starts, one when it ends. */

const mentionOf = (channelId: string) => `<#${channelId}>`;

/** The lobby's message once its game has moved to its thread: one line linking there, nothing to press. */
export function threadLinkPayload(game: string, threadId: string): TablePayload {
  return { content: `**${game}** is being played in ${mentionOf(threadId)}: its table, turn pings and buttons are there.`, embeds: [], components: [], allowedMentions: { parse: [] } };
}

/** A lobby whose game has started, as the lobby's message shows it: closed, or a link where the game moved to its thread. */
export function startedLobbyPayload(s: Session, engine: AnyEngine, lobbyChannelId: string): TablePayload {
  return s.channelId !== lobbyChannelId ? threadLinkPayload(engine.name, s.channelId) : closedLobbyPayload(s, engine, 'started');
}

/** The result, told in the thread's channel: who won (or why it ended), and where the game was. */
export function threadResultPayload(s: Session, engine: AnyEngine): TablePayload {
  const o = engine.outcome(s.state);
  const result = o ? tableViewOf(s).named(o.summary) : `ended early (${s.endedReason ?? 'ended'}).`;
  const line = `**${engine.name}** in ${mentionOf(s.channelId)} is over: ${result}`;
  return { content: wholeParts(line, 1900, () => `The rest is in ${mentionOf(s.channelId)}.`), embeds: [], components: [], allowedMentions: { parse: [] } };
}
