/** Who won (EA-42, EA-64, EA-Gaia), derived from the state, never stored. */
import type { Outcome } from '../../engine/types';
import { breakdown, tieBreakers } from './rules/scoring';
import { gaiaScore } from './rules/solo-gaia';
import type { EarthState } from './state';
import { listWords } from '../../engine/words';
import { ew } from './texts';

const cmp = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

export function ranking(s: EarthState): { who: string; key: number[]; members: string[] }[] {
  const groups: { who: string; members: string[] }[] =
    s.options.variant === 'team' ? [{ who: ew('outcome.team', { team: 'A' }), members: ['p0', 'p1'] }, { who: ew('outcome.team', { team: 'B' }), members: ['p2', 'p3'] }] : s.order.map((p) => ({ who: `{${p}}`, members: [p] }));
  return groups
    .map((g) => {
      const total = g.members.reduce((a, p) => a + breakdown(s, p).total, 0);
      const tb = g.members.map((p) => tieBreakers(s.players[p]!)).reduce((a, b) => a.map((x, i) => x + b[i]!));
      return { ...g, key: [total, ...tb] };
    })
    .sort((a, b) => cmp(b.key, a.key));
}

export function outcome(s: EarthState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = Object.fromEntries(s.order.map((p) => [p, breakdown(s, p).total]));
  const g = gaiaScore(s);
  if (g) {
    const p = s.order[0]!;
    const pl = s.players[p]!;
    const mine = [breakdown(s, p).total, ...tieBreakers(pl)];
    const hers = [g.total, 0, 0, g.growth, g.sprouts, g.compost];
    const win = cmp(mine, hers) > 0;
    return { kind: 'team', winners: win ? [p] : [], scores, summary: ew(win ? 'outcome.beatsGaia' : 'outcome.gaiaWins', { player: `{${p}}`, mine: mine[0]!, gaia: g.total }) };
  }
  const r = ranking(s);
  const top = r.filter((x) => cmp(x.key, r[0]!.key) === 0);
  const winners = top.flatMap((x) => x.members);
  const names = listWords('and', top.map((x) => (x.members.length > 1 ? ew('outcome.teamOf', { team: x.who, members: listWords('and', x.members.map((m) => `{${m}}`)) }) : x.who)));
  const tie = top.length > 1 ? 'shared' : cmp(r[0]!.key.slice(0, 1), (r[1]?.key ?? [-1]).slice(0, 1)) === 0 ? 'tieBreak' : 'clear';
  return { kind: 'ranked', winners, scores, summary: ew(`outcome.win.${tie}`, { names, count: top.length, vp: r[0]!.key[0]! }) };
}

