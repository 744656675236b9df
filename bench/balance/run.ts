import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BalanceArgs } from './args';
import { earthExperiment, type EarthResult } from './earth';
import { earthGaiaFigure, earthIslandFigure, earthPositionFigure, strengthFigure, tpFigure, tpRoundsFigure, viFigures, type Figure } from './figures';
import { MODULES, type GAME_KEYS } from './games';
import { newLab, type Lab } from './lab';
import { renderReport } from './report';
import { measureStrength, type StrengthResult } from './strength';
import { tpExperiment, type TpResult } from './tp';
import { viExperiment, type ViResult } from './vi';

export interface BalanceRun {
  tp: TpResult | null;
  earth: EarthResult | null;
  vi: ViResult | null;
  strength: StrengthResult;
  files: string[];
}

/** Plays every experiment asked for and writes README.md and the charts into `args.out`. */
export async function runBalance(args: BalanceArgs, lab: Lab = newLab(args.seed)): Promise<BalanceRun> {
  const t0 = performance.now();
  const want = (k: (typeof GAME_KEYS)[number]) => args.only.includes(k);
  lab.log(`balance: N = ${args.games}, seed ${args.seed}, games ${args.only.join(', ')}`);
  const tp = want('tp') ? tpExperiment(lab, args.games) : null;
  const earth = want('earth') ? earthExperiment(lab, args.games) : null;
  const vi = want('vi') ? viExperiment(lab, args.games) : null;
  const strength = measureStrength({ games: args.games, only: args.only, lab });

  const figures: Figure[] = [];
  if (tp) figures.push(await tpFigure(tp, args.games), await tpRoundsFigure(tp));
  if (earth) figures.push(await earthPositionFigure(earth, args.games), await earthIslandFigure(earth), ...(await earthGaiaFigure(earth, args.games)));
  if (vi) figures.push(...(await viFigures(vi, args.games)));
  const sf = await strengthFigure(strength);
  if (sf) figures.push(sf);

  await mkdir(args.out, { recursive: true });
  const files: string[] = [];
  for (const f of figures) {
    await writeFile(join(args.out, f.file), f.png);
    files.push(f.file);
  }
  const runtime = args.only.map((k) => ({ game: k, games: lab.games[MODULES[k].engine.id] ?? 0, ms: lab.spent[MODULES[k].engine.id] ?? 0 }));
  const md = renderReport({ ...args, tp, earth, vi, strength, figures, runtime, totalMs: performance.now() - t0 });
  await writeFile(join(args.out, 'README.md'), md);
  files.push('README.md');
  lab.log(`balance: wrote ${files.length} files to ${args.out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { tp, earth, vi, strength, files };
}
