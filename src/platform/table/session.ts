import { createHash } from 'node:crypto';
import { err, ok, type Result } from '../../engine/result';
import type { Answer, AnyEngine, GameEvent, Option, PlayerId, Prompt } from '../../engine/types';
import { decisionRng, randomPolicy, type AiPolicy } from '../../engine/ai-policy';
import { gameOptions } from './game-options';
import type { GameModule } from '../module';
import { WAY_BACK, stepText } from './undo-step';
import { playerIdOf, seatIndexOf } from './seat-ids';
import { inWindow, isHeld, maximumPassed, minimumPassed, trackWindow } from './secret-window';
import type { LoggedEvent, SecretWindow, Seat, Session, UndoClosed, UndoStep } from '../session-schema';
import { applyPatch, reversePatch, type Patch } from './state-patch';
import { answerCount, keepAnswers, logAnswer } from './answer-log';
import { plainName } from '../words/plain-name';
import { refuse, ruleRefusal, type Refusal, type UndoBar } from '../words/refusals';
import { inLobby, playing } from './phase';

/**
 * The table around one game: lobby, seats, the engine state, the log and the undo stack.
 * Pure functions over plain JSON, shared by the Discord bot and the terminal table.
 */

/** Log lines kept in the record: /game log shows at most 50, and a stored game must stay small (about 90 bytes a line: 150 took a Vested Interests record past 32 kB). */
export const LOG_KEEP = 60;
const UNDO_KEEP = 30;


export interface NewLobby {
  instance: string;
  game: string;
  channelId: string;
  guildId: string | null;
  host: { userId: string; name: string };
  options: Record<string, unknown>;
  timerSeconds: number | null;
  now: string;
  hints?: 'on' | 'off';
}

export function newLobby(n: NewLobby): Session {
  return {
    instance: n.instance,
    game: n.game,
    phase: 'lobby',
    channelId: n.channelId,
    guildId: n.guildId,
    host: n.host.userId,
    seats: [humanSeat(n.host.userId, n.host.name)],
    options: n.options,
    timerSeconds: n.timerSeconds,
    seed: null,
    state: null,
    log: [],
    logCount: 0,
    undo: [],
    tableMessageId: null,
    tableStale: true,
    repostTable: false,
    waitingSince: null,
    reminded: false,
    expiryAsked: false,
    endedReason: null,
    secretWindow: null,
    called: [],
    pingDue: [],
    callNo: {},
    pingMessageId: null,
    pingMentions: [],
    answerLog: '',
    startedAt: null,
    rematch: null,
    learning: null,
    departed: [],
    endVotes: [],
    forfeited: [],
    hints: n.hints ?? 'off',
    where: 'channel',
    parent: null,
    moving: null,
    createdAt: n.now,
    pace: 'live',
    decisionSeconds: null,
    waits: {},
    banks: {},
    dmAllowed: true,
  };
}

export function humanSeat(userId: string, name: string): Seat {
  // A question with one possible answer is not asked: a person stands aside by themselves where they can play nothing.
  return { userId, name, control: 'human', aiLevel: null, dmOpen: null, privateHash: null, secrets: null, dmOwed: null, autoAside: true, standing: [], lastAnswerLog: null, notes: 'off', taught: [] };
}

export function aiSeat(index: number, policy: AiPolicy): Seat {
  return { userId: `ai:${index}`, name: `AI ${index} (${policy.level})`, control: 'ai', aiLevel: policy.level, dmOpen: false, privateHash: null, secrets: null, dmOwed: null, autoAside: false, standing: [], lastAnswerLog: null, notes: 'off', taught: [] };
}

/** The AI levels a game offers: its own, then the random baseline. */
export function aiLevels(mod: GameModule): readonly AiPolicy[] {
  return [...(mod.ai ?? []), randomPolicy];
}

export function addAi(s: Session, engine: AnyEngine, policy: AiPolicy): Result<Session, Refusal> {
  if (s.phase !== 'lobby') return refuse('ai-in-lobby');
  if (s.seats.length >= engine.maxPlayers) return refuse('table-full', engine.name, engine.maxPlayers);
  const n = s.seats.filter((x) => x.control === 'ai').length + 1;
  return ok({ ...s, seats: [...s.seats, aiSeat(n, policy)] });
}

export function removeAi(s: Session): Result<Session, Refusal> {
  const phase = inLobby(s);
  if (phase) return phase;
  const last = s.seats.map((x) => x.control).lastIndexOf('ai');
  if (last < 0) return refuse('no-ai');
  return ok({ ...s, seats: s.seats.filter((_, i) => i !== last) });
}

export { playerIdOf, seatIndexOf } from './seat-ids';

export function seatOfUser(s: Session, userId: string): PlayerId | null {
  const i = s.seats.findIndex((x) => x.userId === userId);
  return i < 0 ? null : playerIdOf(i);
}

export function seatName(s: Session, p: PlayerId): string {
  return s.seats[seatIndexOf(p)]?.name ?? p;
}

/** Names by seat for pictures: drawn, not written in Markdown, so without its escapes. */
export function seatNames(s: Session): Record<string, string> {
  return Object.fromEntries(s.seats.map((x, i) => [playerIdOf(i), plainName(x.name)]));
}

/** A prompt's options as a player reads them: seat names in their labels and hints, the suggested one marked. */
export function namedOptions(s: Session, options: readonly Option[]): Option[] {
  return options.map((o) => ({ ...o, label: `${nameSeats(s, o.label)}${o.suggested ? SUGGESTED : ''}`, ...(o.hint !== undefined ? { hint: nameSeats(s, o.hint) } : {}) }));
}

const SUGGESTED = ' (suggested)';

/** Replaces each `{p0}` in an engine's text with that seat's player name. */
export function nameSeats(s: Session, text: string): string {
  return text.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(s, p));
}

export function join(s: Session, engine: AnyEngine, userId: string, name: string): Result<Session, Refusal> {
  const phase = inLobby(s);
  if (phase) return phase;
  if (seatOfUser(s, userId)) return refuse('already-seated');
  if (s.seats.length >= engine.maxPlayers) return refuse('table-full', engine.name, engine.maxPlayers);
  return ok({ ...s, seats: [...s.seats, humanSeat(userId, name)] });
}

export function leave(s: Session, userId: string): Result<Session, Refusal> {
  if (s.phase !== 'lobby') return refuse('kick-instead');
  if (!seatOfUser(s, userId)) return refuse('not-a-player');
  if (userId === s.host) return refuse('host-leaves');
  return ok({ ...s, seats: s.seats.filter((x) => x.userId !== userId) });
}

export function start(s: Session, engine: AnyEngine, userId: string, seed: string, now: string): Result<Session, Refusal> {
  const phase = inLobby(s);
  if (phase) return phase;
  if (userId !== s.host) return refuse('not-host', 'start');
  const n = s.seats.length;
  if (n < engine.minPlayers || n > engine.maxPlayers) {
    const range = engine.minPlayers === engine.maxPlayers ? `${engine.minPlayers}` : `${engine.minPlayers} to ${engine.maxPlayers}`;
    return refuse('seat-count', engine.name, range, n);
  }
  const options = gameOptions(engine, s.options);
  if (!options.ok) return options;
  const players = s.seats.map((_, i) => playerIdOf(i));
  const setup = engine.setup(players, seed, options.value);
  if (!setup.ok) return err(ruleRefusal(setup.error));
  const started: Session = { ...s, phase: 'playing', seed, state: setup.value, answerLog: '', startedAt: now, rematch: null, waitingSince: now, reminded: false, expiryAsked: false, undo: [], undoClosed: { why: 'start' } };
  return ok(appendLog(started, [{ text: `${engine.name} begins with ${names(s)}.`, visibleTo: 'all' }]));
}

function names(s: Session): string {
  return s.seats.map((x) => x.name).join(', ');
}

/** The decisions owed now: the engine's prompts, less a secret window's held answer (that seat has answered). */
export function openPrompts(s: Session, engine: AnyEngine): readonly Prompt[] {
  if (s.phase !== 'playing') return [];
  const all = engine.prompts(s.state);
  return s.secretWindow?.held ? all.filter((p) => !isHeld(s.secretWindow, p)) : all;
}

export function promptsOf(s: Session, engine: AnyEngine, p: PlayerId): readonly Prompt[] {
  return openPrompts(s, engine).filter((x) => x.player === p);
}

export interface Answered {
  session: Session;
  events: readonly GameEvent[];
}

/** Apply one answer from a seat. A refused answer leaves the session untouched. */
export function answer(s: Session, engine: AnyEngine, p: PlayerId, a: Answer, now: string): Result<Answered, Refusal> {
  const phase = playing(s);
  if (phase) return phase;
  // Whether this seat owes that prompt is the engine's one answer check (src/engine/answer-check.ts), not repeated here.
  const r = engine.apply(s.state, p, a);
  if (!r.ok) return err(ruleRefusal(r.error));
  if (!r.value.committed) {
    const back = backTo(s, engine, r.value.state, now);
    if (back) return ok({ session: back, events: r.value.events });
  }
  const step = undoStep(engine, p, s.state, r.value.state, s.logCount, answerCount(s.answerLog), stepText(engine, s.state, p, a), isWayBack(a));
  const undo = r.value.committed ? [] : [...s.undo, step].slice(-UNDO_KEEP);
  const undoClosed: UndoClosed | undefined = r.value.committed ? { why: 'committed', by: p } : s.undoClosed;
  const answerLog = logAnswer(s.answerLog, engine, s.state, seatIndexOf(p), p, a);
  let next: Session = { ...s, state: r.value.state, undo, undoClosed, answerLog };
  next = appendLog(next, r.value.events);
  const i = seatIndexOf(p);
  next = { ...next, seats: next.seats.map((x, j) => (j === i ? { ...x, lastAnswerLog: next.logCount } : x)) };
  next = restartClockIfMoved(s, next, engine, now);
  if (engine.outcome(next.state)) next = { ...next, phase: 'ended', endedReason: 'finished', undo: [], waitingSince: null };
  return ok({ session: next, events: r.value.events });
}

/**
 * The turn timer measures how long the current set of decisions has waited. A secret window counts as one
 * decision while it is open, so a seat's answer inside it does not restart the clock (and move the reminder).
 */
function restartClockIfMoved(before: Session, after: Session, engine: AnyEngine, now: string): Session {
  const key = (x: Session) => [...new Set(openPrompts(x, engine).map((p) => (p.secretWindow ? `window:${p.secretWindow.id}` : `${p.player}:${p.id}`)))].sort().join(',');
  if (key(before) === key(after)) return after;
  return { ...after, waitingSince: now, reminded: false, expiryAsked: false };
}

/**
 * Applies a shortcut's planned answers, each to the seat's first open prompt; all or nothing. Undo takes the plan back
 * as one step, named `step`, as long as each of its answers could be taken back on its own.
 */
export function answerPlan(s: Session, engine: AnyEngine, p: PlayerId, plan: readonly (readonly string[])[], now: string, step = ''): Result<Answered, Refusal> {
  let cur = s;
  let undoable = true;
  const events: GameEvent[] = [];
  for (const values of plan) {
    // With nothing owed the prompt id is empty, and the engine's answer check refuses it.
    const prompt = promptsOf(cur, engine, p)[0];
    const r = seatAnswer(cur, engine, p, { prompt: prompt?.id ?? '', values }, now);
    if (!r.ok) return r;
    // Each answer must have stacked a step of its own: not committed, not held in a secret window, not a way back round.
    undoable &&= r.value.session.undo.length > 0 && r.value.session.undo.at(-1)?.answers === answerCount(cur.answerLog);
    cur = r.value.session;
    events.push(...r.value.events);
  }
  if (!undoable || plan.length === 0) return ok({ session: cur, events });
  const kept = cur.undo.filter((u) => u.answers === undefined || u.answers < answerCount(s.answerLog));
  const one = undoStep(engine, p, s.state, cur.state, s.logCount, answerCount(s.answerLog), step);
  return ok({ session: { ...cur, undo: [...kept, one].slice(-UNDO_KEEP) }, events });
}

/**
 * A seat's answer at a table (a click, a typed command, an AI seat): `answer`, with the secret window kept.
 * Inside a window that a person sits in, the answer that would close it before its minimum time is held: recorded
 * in the session, not applied, so nothing is revealed and the window stays open until `settleWindow` applies it.
 * The golden replays and the bench call `answer` itself: they keep no clock.
 */
export function seatAnswer(before: Session, engine: AnyEngine, p: PlayerId, a: Answer, now: string): Result<Answered, Refusal> {
  const s = trackWindow(before, engine, now);
  const w = s.secretWindow;
  if (w?.held && w.held.player === p && w.held.prompt === a.prompt) return refuse('already-answered');
  const r = answer(s, engine, p, a, now);
  if (!r.ok) return r;
  if (w && closesTooSoon(s, engine, w, p, a, r.value.session, now)) {
    return ok({ session: { ...s, secretWindow: { ...w, held: { player: p, prompt: a.prompt, values: [...a.values] } } }, events: [] });
  }
  return ok({ session: trackWindow(r.value.session, engine, now), events: r.value.events });
}

/**
 * True when this answer, to a prompt of the window, leaves none of its prompts open before its minimum time while
 * another person sits in the window. Only another person could learn something from how soon it closed: a one-seat
 * window (a Campaign) or a table where the last to answer is its only person closes at once.
 */
function closesTooSoon(s: Session, engine: AnyEngine, w: SecretWindow, p: PlayerId, a: Answer, after: Session, now: string): boolean {
  const answered = openPrompts(s, engine).find((x) => x.player === p && x.id === a.prompt);
  if (!answered || !inWindow(w, answered) || minimumPassed(w, now)) return false;
  if (!w.seats.some((q) => q !== p && s.seats[seatIndexOf(q)]?.control === 'human')) return false;
  return after.phase !== 'playing' || !engine.prompts(after.state).some((x) => inWindow(w, x));
}

/**
 * A secret window's due steps. Once its minimum time has passed, the held answer applies (refused, when the game
 * has moved on meanwhile, it is dropped). At its maximum time every seat still deciding takes its prompt's fallback
 * (stands aside), and the log says that the window closed, not who stood aside. The same session when nothing was due.
 */
export function settleWindow(before: Session, engine: AnyEngine, now: string): Session {
  let s = trackWindow(before, engine, now);
  const w = s.secretWindow;
  if (!w) return s;
  if (w.held && minimumPassed(w, now)) {
    const { player, prompt, values } = w.held;
    const released: Session = { ...s, secretWindow: { ...w, held: null } };
    const r = answer(released, engine, player, { prompt, values }, now);
    s = trackWindow(r.ok ? r.value.session : released, engine, now);
  }
  if (s.secretWindow?.id !== w.id || !maximumPassed(w, now)) return s;
  s = appendLog(s, [{ text: `Time is up: the secret window (${w.label}) has closed, and any seat that had not answered stands aside.`, visibleTo: 'all' }]);
  for (let guard = 0; ; guard++) {
    const open = openPrompts(s, engine).find((x) => inWindow(w, x));
    if (!open) return trackWindow({ ...s, undo: [], undoClosed: { why: 'window' } }, engine, now);
    const r = answer(s, engine, open.player, fallbackAnswer(open), now);
    if (!r.ok || guard > 100) throw new Error(`The secret window ${w.id} did not close on its fallbacks (${open.id}: ${r.ok ? 'too many steps' : r.error.message})`);
    s = r.value.session;
  }
}

export function undo(s: Session, engine: AnyEngine, p: PlayerId, now: string): Result<Session, Refusal> {
  const phase = playing(s);
  if (phase) return phase;
  const last = s.undo[s.undo.length - 1];
  if (!last) return refuse('nothing-to-undo', undoBar(s, p));
  if (last.player !== p) return refuse('not-your-step', seatName(s, last.player));
  const earlier = stateBefore(last, s.state);
  if (earlier === null) return refuse('nothing-to-undo', 'changed');
  const answerLog = last.answers === undefined ? s.answerLog : keepAnswers(s.answerLog, last.answers);
  const back: Session = { ...s, state: earlier, undo: s.undo.slice(0, -1), answerLog };
  const truncated = truncateLog(back, last.logLength);
  return ok(restartClockIfMoved(s, appendLog(truncated, [{ text: `${seatName(s, p)} took back their last step.`, visibleTo: 'all' }]), engine, now));
}

/** Why `p` has no step to take back, from the reason kept when the undo stack was last emptied. */
function undoBar(s: Session, p: PlayerId): UndoBar {
  const c = s.undoClosed;
  if (!c) return 'none';
  if (c.by !== undefined && c.by !== p) return { played: seatName(s, c.by) };
  return c.why === 'played' ? 'none' : c.why;
}

const isWayBack = (a: Answer) => a.values.length === 1 && WAY_BACK.has(a.values[0]!);

/** An undo step: the patch back to `before`, checked on use against a hash of `after`, and `before`'s position. */
function undoStep(engine: AnyEngine, player: PlayerId, before: unknown, after: unknown, logLength: number, answers: number, step: string, back = false): UndoStep {
  return { player, logLength, answers, step, ...(back ? { back } : {}), patch: reversePatch(before, after) as UndoStep['patch'], after: privateHash(after), from: positionHash(engine, before) };
}

function positionHash(engine: AnyEngine, state: unknown): string {
  return privateHash(engine.position ? engine.position(state) : state);
}

/**
 * The table as it stood when the turn was last at the position `next` is at, in `next`'s state (the engine's own,
 * so its prompt ids move on as they would have): a step that leads back there (Pass, then Back, again and again)
 * keeps no undo copy, answer or log line for the way round, so such a loop cannot grow a stored game. The answer log
 * replays to the same position, its step counters aside. Null when `next` is a new position this turn (or the way
 * back cannot be read from older undo steps).
 */
function backTo(s: Session, engine: AnyEngine, next: unknown, now: string): Session | null {
  const at = positionHash(engine, next);
  const k = s.undo.findLastIndex((u) => u.from === at);
  const first = s.undo[k];
  if (!first || first.answers === undefined) return null;
  // The step before the way round now applies to `next`, which differs from the state it left only in step counters.
  const undo = s.undo.slice(0, k).map((u, i) => (i === k - 1 ? { ...u, after: privateHash(next) } : u));
  const back: Session = { ...s, state: next, undo, answerLog: keepAnswers(s.answerLog, first.answers) };
  return restartClockIfMoved(s, truncateLog(back, first.logLength), engine, now);
}

/** The state before an undo step, or null when the state is no longer the one the step left. */
function stateBefore(step: UndoStep, now: unknown): unknown {
  if (step.patch === undefined) return step.state;
  return step.after === privateHash(now) ? applyPatch(now, step.patch as Patch) : null;
}

function truncateLog(s: Session, logLength: number): Session {
  return { ...s, log: s.log.filter((e) => e.n < logLength), logCount: logLength };
}

export function appendLog(s: Session, events: readonly GameEvent[]): Session {
  if (events.length === 0) return s;
  const added: LoggedEvent[] = events.map((e, i) => ({
    n: s.logCount + i,
    text: e.text,
    visibleTo: e.visibleTo === 'all' ? 'all' : [...e.visibleTo],
  }));
  return { ...s, log: [...s.log, ...added].slice(-LOG_KEEP), logCount: s.logCount + events.length };
}

/** The log lines a viewer may read: public ones, plus their own private ones. */
export function visibleLog(s: Session, viewer: PlayerId | null, last: number): LoggedEvent[] {
  return s.log
    .filter((e) => e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer)))
    .slice(-last)
    .map((e) => ({ ...e, text: nameSeats(s, e.text) }));
}

export function end(s: Session, reason: string): Session {
  return appendLog({ ...s, phase: 'ended', endedReason: reason, undo: [], waitingSince: null }, [{ text: `The game was ended: ${reason}.`, visibleTo: 'all' }]);
}

/** Hand a seat to another person, to an AI level, or to the table's auto-play. */
export function replaceSeat(s: Session, p: PlayerId, by: { userId: string; name: string } | 'auto' | AiPolicy): Result<Session, Refusal> {
  const i = seatIndexOf(p);
  const seat = s.seats[i];
  if (!seat) return refuse('no-seat');
  if (by !== 'auto' && 'userId' in by && s.seats.some((x) => x.userId === by.userId)) return refuse('already-seated', false);
  // An AI keeps the seat's hidden information to itself: it reads only that seat's view. A seat no person plays
  // belongs to no user, so the one who left can no longer see its secrets or act for it.
  const next: Seat =
    by === 'auto' ? { ...seat, userId: `auto:${i}`, control: 'auto', dmOpen: false }
    : 'userId' in by ? humanSeat(by.userId, by.name)
    : { ...seat, userId: `ai:seat${i}`, control: 'ai', aiLevel: by.level, dmOpen: false };
  const seats = s.seats.map((x, j) => (j === i ? next : x));
  const text = by === 'auto' ? `${seat.name}'s seat is now played automatically.` : 'userId' in by ? `${by.name} takes over ${seat.name}'s seat.` : `An AI (${by.level}) now plays ${seat.name}'s seat.`;
  const events: GameEvent[] = [{ text, visibleTo: 'all' }];
  // The host's powers follow the person: to whoever takes the seat, else to the first other player, else to moderators.
  let host = s.host;
  if (seat.userId === s.host) {
    const heir = next.control === 'human' ? next : seats.find((x) => x.control === 'human');
    host = heir?.userId ?? '';
    events.push({ text: heir ? `${heir.name} is now the host.` : 'No player is left to host: moderators (Manage Channels) run the table.', visibleTo: 'all' });
  }
  return ok(appendLog({ ...s, seats, host, undo: [], undoClosed: { why: 'seat' } }, events));
}

/** The answer the table gives for a seat that does not answer itself. */
export function fallbackAnswer(prompt: Prompt): Answer {
  const min = prompt.min ?? 1;
  if (prompt.fallback !== undefined) return { prompt: prompt.id, values: [prompt.fallback] };
  return { prompt: prompt.id, values: prompt.options.slice(0, Math.max(min, 1)).map((o) => o.value) };
}

/** What a bounded run of the table's own answers did: the session, the decisions played, and whether more are owed. */
export interface SettleSlice {
  session: Session;
  steps: number;
  owed: boolean;
}

/**
 * Answer open prompts of auto and AI seats, at most `budget` of them, until a human owes something or the game ends.
 * An AI that offers a refused answer falls back to the prompt's fallback, so the game always moves. Each decision
 * depends only on the session it is made in, so playing them in several runs ends where one run would.
 */
export function settleAutoSeatsUpTo(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[], budget: number): SettleSlice {
  let cur = s;
  for (let i = 0; ; i++) {
    if (cur.phase !== 'playing') return { session: cur, steps: i, owed: false };
    const prompt = openPrompts(cur, engine).find((p) => cur.seats[seatIndexOf(p.player)]?.control !== 'human');
    if (!prompt) return { session: cur, steps: i, owed: false };
    if (i >= budget) return { session: cur, steps: i, owed: true };
    const seat = cur.seats[seatIndexOf(prompt.player)]!;
    let r: Result<Answered, Refusal> | null = null;
    if (seat.control === 'ai') {
      const policy = levels.find((l) => l.level === seat.aiLevel) ?? randomPolicy;
      const view = engine.view(cur.state, prompt.player);
      const values = policy.decide(engine, view, prompt, decisionRng(cur.seed ?? '', prompt.player, prompt.id, cur.logCount));
      r = seatAnswer(cur, engine, prompt.player, { prompt: prompt.id, values }, now);
    }
    if (!r?.ok) r = seatAnswer(cur, engine, prompt.player, fallbackAnswer(prompt), now);
    if (!r.ok) throw new Error(`Fallback answer refused for ${prompt.id}: ${r.error.message}`);
    // The seat's answer is not a person's to take back, and once it is played no earlier step is either (as at Board Game Arena).
    cur = { ...r.value.session, undo: [], undoClosed: cur.undo.length > 0 ? { why: 'played', by: prompt.player } : cur.undoClosed };
  }
}

/** Answer every open prompt of auto and AI seats, until a human owes something or the game ends. */
export function settleAutoSeats(s: Session, engine: AnyEngine, now: string, levels: readonly AiPolicy[] = [randomPolicy], cap = 20_000): Session {
  const r = settleAutoSeatsUpTo(s, engine, now, levels, cap);
  if (r.owed) throw new Error('Auto seats did not settle');
  return r.session;
}

export function privateHash(view: unknown): string {
  return createHash('sha256').update(JSON.stringify(view) ?? '').digest('hex').slice(0, 16);
}

/**
 * What a seat's view holds beyond the public view: the leaves that differ, kept in place.
 * A DM goes out when this changes, not whenever the shared board moves.
 */
export function privatePart(mine: unknown, pub: unknown): unknown {
  if (JSON.stringify(mine) === JSON.stringify(pub)) return undefined;
  if (Array.isArray(mine) && Array.isArray(pub) && mine.length === pub.length) {
    const parts = mine.map((x, i) => privatePart(x, pub[i]));
    return parts.some((x) => x !== undefined) ? parts.map((x) => x ?? null) : undefined;
  }
  if (isPlainObject(mine) && isPlainObject(pub)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(mine)) {
      const d = privatePart(v, pub[k]);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return mine;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
