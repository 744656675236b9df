import { ok, type Result } from '../../engine/result';
import type { AnyEngine } from '../../engine/types';
import { refuse, type Refusal } from '../words/refusals';
import { gamePeople, personName } from './departures';
import type { Actor } from './permissions';
import { appendLog } from '../table/game-log';
import type { Session } from '../session-schema';
import { tableWords } from '../words/table-words';
import { listWords, type WordParams } from '../../engine/words';

/**
 * How a game ends before its rules finish it, in the spirit of Board Game Arena: ended by the agreement of all its
 * people it counts for nobody; ended by one of them while the others play on, it is that person's loss (they
 * abandoned it). A moderator who does not play ends it for nobody. Those who left earlier keep their loss either way
 * (src/platform/after-game/ratings.ts). The turn timer's End game is src/platform/pace/turn-timer.ts.
 */

/**
 * Why a game ended early, packed to be said in each reader's language (the table's, a /game history reader's): the
 * session and its record keep it so. A reason kept before was English text, and is shown as it is.
 */
export function endedWhy(key: 'agreement' | 'by' | 'byAlone' | 'timer' | 'lessonEmpty', params: WordParams = {}): string {
  return tableWords(`endedWhy.${key}`, params);
}

/** The game ended now, for `reason` (`endedWhy`), as the log says it. */
export function end(s: Session, reason: string): Session {
  return appendLog({ ...s, phase: 'ended', endedReason: reason, undo: [], waitingSince: null }, [{ text: tableWords('log.ended', { reason }), visibleTo: 'all' }]);
}

/** The game's people who have not asked to end it, `by` (who ends it now) aside. */
export function notAgreed(s: Session, by: string | null): string[] {
  return gamePeople(s).filter((u) => u !== by && !s.endVotes.includes(u));
}

/** /game end by the host or a moderator: agreed when everyone else has asked to end it, else the ender's loss when they play. */
export function endByCommand(s: Session, actor: Actor): Session {
  const people = gamePeople(s);
  if (notAgreed(s, actor.userId).length === 0) return end(s, people.length > 1 ? endedWhy('agreement') : endedWhy('by', { name: actor.name }));
  if (!people.includes(actor.userId)) return end(s, endedWhy('by', { name: actor.name }));
  return end({ ...s, forfeited: [actor.userId] }, endedWhy('byAlone', { name: actor.name }));
}

/**
 * A person of the game asks to end it (`agree`), or takes their ask back. The last ask ends it by agreement.
 * The same session when nothing changes.
 */
export function voteToEnd(s: Session, actor: Actor, agree: boolean): Result<{ session: Session; said: string }, Refusal> {
  const asked = s.endVotes.includes(actor.userId);
  if (!agree) {
    if (!asked) return ok({ session: s, said: tableWords('end.goesOn') });
    const session = appendLog({ ...s, endVotes: s.endVotes.filter((u) => u !== actor.userId) }, [{ text: tableWords('log.noLongerAsks', { person: personName(s, actor.userId) }), visibleTo: 'all' }]);
    return ok({ session, said: tableWords('end.askTakenBack') });
  }
  if (!gamePeople(s).includes(actor.userId)) return refuse('end-not-player');
  const votes: Session = asked ? s : { ...s, endVotes: [...s.endVotes, actor.userId] };
  const waiting = notAgreed(votes, null).map((u) => personName(s, u));
  if (waiting.length === 0) return ok({ session: end(votes, endedWhy('agreement')), said: tableWords('end.agreed') });
  const said = tableWords('end.endsOnce', { count: waiting.length, people: listWords('and', waiting) });
  if (asked) return ok({ session: s, said: tableWords('end.haveAsked', { then: said }) });
  const session = appendLog(votes, [{ text: tableWords('log.asksToEnd', { person: personName(s, actor.userId), then: said }), visibleTo: 'all' }]);
  return ok({ session, said: tableWords('end.asked', { then: said }) });
}

/** What /game end offers a person before they choose: whether they may ask the table, who has not agreed, and whether ending alone costs them. */
export interface EndChoice {
  /** They play the game and others have not agreed yet: they may ask the table to end it. */
  ask: boolean;
  /** They have asked already (Keep playing takes it back). */
  asked: boolean;
  /** The people, by name, who have not asked to end it, the asker aside. */
  waiting: string[];
  /** Ending it themselves now is their loss on the leaderboard. */
  costs: boolean;
  /** They play the game, and everyone else playing it has asked to end it: their ask ends it. */
  last: boolean;
}

export function endChoice(s: Session, engine: AnyEngine, actor: Actor): EndChoice {
  const waiting = s.phase === 'playing' ? notAgreed(s, actor.userId) : [];
  const people = s.phase === 'playing' ? gamePeople(s) : [];
  const ask = waiting.length > 0 && people.includes(actor.userId);
  const rated = s.guildId !== null && s.learning === null && !(s.state !== null && engine.cooperative?.(s.state));
  const last = waiting.length === 0 && people.length > 1 && people.includes(actor.userId);
  return { ask, asked: s.endVotes.includes(actor.userId), waiting: waiting.map((u) => personName(s, u)), costs: ask && rated, last };
}
