import { err, ok, type Result } from '../../engine/result';
import type { AnyEngine } from '../../engine/types';
import { randomPolicy, type AiPolicy } from '../../engine/ai-policy';
import type { GameModule } from '../module';
import { gameOptions } from './game-options';
import { appendLog } from '../table/game-log';
import { playerIdOf } from '../table/seat-ids';
import { seatOfUser } from '../table/seat-names';
import { inLobby } from '../table/phase';
import { refuse, ruleRefusal, type Refusal } from '../words/refusals';
import type { Seat, Session } from '../session-schema';

/** A table before its game, as pure functions over its session: the lobby, its seats (people and AI players) and its start. */

import type { Language } from '../../words/locales';
import { sayTable, tableWords } from '../words/table-words';
import { words } from '../../engine/words';

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
  /** The language of the table's public text: the server's (src/words/locales.ts). */
  language?: Language;
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
    language: n.language ?? 'en',
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
    callNo: {}, pingHeld: {},
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
  return { userId, name, control: 'human', aiLevel: null, dmOpen: null, privateHash: null, secrets: null, dmOwed: null, autoAside: true, standing: [], lastAnswerLog: null, answeredAt: null, notes: 'off', taught: [], locale: null };
}

/** An AI level's short name, as a seat's name and the log say it ("strong"); a level the catalogue does not name keeps its id. */
export function aiLevelName(level: string): string {
  return AI_LEVEL_NAMES.has(level) ? words(`hints:level.name.${level}`) : level;
}

const AI_LEVEL_NAMES = new Set(['strong', 'basic', 'random']);

/**
 * An AI's seat, named in `language` (the table's: a seat's name is stored once and read by everyone, like a
 * person's), "AI 1 (strong)". Its level's id stays what commands type.
 */
export function aiSeat(index: number, policy: AiPolicy, language: Language = 'en'): Seat {
  return { userId: `ai:${index}`, name: aiSeatName(index, policy.level, language), control: 'ai', aiLevel: policy.level, dmOpen: false, privateHash: null, secrets: null, dmOwed: null, autoAside: false, standing: [], lastAnswerLog: null, answeredAt: null, notes: 'off', taught: [], locale: null };
}

const aiSeatName = (index: number, level: string, language: Language): string => sayTable(language, 'ai.seatName', { n: index, level: aiLevelName(level) });

/**
 * The seats of `s` once its table speaks `language`: an AI seat still bearing the name it was given in the table's
 * old language takes the new one ("AI 1 (strong)" becomes "KI 1 (stark)"); a seat an AI took over keeps its person's.
 */
export function seatsIn(s: Session, language: Language): Session['seats'] {
  return s.seats.map((x) => {
    const index = /^ai:(\d+)$/.exec(x.userId)?.[1];
    if (index === undefined || x.aiLevel === null || x.name !== aiSeatName(Number(index), x.aiLevel, s.language)) return x;
    return { ...x, name: aiSeatName(Number(index), x.aiLevel, language) };
  });
}

/** The AI levels a game offers: its own, then the random baseline. */
export function aiLevels(mod: GameModule): readonly AiPolicy[] {
  return [...(mod.ai ?? []), randomPolicy];
}

export function addAi(s: Session, engine: AnyEngine, policy: AiPolicy): Result<Session, Refusal> {
  if (s.phase !== 'lobby') return refuse('ai-in-lobby');
  if (s.seats.length >= engine.maxPlayers) return refuse('table-full', engine.name, engine.maxPlayers);
  const n = s.seats.filter((x) => x.control === 'ai').length + 1;
  return ok({ ...s, seats: [...s.seats, aiSeat(n, policy, s.language)] });
}

export function removeAi(s: Session): Result<Session, Refusal> {
  const phase = inLobby(s);
  if (phase) return phase;
  const last = s.seats.map((x) => x.control).lastIndexOf('ai');
  if (last < 0) return refuse('no-ai');
  return ok({ ...s, seats: s.seats.filter((_, i) => i !== last) });
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
    const range = engine.minPlayers === engine.maxPlayers ? `${engine.minPlayers}` : tableWords('range', { min: engine.minPlayers, max: engine.maxPlayers });
    return refuse('seat-count', engine.name, range, n);
  }
  const options = gameOptions(engine, s.options);
  if (!options.ok) return options;
  const players = s.seats.map((_, i) => playerIdOf(i));
  const setup = engine.setup(players, seed, options.value);
  if (!setup.ok) return err(ruleRefusal(setup.error));
  const started: Session = { ...s, phase: 'playing', seed, state: setup.value, answerLog: '', startedAt: now, rematch: null, waitingSince: now, reminded: false, expiryAsked: false, undo: [], undoClosed: { why: 'start' } };
  return ok(appendLog(started, [{ text: tableWords('log.begins', { game: engine.name, people: s.seats.map((x) => x.name).join(', ') }), visibleTo: 'all' }]));
}
