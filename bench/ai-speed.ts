import { decisionRng, randomPolicy, type AiPolicy } from '../src/engine/ai-policy';
import type { GameModule } from '../src/platform/module';
import { percentile } from './percentile';


/** Time of one `decide` call at each AI level, over seeded games with that level in every seat. */
export function measureDecisions(mods: readonly GameModule[], budgetMs: number) {
  const rows = [];
  for (const mod of mods) {
    const e = mod.engine;
    const players = Array.from({ length: Math.min(e.maxPlayers, Math.max(e.minPlayers, 3)) }, (_, i) => `p${i}`);
    for (const policy of [randomPolicy, ...(mod.ai ?? [])] as AiPolicy[]) {
      const times: number[] = [];
      const t0 = performance.now();
      for (let g = 0; performance.now() - t0 < budgetMs; g++) {
        const set = e.setup(players, `decide-${g}`, e.optionsSchema.parse({}));
        if (!set.ok) throw new Error(set.error.message);
        let s: unknown = set.value;
        for (let step = 0; !e.outcome(s) && step < 20000 && performance.now() - t0 < budgetMs; step++) {
          const p = e.prompts(s)[0]!;
          const view = e.view(s, p.player);
          const t = performance.now();
          const values = policy.decide(e, view, p, decisionRng(`decide-${g}`, p.player, p.id, step));
          times.push(performance.now() - t);
          const r = e.apply(s, p.player, { prompt: p.id, values: [...values] });
          if (!r.ok) throw new Error(`${e.id} ${policy.level}: ${r.error.message}`);
          s = r.value.state;
        }
      }
      rows.push({
        game: e.id,
        level: policy.level,
        decisions: times.length,
        'ms p50': +percentile(times, 0.5).toFixed(3),
        'ms p95': +percentile(times, 0.95).toFixed(3),
        'ms max': +Math.max(...times).toFixed(1),
      });
    }
  }
  return rows;
}
