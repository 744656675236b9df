import { ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { sameTable } from '../seats/guards';
import type { Actor } from '../seats/permissions';
import { acceptRematch, awaitingRematch, declineRematch, openRematch } from '../seats/rematch';
import { keptTerms, lobbyDoor, withTerms } from './lobby-door';
import { readServerSettings } from './server-settings';
import type { Session } from '../session-schema';
import { beginGame } from './begin-game';
import type { RunnerCore } from './runner-core';
import { start as startGame } from '../seats/lobby-seats';
import { withSeatLocale } from '../table/seat-names';
import type { Language } from '../../words/locales';

/**
 * The final table's Rematch: a lobby with the same seats, options and terms replaces the ended game. It takes the
 * same door as any lobby, so the server's settings now limit the terms kept.
 */
export function rematch(c: RunnerCore, channelId: string, instance: string, actor: Actor, botLacks: readonly string[], threadLacks: readonly string[], language?: Language): Promise<Result<Session, Refusal>> {
  return c.act(channelId, [(s) => sameTable(s, instance, 'rematch'), (s) => (s.learning ? refuse('learning-rematch') : null)], async (g) => {
    const door = lobbyDoor(await readServerSettings(c.d.store, g.session.guildId), { channelId, botLacks, threadLacks }, keptTerms(g.session));
    if (!door.ok) return door;
    const r = openRematch(g.session, g.mod, actor, c.newInstance(), c.now());
    if (!r.ok) return r;
    // In the language of the press that asked for it (the server's now), the asker's seat reading their own.
    const lobby = withSeatLocale(withTerms({ ...r.value, ...(language ? { language } : {}) }, door.value), actor.userId, actor.locale);
    // Nobody else to ask (every other seat is an AI): it starts at once.
    const start = awaitingRematch(lobby).length === 0 ? startGame(lobby, g.mod.engine, actor.userId, c.newSeed(), c.now()) : null;
    if (start && !start.ok) return start;
    const saved = start ? await beginGame(c, g, lobby, start.value) : await c.commit(g, lobby, { publish: true });
    c.d.log.info({ channelId, from: instance, instance: saved.session.instance }, 'rematch opened');
    return ok(saved.session);
  });
}

/** A seated person's answer to a rematch; the value is what the lobby now shows (started once all have accepted). */
export function rematchAnswer(c: RunnerCore, channelId: string, instance: string, actor: Actor, verb: 'accept' | 'decline'): Promise<Result<Session, Refusal>> {
  return c.act(channelId, [(s) => sameTable(s, instance, 'lobby')], async (g) => {
    const s = g.session;
    if (verb === 'decline') {
      const r = declineRematch(s, actor.userId);
      return r.ok ? ok((await c.commit(g, r.value, { publish: false })).session) : r;
    }
    const r = acceptRematch(withSeatLocale(s, actor.userId, actor.locale), actor.userId);
    if (!r.ok) return r;
    if (!r.value.allIn) return ok((await c.commit(g, r.value.session, { publish: false })).session);
    const started = startGame(r.value.session, g.mod.engine, s.host, c.newSeed(), c.now());
    if (!started.ok) return started;
    return ok((await beginGame(c, g, r.value.session, started.value)).session);
  });
}
