import { decisionRng } from '../../engine/ai-policy';
import type { AnyEngine, PlayerId, Prompt } from '../../engine/types';
import type { GameModule } from '../module';
import { playerIdOf, seatIndexOf } from '../table/seat-ids';
import { seatName } from '../table/seat-names';
import { fallbackAnswer, openPrompts } from '../table/open-prompts';
import { seatAnswer } from '../table/window-answers';
import { appendLog } from '../table/game-log';
import { aiLevels } from '../seats/lobby-seats';
import type { Session } from '../session-schema';
import type { SlowWait } from '../slow-pace-schema';
import { tableWords } from '../words/table-words';

/**
 * The slow pace, pure: each decision has its own time (`decisionSeconds`) and each player a time bank (twice that
 * at the start); time a wait takes beyond the decision's own comes out of the bank. A wait is a human owing: it
 * starts when they start to owe and lasts through every step of their turn. Its calls, each once: the turn-start
 * DM at once, a reminder when a quarter of its time is left, and at its end an AI answers the chain they owe (the
 * seat stays theirs). A secret window keeps its own times, so its prompts are not waited on here.
 */

export const DEFAULT_DECISION_SECONDS = 24 * 3600;
/** A time bank starts at this many decisions' time. */
const BANK_DECISIONS = 2;
/** The reminder goes out when this share of a wait's time is left. */
const REMIND_AT_LEFT = 0.25;
/** A chain the AI finishes for a player is short; more steps than this is a bug in a game. */
const CHAIN_CAP = 200;

export const bankStart = (decisionSeconds: number): number => BANK_DECISIONS * decisionSeconds;

/** A seat's time bank left, in seconds. */
function bankOf(s: Session, p: PlayerId): number {
  return s.banks[p] ?? bankStart(s.decisionSeconds ?? DEFAULT_DECISION_SECONDS);
}

/** The decisions a seat owes that the slow pace times: its open prompts outside a secret window. */
function timedPrompts(s: Session, engine: AnyEngine, p: PlayerId): Prompt[] {
  return openPrompts(s, engine).filter((x) => x.player === p && !x.secretWindow);
}

/** The humans who owe a timed decision now. */
function owingHumans(s: Session, engine: AnyEngine): PlayerId[] {
  if (s.phase !== 'playing') return [];
  return s.seats.map((_, i) => playerIdOf(i)).filter((p, i) => s.seats[i]!.control === 'human' && timedPrompts(s, engine, p).length > 0);
}

/**
 * The session with its waits brought up to date: a human who started to owe gets a wait from `now`, one who still
 * owes keeps theirs, and a wait that ended draws its time beyond the decision's own from that seat's bank.
 * A live session, or one where nothing moved, is returned as it is.
 */
export function trackWaits(s: Session, engine: AnyEngine, now: string): Session {
  if (s.pace !== 'slow') return s;
  const owing = new Set(owingHumans(s, engine));
  const userOf = (p: PlayerId) => s.seats[seatIndexOf(p)]?.userId;
  const ended = Object.entries(s.waits).filter(([p, w]) => !owing.has(p) || w.userId !== userOf(p)).map(([p]) => p);
  const started = [...owing].filter((p) => !s.waits[p] || ended.includes(p));
  if (!ended.length && !started.length) return s;
  const decision = s.decisionSeconds ?? DEFAULT_DECISION_SECONDS;
  const banks = { ...s.banks };
  const waits = { ...s.waits };
  for (const p of ended) {
    const used = (Date.parse(now) - Date.parse(waits[p]!.since)) / 1000;
    if (used > decision) banks[p] = Math.max(0, Math.round(bankOf(s, p) - (used - decision)));
    delete waits[p];
  }
  for (const p of started) waits[p] = { userId: userOf(p)!, since: now, pinged: false, reminded: false };
  return { ...s, waits, banks };
}

/** A wait as the timer tracks it, with when its reminder and its end are due. Epoch ms. */
export interface SlowWatch extends SlowWait {
  player: PlayerId;
  remindAt: number;
  endsAt: number;
  /** Set by the timer once it has asked for the end of this wait, so it asks once. */
  expired: boolean;
}

/** The waits of a slow game to watch, or null when there are none. */
export function slowWatchOf(s: Session): SlowWatch[] | null {
  if (s.pace !== 'slow' || s.phase !== 'playing') return null;
  const decision = s.decisionSeconds ?? DEFAULT_DECISION_SECONDS;
  const list = Object.entries(s.waits).map(([p, w]) => {
    const span = (decision + bankOf(s, p)) * 1000;
    const since = Date.parse(w.since);
    return { ...w, player: p, remindAt: since + span * (1 - REMIND_AT_LEFT), endsAt: since + span, expired: false };
  });
  return list.length ? list : null;
}

export type SlowField = 'pinged' | 'reminded';
export type SlowStep = SlowField | 'expired';

/** What a wait is due now: its end first (a bot that was down past it does not ping a turn it then takes), then the ping, then the reminder. */
export function slowDue(w: SlowWatch, nowMs: number): SlowStep | null {
  if (w.expired) return null;
  if (nowMs >= w.endsAt) return 'expired';
  if (!w.pinged) return 'pinged';
  if (nowMs >= w.remindAt && !w.reminded) return 'reminded';
  return null;
}

/** Marks a wait's call as sent, on the very wait it was due for; null when that wait is over or it was sent. */
export function markWait(s: Session, instance: string, player: PlayerId, since: string, field: SlowField): Session | null {
  const w = s.waits[player];
  if (s.instance !== instance || s.phase !== 'playing' || !w || w.since !== since || w[field]) return null;
  return { ...s, waits: { ...s.waits, [player]: { ...w, [field]: true } } };
}

/**
 * The end of a wait: an AI (the game's first level) answers every timed decision the player owes, as they would,
 * from their seat's view only; the log says so publicly. The seat stays theirs. Null when that wait is over or
 * its time has not run out.
 */
export function expireWait(s: Session, mod: GameModule, player: PlayerId, since: string, now: string): Session | null {
  const w = slowWatchOf(s)?.find((x) => x.player === player);
  if (!w || w.since !== since || Date.parse(now) < w.endsAt) return null;
  const engine = mod.engine;
  const ai = aiLevels(mod)[0]!;
  let cur = appendLog(s, [{ text: tableWords('log.ranOut', { name: seatName(s, player) }), visibleTo: 'all' }]);
  for (let step = 0; ; step++) {
    const prompt = cur.phase === 'playing' ? timedPrompts(cur, engine, player)[0] : undefined;
    if (!prompt) return cur;
    if (step >= CHAIN_CAP) throw new Error(`The AI playing ${player}'s timed-out turn did not finish it (${prompt.id})`);
    const values = ai.decide(engine, engine.view(cur.state, player), prompt, decisionRng(cur.seed ?? '', player, prompt.id, cur.logCount));
    let r = seatAnswer(cur, engine, player, { prompt: prompt.id, values }, now);
    if (!r.ok) r = seatAnswer(cur, engine, player, fallbackAnswer(prompt), now);
    if (!r.ok) throw new Error(`Fallback answer refused for ${prompt.id}: ${r.error.message}`);
    // What the AI chose is not the player's to take back.
    cur = { ...r.value.session, undo: [], undoClosed: { why: 'timed-out', by: player } };
  }
}
