import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { undo } from '../../../src/platform/table/undo';
import { visibleLog } from '../../../src/platform/table/game-log';
import { settleAutoSeats } from '../../../src/platform/table/auto-seats';
import { privateHash, privatePart } from '../../../src/platform/table/private-part';
import { addAi, join, leave, newLobby, removeAi, start } from '../../../src/platform/seats/lobby-seats';
import { replaceSeat } from '../../../src/platform/seats/hand-over';
import { randomPolicy } from '../../../src/engine/ai-policy';
import { lanterns, type LanternsState } from '../../fixtures/lanterns';
import { NOW, startedLanterns, step } from '../../fixtures/table-helpers';

const lobby = () => newLobby({ instance: 'abcd1234', game: 'lanterns', channelId: 'c1', guildId: 'g1', host: { userId: 'u0', name: 'Ana' }, options: {}, timerSeconds: null, now: NOW });

describe('platform/lobby', () => {
  it('seats players in join order and refuses a second seat for the same person', () => {
    const s = join(lobby(), lanterns, 'u1', 'Ben');
    expect(s.ok && s.value.seats.map((x) => x.name)).toEqual(['Ana', 'Ben']);
    const again = s.ok ? join(s.value, lanterns, 'u1', 'Ben') : null;
    expect(again).toEqual({ ok: false, error: { code: 'already-seated', message: 'You already have a seat at this table.' } });
  });

  it('refuses a fifth player when the game seats four', () => {
    let s = lobby();
    for (let i = 1; i < 4; i++) {
      const r = join(s, lanterns, `u${i}`, `P${i}`);
      if (r.ok) s = r.value;
    }
    const r = join(s, lanterns, 'u9', 'Extra');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe('Lanterns seats at most 4 players, and every seat is taken.');
  });

  it('lets only the host start, and keeps the host from leaving', () => {
    const s = join(lobby(), lanterns, 'u1', 'Ben');
    if (!s.ok) throw new Error();
    expect(start(s.value, lanterns, 'u1', 'x', NOW)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(leave(s.value, 'u0')).toMatchObject({ ok: false, error: { code: 'host-leaves' } });
    expect(leave(s.value, 'u1')).toMatchObject({ ok: true });
  });

  it('refuses an option the game does not know instead of dropping it, naming the options it takes', () => {
    const s = { ...lobby(), options: { rounds: 1, colour: 'red' } };
    expect(start(s, lanterns, 'u0', 'x', NOW)).toEqual({
      ok: false,
      error: { code: 'unknown-option', message: 'Lanterns has no option `colour`. Its options: `rounds:1-5`, `bidding:true|false`, `deck:short|long`.' },
    });
  });

  it('refuses options that do not fit the game, in words naming what the option takes', () => {
    const s = { ...lobby(), options: { rounds: 9 } };
    expect(start(s, lanterns, 'u0', 'x', NOW)).toEqual({ ok: false, error: { code: 'bad-option', message: 'Lanterns has no rounds 9: choose a whole number from 1 to 5.' } });
  });
});

describe('platform/answers', () => {
  it('leaves the session untouched when an answer is refused', () => {
    const s = startedLanterns(2);
    const before = structuredClone(s);
    const p = openPrompts(s, lanterns)[0]!;
    expect(answer(s, lanterns, p.player, { prompt: p.id, values: ['c99'] }, NOW)).toMatchObject({ ok: false, error: { code: 'no-such-option' } });
    expect(answer(s, lanterns, 'p1', { prompt: p.id, values: [p.options[0]!.value] }, NOW)).toMatchObject({ ok: false, error: { code: 'not-your-decision' } });
    expect(s).toEqual(before);
  });

  it('says "moved on" for an answer to a prompt that is no longer open', () => {
    const s = startedLanterns(2);
    const old = openPrompts(s, lanterns)[0]!;
    const next = step(s);
    const r = answer(next, lanterns, 'p0', { prompt: old.id, values: [old.options[0]!.value] }, NOW);
    expect(r).toMatchObject({ ok: false, error: { code: 'moved-on' } });
  });

  it('replays the same game from the same seed and answers', () => {
    const run = () => {
      let s = startedLanterns(3, 'seed-42');
      for (let i = 0; i < 12; i++) s = step(s, i % 2);
      return s.state;
    };
    expect(run()).toEqual(run());
    expect(startedLanterns(3, 'seed-42').state).not.toEqual(startedLanterns(3, 'seed-43').state);
  });
});

describe('platform/undo', () => {
  it('takes back your own step while nothing was revealed', () => {
    const s0 = startedLanterns(2);
    const s1 = step(s0); // choose a card: nothing revealed yet
    const r = undo(s1, lanterns, 'p0', NOW);
    expect(r.ok && r.value.state).toEqual(s0.state);
  });

  it("refuses to undo another player's step", () => {
    const s1 = step(startedLanterns(2));
    expect(undo(s1, lanterns, 'p1', NOW)).toMatchObject({ ok: false, error: { code: 'not-your-step' } });
  });

  it('refuses once a step drew a card', () => {
    const s2 = step(step(startedLanterns(2))); // card, then pile: draws a replacement
    expect(undo(s2, lanterns, 'p0', NOW)).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
  });
});

describe('platform/log', () => {
  it('shows a private event only to its seat', () => {
    const s = step(step(startedLanterns(2)));
    const drew = (viewer: string | null) => visibleLog(s, viewer, 50).some((e) => e.text.startsWith('You draw'));
    expect(drew('p0')).toBe(true);
    expect(drew('p1')).toBe(false);
    expect(drew(null)).toBe(false);
  });
});

describe('platform/auto seats', () => {
  it('plays an auto seat to the end of the game with each prompt fallback', () => {
    const s = startedLanterns(2);
    const auto = replaceSeat(s, 'p0', 'auto');
    const both = auto.ok ? replaceSeat(auto.value, 'p1', 'auto') : null;
    const end = settleAutoSeats(both!.ok ? both!.value : s, lanterns, NOW);
    expect(end.phase).toBe('ended');
    expect(lanterns.outcome(end.state as LanternsState)?.winners.length).toBeGreaterThan(0);
  });
});

describe('platform/random playouts', () => {
  it.each([1, 2, 3, 4])('ends, never refuses a listed option, and keeps 18 lanterns with %i players', (n) => {
    for (let g = 0; g < 20; g++) {
      let s = startedLanterns(n, `playout-${n}-${g}`, { rounds: 3 });
      let guard = 0;
      while (s.phase === 'playing') {
        s = step(s, g + guard, guard);
        const st = s.state as { deck: number[]; hands: Record<string, number[]>; piles: { left: number[]; right: number[] } };
        expect(st.deck.length + Object.values(st.hands).flat().length + st.piles.left.length + st.piles.right.length).toBe(18);
        if (++guard > 500) throw new Error('did not end');
      }
      expect(lanterns.outcome(s.state as LanternsState)).not.toBeNull();
    }
  });
});

describe('platform/AI seats', () => {
  const lobbyWithAi = () => {
    const base = newLobby({ instance: 'abcd1234', game: 'lanterns', channelId: 'c1', guildId: 'g1', host: { userId: 'u0', name: 'Ana' }, options: {}, timerSeconds: null, now: NOW });
    const r = addAi(base, lanterns, randomPolicy);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('seats an AI in the lobby and removes the last one again', () => {
    const s = lobbyWithAi();
    expect(s.seats.map((x) => [x.name, x.control])).toEqual([['Ana', 'human'], ['AI 1 (random)', 'ai']]);
    const back = removeAi(s);
    expect(back.ok && back.value.seats).toHaveLength(1);
    expect(removeAi(back.ok ? back.value : s)).toMatchObject({ ok: false, error: { code: 'no-ai' } });
  });

  it('plays the AI seats whenever they owe a decision, and the same seed replays the same game', () => {
    const play = () => {
      const started = start(lobbyWithAi(), lanterns, 'u0', 'ai-seed', NOW);
      if (!started.ok) throw new Error();
      let s = settleAutoSeats(started.value, lanterns, NOW);
      while (s.phase === 'playing') {
        expect(openPrompts(s, lanterns).every((p) => p.player === 'p0')).toBe(true);
        s = settleAutoSeats(step(s), lanterns, NOW);
      }
      return s.state;
    };
    expect(play()).toEqual(play());
  });
});

describe('platform/private part of a view', () => {
  it('keeps only what the seat sees beyond the public view', () => {
    const pub = { round: 2, players: [{ id: 'p0', cards: 3, hand: null }, { id: 'p1', cards: 2, hand: null }], deck: 10 };
    const mine = { round: 2, players: [{ id: 'p0', cards: 3, hand: ['a', 'b', 'c'] }, { id: 'p1', cards: 2, hand: null }], deck: 10 };
    expect(privatePart(mine, pub)).toEqual({ players: [{ hand: ['a', 'b', 'c'] }, null] });
    const moved = { ...mine, round: 3, deck: 9 };
    const movedPub = { ...pub, round: 3, deck: 9 };
    expect(privateHash(privatePart(moved, movedPub))).toBe(privateHash(privatePart(mine, pub)));
    expect(privatePart(pub, pub)).toBeUndefined();
  });
});
