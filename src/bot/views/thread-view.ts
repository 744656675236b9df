import type { AnyEngine } from '../../engine/types';
import { tableViewOf } from '../../platform/view/table-view-model';
import type { Session } from '../../platform/session-schema';
import { wholeParts } from '../../engine/wording';
import { closedLobbyPayload, type TablePayload } from './table-view';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';

/** What a channel keeps of a game played in a thread of its own: one line when it starts, one when it ends. */

const mentionOf = (channelId: string) => `<#${channelId}>`;

/** The lobby's message once its game has moved to its thread, in the table's language: one line linking there, nothing to press. */
export function threadLinkPayload(game: string, threadId: string, language: Language): TablePayload {
  return { content: sayTable(language, 'thread.link', { game, thread: mentionOf(threadId) }), embeds: [], components: [], allowedMentions: { parse: [] } };
}

/** A lobby whose game has started, as the lobby's message shows it: closed, or a link where the game moved to its thread. */
export function startedLobbyPayload(s: Session, engine: AnyEngine, lobbyChannelId: string): TablePayload {
  return s.channelId !== lobbyChannelId ? threadLinkPayload(engine.name, s.channelId, s.language) : closedLobbyPayload(s, engine, 'started');
}

/** The result, told in the thread's channel: who won (or why it ended), and where the game was. */
export function threadResultPayload(s: Session, engine: AnyEngine): TablePayload {
  const o = engine.outcome(s.state);
  const v = tableViewOf(s);
  const w = (key: string, params = {}) => sayTable(s.language, key, params);
  const result = o ? v.named(o.summary) : w('thread.endedEarly', { why: s.endedReason ? v.named(s.endedReason) : w('table.ended') });
  const line = w('thread.result', { game: engine.name, thread: mentionOf(s.channelId), result });
  return { content: wholeParts(line, 1900, () => w('thread.rest', { thread: mentionOf(s.channelId) })), embeds: [], components: [], allowedMentions: { parse: [] } };
}
