import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { fallbackAnswer, openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { undo } from '../../../src/platform/table/undo';
import { undoableStep } from '../../../src/platform/table/undo-step';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';

/**
 * Undo is offered only where it works: over seeded games of every game, each time a seat is offered to take its step
 * back, taking it back is accepted; and a step that cannot be taken back because it revealed something or left it to
 * chance says what that was, never only that something was.
 */
const GENERIC = 'Nothing can be undone: your last step revealed something hidden or was decided by chance.';

describe('platform/undo offered only where it works', () => {
  it.each([['earth', 2], ['tipping-point', 3], ['vested-interests', 3]] as const)('GIVEN a seeded %s game THEN every Undo offered is accepted, and every refusal names the step', (game, players) => {
    const engine = modules.get(game)!.engine;
    let s: Session = startSession(modules.get(game)!, players, `undo-offer-${game}`);
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let offered = 0;
    let refused = 0;
    for (let k = 0; k < 1200 && s.phase === 'playing'; k++) {
      for (const seat of s.seats.map((_, i) => `p${i}`)) {
        if (!undoableStep(s, seat)) continue;
        offered++;
        const back = undo(s, engine, seat, NOW);
        expect(back.ok ? 'accepted' : back.error.message).toBe('accepted');
      }
      const prompt = openPrompts(s, engine)[rand() < 0.5 ? 0 : openPrompts(s, engine).length - 1]!;
      const pick = prompt.options[Math.floor(rand() * prompt.options.length)]!.value;
      let r = answer(s, engine, prompt.player, { prompt: prompt.id, values: [pick] }, NOW);
      // A random option may break a rule (too little to pay): the fallback then plays on.
      if (!r.ok) r = answer(s, engine, prompt.player, fallbackAnswer(prompt), NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
      if (s.phase === 'playing' && s.undo.length === 0 && s.undoClosed?.why === 'committed' && s.undoClosed.by === prompt.player) {
        refused++;
        const back = undo(s, engine, prompt.player, NOW);
        expect(back.ok).toBe(false);
        if (!back.ok) {
          expect(back.error.message).not.toBe(GENERIC);
          expect(back.error.message).toMatch(/^Nothing can be undone: your last step .+, and a step that shows something hidden or is decided by chance stays\.$/);
          expect(back.error.message).not.toMatch(/\{p\d\}/);
        }
      }
    }
    expect(offered).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(5);
  });
  it('GIVEN the table moved on under a seat\'s last step THEN no Undo is offered, as undo would refuse it', () => {
    const engine = modules.get('vested-interests')!.engine;
    const s0 = startSession(modules.get('vested-interests')!, 3, 'undo-offer-moved');
    const menu = openPrompts(s0, engine)[0]!;
    const r = answer(s0, engine, menu.player, { prompt: menu.id, values: ['build'] }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    expect(undoableStep(r.value.session, menu.player)).not.toBeNull();
    // The same undo stack over a state it did not leave (the table changed by other means since).
    const moved: Session = { ...r.value.session, state: s0.state };
    expect(undoableStep(moved, menu.player)).toBeNull();
    const back = undo(moved, engine, menu.player, NOW);
    expect(back.ok ? 'accepted' : back.error.message).toBe('That step can no longer be taken back: the game has changed since.');
  });
});
