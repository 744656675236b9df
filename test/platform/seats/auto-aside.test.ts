import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../../src/engine/types';
import { vestedInterestsModule } from '../../../src/game-modules/vested-interests';
import type { VIState } from '../../../src/games/vested-interests/state';
import { catalogue } from '../../../src/games/vested-interests/cards/catalogue';
import { answeredByTable, onlyStandsAside, setAutoAside, settleSeats } from '../../../src/platform/seats/auto-aside';
import { decidingUsers } from '../../../src/platform/pace/turn-timer';
import { publicFace } from '../../../src/platform/telling/public-prompt';
import { playerIdOf, seatIndexOf } from '../../../src/platform/table/seat-ids';
import { openPrompts, promptsOf } from '../../../src/platform/table/open-prompts';
import { seatAnswer, settleWindow } from '../../../src/platform/table/window-answers';
import { visibleLog } from '../../../src/platform/table/game-log';
import { aiLevels } from '../../../src/platform/seats/lobby-seats';
import { replaceSeat } from '../../../src/platform/seats/hand-over';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';
import { chain, menuOwner, toActions } from '../../vested-interests/helpers';
import { say } from '../../../src/words/say';

/**
 * A person who holds no Scheme that fits a Scheme window may have the table stand aside for them. The channel
 * must not be able to tell: the table it sees, moment by moment, is the same as when they click Stand aside.
 */

const engine = vestedInterestsModule.engine;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const levels = aiLevels(vestedInterestsModule);

interface Scene {
  s: Session;
  opener: PlayerId;
  /** Holds no Scheme at all. */
  empty: PlayerId;
  /** Holds a Scheme that fits the build window. */
  holder: PlayerId;
  /** The opener's answer that opens the window: a free cell of the Reach. */
  cell: string;
}

/** Four people at the Actions menu; the opener's next answer (a cell to build on) opens a Scheme window. */
function scene(autoAside: readonly PlayerId[]): Scene {
  const vi = structuredClone(toActions(4, 'window-quiet'));
  const opener = menuOwner(vi);
  const others = vi.players.filter((p) => p !== opener);
  const [holder, empty] = [others[0]!, others[1]!];
  for (const p of vi.players) vi.me[p]!.schemes = [];
  vi.me[holder]!.schemes = ['scheme.nimby'];
  const inReach: VIState = chain(vi, [[opener, 'build'], [opener, 'housing'], [opener, 'Reach']]).state;
  // The Reach has more free cells than a menu holds: its first part by number is chosen before a cell.
  const parted = engine.prompts(inReach).find((p) => p.player === opener)!.options.some((o) => o.value === 'pg-0');
  const ready: VIState = parted ? chain(inReach, [[opener, 'pg-0']]).state : inReach;
  let s: Session = { ...startSession(vestedInterestsModule, 4, 'auto-aside'), state: ready };
  for (const p of vi.players) {
    const r = setAutoAside(s, p, autoAside.includes(p));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const cell = engine.prompts(ready).find((p) => p.player === opener)!.options.find((o) => o.value !== 'back')!.value;
  return { s, opener, empty, holder, cell };
}

/** A click at a table, and what the table does after it (AI seats, standing aside automatically). */
function click(s: Session, p: PlayerId, value: string, now: string): Session {
  const prompt = promptsOf(s, engine, p)[0];
  if (!prompt) throw new Error(`${p} owes nothing`);
  const r = seatAnswer(s, engine, p, { prompt: prompt.id, values: [value] }, now);
  if (!r.ok) throw new Error(r.error.message);
  return settleSeats(r.value.session, engine, now, levels);
}

const tick = (s: Session, now: string) => settleSeats(settleWindow(s, engine, now), engine, now, levels);

describe('platform/standing aside automatically', () => {
  it('GIVEN a new table THEN every person stands aside by themselves where they can play nothing, until they say otherwise', () => {
    expect(startSession(vestedInterestsModule, 3, 'default').seats.map((x) => x.autoAside)).toEqual([true, true, true]);
  });

  it('GIVEN a Scheme window THEN only a prompt with nothing but Stand aside counts as nothing to play', () => {
    const { s, opener, empty, holder, cell } = scene([]);
    const open = click(s, opener, cell, at(0));
    const prompts = openPrompts(open, engine);
    expect(prompts.find((p) => p.player === empty)!.options.map((o) => say('en', o.label))).toEqual(['Stand aside']);
    expect(onlyStandsAside(prompts.find((p) => p.player === empty)!)).toBe(true);
    expect(onlyStandsAside(prompts.find((p) => p.player === holder)!)).toBe(false);
  });

  it('GIVEN a player who asked for it and holds nothing that fits THEN the table stands aside for them, and not for a player who could play', () => {
    const { s, opener, empty, holder, cell } = scene([]);
    const both = [empty, holder].reduce((x, p) => (setAutoAside(x, p, true) as { ok: true; value: Session }).value, s);
    const open = click(both, opener, cell, at(0));
    expect(promptsOf(open, engine, empty)).toEqual([]);
    expect(promptsOf(open, engine, holder).map((p) => p.options.length)).toEqual([2]);
  });

  it('GIVEN a window opened before the table has stood aside for someone (a settle cut into slices) THEN the window calls only who has something to decide', () => {
    const { s, opener, empty, holder, cell } = scene([]);
    const both = [empty, holder].reduce((x, p) => (setAutoAside(x, p, true) as { ok: true; value: Session }).value, s);
    const prompt = promptsOf(both, engine, opener)[0]!;
    const r = seatAnswer(both, engine, opener, { prompt: prompt.id, values: [cell] }, at(0));
    if (!r.ok) throw new Error(r.error.message);
    // The window is open and the table has not answered for anyone yet: both still have a prompt.
    const opened = r.value.session;
    expect(promptsOf(opened, engine, empty)).toHaveLength(1);
    const userOf = (p: PlayerId) => opened.seats[seatIndexOf(p)]!.userId;
    expect(decidingUsers(opened, engine)).toContain(userOf(holder));
    expect(decidingUsers(opened, engine)).not.toContain(userOf(empty));
    expect(answeredByTable(opened, promptsOf(opened, engine, empty)[0]!)).toBe(true);
  });

  it('GIVEN the same window with and without it THEN the channel sees the same table at every moment, and the window closes at the same time', () => {
    const auto = scene([]);
    const withIt = scene([auto.empty]);
    const rest = withIt.s.seats.map((_, i) => playerIdOf(i)).filter((p) => p !== auto.empty);
    let a = click(withIt.s, withIt.opener, auto.cell, at(0));
    let b = click(auto.s, auto.opener, auto.cell, at(0));
    expect(promptsOf(a, engine, auto.empty)).toEqual([]);
    expect(promptsOf(b, engine, auto.empty)).toHaveLength(1);
    const faces: [string, string][] = [[publicFace(a, engine), publicFace(b, engine)]];
    // The others answer one by one; without it, the empty-handed player clicks Stand aside last, before the minimum.
    const min = catalogue.rules.schemes.windowMinMs;
    rest.forEach((p, k) => {
      const value = promptsOf(a, engine, p)[0]!.options.at(-1)!.value;
      a = click(a, p, value, at(((k + 1) * min) / 10));
      b = click(b, p, value, at(((k + 1) * min) / 10));
      faces.push([publicFace(a, engine), publicFace(b, engine)]);
    });
    b = click(b, auto.empty, 'none', at(min / 2));
    faces.push([publicFace(a, engine), publicFace(b, engine)]);
    for (const ms of [min - 1, min, min + 1]) {
      a = tick(a, at(ms));
      b = tick(b, at(ms));
      faces.push([publicFace(a, engine), publicFace(b, engine)]);
    }
    for (const [x, y] of faces) expect(x).toBe(y);
    // The window was open until its minimum time in both, and closed then in both.
    expect(faces[faces.length - 3]![0]).toBe(faces[1]![0]);
    expect(faces.at(-1)![0]).not.toBe(faces[faces.length - 3]![0]);
    expect(visibleLog(a, null, 50)).toEqual(visibleLog(b, null, 50));
  });

  it('GIVEN an AI or auto seat THEN the choice cannot be set', () => {
    const { s } = scene([]);
    const auto = replaceSeat(s, 'p1', 'auto');
    expect(auto.ok && setAutoAside(auto.value, 'p1', true)).toMatchObject({ ok: false, error: { code: 'no-seat' } });
  });
});
