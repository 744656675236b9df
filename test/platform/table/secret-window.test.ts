import { describe, expect, it } from 'vitest';
import { randomPolicy } from '../../../src/engine/ai-policy';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { seatAnswer as tableSeatAnswer, settleWindow } from '../../../src/platform/table/window-answers';
import { visibleLog } from '../../../src/platform/table/game-log';
import { settleAutoSeats } from '../../../src/platform/table/auto-seats';
import { replaceSeat } from '../../../src/platform/seats/hand-over';
import type { Session } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import { NOW, startedLanterns } from '../../fixtures/table-helpers';

/**
 * The secret window in the pure table: the answer that would close it before its minimum time is held (recorded,
 * not applied) when a person sits in it; the golden replays' raw `answer` and all-AI tables hold nothing.
 */

const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

/** Plays every turn of round 1 with the first option, up to the bid window. */
function toTheBid(s0: Session, seatAnswer = true): Session {
  let s = s0;
  for (let guard = 0; openPrompts(s, lanterns).some((p) => !p.secretWindow); guard++) {
    const p = openPrompts(s, lanterns)[0]!;
    const a = { prompt: p.id, values: [p.options[0]!.value] };
    const r = seatAnswer ? tableSeatAnswer(s, lanterns, p.player, a, NOW) : answer(s, lanterns, p.player, a, NOW);
    if (!r.ok || guard > 20) throw new Error('did not reach the bid');
    s = settleAutoSeats(r.value.session, lanterns, NOW);
  }
  return s;
}

const bid = (s: Session, p: string, stake: string, now: string) => {
  const r = tableSeatAnswer(s, lanterns, p, { prompt: 'b1', values: [stake] }, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
};
const revealed = (s: Session) => s.log.some((e) => e.text.startsWith('Bids revealed'));

describe('platform/secret window', () => {
  it('records the window with everyone it was opened for when it is first seen', () => {
    const s = tableSeatAnswer(toTheBid(startedLanterns(3, 'w', { rounds: 1 })), lanterns, 'p1', { prompt: 'b1', values: ['1'] }, at(3000));
    expect(s.ok && s.value.session.secretWindow).toEqual({ id: 'bid1', label: 'placing a secret bid', seats: ['p0', 'p1', 'p2'], openedAt: NOW, minMs: 10_000, maxMs: 45_000, held: null });
  });

  it('holds the closing answer before the minimum time, so the seat owes nothing and nothing is revealed', () => {
    let s = toTheBid(startedLanterns(2, 'w', { rounds: 1 }));
    s = bid(s, 'p0', '2', at(1000));
    const before = s;
    s = bid(s, 'p1', '1', at(2000));
    expect(revealed(s)).toBe(false);
    expect(s.state).toEqual(before.state);
    expect(s.secretWindow?.held).toEqual({ player: 'p1', prompt: 'b1', values: ['1'] });
    expect(openPrompts(s, lanterns)).toEqual([]);
    expect(settleWindow(s, lanterns, at(9999))).toBe(s);
    const done = settleWindow(s, lanterns, at(10_000));
    expect(visibleLog(done, null, 50).map((e) => e.text)).toContain('Bids revealed: Ana 2, Ben 1.');
    expect(done.secretWindow).toBeNull();
  });

  it('closes at once when the last to answer is the only person in the window: nobody else could learn from it', () => {
    const s0 = toTheBid(startedLanterns(2, 'w', { rounds: 1 }));
    const r = replaceSeat(s0, 'p1', randomPolicy);
    if (!r.ok) throw new Error(r.error.message);
    // The AI bids as soon as it is asked; Ana, the one person at the table, bids last.
    const s = bid(settleAutoSeats(r.value, lanterns, NOW), 'p0', '1', at(1000));
    expect(revealed(s)).toBe(true);
    expect(s.secretWindow?.held ?? null).toBeNull();
  });

  it('applies a closing answer at once after the minimum time', () => {
    const s = bid(bid(toTheBid(startedLanterns(2, 'w', { rounds: 1 })), 'p0', '0', at(1000)), 'p1', '0', at(10_000));
    expect(revealed(s)).toBe(true);
  });

  it('does not restart the turn clock when a seat answers inside the window', () => {
    const s = toTheBid(startedLanterns(3, 'w', { rounds: 1 }));
    expect(bid(s, 'p0', '1', at(5000)).waitingSince).toBe(s.waitingSince);
  });

  it('holds nothing when no person sits in the window: an all-AI table closes it at once', () => {
    const s0 = startedLanterns(2, 'w', { rounds: 1 });
    const ai = [0, 1].reduce((s, i) => {
      const r = replaceSeat(s, `p${i}`, randomPolicy);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    }, s0);
    const end = settleAutoSeats(ai, lanterns, NOW);
    expect(end.phase).toBe('ended');
    expect(revealed(end)).toBe(true);
  });

  it('holds an AI seat\'s closing answer when a person sits in the window too', () => {
    // Cai's seat goes to an AI after Ana and Ben have bid: the AI's bid would close the window.
    const s = bid(bid(toTheBid(startedLanterns(3, 'w', { rounds: 1 })), 'p0', '1', at(1000)), 'p1', '2', at(1500));
    const r = replaceSeat(s, 'p2', randomPolicy);
    if (!r.ok) throw new Error(r.error.message);
    const settled = settleAutoSeats(r.value, lanterns, at(2000));
    expect(revealed(settled)).toBe(false);
    expect(settled.secretWindow?.held?.player).toBe('p2');
  });

  it('leaves the engine\'s own answer (the golden replays, the bench) without a hold', () => {
    let s = toTheBid(startedLanterns(2, 'w', { rounds: 1 }), false);
    for (const p of ['p0', 'p1']) {
      const r = answer(s, lanterns, p, { prompt: 'b1', values: ['1'] }, NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
    }
    expect(revealed(s)).toBe(true);
  });
});
