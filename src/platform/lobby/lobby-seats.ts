import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { sameTable } from '../seats/guards';
import { inLobby } from '../table/phase';
import { hostOnly, type Actor } from '../seats/permissions';
import { rematchSeatsRefusal } from '../seats/rematch';
import type { Session } from '../session-schema';
import { beginGame } from './begin-game';
import type { RunnerCore } from './runner-core';
import { addAi, aiLevels, join, leave, removeAi, start } from '../seats/lobby-seats';
import type { AnyEngine } from '../../engine/types';
import { withSeatLocale } from '../table/seat-names';

/** A lobby's seats: people joining and leaving, its AI players, its hints, and its Start and Cancel. */

/** The lobby's "Add an AI player" menu: a level adds a seat, 'remove' takes the last AI away. */
export function lobbyAi(c: RunnerCore, channelId: string, instance: string, actor: Actor, level: string): Promise<Result<Session, Refusal>> {
  const host = (s: Session) => (actor.userId === s.host ? null : refuse('not-host', 'ai'));
  return c.act(channelId, [(s) => sameTable(s, instance, 'lobby'), host, (s) => rematchSeatsRefusal(s, 'ai', actor.userId)], async (g) => {
    const policy = aiLevels(g.mod).find((l) => l.level === level);
    if (level !== 'remove' && !policy) return refuse('no-ai-level', level, g.mod.engine.name);
    const r = policy ? addAi(g.session, g.mod.engine, policy) : removeAi(g.session);
    if (!r.ok) return r;
    return ok((await c.commit(g, r.value, { publish: false })).session);
  });
}

export type LobbyVerb = 'join' | 'leave' | 'start' | 'cancel' | 'hints';

/** Join, leave, start or cancel from the lobby's buttons; the value is the session the lobby now shows. */
export function lobby(c: RunnerCore, channelId: string, instance: string, actor: Actor, verb: LobbyVerb): Promise<Result<Session, Refusal>> {
  const host = (s: Session) => (verb === 'cancel' || verb === 'hints' ? hostOnly(s, actor, verb) : null);
  const kept = (s: Session) => (verb === 'cancel' || verb === 'hints' ? null : rematchSeatsRefusal(s, verb, actor.userId));
  return c.act(channelId, [(s) => sameTable(s, instance, 'lobby'), inLobby, host, kept], async (g) => {
    const { session: s, mod } = g;
    if (verb === 'cancel') {
      await c.records.delete(channelId);
      return ok(s);
    }
    if (verb === 'hints') return ok((await c.commit(g, { ...s, hints: s.hints === 'on' ? 'off' : 'on' }, { publish: false })).session);
    const r = verb === 'join' ? joined(s, mod.engine, actor)
      : verb === 'leave' ? leave(s, actor.userId)
      : start(s, mod.engine, actor.userId, c.newSeed(), c.now());
    if (!r.ok) return r;
    if (verb !== 'start') return ok((await c.commit(g, r.value, { publish: false })).session);
    return ok((await beginGame(c, g, s, r.value)).session);
  });
}

/** A person joining, their seat reading the language their press told. */
function joined(s: Session, engine: AnyEngine, actor: Actor): Result<Session, Refusal> {
  const r = join(s, engine, actor.userId, actor.name);
  return r.ok ? ok(withSeatLocale(r.value, actor.userId, actor.locale)) : r;
}
