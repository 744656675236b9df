/**
 * Vested Interests, the strong level against the basic one: one strong seat among basic seats, 3-5 players,
 * the full game and Flashpoint in turn, the strong seat rotating from game to game. "Beats" is as in
 * strength.ts: the strong seat is the game's single winner (a Collapse with no winner is not a beat). Every
 * decide call of the strong seat is timed, for the decision p50/p95.
 */
import type { AiPolicy } from '../../src/engine/ai-policy';
import { basicPolicy } from '../../src/games/vested-interests/ai/basic';
import { vestedInterestsStrongPolicy } from '../../src/games/vested-interests/ai/strong';
import type { AnyEngine } from '../../src/engine/types';
import { MODULES } from './games';
import { percentile } from '../percentile';
import { playGame } from './runner';
import { VI_PLAYERS, VI_VARIANTS } from './vi';

export interface HeadToHead {
  games: number;
  beats: number;
  /** Games by the strong seat's Agenda type: [beats, games]. */
  byRole: Record<string, [number, number]>;
  msP50: number;
  msP95: number;
  /** Answers the engine refused (a policy bug if not 0). */
  refused: number;
}

/** A policy that records how long each of its decisions takes. */
function timed(policy: AiPolicy, times: number[]): AiPolicy {
  return {
    ...policy,
    decide(engine, view, prompt, rng) {
      const t = performance.now();
      const out = policy.decide(engine, view, prompt, rng);
      times.push(performance.now() - t);
      return out;
    },
  };
}

export function viHeadToHead(games: number, seed = 'vi-h2h', strong: AiPolicy = vestedInterestsStrongPolicy, weak: AiPolicy = basicPolicy): HeadToHead {
  const engine = MODULES.vi.engine as AnyEngine;
  const times: number[] = [];
  const ai = timed(strong, times);
  const byRole: Record<string, [number, number]> = {};
  let beats = 0;
  let refused = 0;
  for (let i = 0; i < games; i++) {
    const variant = VI_VARIANTS[i % VI_VARIANTS.length]!;
    const n = VI_PLAYERS[Math.floor(i / VI_VARIANTS.length) % VI_PLAYERS.length]!;
    const seat = Math.floor(i / (VI_VARIANTS.length * VI_PLAYERS.length)) % n;
    const policies = Array.from({ length: n }, (_, k) => (k === seat ? ai : weak));
    const r = playGame<{ final: { winner: string | null } | null; me: Record<string, { agenda: string }> }>(engine, { variant }, policies, `${seed}|${i}`);
    refused += r.refused;
    const me = `p${seat}`;
    const beat = r.state.final?.winner === me;
    if (beat) beats++;
    const view = engine.view(r.state, me) as { me: { agenda: { role: string } } };
    const role = view.me.agenda.role;
    const row = (byRole[role] ??= [0, 0]);
    row[0] += beat ? 1 : 0;
    row[1] += 1;
  }
  return { games, beats, byRole, msP50: percentile(times, 0.5), msP95: percentile(times, 0.95), refused };
}

/** The bench's line: "Vested Interests strong vs basic: N% of G games, decision p50/p95 ms". */
export function headToHeadLine(r: HeadToHead): string {
  const roles = Object.entries(r.byRole).map(([role, [b, g]]) => `${role} ${Math.round((100 * b) / g)}% of ${g}`).join(', ');
  return `Vested Interests strong vs basic: ${Math.round((100 * r.beats) / r.games)}% of ${r.games} games (${roles}), decision p50/p95 ${r.msP50.toFixed(2)}/${r.msP95.toFixed(2)} ms${r.refused ? `, ${r.refused} refused answers` : ''}`;
}
