import { withChannelLock } from '../../store/channel-lock';
import { err, ok, type Result } from '../../engine/result';
import { refuse, type Refusal } from '../words/refusals';
import { gameOptions } from '../seats/game-options';
import type { Actor } from '../seats/permissions';
import { lobbyNeverShown } from '../after-game/retention';
import { lobbyDoor, withTerms, type LobbyPlace } from './lobby-door';
import { readServerSettings, type LobbyTerms, type WantedTerms, type Where } from './server-settings';
import { learningDeal, learningTable } from '../learning/learning-table';
import type { PaceTerms } from '../runner-deps';
import type { Session } from '../session-schema';
import type { LoadedGame } from '../records/table-records';
import { beginGame } from './begin-game';
import type { RunnerCore } from './runner-core';
import { newLobby as seatedLobby, start } from '../seats/lobby-seats';
import { withSeatLocale } from '../table/seat-names';

/** Where and by whom a table is asked for. */
export type LearnArgs = LobbyPlace & { guildId: string | null; actor: Actor; game: string };
/** `hints` not given: the game's own default for these options. */
export type NewLobbyArgs = LearnArgs & { options: Record<string, unknown>; timerSeconds: number | null; pace?: PaceTerms; dmAllowed?: boolean; hints?: 'on' | 'off'; where?: Where };

/**
 * Opens a lobby through the one door every lobby takes (lobby-door.ts); its message is posted by the courier,
 * which records where it went. Terms not given are the server's defaults.
 */
export async function newLobby(c: RunnerCore, args: NewLobbyArgs): Promise<Result<Session, Refusal>> {
  const mod = c.d.modules.get(args.game);
  if (!mod) return refuse('no-such-game', args.game);
  const parsed = gameOptions(mod.engine, args.options);
  if (!parsed.ok) return parsed;
  const hints = args.hints ?? (mod.hintsByDefault?.(parsed.value) ? 'on' : 'off');
  return throughDoor(c, args, { ...args.pace, timerSeconds: args.timerSeconds, dmAllowed: args.dmAllowed ?? null, where: args.where ?? null }, async (cur, terms) => {
    const lobby = lobbyFor(c, args, parsed.value, terms, hints);
    const saved = await c.commit(cur, lobby, { publish: true });
    c.d.log.info({ channelId: args.channelId, game: args.game, instance: lobby.instance }, 'lobby opened');
    return ok(saved.session);
  });
}

/**
 * /game learn: the learning game starts at once, through the same door as any lobby (the channel, the server's
 * limits and settings), live and without a turn timer: a learner takes the time they need.
 */
export async function learn(c: RunnerCore, args: LearnArgs): Promise<Result<Session, Refusal>> {
  const mod = c.d.modules.get(args.game);
  if (!mod) return refuse('no-such-game', args.game);
  const deal = learningDeal(mod);
  if (!deal.ok) return deal;
  const parsed = gameOptions(mod.engine, deal.value.options);
  if (!parsed.ok) return parsed;
  return throughDoor(c, args, { pace: 'live', timerSeconds: 0, dmAllowed: null }, async (cur, terms) => {
    const lobby = lobbyFor(c, args, parsed.value, terms);
    const seated = learningTable(lobby, mod, deal.value);
    if (!seated.ok) return seated;
    const started = start(seated.value, mod.engine, args.actor.userId, deal.value.seed, c.now());
    if (!started.ok) return started;
    const saved = await beginGame(c, cur, seated.value, started.value);
    c.d.log.info({ channelId: args.channelId, game: args.game, instance: lobby.instance }, 'learning game started');
    return ok(saved.session);
  });
}

/** A new lobby of the asker's, playing by the terms the door gave, in the language of the press that opened it; the asker's seat reads their own. */
function lobbyFor(c: RunnerCore, args: LearnArgs, options: Record<string, unknown>, terms: LobbyTerms, hints?: 'on' | 'off'): Session {
  const lobby = seatedLobby({ instance: c.newInstance(), game: args.game, channelId: args.channelId, guildId: args.guildId, host: args.actor, options, timerSeconds: null, now: c.now(), ...(hints ? { hints } : {}), ...(args.language ? { language: args.language } : {}) });
  return withSeatLocale(withTerms(lobby, terms), args.actor.userId, args.actor.locale);
}

/**
 * The door every new table takes: the channel must take a table (lobby-door.ts), hold no other, and the server's
 * and the person's limits must allow one more. Checked before anything is saved, so a refusal keeps nothing.
 */
async function throughDoor(c: RunnerCore, args: LearnArgs, want: WantedTerms, open: (cur: LoadedGame | null, terms: LobbyTerms) => Promise<Result<Session, Refusal>>): Promise<Result<Session, Refusal>> {
  const door = lobbyDoor(await readServerSettings(c.d.store, args.guildId), args, want);
  if (!door.ok) return door;
  return withChannelLock(args.channelId, async () => {
    const cur = await c.moves.load(args.channelId);
    if (cur.kind === 'invalid') return refuse('unreadable');
    if (cur.kind === 'ok' && cur.session.phase !== 'ended' && !lobbyNeverShown(cur.session, c.now())) return refuse(cur.session.phase === 'lobby' ? 'lobby-open' : 'game-running');
    const limited = c.records.census.refusal(args.guildId, args.actor.userId, args.channelId);
    if (limited) return err(limited);
    return open(cur.kind === 'ok' ? cur : null, door.value);
  });
}
