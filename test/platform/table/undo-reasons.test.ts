import { describe, expect, it } from 'vitest';
import { modules } from '../../../src/modules';
import { randomPolicy } from '../../../src/engine/ai-policy';
import type { AnyEngine } from '../../../src/engine/types';
import { seatName } from '../../../src/platform/table/seat-names';
import { fallbackAnswer, openPrompts, promptsOf } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { answerPlan } from '../../../src/platform/table/answer-plan';
import { undo } from '../../../src/platform/table/undo';
import { settleAutoSeats } from '../../../src/platform/table/auto-seats';
import { addAi, newLobby, start } from '../../../src/platform/seats/lobby-seats';
import { offersWayBack, undoableStep } from '../../../src/platform/table/undo-step';
import type { Session } from '../../../src/platform/session-schema';
import { projectById } from '../../../src/games/tipping-point/cards/catalogue';
import { NOW, startSession } from '../../fixtures/start-session';
import { say } from '../../../src/words/say';

const mod = (id: string) => modules.get(id)!;

/** Ana (a person) against two AI seats, the AIs' decisions already played. */
function againstAi(game: string, seed: string): Session {
  const engine = mod(game).engine;
  const lobby = newLobby({ instance: 'undo0001', game, channelId: 'c', guildId: null, host: { userId: 'u0', name: 'Ana' }, options: {}, timerSeconds: null, now: NOW });
  const one = addAi(lobby, engine, randomPolicy);
  const withAi = one.ok ? addAi(one.value, engine, randomPolicy) : one;
  if (!withAi.ok) throw new Error(withAi.error.message);
  const started = start(withAi.value, engine, 'u0', seed, NOW);
  if (!started.ok) throw new Error(started.error.message);
  return settleAutoSeats(started.value, engine, NOW);
}

function answerFirst(s: Session, engine: AnyEngine, p: string): Session {
  const prompt = promptsOf(s, engine, p)[0]!;
  const r = answer(s, engine, p, fallbackAnswer(prompt), NOW);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

const undoMessage = (s: Session, engine: AnyEngine, p: string) => {
  const r = undo(s, engine, p, NOW);
  return r.ok ? 'undone' : r.error.message;
};

describe('platform/undo names why it refuses', () => {
  it.each(['tipping-point', 'earth'])('GIVEN your step revealed nothing and an AI played after it THEN the refusal names the AI, not a reveal (%s)', (game) => {
    const engine = mod(game).engine;
    let s = againstAi(game, 'undo-reasons');
    let checked = false;
    for (let k = 0; k < 400 && !checked && s.phase === 'playing'; k++) {
      const mine = answer(s, engine, 'p0', fallbackAnswer(promptsOf(s, engine, 'p0')[0]!), NOW);
      if (!mine.ok) throw new Error(mine.error.message);
      const settled = settleAutoSeats(mine.value.session, engine, NOW);
      if (mine.value.session.undo.length > 0 && settled.logCount > mine.value.session.logCount) {
        expect(undoMessage(settled, engine, 'p0')).toMatch(/^Nothing can be undone: AI \d \(random\) has played since, and a step can be taken back only until someone else acts\.$/);
        checked = true;
      }
      s = settled;
    }
    expect(checked).toBe(true);
  });

  it('GIVEN your own step revealed something THEN the refusal says so', () => {
    const engine = mod('vested-interests').engine;
    let s = startSession(mod('vested-interests'), 3, 'undo-reveal');
    for (let k = 0; k < 400; k++) {
      const prompt = openPrompts(s, engine)[0]!;
      const p = prompt.player;
      const next = answerFirst(s, engine, p);
      if (next.undo.length === 0 && next.phase === 'playing') {
        // The game names nothing it revealed here, so the refusal names what its taker chose.
        const chose = say('en', prompt.options.find((o) => o.value === fallbackAnswer(prompt).values[0])!.label);
        expect(undoMessage(next, engine, p)).toBe(`Nothing can be undone: your last step chose “${chose}”, and a step that shows something hidden or is decided by chance stays.`);
        const other = p === 'p0' ? 'p1' : 'p0';
        expect(undoMessage(next, engine, other)).toBe(`Nothing can be undone: ${seatName(next, p)} has played since, and a step can be taken back only until someone else acts.`);
        return;
      }
      s = next;
    }
    throw new Error('no step revealed anything');
  });

  it('GIVEN an Earth step that drew or showed a card THEN the refusal names what it did', () => {
    const engine = mod('earth').engine;
    let s = startSession(mod('earth'), 2, 'undo-earth-reveal');
    const seen = new Set<string>();
    for (let k = 0; k < 600 && s.phase === 'playing'; k++) {
      const p = openPrompts(s, engine)[0]!.player;
      const next = answerFirst(s, engine, p);
      if (next.undo.length === 0 && next.phase === 'playing' && next.undoClosed?.why === 'committed') {
        const said = undoMessage(next, engine, p);
        expect(said).toMatch(/^Nothing can be undone: your last step (revealed everyone's secret setup choices|drew a card from the deck|drew cards from the deck|(planted|played) .+ face up from your hand), and a step that shows something hidden or is decided by chance stays\.$/);
        seen.add(said.replace(/(planted|played) .+ face up/, '$1 … face up'));
      }
      s = next;
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('GIVEN a game just begun THEN the refusal says there is no step to take back', () => {
    const engine = mod('earth').engine;
    const s = startSession(mod('earth'), 2, 'undo-start');
    expect(undoMessage(s, engine, 'p0')).toBe('Nothing can be undone: no step of yours since the game began is left to take back.');
  });
});

describe('platform/undo after /tp play', () => {
  const engine = mod('tipping-point').engine;
  const play = engine.shortcuts!.list.find((c) => c.name === 'play')!;

  /** A Tipping Point table where P1 is offered a card it can play. */
  function atPlayableMenu(): Session {
    let s = startSession(mod('tipping-point'), 2, 'undo-tp-play');
    for (let i = 0; i < 300; i++) {
      const open = openPrompts(s, engine);
      if (open.some((x) => x.player === 'p0' && x.options.some((o) => o.value === 'pass') && x.options.some((o) => projectById(o.value)))) return s;
      const p = open[0]!;
      const v = p.options.find((o) => o.value !== 'pass')?.value ?? p.options[0]!.value;
      const r = answer(s, engine, p.player, { prompt: p.id, values: [v] }, NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
    }
    throw new Error('P1 was never offered a playable card');
  }

  it('refuses like the clicks it stands for: playing the card to its slot reveals it', () => {
    const s = atPlayableMenu();
    const menu = promptsOf(s, engine, 'p0')[0]!;
    const card = menu.options.find((o) => projectById(o.value))!.value;
    const afterCard = answer(s, engine, 'p0', { prompt: menu.id, values: [card] }, NOW);
    if (!afterCard.ok) throw new Error(afterCard.error.message);
    const slotPrompt = promptsOf(afterCard.value.session, engine, 'p0')[0]!;
    const slot = slotPrompt.options.find((o) => /^[A-Z]+\d+$/.test(o.value))!.value;
    const clicked = answer(afterCard.value.session, engine, 'p0', { prompt: slotPrompt.id, values: [slot] }, NOW);
    if (!clicked.ok) throw new Error(clicked.error.message);
    const plan = play.plan(s.state, 'p0', { card: say('en', projectById(card)!.name), at: slot });
    if (!plan.ok) throw new Error(plan.error.message);
    const typed = answerPlan(s, engine, 'p0', plan.value, NOW, '/tp play');
    if (!typed.ok) throw new Error(typed.error.message);
    expect(typed.value.session.state).toEqual(clicked.value.session.state);
    expect(undoMessage(typed.value.session, engine, 'p0')).toBe(`Nothing can be undone: your last step played ${say('en', projectById(card)!.name)} face up from your hand, and a step that shows something hidden or is decided by chance stays.`);
    expect(undoMessage(typed.value.session, engine, 'p0')).toBe(undoMessage(clicked.value.session, engine, 'p0'));
  });
});

describe('platform/undo after a typed plan', () => {
  it('takes all its steps back in one undo, and the button names the command', () => {
    const engine = mod('vested-interests').engine;
    let s = startSession(mod('vested-interests'), 3, 'undo-plan');
    let plan: string[][] | null = null;
    let seat = '';
    for (let k = 0; k < 500 && !plan; k++) {
      const menu = openPrompts(s, engine)[0]!;
      if (/^Your turn:/.test(say('en', menu.text))) plan = twoQuietSteps(engine, s.state, menu.player, menu);
      if (plan) seat = menu.player;
      else s = answerFirst(s, engine, menu.player);
    }
    if (!plan) throw new Error('no plan of two quiet steps found');
    const typed = answerPlan(s, engine, seat, plan, NOW, '/vi build');
    if (!typed.ok) throw new Error(typed.error.message);
    expect(undoableStep(typed.value.session, seat)).toEqual({ step: '/vi build' });
    const back = undo(typed.value.session, engine, seat, NOW);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.state).toEqual(s.state);
    expect(back.value.answerLog).toBe(s.answerLog);
    expect(back.value.undo).toEqual(s.undo);
  });
});

/** Two answers from the action menu into a submenu that reveal nothing (neither a way back), or null. */
function twoQuietSteps(engine: AnyEngine, state: unknown, p: string, menu: { id: string; options: readonly { value: string }[] }): string[][] | null {
  for (const o of menu.options) {
    const r1 = engine.apply(state, p, { prompt: menu.id, values: [o.value] });
    if (!r1.ok || r1.value.committed) continue;
    const sub = engine.prompts(r1.value.state).find((x) => x.player === p);
    const o2 = sub?.options.find((x) => x.value !== 'back' && x.value !== 'confirm');
    if (!sub || !o2) continue;
    const r2 = engine.apply(r1.value.state, p, { prompt: sub.id, values: [o2.value] });
    if (r2.ok && !r2.value.committed) return [[o.value], [o2.value]];
  }
  return null;
}

describe('platform/the Undo button over a seeded game', () => {
  // In Vested Interests a Back returns to the menu it left, and the way round keeps no step (undo-loop.test.ts);
  // in Earth a Back can lead somewhere new this turn, so it stacks a step of its own.
  it.each([['vested-interests', 3, false], ['earth', 2, true]] as const)('never offers to undo a Back (%s)', (game, players, stacks) => {
    const engine = mod(game).engine;
    let s = startSession(mod(game), players, 'undo-back-label');
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let backs = 0;
    let wayBackOnTop = 0;
    for (let k = 0; k < 1500 && s.phase === 'playing'; k++) {
      const prompt = openPrompts(s, engine)[0]!;
      const back = prompt.options.find((o) => o.value === 'back');
      const pick = back && rand() < 0.4 ? [back.value] : fallbackAnswer(prompt).values;
      const choice = rand() < 0.5 || back ? pick : [prompt.options[Math.floor(rand() * prompt.options.length)]!.value];
      let r = answer(s, engine, prompt.player, { prompt: prompt.id, values: choice }, NOW);
      // A random option may break a rule (too little Capital): the fallback then plays on.
      if (!r.ok) r = answer(s, engine, prompt.player, fallbackAnswer(prompt), NOW);
      if (!r.ok) throw new Error(r.error.message);
      if (choice[0] === 'back') backs++;
      s = r.value.session;
      const label = say('en', undoableStep(s, prompt.player)?.step ?? '');
      expect(label).not.toMatch(/^Back/);
      if (s.undo.at(-1)?.back) wayBackOnTop++;
    }
    expect(backs).toBeGreaterThan(5);
    expect(wayBackOnTop > 0).toBe(stacks);
  });

  it('GIVEN a step into a sub-menu that offers Back itself THEN the step can be undone, and the panel leaves its Undo button out as the same as Back', () => {
    const engine = mod('vested-interests').engine;
    let s = againstAi('vested-interests', 'way-back');
    for (let k = 0; k < 200 && promptsOf(s, engine, 'p0')[0]?.options.every((o) => o.value !== 'build'); k++) s = answerFirst(s, engine, openPrompts(s, engine)[0]!.player);
    const menu = promptsOf(s, engine, 'p0')[0]!;
    expect(offersWayBack(menu)).toBe(false);
    const r = answer(s, engine, 'p0', { prompt: menu.id, values: ['build'] }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    const assets = promptsOf(r.value.session, engine, 'p0')[0]!;
    expect(say('en', undoableStep(r.value.session, 'p0')?.step ?? '')).toMatch(/^Build/);
    expect(offersWayBack(assets)).toBe(true);
  });
});
