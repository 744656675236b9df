import { withChannelLock } from '../../store/channel-lock';
import { err, ok, type Result } from '../../engine/result';
import type { Snapshot } from '../delivery';
import { refuse, type Refusal } from '../words/refusals';
import { gameOptions } from '../seats/game-options';
import { sameTable } from '../seats/guards';
import { inLobby } from '../table/phase';
import { hostOnly, type Actor } from '../seats/permissions';
import { lobbyNeverShown } from '../after-game/retention';
import { acceptRematch, awaitingRematch, declineRematch, openRematch, rematchSeatsRefusal } from '../seats/rematch';
import { keptTerms, lobbyDoor, withTerms, type LobbyPlace } from './lobby-door';
import { readServerSettings, type LobbyTerms, type WantedTerms, type Where } from './server-settings';
import { learningDeal, learningTable } from '../learning/learning-table';
import type { PaceTerms, RunnerDeps, Shows } from '../runner-deps';
import { addAi, aiLevels, join, leave, newLobby, removeAi, start as tableStart } from '../seats/lobby-seats';
import { notesAtStart } from '../telling/teaching';
import { FinishedGames } from '../after-game/finished-games';
import type { Session } from '../session-schema';
import type { LoadedGame, TableRecords } from '../records/table-records';
import type { ThreadMoves } from './thread-move';

/** What the lobby's operations borrow from the runner: its one path of a change. */
export interface RunnerCore {
  readonly d: RunnerDeps;
  readonly records: TableRecords;
  /** A game's move into its thread, and the channel's record as a change finds it (thread-move.ts). */
  readonly moves: ThreadMoves;
  now(): string;
  newSeed(): string;
  newInstance(): string;
  withGame<T>(channelId: string, fn: (g: LoadedGame) => Promise<Result<T, Refusal>>): Promise<Result<T, Refusal>>;
  commit(g: LoadedGame | null, change: Session, shows: Shows): Promise<Snapshot>;
  settle(s: Session): Session;
}

/** Where and by whom a table is asked for. */
export type LearnArgs = LobbyPlace & { guildId: string | null; actor: Actor; game: string };
/** `hints` not given: the game's own default for these options. */
export type NewLobbyArgs = LearnArgs & { options: Record<string, unknown>; timerSeconds: number | null; pace?: PaceTerms; dmAllowed?: boolean; hints?: 'on' | 'off'; where?: Where };

/**
 * The table before its game: opening a lobby, its seats and AI players, starting it, and the rematch that opens
 * the next one. Each goes through the runner's one path of a change (`RunnerCore`), as play does.
 */
export class LobbyOperations {
  constructor(private readonly c: RunnerCore) {}

  /**
   * Opens a lobby through the one door every lobby takes (lobby-door.ts); its message is posted by the courier,
   * which records where it went. Terms not given are the server's defaults.
   */
  async newLobby(args: NewLobbyArgs): Promise<Result<Session, Refusal>> {
    const mod = this.c.d.modules.get(args.game);
    if (!mod) return refuse('no-such-game', args.game);
    const parsed = gameOptions(mod.engine, args.options);
    if (!parsed.ok) return parsed;
    const hints = args.hints ?? (mod.hintsByDefault?.(parsed.value) ? 'on' : 'off');
    return this.throughDoor(args, { ...args.pace, timerSeconds: args.timerSeconds, dmAllowed: args.dmAllowed ?? null, where: args.where ?? null }, async (cur, terms) => {
      const lobby = this.lobbyFor(args, parsed.value, terms, hints);
      const saved = await this.c.commit(cur, lobby, { publish: true });
      this.c.d.log.info({ channelId: args.channelId, game: args.game, instance: lobby.instance }, 'lobby opened');
      return ok(saved.session);
    });
  }

  /**
   * /game learn: the learning game starts at once, through the same door as any lobby (the channel, the server's
   * limits and settings), live and without a turn timer: a learner takes the time they need.
   */
  async learn(args: LearnArgs): Promise<Result<Session, Refusal>> {
    const mod = this.c.d.modules.get(args.game);
    if (!mod) return refuse('no-such-game', args.game);
    const deal = learningDeal(mod);
    if (!deal.ok) return deal;
    const parsed = gameOptions(mod.engine, deal.value.options);
    if (!parsed.ok) return parsed;
    return this.throughDoor(args, { pace: 'live', timerSeconds: 0, dmAllowed: null }, async (cur, terms) => {
      const lobby = this.lobbyFor(args, parsed.value, terms);
      const seated = learningTable(lobby, mod, deal.value);
      if (!seated.ok) return seated;
      const started = tableStart(seated.value, mod.engine, args.actor.userId, deal.value.seed, this.c.now());
      if (!started.ok) return started;
      const saved = await this.begin(cur, seated.value, started.value);
      this.c.d.log.info({ channelId: args.channelId, game: args.game, instance: lobby.instance }, 'learning game started');
      return ok(saved.session);
    });
  }

  /** A new lobby of the asker's, playing by the terms the door gave. */
  private lobbyFor(args: LearnArgs, options: Record<string, unknown>, terms: LobbyTerms, hints?: 'on' | 'off'): Session {
    const lobby = newLobby({ instance: this.c.newInstance(), game: args.game, channelId: args.channelId, guildId: args.guildId, host: args.actor, options, timerSeconds: null, now: this.c.now(), ...(hints ? { hints } : {}) });
    return withTerms(lobby, terms);
  }

  /**
   * The door every new table takes: the channel must take a table (lobby-door.ts), hold no other, and the server's
   * and the person's limits must allow one more. Checked before anything is saved, so a refusal keeps nothing.
   */
  private async throughDoor(args: LearnArgs, want: WantedTerms, open: (cur: LoadedGame | null, terms: LobbyTerms) => Promise<Result<Session, Refusal>>): Promise<Result<Session, Refusal>> {
    const door = lobbyDoor(await readServerSettings(this.c.d.store, args.guildId), args, want);
    if (!door.ok) return door;
    return withChannelLock(args.channelId, async () => {
      const cur = await this.c.moves.load(args.channelId);
      if (cur.kind === 'invalid') return refuse('unreadable');
      if (cur.kind === 'ok' && cur.session.phase !== 'ended' && !lobbyNeverShown(cur.session, this.c.now())) return refuse(cur.session.phase === 'lobby' ? 'lobby-open' : 'game-running');
      const limited = this.c.records.census.refusal(args.guildId, args.actor.userId, args.channelId);
      if (limited) return err(limited);
      return open(cur.kind === 'ok' ? cur : null, door.value);
    });
  }

  /** The lobby's "Add an AI player" menu: a level adds a seat, 'remove' takes the last AI away. */
  async lobbyAi(channelId: string, instance: string, actor: Actor, level: string): Promise<Result<Session, Refusal>> {
    return this.c.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const stale = sameTable(s, instance, 'lobby');
      if (stale) return stale;
      if (actor.userId !== s.host) return refuse('not-host', 'ai');
      const kept = rematchSeatsRefusal(s, 'ai', actor.userId);
      if (kept) return kept;
      const policy = aiLevels(mod).find((l) => l.level === level);
      if (level !== 'remove' && !policy) return refuse('no-ai-level', level, mod.engine.name);
      const r = policy ? addAi(s, mod.engine, policy) : removeAi(s);
      if (!r.ok) return r;
      return ok((await this.c.commit(g, r.value, { publish: false })).session);
    });
  }

  /** Join, leave, start or cancel from the lobby's buttons; the value is the session the lobby now shows. */
  async lobby(channelId: string, instance: string, actor: Actor, verb: 'join' | 'leave' | 'start' | 'cancel' | 'hints'): Promise<Result<Session, Refusal>> {
    return this.c.withGame(channelId, async (g) => {
      const { session: s, mod } = g;
      const refused = sameTable(s, instance, 'lobby') ?? inLobby(s) ?? (verb === 'cancel' || verb === 'hints' ? hostOnly(s, actor, verb) : null);
      if (refused) return refused;
      const engine = mod.engine;
      if (verb === 'cancel') {
        await this.c.records.delete(channelId);
        return ok(s);
      }
      if (verb === 'hints') return ok((await this.c.commit(g, { ...s, hints: s.hints === 'on' ? 'off' : 'on' }, { publish: false })).session);
      const kept = rematchSeatsRefusal(s, verb, actor.userId);
      if (kept) return kept;
      const r = verb === 'join' ? join(s, engine, actor.userId, actor.name)
        : verb === 'leave' ? leave(s, actor.userId)
        : tableStart(s, engine, actor.userId, this.c.newSeed(), this.c.now());
      if (!r.ok) return r;
      if (verb !== 'start') return ok((await this.c.commit(g, r.value, { publish: false })).session);
      return ok((await this.begin(g, s, r.value)).session);
    });
  }

  /**
   * A started game: the table gets a message of its own (in a thread of its own, when its lobby asked for one); the
   * first DM doubles as the check that each player can be reached. `lobby` is the session it started from.
   */
  async begin(g: LoadedGame | null, lobby: Session, started: Session): Promise<Snapshot> {
    // Every way a game starts (Start, a rematch, the last acceptance) comes here, so newcomers get notes from each.
    const humans = started.seats.filter((x) => x.control === 'human').map((x) => x.userId);
    const finished = new FinishedGames(this.c.d.store);
    const played = await Promise.all(humans.map(async (u) => [u, (await finished.allStats(u)).games[started.game]?.played ?? 0] as const));
    const taught = notesAtStart(started, new Set(played.filter(([, n]) => n > 0).map(([u]) => u)));
    const saved = this.c.moves.wanted(taught)
      ? await this.c.moves.begin(g, lobby, taught)
      : await this.c.commit(g, this.c.settle({ ...taught, tableMessageId: null, tableStale: true, repostTable: false }), { dm: 'start', publish: true });
    const next = saved.session;
    this.c.d.log.info({ channelId: next.channelId, game: next.game, instance: next.instance, seed: next.seed, players: next.seats.length }, 'game started');
    return saved;
  }

  /**
   * The final table's Rematch: a lobby with the same seats, options and terms replaces the ended game. It takes the
   * same door as any lobby, so the server's settings now limit the terms kept.
   */
  async rematch(channelId: string, instance: string, actor: Actor, botLacks: readonly string[] = [], threadLacks: readonly string[] = []): Promise<Result<Session, Refusal>> {
    return this.c.withGame(channelId, async (g) => {
      const stale = sameTable(g.session, instance, 'rematch');
      if (stale) return stale;
      if (g.session.learning) return refuse('learning-rematch');
      const door = lobbyDoor(await readServerSettings(this.c.d.store, g.session.guildId), { channelId, botLacks, threadLacks }, keptTerms(g.session));
      if (!door.ok) return door;
      const r = openRematch(g.session, g.mod, actor, this.c.newInstance(), this.c.now());
      if (!r.ok) return r;
      const lobby = withTerms(r.value, door.value);
      // Nobody else to ask (every other seat is an AI): it starts at once.
      const start = awaitingRematch(lobby).length === 0 ? tableStart(lobby, g.mod.engine, actor.userId, this.c.newSeed(), this.c.now()) : null;
      if (start && !start.ok) return start;
      const saved = start ? await this.begin(g, lobby, start.value) : await this.c.commit(g, lobby, { publish: true });
      this.c.d.log.info({ channelId, from: instance, instance: saved.session.instance }, 'rematch opened');
      return ok(saved.session);
    });
  }

  /** A seated person's answer to a rematch; the value is what the lobby now shows (started once all have accepted). */
  async rematchAnswer(channelId: string, instance: string, actor: Actor, verb: 'accept' | 'decline'): Promise<Result<Session, Refusal>> {
    return this.c.withGame(channelId, async (g) => {
      const s = g.session;
      const stale = sameTable(s, instance, 'lobby');
      if (stale) return stale;
      if (verb === 'decline') {
        const r = declineRematch(s, actor.userId);
        return r.ok ? ok((await this.c.commit(g, r.value, { publish: false })).session) : r;
      }
      const r = acceptRematch(s, actor.userId);
      if (!r.ok) return r;
      if (!r.value.allIn) return ok((await this.c.commit(g, r.value.session, { publish: false })).session);
      const started = tableStart(r.value.session, g.mod.engine, s.host, this.c.newSeed(), this.c.now());
      if (!started.ok) return started;
      return ok((await this.begin(g, r.value.session, started.value)).session);
    });
  }
}
