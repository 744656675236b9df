import { describe, expect, it } from 'vitest';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW, startSession } from '../../fixtures/start-session';
import { sinceLastDecision } from '../../../src/platform/telling/since';
import { promptsOf } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import type { LoggedEvent, Session } from '../../../src/platform/session-schema';
import { words } from '../../../src/engine/words';
import { say } from '../../../src/words/say';

/** "Since your last turn": what happened after a seat's last answer that it may read, what concerns it first. */

const base = startSession(lanternsModule, 3, 'since');
function withLog(events: Omit<LoggedEvent, 'n'>[], lastAnswerLog: number | null): Session {
  const log = events.map((e, n) => ({ ...e, n }));
  return { ...base, log, logCount: log.length, seats: base.seats.map((x, i) => (i === 0 ? { ...x, lastAnswerLog } : x)) };
}
const all = 'all' as const;

describe('platform/since your last turn', () => {
  it('GIVEN events before and after the seat\'s last answer THEN only those after are told, with seats named', () => {
    const s = withLog([{ text: '{p0} plays 6.', visibleTo: all }, { text: '{p1} plays 8.', visibleTo: all }, { text: 'Round 2 begins.', visibleTo: all }], 1);
    expect(sinceLastDecision(s, 'p0')).toEqual({ lines: ['P2 plays 8.', 'Round 2 begins.'], more: 0 });
  });

  it('GIVEN another seat\'s private line THEN it is never told; the seat\'s own private line is', () => {
    const s = withLog([{ text: '{p1} draws the 9.', visibleTo: ['p1'] }, { text: 'You draw the 3.', visibleTo: ['p0'] }, { text: '{p2} passes.', visibleTo: all }], 0);
    expect(sinceLastDecision(s, 'p0').lines).toEqual(['You draw the 3.', 'P3 passes.']);
  });

  it('GIVEN more than fit THEN what concerns the seat is kept first, the others\' moves newest first, and the rest counted', () => {
    const others = Array.from({ length: 8 }, (_, k) => ({ text: `{p${1 + (k % 2)}} plays ${k}.`, visibleTo: all }));
    const s = withLog([{ text: 'Round 3 begins.', visibleTo: all }, ...others, { text: '{p1} takes a lantern from {p0}.', visibleTo: all }], 0);
    const r = sinceLastDecision(s, 'p0', 4);
    expect(r.lines).toEqual(['Round 3 begins.', 'P2 plays 6.', 'P3 plays 7.', 'P2 takes a lantern from P1.']);
    expect(r.more).toBe(6);
  });

  it('GIVEN a seat answers THEN its mark moves past the lines its answer made', () => {
    const p = promptsOf(base, lanternsModule.engine, 'p0')[0]!;
    const r = answer(base, lanternsModule.engine, 'p0', { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.session.seats[0]!.lastAnswerLog).toBe(r.value.session.logCount);
    expect(sinceLastDecision(r.value.session, 'p0').lines).toEqual([]);
  });

  it('GIVEN a seat whose person reads German at an English table THEN its lines are said in German, seats named', () => {
    const line = words('refusals:no-such-game', { name: '{p1}' });
    const s = withLog([{ text: line, visibleTo: all }], 0);
    const german = { ...s, seats: s.seats.map((x, i) => (i === 0 ? { ...x, locale: 'de' as const } : x)) };
    expect(sinceLastDecision(german, 'p0').lines).toEqual([say('de', line).replace('{p1}', 'P2')]);
    expect(sinceLastDecision(german, 'p1').lines).toEqual([say('en', line).replace('{p1}', 'P2')]);
    expect(say('de', line)).not.toBe(say('en', line));
  });
});
