import { err, ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { channelRefusal, lobbyTerms, type LobbyTerms, type ServerSettings, type WantedTerms } from './server-settings';
import type { Session } from '../session-schema';
import type { Language } from '../../words/locales';

/**
 * The one door every lobby opens through: /game new, the final table's New game and its Rematch. The bot must be
 * able to show a table in the channel, the server must let the channel host games, and the server's settings fill
 * in the terms not chosen and limit the rest. Checked before anything is saved, so a refusal keeps nothing.
 */

/** Where a lobby is asked for. */
export interface LobbyPlace {
  channelId: string;
  /** The permissions a table needs that the bot lacks in the channel, named as Discord names them; empty: none. */
  botLacks?: readonly string[];
  /** The permissions a game in a thread needs that the bot lacks there; a game asked for in a thread is then played in the channel. */
  threadLacks?: readonly string[];
  /**
   * The language the table's public text is said in: the server's, as the press that opens it resolves it
   * (src/words/locales.ts). Not given: English, or for a rematch the ended table's.
   */
  language?: Language;
}

export function lobbyDoor(settings: ServerSettings, place: LobbyPlace, want: WantedTerms): Result<LobbyTerms, Refusal> {
  const lacks = place.botLacks ?? [];
  if (lacks.length) return refuse('bot-lacks', lacks);
  const refused = channelRefusal(settings, place.channelId);
  if (refused) return err(refused);
  const terms = lobbyTerms(settings, want);
  return ok(terms.where === 'thread' && place.threadLacks?.length ? { ...terms, where: 'channel' } : terms);
}

/** The terms an ended table was played by, asked for again by its rematch: nothing is left to the server's defaults. */
export function keptTerms(s: Session): WantedTerms {
  return { pace: s.pace, decisionSeconds: s.decisionSeconds, timerSeconds: s.timerSeconds ?? 0, dmAllowed: s.dmAllowed, where: s.where };
}

/** A new lobby playing by `t`. */
export function withTerms(lobby: Session, t: LobbyTerms): Session {
  return { ...lobby, pace: t.pace.pace, decisionSeconds: t.pace.decisionSeconds, timerSeconds: t.timerSeconds, dmAllowed: t.dmAllowed, where: t.where };
}
