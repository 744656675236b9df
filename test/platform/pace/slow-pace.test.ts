import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { aiLevels } from '../../../src/platform/seats/lobby-seats';
import { replaceSeat } from '../../../src/platform/seats/hand-over';
import { sessionSchema, type Session } from '../../../src/platform/session-schema';
import { expireWait, markWait, slowDue, slowWatchOf, trackWaits } from '../../../src/platform/pace/slow-pace';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW, startedLanterns, step } from '../../fixtures/table-helpers';

const T0 = Date.parse(NOW);
const at = (ms: number) => new Date(T0 + ms).toISOString();
const HOUR = 3_600_000;

/** A started two-seat Lanterns table at the slow pace, one hour per decision, its waits tracked as the runner does. */
function slowTable(): Session {
  const s: Session = { ...startedLanterns(2), pace: 'slow', decisionSeconds: 3600 };
  return trackWaits(s, lanterns, NOW);
}

describe('platform/slow pace', () => {
  it('keeps no waits for a live table', () => {
    const live = startedLanterns(2);
    expect(trackWaits(live, lanterns, NOW)).toBe(live);
    expect(slowWatchOf(live)).toBeNull();
  });

  it('reads a game saved before paces were kept as live, with DMs allowed', () => {
    const { pace, decisionSeconds, waits, banks, dmAllowed, ...old } = slowTable();
    const read = sessionSchema.parse(old);
    expect([read.pace, read.decisionSeconds, read.waits, read.banks, read.dmAllowed]).toEqual(['live', null, {}, {}, true]);
    expect([pace, decisionSeconds, Object.keys(waits), banks, dmAllowed]).toEqual(['slow', 3600, ['p0'], {}, true]);
  });

  it('waits on no one inside a secret window: the window keeps its own times', () => {
    let s = slowTable();
    for (let guard = 0; !openPrompts(s, lanterns).some((p) => p.secretWindow); guard++) {
      if (guard > 200) throw new Error('no bid window reached');
      s = trackWaits(step(s), lanterns, NOW);
    }
    expect(s.waits).toEqual({});
  });

  it('drops the wait of a seat handed to an AI', () => {
    const s = slowTable();
    const r = replaceSeat(s, 'p0', aiLevels(lanternsModule)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    expect(trackWaits(r.value, lanterns, at(HOUR)).waits).toEqual({});
  });

  it('starts a wait of their own for someone who takes over a seat mid-turn, so they are called', () => {
    const s = markWait(slowTable(), 'abcd1234', 'p0', NOW, 'pinged')!;
    const r = replaceSeat(s, 'p0', { userId: 'u7', name: 'Gus' });
    if (!r.ok) throw new Error(r.error.message);
    expect(trackWaits(r.value, lanterns, at(HOUR)).waits.p0).toEqual({ userId: 'u7', since: at(HOUR), pinged: false, reminded: false });
  });

  it('takes a wait that ran out while the bot was down, rather than pinging a turn that is then taken', () => {
    const w = slowWatchOf(slowTable())![0]!;
    expect(slowDue(w, T0)).toBe('pinged');
    expect(slowDue(w, T0 + 3 * HOUR)).toBe('expired');
    expect(slowDue({ ...w, expired: true }, T0 + 3 * HOUR)).toBeNull();
  });

  it('marks a call once, and only on the wait it was due for', () => {
    const s = slowTable();
    const marked = markWait(s, s.instance, 'p0', NOW, 'pinged')!;
    expect(marked.waits.p0!.pinged).toBe(true);
    expect(markWait(marked, s.instance, 'p0', NOW, 'pinged')).toBeNull();
    expect(markWait(s, s.instance, 'p0', at(1), 'pinged')).toBeNull();
    expect(markWait(s, 'other000', 'p0', NOW, 'pinged')).toBeNull();
  });

  it('refuses to end a wait before its time or for an earlier wait', () => {
    const s = slowTable();
    expect(expireWait(s, lanternsModule, 'p0', NOW, at(3 * HOUR - 1))).toBeNull();
    expect(expireWait(s, lanternsModule, 'p0', at(-HOUR), at(3 * HOUR))).toBeNull();
    expect(expireWait(s, lanternsModule, 'p1', NOW, at(3 * HOUR))).toBeNull();
    const done = expireWait(s, lanternsModule, 'p0', NOW, at(3 * HOUR))!;
    expect(openPrompts(done, lanterns).map((p) => p.player)).toEqual(['p1']);
    expect(done.seats[0]!.control).toBe('human');
    expect(done.undo).toEqual([]);
  });
});
