import { randomBytes, randomUUID } from 'node:crypto';
import { fitMessage, quote } from './quote';
import type { Logger } from 'pino';
import type { Answer, PlayerId } from '../engine/types';
import type { GameModule, ModuleRegistry, Picture, SeatNames } from '../platform/module';
import { publicPrompts } from '../platform/public-prompt';
import * as table from '../platform/session';
import { sessionSchema, type Session } from '../platform/session-schema';
import { withChannelLock } from '../store/channel-lock';
import type { GameStore } from '../store/game-store';
import { dmPayload, privatePromptPayload } from './private-view';
import { messageLink, type TableIO } from './table-io';
import { closedLobbyPayload, lobbyPayload, tablePayload, type TablePayload } from './table-view';
import { TablePublisher } from './table-publisher';

/**
 * Every change to a channel's game goes through here: one at a time per channel (the lock),
 * loaded and validated from the store, changed by the pure session functions, saved with a
 * revision check, then shown (table edit, DMs). The Discord interaction code only translates.
 */

/** How many private pictures to keep: enough for every seat of the busiest games, a few MB. */
const PICTURE_CACHE = 64;

export type Outcome<T = TablePayload> = { ok: true; value: T } | { ok: false; message: string };
// A refusal may quote what was sent (a rule's message names the value); it must still fit one message.
const no = (message: string): { ok: false; message: string } => ({ ok: false, message: fitMessage(message) });
const yes = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export interface ServiceDeps {
  store: GameStore;
  modules: ModuleRegistry;
  io: TableIO;
  log: Logger;
  now?: () => string;
  newSeed?: () => string;
  newInstance?: () => string;
  minEditIntervalMs?: number;
  /** Told of every saved session (the turn timer listens). */
  onSaved?: (s: Session) => void;
}

type Loaded =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ok'; session: Session; rev: number; mod: GameModule };

export interface Actor {
  userId: string;
  name: string;
  canManage: boolean;
}

export class GameService {
  readonly publisher: TablePublisher;
  readonly io: TableIO;
  private readonly now: () => string;
  private readonly newSeed: () => string;
  private readonly newInstance: () => string;
  private readonly invalidNoticed = new Set<string>();
  private readonly pictures = new Map<string, Picture | null>();

  constructor(private readonly d: ServiceDeps) {
    this.io = d.io;
    this.now = d.now ?? (() => new Date().toISOString());
    this.newSeed = d.newSeed ?? (() => randomUUID());
    this.newInstance = d.newInstance ?? (() => randomBytes(4).toString('hex'));
    this.publisher = new TablePublisher({
      minIntervalMs: d.minEditIntervalMs ?? 1100,
      publish: (channelId) => this.publishNow(channelId),
      log: d.log,
    });
  }

  module(gameId: string): GameModule | undefined {
    return this.d.modules.get(gameId);
  }

  // ---- loading and saving -------------------------------------------------------------

  private async load(channelId: string): Promise<Loaded> {
    const r = await this.d.store.load(channelId, (raw) => this.validateSession(raw));
    if (r.kind === 'none') return r;
    if (r.kind === 'invalid') {
      if (!this.invalidNoticed.has(channelId)) {
        this.invalidNoticed.add(channelId);
        this.d.log.error({ channelId, reason: r.reason, aside: r.asideKey }, 'stored game failed validation; kept aside');
        await this.d.io
          .post(channelId, { content: `The saved game in this channel could not be read (${r.reason.slice(0, 300)}). It has been kept aside unchanged for the maintainers. Someone with Manage Channels can clear it with /game end.`, allowedMentions: { parse: [] } })
          .catch(() => undefined);
      }
      return { kind: 'invalid', reason: r.reason };
    }
    const session = sessionSchema.parse(r.record.session);
    return { kind: 'ok', session, rev: r.record.rev, mod: this.d.modules.get(session.game)! };
  }

  /** A session is readable when its shape is right, its game is known and its state fits that game. */
  private validateSession(raw: unknown): string | null {
    const s = sessionSchema.safeParse(raw);
    if (!s.success) return `session: ${s.error.issues[0]?.path.join('.')} ${s.error.issues[0]?.message}`;
    const mod = this.d.modules.get(s.data.game);
    if (!mod) return `unknown game "${s.data.game}"`;
    if (s.data.phase === 'lobby') return null;
    const st = mod.engine.stateSchema.safeParse(s.data.state);
    return st.success ? null : `state: ${st.error.issues[0]?.path.join('.')} ${st.error.issues[0]?.message}`;
  }

  private async save(s: Session, rev: number | null): Promise<number> {
    const mod = this.d.modules.get(s.game)!;
    const r = await this.d.store.save(
      { channelId: s.channelId, guildId: s.guildId, game: s.game, schemaVersion: mod.engine.schemaVersion, updatedAt: this.now(), session: s },
      rev,
    );
    if (!r.ok) throw new Error(`Saving the game in ${s.channelId} was refused: ${r.error}`);
    this.d.onSaved?.(s);
    return r.value.rev;
  }

  private locked<T>(channelId: string, fn: () => Promise<T>): Promise<T> {
    return withChannelLock(channelId, fn);
  }

  private async withGame<T>(channelId: string, fn: (g: Extract<Loaded, { kind: 'ok' }>) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    return this.locked(channelId, async () => {
      const g = await this.load(channelId);
      if (g.kind === 'none') return no('There is no game in this channel. Start one with /game new.');
      if (g.kind === 'invalid') return no('The saved game in this channel could not be read; it has been kept aside. Someone with Manage Channels can clear it with /game end.');
      return fn(g);
    });
  }

  // ---- lobby --------------------------------------------------------------------------

  async newLobby(args: { channelId: string; guildId: string | null; actor: Actor; game: string; options: Record<string, unknown>; timerSeconds: number | null }): Promise<Outcome<{ payload: TablePayload; attach: (messageId: string) => Promise<void> }>> {
    const mod = this.d.modules.get(args.game);
    if (!mod) return no(`There is no game called ${quote(args.game)}.`);
    const parsed = mod.engine.optionsSchema.safeParse(args.options);
    if (!parsed.success) return no(`Those options do not fit ${mod.engine.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}.`);
    return this.locked(args.channelId, async () => {
      const cur = await this.load(args.channelId);
      if (cur.kind === 'invalid') return no('The saved game in this channel could not be read; it has been kept aside. Someone with Manage Channels can clear it with /game end first.');
      if (cur.kind === 'ok' && cur.session.phase !== 'ended')
        return no(cur.session.phase === 'lobby' ? 'A lobby is already open in this channel: join it, or its host can cancel it.' : 'A game is already running in this channel. Finish it, or end it with /game end.');
      const session = table.newLobby({ instance: this.newInstance(), game: args.game, channelId: args.channelId, guildId: args.guildId, host: args.actor, options: parsed.data, timerSeconds: args.timerSeconds, now: this.now() });
      await this.save(session, cur.kind === 'ok' ? cur.rev : null);
      this.d.log.info({ channelId: args.channelId, game: args.game, instance: session.instance }, 'lobby opened');
      const attach = (messageId: string) => this.locked(args.channelId, async () => {
        const g = await this.load(args.channelId);
        if (g.kind !== 'ok' || g.session.instance !== session.instance) return;
        await this.save({ ...g.session, tableMessageId: messageId }, g.rev);
      });
      return yes({ payload: lobbyPayload(session, mod), attach });
    });
  }

  /** The lobby's "Add an AI player" menu: a level adds a seat, 'remove' takes the last AI away. */
  async lobbyAi(channelId: string, instance: string, actor: Actor, level: string): Promise<Outcome<{ payload: TablePayload }>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (s.instance !== instance) return no('This lobby has moved on: it belongs to an earlier table in this channel.');
      if (actor.userId !== s.host) return no('Only the host adds or removes AI players.');
      const policy = table.aiLevels(mod).find((l) => l.level === level);
      if (level !== 'remove' && !policy) return no(`There is no AI level ${quote(level)} for ${mod.engine.name}.`);
      const r = policy ? table.addAi(s, mod.engine, policy) : table.removeAi(s);
      if (!r.ok) return no(r.error.message);
      await this.save(r.value, rev);
      return yes({ payload: lobbyPayload(r.value, mod) });
    });
  }

  /** Join, leave, start or cancel from the lobby's buttons. The value is the lobby's new look. */
  async lobby(channelId: string, instance: string, actor: Actor, verb: 'join' | 'leave' | 'start' | 'cancel'): Promise<Outcome<{ payload: TablePayload }>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (s.instance !== instance) return no('This lobby has moved on: it belongs to an earlier table in this channel.');
      if (s.phase !== 'lobby') return no('This game has already started.');
      const engine = mod.engine;
      if (verb === 'cancel') {
        if (actor.userId !== s.host && !actor.canManage) return no('Only the host (or someone with Manage Channels) can cancel the lobby.');
        await this.d.store.delete(channelId);
        return yes({ payload: closedLobbyPayload(s, engine, 'lobby cancelled') });
      }
      const r = verb === 'join' ? table.join(s, engine, actor.userId, actor.name)
        : verb === 'leave' ? table.leave(s, actor.userId)
        : table.start(s, engine, actor.userId, this.newSeed(), this.now());
      if (!r.ok) return no(r.error.message);
      let next = r.value;
      if (verb !== 'start') {
        await this.save(next, rev);
        return yes({ payload: lobbyPayload(next, mod) });
      }
      next = table.settleAutoSeats({ ...next, tableMessageId: null, tableStale: true }, engine, this.now(), table.aiLevels(mod));
      const savedRev = await this.save(next, rev);
      this.d.log.info({ channelId, game: s.game, instance: s.instance, seed: next.seed, players: next.seats.length }, 'game started');
      // The first DM doubles as the check that each player can be reached; a closed one is announced once.
      await this.deliverPrivateAndSave(next, mod, savedRev, 'Your game has started.');
      this.publisher.request(channelId);
      return yes({ payload: closedLobbyPayload(next, engine, 'started') });
    });
  }

  // ---- play ---------------------------------------------------------------------------

  async answer(channelId: string, instance: string, actor: Actor, a: Answer): Promise<Outcome<{ player: PlayerId; session: Session }>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (s.instance !== instance) return no('This has moved on: that button belongs to an earlier game in this channel.');
      const p = table.seatOfUser(s, actor.userId);
      if (!p) return no('You are not playing in this game, so this is not your decision.');
      if (s.phase === 'ended') return no('This game is over.');
      const owed = table.promptsOf(s, mod.engine, p);
      if (owed.length === 0 || !owed.some((x) => x.id === a.prompt)) {
        const open = table.openPrompts(s, mod.engine);
        if (open.some((x) => x.id === a.prompt)) return no('This is not your decision.');
        return no('This has moved on: that question is no longer open.');
      }
      const r = table.answer(s, mod.engine, p, a, this.now());
      if (!r.ok) return no(r.error.message);
      const next = { ...table.settleAutoSeats(r.value.session, mod.engine, this.now(), table.aiLevels(mod)), tableStale: true };
      const savedRev = await this.save(next, rev);
      this.d.log.info({ channelId, instance, player: p, prompt: a.prompt, rev: savedRev }, 'answer applied');
      if (next.phase === 'ended') this.d.log.info({ channelId, instance, outcome: mod.engine.outcome(next.state)?.summary }, 'game over');
      const shown = await this.deliverPrivateAndSave(next, mod, savedRev);
      this.publisher.request(channelId);
      return yes({ player: p, session: shown });
    });
  }

  /** A typed shortcut: the engine plans the answers, and all of them apply or none do. */
  async shortcut(channelId: string, actor: Actor, command: string, name: string, args: Record<string, string | number>): Promise<Outcome<string>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      const cuts = mod.engine.shortcuts;
      if (!cuts || cuts.command !== command) return no(`/${command} belongs to another game; this channel is playing ${mod.engine.name}.`);
      const cut = cuts.list.find((c) => c.name === name);
      if (!cut) return no(`/${command} has no ${quote(name)}.`);
      if (s.phase !== 'playing') return no(s.phase === 'lobby' ? 'The game has not started yet.' : 'This game is over.');
      const p = table.seatOfUser(s, actor.userId);
      if (!p) return no('You are not playing in this game.');
      const plan = cut.plan(s.state, p, args);
      if (!plan.ok) return no(plan.error.message);
      const r = table.answerPlan(s, mod.engine, p, plan.value, this.now());
      if (!r.ok) return no(r.error.message);
      const next = { ...table.settleAutoSeats(r.value.session, mod.engine, this.now(), table.aiLevels(mod)), tableStale: true };
      const savedRev = await this.save(next, rev);
      this.d.log.info({ channelId, instance: s.instance, player: p, shortcut: `${command} ${name}`, rev: savedRev }, 'shortcut applied');
      await this.deliverPrivateAndSave(next, mod, savedRev);
      this.publisher.request(channelId);
      return yes('Done.');
    });
  }

  /** Autocomplete choices for a shortcut option, from the asking player's own view of the game. */
  async shortcutChoices(channelId: string, actor: Actor, command: string, name: string, option: string, typed: string): Promise<{ name: string; value: string }[]> {
    const g = await this.read(channelId);
    if (g.kind !== 'ok' || g.session.phase !== 'playing') return [];
    const cut = g.mod.engine.shortcuts?.command === command ? g.mod.engine.shortcuts.list.find((c) => c.name === name) : undefined;
    const p = table.seatOfUser(g.session, actor.userId);
    if (!cut?.complete || !p) return [];
    return cut.complete(g.session.state, p, option, typed).slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) }));
  }

  /** The private prompt panel for a player: their first open prompt, with their own picture. */
  async privatePanel(channelId: string, instance: string | null, actor: Actor, note = ''): Promise<Outcome> {
    // A read needs no turn in the channel's queue, and the picture is drawn outside it.
    const g = await this.read(channelId);
    if (g.kind === 'none') return no('There is no game in this channel. Start one with /game new.');
    if (g.kind === 'invalid') return no('The saved game in this channel could not be read; it has been kept aside. Someone with Manage Channels can clear it with /game end.');
    if (instance && g.session.instance !== instance) return no('This has moved on: that button belongs to an earlier game in this channel.');
    return this.panelFor(g.session, g.mod, actor, note);
  }

  async panelFor(s: Session, mod: GameModule, actor: Actor, note = ''): Promise<Outcome> {
    const p = table.seatOfUser(s, actor.userId);
    if (!p) return no('You are not playing in this game.');
    if (s.phase === 'lobby') return no('The game has not started yet.');
    const prompt = table.promptsOf(s, mod.engine, p)[0] ?? null;
    const picture = await this.privatePicture(mod, mod.engine.view(s.state, p), table.seatNames(s));
    return yes(privatePromptPayload(s, mod, prompt, picture, note));
  }

  async undo(channelId: string, actor: Actor): Promise<Outcome<string>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      const p = table.seatOfUser(s, actor.userId);
      if (!p) return no('You are not playing in this game.');
      const r = table.undo(s, mod.engine, p, this.now());
      if (!r.ok) return no(r.error.message);
      await this.save({ ...r.value, tableStale: true }, rev);
      this.publisher.request(channelId);
      return yes('Your last step was taken back.');
    });
  }

  async end(channelId: string, instance: string | null, actor: Actor): Promise<Outcome<string>> {
    return this.locked(channelId, async () => {
      const g = await this.load(channelId);
      if (g.kind === 'none') return no('There is no game in this channel.');
      if (g.kind === 'invalid') {
        if (!actor.canManage) return no('Only someone with Manage Channels can clear an unreadable game.');
        await this.d.store.discardInvalid(channelId);
        this.invalidNoticed.delete(channelId);
        return yes('The unreadable game was cleared from this channel (a copy stays aside for the maintainers).');
      }
      const { session: s, rev } = g;
      if (instance && s.instance !== instance) return no('This has moved on: that belongs to an earlier game in this channel.');
      if (actor.userId !== s.host && !actor.canManage) return no('Only the host or someone with Manage Channels can end the game.');
      if (s.phase === 'ended') return no('This game is already over.');
      if (s.phase === 'lobby') {
        await this.d.store.delete(channelId);
        return yes('The lobby was closed.');
      }
      await this.save({ ...table.end(s, `ended by ${actor.name}`), tableStale: true }, rev);
      this.d.log.info({ channelId, instance: s.instance, by: actor.userId }, 'game ended by command');
      this.publisher.request(channelId);
      return yes('The game was ended.');
    });
  }

  async kick(channelId: string, actor: Actor, target: { userId: string }, replacement: { userId: string; name: string } | null): Promise<Outcome<string>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (actor.userId !== s.host && !actor.canManage) return no('Only the host or someone with Manage Channels can kick a player.');
      const p = table.seatOfUser(s, target.userId);
      if (!p) return no('That person is not seated in this game.');
      if (s.phase === 'lobby') {
        if (target.userId === s.host) return no('The host cannot be kicked from their own lobby; cancel it instead.');
        const seats = s.seats.filter((x) => x.userId !== target.userId);
        await this.save({ ...s, seats }, rev);
        if (s.tableMessageId) await this.d.io.edit(channelId, s.tableMessageId, lobbyPayload({ ...s, seats }, mod)).catch(() => false);
        return yes('They were removed from the lobby.');
      }
      if (s.phase === 'ended') return no('This game is over.');
      let next: Session;
      let said: string;
      if (replacement) {
        const r = table.replaceSeat(s, p, replacement);
        if (!r.ok) return no(r.error.message);
        next = { ...r.value, host: s.host === target.userId ? replacement.userId : s.host };
        said = `${replacement.name} now plays that seat.`;
      } else {
        // The game decides: it may take the seat out (removePlayer); otherwise the table plays it.
        const removed = mod.engine.removePlayer?.(s.state, p);
        const r = table.replaceSeat(s, p, removed?.ok ? 'auto' : table.aiLevels(mod)[0]!);
        if (!r.ok) return no(r.error.message);
        if (removed?.ok) {
          next = table.appendLog({ ...r.value, state: removed.value.state }, removed.value.events);
          said = 'They were taken out of the game.';
        } else {
          next = r.value;
          said = `That seat is now played by an AI (${table.aiLevels(mod)[0]!.level}).`;
        }
      }
      next = { ...table.settleAutoSeats(next, mod.engine, this.now(), table.aiLevels(mod)), tableStale: true };
      const savedRev = await this.save(next, rev);
      await this.deliverPrivateAndSave(next, mod, savedRev);
      this.publisher.request(channelId);
      return yes(said);
    });
  }

  /** Applies the turn timer's verdict chosen by the host. */
  async expiry(channelId: string, instance: string, actor: Actor, verb: 'skip' | 'auto' | 'end'): Promise<Outcome<string>> {
    if (verb === 'end') return this.end(channelId, instance, actor);
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (s.instance !== instance) return no('This has moved on.');
      if (actor.userId !== s.host && !actor.canManage) return no('Only the host (or someone with Manage Channels) decides what happens when the timer runs out.');
      if (s.phase !== 'playing') return no('The game is not running.');
      // The buttons carry no revision, so an old expiry question must not decide a newer wait.
      if (!s.expiryAsked) return no('This has moved on: the turn timer has not run out on the decisions waiting now.');
      const open = table.openPrompts(s, mod.engine);
      let next = s;
      if (verb === 'auto') {
        for (const p of new Set(open.map((x) => x.player))) {
          const r = table.replaceSeat(next, p, table.aiLevels(mod)[0]!);
          if (r.ok) next = r.value;
        }
        next = table.settleAutoSeats(next, mod.engine, this.now(), table.aiLevels(mod));
      } else {
        for (const prompt of open) {
          const r = table.answer(next, mod.engine, prompt.player, table.fallbackAnswer(prompt), this.now());
          if (r.ok) next = r.value.session;
        }
        next = table.appendLog(next, [{ text: 'The turn timer ran out: the waiting decisions were skipped.', visibleTo: 'all' }]);
      }
      next = { ...next, tableStale: true };
      const savedRev = await this.save(next, rev);
      await this.deliverPrivateAndSave(next, mod, savedRev);
      this.publisher.request(channelId);
      return yes(verb === 'auto' ? `The waiting seats are now played by an AI (${table.aiLevels(mod)[0]!.level}).` : 'The waiting decisions were skipped.');
    });
  }

  /** Marks a half-time reminder or an expiry question as sent, so neither repeats. */
  async markTimer(channelId: string, instance: string, field: 'reminded' | 'expiryAsked', waitingSince: string): Promise<Session | null> {
    return this.locked(channelId, async () => {
      const g = await this.load(channelId);
      if (g.kind !== 'ok' || g.session.instance !== instance || g.session.waitingSince !== waitingSince || g.session[field]) return null;
      const next = { ...g.session, [field]: true };
      await this.save(next, g.rev);
      return next;
    });
  }

  // ---- reading ------------------------------------------------------------------------

  /** A consistent snapshot: every save writes the whole record at once, so reading needs no lock. */
  async read(channelId: string): Promise<Loaded> {
    return this.load(channelId);
  }

  /** Private pictures are drawn once per distinct view: the DM and later panels share them. */
  private async privatePicture(mod: GameModule, view: unknown, names: SeatNames): Promise<Picture | null> {
    const key = `${mod.engine.id}:${table.privateHash([view, names])}`;
    const hit = this.pictures.get(key);
    if (hit !== undefined) {
      this.pictures.delete(key);
      this.pictures.set(key, hit);
      return hit;
    }
    const picture = await mod.renderPrivate(view, names);
    this.pictures.set(key, picture);
    if (this.pictures.size > PICTURE_CACHE) this.pictures.delete(this.pictures.keys().next().value!);
    return picture;
  }

  async status(channelId: string): Promise<Outcome<string>> {
    return this.withGame(channelId, async ({ session: s, rev, mod }) => {
      if (s.phase === 'lobby') {
        const id = await this.d.io.post(channelId, lobbyPayload(s, mod));
        await this.save({ ...s, tableMessageId: id }, rev);
        return yes('The lobby was posted again.');
      }
      await this.save({ ...s, tableMessageId: null, tableStale: true }, rev);
      this.publisher.request(channelId);
      return yes('The table was posted again.');
    });
  }

  // ---- showing ------------------------------------------------------------------------

  /** Renders the public table and puts it in the channel: one message per game, edited in place. */
  private async publishNow(channelId: string): Promise<void> {
    await this.locked(channelId, async () => {
      const g = await this.load(channelId);
      if (g.kind !== 'ok' || g.session.phase === 'lobby' || !g.session.tableStale) return;
      const { session: s, mod } = g;
      const view = mod.engine.view(s.state, null);
      const payload = tablePayload({
        session: s,
        engine: mod.engine,
        prompts: publicPrompts(table.openPrompts(s, mod.engine)),
        picture: await mod.renderTable(view, table.seatNames(s)),
        summary: mod.engine.describe(view),
        outcome: mod.engine.outcome(s.state),
      });
      let messageId = s.tableMessageId;
      const edited = messageId ? await this.d.io.edit(channelId, messageId, payload) : false;
      if (!edited) messageId = await this.d.io.post(channelId, payload);
      await this.save({ ...s, tableMessageId: messageId, tableStale: false }, g.rev);
    });
  }

  private async deliverPrivateAndSave(s: Session, mod: GameModule, rev: number, intro = 'Your hand or secrets changed.'): Promise<Session> {
    const next = await this.deliverPrivate(s, mod, intro);
    if (next !== s) await this.save(next, rev);
    return next;
  }

  /** DMs each human seat whose private view changed since the last DM. */
  private async deliverPrivate(s: Session, mod: GameModule, intro: string): Promise<Session> {
    let changed = false;
    const seats = [...s.seats];
    const place = await this.d.io.placeName(s.guildId, s.channelId).catch(() => 'a server channel');
    const link = s.tableMessageId ? messageLink(s.guildId, s.channelId, s.tableMessageId) : `https://discord.com/channels/${s.guildId ?? '@me'}/${s.channelId}`;
    const publicView = mod.engine.view(s.state, null);
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i]!;
      if (seat.control !== 'human' || seat.dmOpen === false) continue;
      const view = mod.engine.view(s.state, table.playerIdOf(i));
      const hash = table.privateHash(table.privatePart(view, publicView));
      if (hash === seat.privateHash) continue;
      const picture = await this.privatePicture(mod, view, table.seatNames(s));
      const delivered = await this.d.io.dm(seat.userId, dmPayload(mod, place, link, picture, table.nameSeats(s, mod.engine.describe(view)), intro)).catch((e: unknown) => {
        this.d.log.warn({ err: e, userId: seat.userId }, 'DM failed');
        return 'failed' as const;
      });
      if (delivered === 'failed') continue;
      seats[i] = delivered === 'sent' ? { ...seat, privateHash: hash, dmOpen: true } : { ...seat, dmOpen: false };
      changed = true;
      if (delivered === 'closed' && s.phase !== 'lobby') await this.noticeClosedDm(s.channelId, seat.userId);
    }
    return changed ? { ...s, seats } : s;
  }

  private async noticeClosedDm(channelId: string, userId: string): Promise<void> {
    await this.d.io
      .post(channelId, {
        content: `<@${userId}>: I cannot send you direct messages, so your cards and secrets will not arrive by DM. To fix it, open this server's menu → Privacy Settings → allow Direct Messages. Until then, /game hand and the "My hand" button show them to you privately.`,
        allowedMentions: { users: [userId] },
      })
      .catch(() => undefined);
  }

  /** After a restart: republish every table that changed after it was last shown. */
  async resumeAll(serves: (guildId: string | null) => boolean = () => true): Promise<Session[]> {
    const channels = await this.d.store.listChannels();
    const running: Session[] = [];
    for (const channelId of channels) {
      const g = await this.read(channelId);
      if (g.kind !== 'ok' || g.session.phase === 'lobby' || !serves(g.session.guildId)) continue;
      if (g.session.phase === 'playing') running.push(g.session);
      if (g.session.tableStale) this.publisher.request(channelId);
    }
    this.d.log.info({ games: running.length, stored: channels.length }, 'games resumed');
    return running;
  }
}
