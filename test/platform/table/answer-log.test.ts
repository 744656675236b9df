import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { kickSeat } from '../../../src/platform/seats/kick';
import type { GameModule } from '../../../src/platform/module';
import { answerCount } from '../../../src/platform/table/answer-log';
import { replay, unpackAnswers } from '../../../src/platform/after-game/replay';
import { fallbackAnswer, openPrompts, promptsOf } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { seatAnswer } from '../../../src/platform/table/window-answers';
import { undo } from '../../../src/platform/table/undo';
import { settleAutoSeats } from '../../../src/platform/table/auto-seats';
import { aiLevels } from '../../../src/platform/seats/lobby-seats';
import type { LoggedAnswer, Session } from '../../../src/platform/session-schema';
import type { GoldenGame } from '../../golden/golden-games';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW, startSession } from '../../fixtures/start-session';
import { startedLanterns } from '../../fixtures/table-helpers';

/**
 * The session's answer log is a game's whole history: its seed, options and seat count set the game up again,
 * and its answers, applied by the engine alone, reach the very state the table played to.
 */
const dir = join(import.meta.dirname, '../../golden/fixtures');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

const input = (s: Session) => ({ seed: s.seed!, options: s.options, players: s.seats.length, log: s.answerLog });
const replayed = (s: Session, mod: GameModule) => replay(mod.engine, input(s));
const logged = (s: Session, mod: GameModule) => {
  const r = unpackAnswers(mod.engine, input(s));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
/** The answers a replay reads from the log and the state it reaches, in one replay (what `logged` and `replayed` give). */
function loggedAndReplayed(s: Session, mod: GameModule): { answers: LoggedAnswer[]; state: unknown } {
  const answers: LoggedAnswer[] = [];
  const r = replay(mod.engine, input(s), (_, __, a) => void (a && answers.push(a)));
  if (!r.ok) throw new Error(r.error);
  return { answers, state: r.value };
}

/** Plays a golden fixture's answers at a table, as the golden replay does; each fixture once in this file. */
const played = new Map<string, Session>();
function playFixture(g: GoldenGame): Session {
  const known = played.get(g.name);
  if (known) return known;
  const mod = modules.get(g.game)!;
  let s = startSession(mod, g.players, g.seed, g.options);
  for (const [player, prompt, ...values] of g.answers) {
    const r = answer(s, mod.engine, player, { prompt, values }, NOW);
    if (!r.ok) throw new Error(`${g.name}: ${r.error.message}`);
    s = r.value.session;
  }
  played.set(g.name, s);
  return s;
}

describe('platform/answer log', () => {
  it.each(fixtures)('%s: setup and the logged answers replay to the final state', (f) => {
    const g = JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenGame;
    const s = playFixture(g);
    expect(s.phase).toBe('ended');
    const mod = modules.get(g.game)!;
    const { answers, state } = loggedAndReplayed(s, mod);
    if (answers.length === g.answers.length) {
      expect(answers.map(([seat, prompt, values]) => [`p${seat}`, prompt, ...values])).toEqual(g.answers);
      expect(state).toEqual(s.state);
    } else {
      // The table left out its ways round back to where a turn stood (Pass, then Back): the replay reaches the same
      // position, only the engine's step counters tell the two apart.
      expect(answers.length).toBeLessThan(g.answers.length);
      expect(mod.engine.position!(state)).toEqual(mod.engine.position!(s.state));
    }
  });

  it('cuts a taken-back step out of the log, and a seat handed to an AI goes on logging', () => {
    const mod = modules.get('tipping-point')!;
    let s = startSession(mod, 2, 'answer-log-undo');
    s = { ...s, seats: s.seats.map((x, i) => (i === 1 ? { ...x, control: 'ai' as const, aiLevel: 'random' } : x)) };
    let undone = 0;
    for (let k = 0; k < 12 && s.phase === 'playing'; k++) {
      s = settleAutoSeats(s, mod.engine, NOW, aiLevels(mod));
      const p = promptsOf(s, mod.engine, 'p0')[0];
      if (!p) break;
      const before = answerCount(s.answerLog);
      const first = seatAnswer(s, mod.engine, 'p0', { prompt: p.id, values: fallbackAnswer(p).values }, NOW);
      if (!first.ok) throw new Error(first.error.message);
      s = first.value.session;
      if (s.undo.length && undone < 3) {
        const back = undo(s, mod.engine, 'p0', NOW);
        if (!back.ok) throw new Error(back.error.message);
        expect(answerCount(back.value.answerLog)).toBe(before);
        undone++;
        const again = seatAnswer(back.value, mod.engine, 'p0', { prompt: p.id, values: fallbackAnswer(p).values }, NOW);
        if (!again.ok) throw new Error(again.error.message);
        expect(answerCount(again.value.session.answerLog)).toBe(before + 1);
        s = again.value.session;
      }
    }
    expect(undone).toBeGreaterThan(0);
    expect(s.phase).toBe('playing');
    const kicked = kickSeat(s, mod, { userId: 'u0' }, null, 'u9');
    if (!kicked.ok) throw new Error(kicked.error.message);
    s = settleAutoSeats(kicked.value.session, mod.engine, NOW, aiLevels(mod));
    expect(s.phase).toBe('ended');
    const r = replayed(s, mod);
    expect(r.ok && r.value).toEqual(s.state);
  });

  it('logs a seat the game takes out, and the replay takes it out at the same point', () => {
    let s = startedLanterns(3);
    s = settleAutoSeats({ ...s, seats: s.seats.map((x, i) => (i === 2 ? { ...x, control: 'ai' as const, aiLevel: 'random' } : x)) }, lanternsModule.engine, NOW);
    const kicked = kickSeat(s, lanternsModule, { userId: 'u1' }, null, 'u0');
    if (!kicked.ok) throw new Error(kicked.error.message);
    expect(logged(kicked.value.session, lanternsModule).at(-1)).toEqual([1, '!removed', []]);
    s = kicked.value.session;
    for (let k = 0; k < 500 && s.phase === 'playing'; k++) {
      const p = openPrompts(s, lanternsModule.engine)[0]!;
      const r = answer(s, lanternsModule.engine, p.player, fallbackAnswer(p), NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
    }
    const r = replayed(s, lanternsModule);
    expect(r.ok && r.value).toEqual(s.state);
  });

  it('refuses a log that does not belong to the game, naming the step', () => {
    const mod = modules.get('earth')!;
    const s = startSession(mod, 2, 'answer-log-bad');
    // Seat 0's fourth open question, which the first state does not have.
    const r = replay(mod.engine, { seed: s.seed!, options: s.options, players: 2, log: Buffer.from([0, 3, 1, 0]).toString('base64') });
    expect(r).toEqual({ ok: false, error: 'step 1 names a question or option its game did not have' });
    const cut = replay(mod.engine, { seed: s.seed!, options: s.options, players: 2, log: Buffer.from([0, 0x80]).toString('base64') });
    expect(cut).toEqual({ ok: false, error: 'the answer log is cut short' });
  });

  it('packs an answer in a few bytes: a long game’s log stays small', () => {
    const g = JSON.parse(readFileSync(join(dir, 'vested-interests-full-5p-mixed.json'), 'utf8')) as GoldenGame;
    const s = playFixture(g);
    expect(answerCount(s.answerLog)).toBeGreaterThan(g.answers.length / 2);
    expect(Buffer.byteLength(s.answerLog) / answerCount(s.answerLog)).toBeLessThan(6);
  });
});
