import type { AnyEngine, Answer, PlayerId } from '../../engine/types';
import { REMOVED_SEAT, type LoggedAnswer } from '../session-schema';

/**
 * The session's answer log, packed: every answer applied since the start, as the seat, which of that seat's open
 * prompts it answered and which options it chose, by position. A position means something only beside the state it
 * was given in, so the log is read by playing the game again (src/platform/after-game/replay.ts); in exchange an answer takes
 * two to four bytes instead of its prompt id and values (a long Vested Interests game: about 4 kB against 23 kB),
 * which keeps a stored game small. Stored as base64; each entry is a run of unsigned LEB128 numbers:
 * `seat * 2 + removed`, then (unless removed) the prompt's position, the count of values and each value's position.
 */

const bytesOf = (log: string): Buffer => Buffer.from(log, 'base64');
const textOf = (bytes: readonly number[]): string => Buffer.from(bytes).toString('base64');
/** The log with `more` bytes after it: every answer appends to a log that grows all game, so it is not unpacked to do so. */
const appended = (log: string, more: readonly number[]): string => Buffer.concat([bytesOf(log), Buffer.from(more)]).toString('base64');

function push(out: number[], n: number): void {
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
}

/** One packed entry as read back: positions, not yet values. */
interface Entry {
  seat: number;
  removed: boolean;
  prompt: number;
  values: number[];
}

/** The log's bytes read as numbers, one after another. */
function numbers(log: string): { more(): boolean; next(): number } {
  const b = bytesOf(log);
  let i = 0;
  return {
    more: () => i < b.length,
    next() {
      let n = 0;
      let shift = 0;
      for (;;) {
        const x = b[i++];
        if (x === undefined) throw new Error('the answer log is cut short');
        n += (x & 0x7f) * 2 ** shift;
        if (x < 0x80) return n;
        shift += 7;
      }
    },
  };
}

function* entries(log: string): Generator<Entry> {
  const r = numbers(log);
  while (r.more()) {
    const head = r.next();
    const seat = Math.floor(head / 2);
    if (head % 2) {
      yield { seat, removed: true, prompt: 0, values: [] };
      continue;
    }
    const prompt = r.next();
    const values = Array.from({ length: r.next() }, () => r.next());
    yield { seat, removed: false, prompt, values };
  }
}

/** The log with one more answer, given by `seat` (as `player`) to a state where it was open. */
export function logAnswer(log: string, engine: AnyEngine, state: unknown, seat: number, player: PlayerId, a: Answer): string {
  const mine = engine.prompts(state).filter((p) => p.player === player);
  const at = mine.findIndex((p) => p.id === a.prompt);
  const prompt = mine[at];
  if (!prompt) throw new Error(`logging an answer to ${a.prompt}, which ${player} does not owe`);
  const out: number[] = [];
  push(out, seat * 2);
  push(out, at);
  push(out, a.values.length);
  for (const v of a.values) {
    const k = prompt.options.findIndex((o) => o.value === v);
    if (k < 0) throw new Error(`logging "${v}", which ${a.prompt} does not offer`);
    push(out, k);
  }
  return appended(log, out);
}

/** The log with a seat the game took out (a kick where its rules allow it). */
export function logRemoval(log: string, seat: number): string {
  const out: number[] = [];
  push(out, seat * 2 + 1);
  return appended(log, out);
}

/** How many entries the log holds, counted without building them: every answer asks it. */
export function answerCount(log: string): number {
  const r = numbers(log);
  let n = 0;
  while (r.more()) {
    n++;
    if (r.next() % 2) continue;
    r.next();
    for (let k = r.next(); k > 0; k--) r.next();
  }
  return n;
}

/** The log's first `count` answers (undo cuts a taken-back step out). */
export function keepAnswers(log: string, count: number): string {
  const out: number[] = [];
  let n = 0;
  for (const e of entries(log)) {
    if (n++ === count) break;
    push(out, e.seat * 2 + (e.removed ? 1 : 0));
    if (e.removed) continue;
    push(out, e.prompt);
    push(out, e.values.length);
    for (const v of e.values) push(out, v);
  }
  return textOf(out);
}

/**
 * The log's answers in full, read against the states they were given in: `stateAt(k)` is the state before answer k
 * (the replay supplies it as it goes). Null for an entry that names a prompt or option the state does not have.
 */
export function* readAnswers(engine: AnyEngine, log: string, stateAt: () => unknown): Generator<LoggedAnswer | null> {
  for (const e of entries(log)) {
    if (e.removed) {
      yield [e.seat, REMOVED_SEAT, []];
      continue;
    }
    const prompt = engine.prompts(stateAt()).filter((p) => p.player === `p${e.seat}`)[e.prompt];
    const values = e.values.map((k) => prompt?.options[k]?.value);
    yield prompt && values.every((v) => v !== undefined) ? [e.seat, prompt.id, values as string[]] : null;
  }
}
