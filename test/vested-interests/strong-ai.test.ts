import { describe, expect, it } from 'vitest';
import { decisionRng } from '../../src/engine/ai-policy';
import type { Prompt } from '../../src/engine/types';
import { basicPolicy } from '../../src/games/vested-interests/ai/basic';
import { vestedInterestsStrongPolicy as strong } from '../../src/games/vested-interests/ai/strong';
import { legalCells } from '../../src/games/vested-interests/rules/placement';
import type { VIState } from '../../src/games/vested-interests/state';
import { advance, answer, engine, menuOwner, put, start, toActions } from './helpers';

const decide = (s: VIState, p: Prompt) => strong.decide(engine, engine.view(s, p.player), p, decisionRng('strong', p.player, p.id, 0));
const promptOf = (s: VIState) => engine.prompts(s)[0]!;

/** One strong seat among basic seats, the strong seat and the player count rotating; returns the strong seat's wins. */
function headToHead(games: number): { wins: number; refused: number } {
  let wins = 0;
  let refused = 0;
  for (let i = 0; i < games; i++) {
    const n = 3 + (i % 3);
    const seat = Math.floor(i / 3) % n;
    let s = start(n, `strong-h2h-${i}`, { variant: i % 2 ? 'flashpoint' : 'full' });
    for (let step = 0; !engine.outcome(s); step++) {
      const p = promptOf(s);
      const policy = p.player === `p${seat}` ? strong : basicPolicy;
      const values = policy.decide(engine, engine.view(s, p.player), p, decisionRng(`h2h-${i}`, p.player, p.id, step));
      let r = engine.apply(s, p.player, { prompt: p.id, values });
      if (!r.ok) {
        refused++;
        r = engine.apply(s, p.player, { prompt: p.id, values: [p.fallback ?? p.options[0]!.value] });
        if (!r.ok) throw new Error(r.error.message);
      }
      s = r.value.state;
    }
    if (engine.outcome(s)!.winners[0] === `p${seat}`) wins++;
  }
  return { wins, refused };
}

describe('vested-interests/ai/strong', () => {
  it('GIVEN one strong seat among basic seats THEN it is the single winner in most of 40 seeded games, never answering illegally', () => {
    const r = headToHead(40);
    expect(r.refused).toBe(0);
    expect(r.wins).toBeGreaterThanOrEqual(22);
  }, 600_000);

  it('GIVEN Capital, Operatives and income-paying assets to build THEN it builds rather than pass', () => {
    const s = toActions(3, 'strong-build');
    const p = menuOwner(s);
    s.me[p]!.capital = 20;
    const prompt = promptOf(s);
    expect(prompt.options.some((o) => o.value === 'build')).toBe(true);
    expect(decide(s, prompt)).not.toEqual(['pass']);
  });

  it('GIVEN a build chosen THEN every step of it follows the plan to a committed build', () => {
    let s = toActions(3, 'strong-chain');
    const p = menuOwner(s);
    s.me[p]!.capital = 20;
    const assetsBefore = s.assets.filter((a) => a.owner === p).length;
    for (let i = 0; i < 8 && s.stage.kind === 'turn' && s.stage.player === p; i++) {
      const prompt = promptOf(s);
      const [v] = decide(s, prompt);
      expect(v).not.toBe('back');
      s = answer(s, p, v!).state;
      if (s.stage.kind !== 'turn' || s.stage.step.k === 'menu') break;
    }
    s = advance(s, (x) => x.pending === null && x.stage.kind !== 'window');
    expect(s.assets.filter((a) => a.owner === p).length + s.nimbys.length).toBeGreaterThan(assetsBefore);
  });

  it('GIVEN its own asset attacked THEN it defends with both Operatives', () => {
    let s = toActions(3, 'strong-defend');
    const attacker = menuOwner(s);
    const owner = s.players.find((q) => q !== attacker)!;
    const cell = legalCells(s, owner, 'fossil-plant', 'Reach', null)[0]!;
    const target = put(s, 'fossil-plant', cell, owner);
    s.me[owner]!.ops = 3;
    s = answer(s, attacker, 'takeover').state;
    s = answer(s, attacker, 'Reach').state;
    const pick = promptOf(s).options.find((o) => o.value === `a${target.uid}`);
    expect(pick).toBeDefined();
    s = answer(s, attacker, pick!.value).state;
    s = advance(s, (x) => x.stage.kind === 'join' && promptOf(x).player === owner);
    expect(decide(s, promptOf(s))).toEqual(['def2']);
  });

  it('GIVEN the same view twice THEN it answers the same (it never uses the generator)', () => {
    const s = toActions(4, 'strong-same');
    const p = promptOf(s);
    const a = strong.decide(engine, engine.view(s, p.player), p, decisionRng('a', p.player, p.id, 0));
    const b = strong.decide(engine, engine.view(s, p.player), p, decisionRng('b', p.player, p.id, 7));
    expect(a).toEqual(b);
  });
});
