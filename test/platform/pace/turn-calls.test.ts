import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { seatAnswer } from '../../../src/platform/table/window-answers';
import { end } from '../../../src/platform/seats/ending';
import type { Session } from '../../../src/platform/session-schema';
import { callsAfter, HOLD_MS, pingShown } from '../../../src/platform/pace/turn-calls';
import { timerDue, watchOf } from '../../../src/platform/pace/turn-timer';
import { lanterns } from '../../fixtures/lanterns';
import { NOW, startedLanterns } from '../../fixtures/table-helpers';

/**
 * Who the table calls after a change: once per turn start, never again for the small steps of the same turn, and
 * everyone in a secret window together, with nothing changing as they answer.
 */

/** The change the table runner makes: the seat owing first answers its first option, through the secret window's rules. */
function answerFirst(s: Session, which = 0): Session {
  const open = openPrompts(s, lanterns);
  const p = open[which]!;
  const r = seatAnswer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

/** A change as the runner commits it, with its ping then shown. */
function commit(before: Session | null, after: Session, through: Session[] = []): Session {
  const called = callsAfter(before, through, after, lanterns);
  return pingShown(called, called.pingDue, called.pingDue.length ? 'ping' : called.pingMessageId);
}

describe('platform/turn calls', () => {
  it('calls the first player when the game starts', () => {
    const s = callsAfter(null, [], startedLanterns(3), lanterns);
    expect(s.called).toEqual(['u0']);
    expect(s.pingDue).toEqual(['u0']);
  });

  it('does not call a player again for the second step of the same turn', () => {
    const s0 = commit(null, startedLanterns(3));
    const chosen = answerFirst(s0);
    expect(openPrompts(chosen, lanterns).map((p) => p.player)).toEqual(['p0']);
    const s1 = callsAfter(s0, [chosen], chosen, lanterns);
    expect(s1.called).toEqual(['u0']);
    expect(s1.pingDue).toEqual([]);
  });

  it('calls the next player when a turn passes, and forgets the one who is done', () => {
    const s0 = commit(null, startedLanterns(3));
    const passed = answerFirst(answerFirst(s0));
    const s1 = callsAfter(s0, [passed], passed, lanterns);
    expect(s1.called).toEqual(['u1']);
    expect(s1.pingDue).toEqual(['u1']);
  });

  it('calls again a player whose turn comes round while the AI seats played, which the end state alone cannot tell', () => {
    // Two seats: Ana's answer ends her turn (Ben owes), Ben's plays in the same change (as an AI seat would), Ana owes again.
    const s0 = commit(null, startedLanterns(2, 'fixed', { bidding: false }));
    const anaDone = answerFirst(answerFirst(s0));
    const benDone = answerFirst(answerFirst(anaDone));
    expect(openPrompts(benDone, lanterns).map((p) => p.player)).toEqual(['p0']);
    expect(callsAfter(s0, [anaDone], benDone, lanterns).pingDue).toEqual(['u0']);
    expect(callsAfter(s0, [], benDone, lanterns).pingDue).toEqual([]);
  });

  it('keeps a call due until its ping is shown, and drops it once that person owes nothing', () => {
    const s0 = callsAfter(null, [], startedLanterns(3), lanterns);
    const chosen = answerFirst(s0);
    expect(callsAfter(s0, [chosen], chosen, lanterns).pingDue).toEqual(['u0']);
    const passed = answerFirst(chosen);
    expect(callsAfter(s0, [passed], passed, lanterns).pingDue).toEqual(['u1']);
  });

  it('calls everyone in a secret window together, the last to play before it too, and nothing changes as they answer', () => {
    let s = commit(null, startedLanterns(3, 'fixed', { rounds: 1 }));
    for (let i = 0; i < 6; i++) {
      const next = answerFirst(s);
      s = commit(s, next, [next]);
    }
    expect(s.secretWindow?.seats).toEqual(['p0', 'p1', 'p2']);
    const opened = s;
    expect(opened.called).toEqual(['u0', 'u1', 'u2']);
    expect(opened.pingMessageId).toBe('ping');
    for (const which of [1, 0]) {
      const next = answerFirst(s, which);
      const after = callsAfter(s, [next], next, lanterns);
      expect(after.called).toEqual(opened.called);
      expect(after.pingDue).toEqual([]);
      s = after;
    }
  });

  it('calls nobody once the game is over', () => {
    const s0 = commit(null, startedLanterns(3));
    const over = callsAfter(s0, [], end(s0, 'ended by Ana'), lanterns);
    expect(over.called).toEqual([]);
    expect(over.pingDue).toEqual([]);
  });

  it('keeps a newer call due when a ping for an earlier call of the same person is shown after it', () => {
    // u0 is called; before that ping is shown, u0 finishes the turn and a later change calls u0 again.
    const first = callsAfter(null, [], startedLanterns(3), lanterns);
    const later = { ...first, called: [], pingDue: [] };
    const again = callsAfter(later, [later], first, lanterns);
    expect(again.pingDue).toEqual(['u0']);
    expect(again.callNo.u0).not.toBe(first.callNo.u0);
    // The earlier ping lands on the newer session: u0's new call is still to be pinged.
    expect(pingShown(again, ['u0'], 'ping-1', first).pingDue).toEqual(['u0']);
    expect(pingShown(again, ['u0'], 'ping-2', again).pingDue).toEqual([]);
  });

  describe('a person at the table', () => {
    const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
    const watching = (ms: number, who = ['u0']) => ({ now: at(ms), watches: (u: string) => who.includes(u) });
    /** Ana (watching her panel) answers at NOW, Ben plays on as an AI seat would, and Ana owes again. */
    function anaOwesAgain() {
      const s0 = commit(null, startedLanterns(2, 'fixed', { bidding: false }));
      const anaDone = answerFirst(answerFirst(s0));
      const benDone = answerFirst(answerFirst(anaDone));
      return { s0, anaDone, benDone };
    }

    it('is not pinged at once when her live panel shows the decision and she acted moments ago: the call is held', () => {
      const { s0, anaDone, benDone } = anaOwesAgain();
      const s1 = callsAfter(s0, [anaDone], benDone, lanterns, watching(5000));
      expect(s1.pingDue).toEqual([]);
      expect(s1.called).toEqual(['u0']);
      expect(s1.pingHeld).toEqual({ u0: at(5000 + HOLD_MS) });
      // The turn timer's tick, rebuilt from the session after a restart as well, commits the table when it is due.
      const w = watchOf(s1)!;
      expect(timerDue(w, Date.parse(at(5000 + HOLD_MS - 1)))).toBeNull();
      expect(timerDue(w, Date.parse(at(5000 + HOLD_MS)))).toBe('ping');
    });

    it('is pinged after all when she still owes the decision once the hold is over', () => {
      const { s0, anaDone, benDone } = anaOwesAgain();
      const s1 = callsAfter(s0, [anaDone], benDone, lanterns, watching(5000));
      expect(callsAfter(s1, [], s1, lanterns, watching(5000 + HOLD_MS - 1)).pingDue).toEqual([]);
      const s2 = callsAfter(s1, [], s1, lanterns, watching(5000 + HOLD_MS));
      expect(s2.pingDue).toEqual(['u0']);
      expect(s2.pingHeld).toEqual({});
      // The ping shown for that call counts for it: nothing is due again.
      const shown = pingShown(s2, s2.pingDue, 'ping');
      expect(callsAfter(shown, [], shown, lanterns, watching(5000 + HOLD_MS + 1)).pingDue).toEqual([]);
    });

    it('is never pinged for a held call she answers in time', () => {
      const { s0, anaDone, benDone } = anaOwesAgain();
      const s1 = callsAfter(s0, [anaDone], benDone, lanterns, watching(5000));
      const answered = answerFirst(answerFirst(s1));
      const s2 = callsAfter(s1, [answered], answered, lanterns, watching(HOLD_MS * 3));
      expect(s2.pingDue).toEqual(['u1']);
      expect(s2.pingHeld).toEqual({});
    });

    it('is pinged at once without a live panel, or when she last acted over a minute ago', () => {
      const { s0, anaDone, benDone } = anaOwesAgain();
      expect(callsAfter(s0, [anaDone], benDone, lanterns, watching(5000, [])).pingDue).toEqual(['u0']);
      expect(callsAfter(s0, [anaDone], benDone, lanterns, watching(61_000)).pingDue).toEqual(['u0']);
      // A person who has not answered yet in this game is called as before.
      expect(callsAfter(null, [], startedLanterns(3), lanterns, watching(0)).pingDue).toEqual(['u0']);
    });
  });
});
