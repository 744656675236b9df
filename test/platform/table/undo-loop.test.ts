import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { fallbackAnswer, openPrompts, promptsOf } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { undo } from '../../../src/platform/table/undo';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';
import { say } from '../../../src/words/say';

/** A Vested Interests table at a seat's action menu, reached by taking fallbacks. */
function atMenu(): { s: Session; seat: string } {
  const engine = modules.get('vested-interests')!.engine;
  let s = startSession(modules.get('vested-interests')!, 3, 'undo-loop');
  for (let k = 0; k < 500; k++) {
    const p = openPrompts(s, engine)[0]!;
    if (/^Your turn:/.test(say('en', p.text)) && p.options.some((o) => o.value === 'pass')) return { s, seat: p.player };
    const r = answer(s, engine, p.player, fallbackAnswer(p), NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
  }
  throw new Error('no action menu reached');
}

function step(s: Session, seat: string, value: string): Session {
  const engine = modules.get('vested-interests')!.engine;
  const p = promptsOf(s, engine, seat)[0]!;
  const r = answer(s, engine, seat, { prompt: p.id, values: [value] }, NOW);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

const size = (s: Session) => Buffer.byteLength(JSON.stringify(s));

describe('platform/a Pass, Back loop', () => {
  it('leaves the record no larger after 1000 steps than after the first few', () => {
    const { s: start, seat } = atMenu();
    let s = start;
    const sizes: number[] = [];
    for (let i = 0; i < 500; i++) {
      s = step(s, seat, 'pass');
      s = step(s, seat, 'back');
      sizes.push(size(s));
    }
    // Only the engine's step counter grows, by a digit now and then.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(sizes[1]! + 8);
    expect(s.log).toEqual(start.log);
    expect(s.answerLog).toBe(start.answerLog);
    expect(s.undo.length).toBeLessThanOrEqual(start.undo.length + 1);
  });

  it('is back at the very decision it left: the same menu, and a pass that confirms as it would have', () => {
    const { s: start, seat } = atMenu();
    const engine = modules.get('vested-interests')!.engine;
    const back = step(step(start, seat, 'pass'), seat, 'back');
    const decision = (s: Session) => promptsOf(s, engine, seat).map(({ id: _, ...p }) => p);
    expect(decision(back)).toEqual(decision(start));
    // Old buttons are stale: the menu's id has moved on, as the engine numbers its steps.
    expect(promptsOf(back, engine, seat)[0]!.id).not.toBe(promptsOf(start, engine, seat)[0]!.id);
    const confirmed = step(step(back, seat, 'pass'), seat, 'confirm');
    const direct = step(step(start, seat, 'pass'), seat, 'confirm');
    expect(engine.position!(confirmed.state)).toEqual(engine.position!(direct.state));
    expect(confirmed.answerLog).toBe(direct.answerLog);
    expect(confirmed.log).toEqual(direct.log);
  });

  it('keeps an undo step for a step that moves the turn somewhere new', () => {
    const { s: start, seat } = atMenu();
    const pass = step(start, seat, 'pass');
    expect(pass.undo.length).toBe(start.undo.length + 1);
    expect(undo(pass, modules.get('vested-interests')!.engine, seat, NOW)).toMatchObject({ ok: true, value: { state: start.state } });
  });
});
