import { describe, expect, it } from 'vitest';
import { decisionRng, randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { AnyEngine, PlayerId } from '../../src/engine/types';
import type { EarthState } from '../../src/games/earth/state';
import type { TpState } from '../../src/games/tipping-point/state';
import type { VIState } from '../../src/games/vested-interests/state';
import { modules } from '../../src/modules';

/**
 * An AI seat decides from its own seat's view only: changing what another seat holds in secret (its hand, its
 * Agenda and Vice, the deck order behind them) must change neither that view, nor the prompt, nor the decision.
 */

type Mutator = (s: never, viewer: PlayerId) => unknown;

/** Another seat's hand traded for cards from the deck: same counts, different cards. */
function tradeWithDeck(hand: string[], deck: string[]): boolean {
  const n = Math.min(hand.length, deck.length);
  if (n === 0) return false;
  const out = hand.splice(0, n, ...deck.splice(0, n));
  deck.push(...out);
  return true;
}

const mutators: Record<string, Mutator> = {
  'tipping-point': (s0: TpState, viewer) => {
    const s = structuredClone(s0);
    let changed = false;
    for (const p of s.players) if (p !== viewer) changed = tradeWithDeck(s.seats[p]!.hand, s.projectDeck) || changed;
    return changed ? s : null;
  },
  earth: (s0: EarthState, viewer) => {
    const s = structuredClone(s0);
    let changed = false;
    for (const p of s.order) if (p !== viewer) changed = tradeWithDeck(s.players[p]!.hand, s.deck) || changed;
    return changed ? s : null;
  },
  'vested-interests': (s0: VIState, viewer) => {
    const s = structuredClone(s0);
    const others = s.players.filter((p) => p !== viewer);
    const [a, b] = others.map((p) => s.me[p]!);
    let changed = false;
    if (a && b && !a.agendaRevealed && !b.agendaRevealed && a.agenda !== b.agenda) [a.agenda, b.agenda, changed] = [b.agenda, a.agenda, true];
    if (a && b && !a.viceRevealed && !b.viceRevealed && a.vice !== b.vice) [a.vice, b.vice, changed] = [b.vice, a.vice, true];
    for (const p of others) changed = tradeWithDeck(s.me[p]!.schemes, s.schemeDeck) || changed;
    return changed ? s : null;
  },
};

const cases = [...modules.values()].flatMap((m) =>
  [randomPolicy, ...(m.ai ?? [])].map((policy) => [m.engine.id, policy.level, m.engine, policy] as const),
);

/** The state behind the decision being made: only a cheating policy (below) ever looks at it. */
let behind: unknown = null;

function decide(engine: AnyEngine, policy: AiPolicy, s: unknown, seat: PlayerId, step: number) {
  const prompt = engine.prompts(s).find((p) => p.player === seat)!;
  const view = engine.view(s, seat);
  behind = s;
  return { prompt, view, values: policy.decide(engine, view, prompt, decisionRng('independence', seat, prompt.id, step)) };
}

/** Plays a seeded game with `policy` in every seat, comparing each third decision against a hidden-card change. */
function checkIndependence(game: string, engine: AnyEngine, policy: AiPolicy): number {
  const mutate = mutators[game];
  if (!mutate) throw new Error(`no hidden-card mutator for ${game}`);
  const players = Array.from({ length: Math.max(3, engine.minPlayers) }, (_, i) => `p${i}`).slice(0, engine.maxPlayers);
  const set = engine.setup(players, `independence-${game}`, engine.optionsSchema.parse({}));
  if (!set.ok) throw new Error(set.error.message);
  let s: unknown = set.value;
  let compared = 0;
  for (let step = 0; step < 1500 && !engine.outcome(s); step++) {
    const seat = engine.prompts(s)[0]!.player;
    const here = decide(engine, policy, s, seat, step);
    if (step % 3 === 0) {
      const other = mutate(s as never, seat);
      if (other !== null) {
        const there = decide(engine, policy, other, seat, step);
        expect(there.view).toEqual(here.view);
        expect(there.prompt).toEqual(here.prompt);
        expect(there.values).toEqual(here.values);
        compared++;
      }
    }
    const r = engine.apply(s, seat, { prompt: here.prompt.id, values: [...here.values] });
    if (!r.ok) throw new Error(`${here.prompt.id} ${here.values.join(',')}: ${r.error.message}`);
    s = r.value.state;
  }
  return compared;
}

describe('platform/AI decides from its own seat only', () => {
  it.each(cases)("%s %s: another seat's hidden cards never change the decision", (game, _level, engine, policy) => {
    expect(checkIndependence(game, engine, policy)).toBeGreaterThan(20);
  });

  it('the check catches a policy that peeks at another hand', () => {
    const m = modules.get('earth')!;
    const peeker: AiPolicy = {
      level: 'peeker',
      label: 'Cheat',
      decide(_e, _v, prompt) {
        const s = behind as EarthState;
        const theirs = s.order.filter((p) => p !== prompt.player).flatMap((p) => s.players[p]!.hand).join('');
        return [prompt.options[(theirs.charCodeAt(theirs.length - 1) || 0) % prompt.options.length]!.value];
      },
    };
    expect(() => checkIndependence('earth', m.engine, peeker)).toThrow();
  });
});
