import { withChannelLock } from '../../store/channel-lock';
import { ok, type Result } from '../../engine/result';
import { kickSeat } from '../seats/kick';
import { refuse, type Refusal } from '../words/refusals';
import { sameTable } from '../seats/guards';
import { playing } from '../table/phase';
import { hostOnly, type Actor } from '../seats/permissions';
import { applyExpiry, endAtExpiry, type ExpiryVerb } from '../pace/turn-timer';
import { endByCommand, voteToEnd as askToEnd } from '../seats/ending';
import type { LoadedGame } from '../records/table-records';
import type { Check } from '../runner-deps';
import type { TableCore } from './table-core';
import { tableWords } from '../words/table-words';

/** The host's tools: ending a game (by command, by agreement, at the timer's question), kicking a seat, the timer's verdict. */

/**
 * /game end, or the timer question's End game (`atExpiry`): what the end counts for on the leaderboard is
 * src/platform/table/ending.ts's (and turn-timer.ts's for the timer). Its own opening: an unreadable record is
 * what a moderator clears with it, where every other press is refused.
 */
export function end(c: TableCore, channelId: string, instance: string | null, actor: Actor, atExpiry: boolean): Promise<Result<string, Refusal>> {
  return withChannelLock(channelId, async () => {
    const g = await c.moves.load(channelId);
    if (g.kind === 'none') return refuse('no-game');
    if (g.kind === 'invalid') {
      if (!actor.canManage) return refuse('clear-unreadable');
      await c.records.discardInvalid(channelId);
      return ok(tableWords('reply.unreadableCleared'));
    }
    const refused = sameTable(g.session, instance, 'control') ?? hostOnly(g.session, actor, 'end');
    return refused ?? endTable(c, g, actor, atExpiry);
  });
}

async function endTable(c: TableCore, g: LoadedGame, actor: Actor, atExpiry: boolean): Promise<Result<string, Refusal>> {
  const s = g.session;
  if (s.phase === 'ended') return refuse('game-over', true);
  if (s.phase === 'lobby') {
    await c.records.delete(s.channelId);
    return ok(tableWords('reply.lobbyClosed'));
  }
  const ended = atExpiry && s.expiryAsked ? endAtExpiry(s, g.mod.engine, actor) : endByCommand(s, actor);
  await c.commit(g, { ...ended, tableStale: true }, { publish: true });
  c.d.log.info({ channelId: s.channelId, instance: s.instance, by: actor.userId }, 'game ended by command');
  return ok(tableWords('reply.gameEnded'));
}

/** The host or a moderator kicks anyone; during play, anyone seated may also leave: kick their own seat (their loss). */
export function kick(c: TableCore, channelId: string, actor: Actor, target: { userId: string }, replacement: { userId: string; name: string } | null): Promise<Result<string, Refusal>> {
  const leaving = (phase: string) => actor.userId === target.userId && phase === 'playing';
  return c.act(channelId, [(s) => (leaving(s.phase) ? null : hostOnly(s, actor, 'kick'))], async (g) => {
    const r = kickSeat(g.session, g.mod, target, replacement, actor.userId);
    if (!r.ok) return r;
    // In the lobby only its message changes; in a game the seat's new player may owe something at once.
    if (g.session.phase === 'lobby') await c.commit(g, r.value.session, { publish: true });
    else await c.commit(g, { ...c.settle(r.value.session), tableStale: true }, { dm: 'dealt', publish: true, through: r.value.session });
    return ok(r.value.said);
  });
}

/** A person of the game asks to end it by agreement (or takes the ask back): the last ask ends it, for nobody. */
export function voteToEnd(c: TableCore, channelId: string, instance: string, actor: Actor, agree: boolean): Promise<Result<string, Refusal>> {
  return c.act(channelId, [(s) => sameTable(s, instance, 'control'), playing], async (g) => {
    const r = askToEnd(g.session, actor, agree);
    if (!r.ok) return r;
    if (r.value.session !== g.session) await c.commit(g, { ...r.value.session, tableStale: true }, { publish: true });
    return ok(r.value.said);
  });
}

/** Applies the turn timer's verdict chosen by the host. */
export function expiry(c: TableCore, channelId: string, instance: string, actor: Actor, verb: ExpiryVerb | 'end'): Promise<Result<string, Refusal>> {
  if (verb === 'end') return end(c, channelId, instance, actor, true);
  // The buttons carry no revision, so an old expiry question must not decide a newer wait.
  const asked: Check[] = [(s) => sameTable(s, instance, 'control'), (s) => hostOnly(s, actor, 'expiry'), playing, (s) => (s.expiryAsked ? null : refuse('timer-not-due'))];
  return c.act(channelId, asked, async (g) => {
    const r = applyExpiry(g.session, g.mod, verb, c.now());
    await c.commit(g, { ...c.settle(r.session), tableStale: true }, { dm: 'dealt', publish: true });
    return ok(r.said);
  });
}
