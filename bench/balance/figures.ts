/** The report's charts, one function each, from the experiments' results. */
import { ROLES } from '../../src/games/vested-interests/cards/schema';
import { barChart, hbarChart, lineChart, SERIES_COLORS, type Series } from './chart';
import { EARTH_PLAYERS, type EarthResult } from './earth';
import { VI_BANDS } from './metrics';
import { avg, share } from './stats';
import type { StrengthResult } from './strength';
import { TP_DIFFICULTIES, TP_PLAYERS, type TpResult } from './tp';
import { viCellName, type ViResult } from './vi';

export interface Figure {
  file: string;
  alt: string;
  png: Buffer;
}

const ROLE_NAMES = { steward: 'Steward', opportunist: 'Opportunist', accelerationist: 'Accelerationist' } as const;
const BAND_COLORS = { danger: '#2f8f4e', severe: '#d68910', extreme: '#c0392b', collapse: '#1d2521' } as const;

export async function tpFigure(r: TpResult, games: number): Promise<Figure> {
  const series: Series[] = [
    ...TP_PLAYERS.map((n) => ({ name: `${n} player${n > 1 ? 's' : ''}`, values: TP_DIFFICULTIES.map((d) => share(r.strong.cells[d]![n - 1]!.wins)) })),
    { name: 'all counts', values: TP_DIFFICULTIES.map((d) => share(r.strong.byDifficulty[d]!.wins)), color: '#1d2521', heavy: true },
    { name: 'all random', values: TP_DIFFICULTIES.map((d) => share(r.random.byDifficulty[d]!.wins)), color: '#7f8c8d', dashed: true },
  ];
  return {
    file: 'tp-win-rate.png',
    alt: 'Tipping Point win rate by difficulty, one line per player count',
    png: await lineChart({
      title: 'Tipping Point: win rate by difficulty',
      subtitle: `Every seat ${r.strong.level}; ${games} games per player count spread over the difficulties, each deal at every difficulty`,
      xLabel: 'Difficulty (extra Crisis cards removed)',
      yLabel: 'Games won',
      categories: TP_DIFFICULTIES.map(String),
      series,
      percent: true,
      yMax: Math.max(0.1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))) > 0.5 ? 1 : undefined,
    }),
  };
}

/** Rounds played before the end: it shows a difficulty biting even where every game is lost. */
export async function tpRoundsFigure(r: TpResult): Promise<Figure> {
  return {
    file: 'tp-rounds.png',
    alt: 'Tipping Point rounds played by difficulty, one line per player count',
    png: await lineChart({
      title: 'Tipping Point: rounds played by difficulty',
      subtitle: `Every seat ${r.strong.level}; mean round in which the game ended, won or lost`,
      xLabel: 'Difficulty (extra Crisis cards removed)',
      yLabel: 'Mean rounds',
      categories: TP_DIFFICULTIES.map(String),
      series: [
        ...TP_PLAYERS.map((n) => ({ name: `${n} player${n > 1 ? 's' : ''}`, values: TP_DIFFICULTIES.map((d) => avg(r.strong.cells[d]![n - 1]!.rounds)) })),
        { name: 'all random', values: TP_DIFFICULTIES.map((d) => avg(r.random.byDifficulty[d]!.rounds)), color: '#7f8c8d', dashed: true },
      ],
    }),
  };
}

export async function earthPositionFigure(r: EarthResult, games: number): Promise<Figure> {
  const positions = [1, 2, 3, 4, 5];
  const series = positions.map((p) => ({
    name: p === 1 ? '1st player' : `${p}${p === 2 ? 'nd' : p === 3 ? 'rd' : 'th'} in turn`,
    values: EARTH_PLAYERS.map((n) => (p <= n ? share(r.positions[n - 2]![p - 1]!.wins) : null)),
  }));
  return {
    file: 'earth-positions.png',
    alt: 'Earth win rate by turn position for 2 to 5 players',
    png: await barChart({
      title: 'Earth: win rate by turn position',
      subtitle: `Every seat ${r.level}; ${games} games per player count. A fair share is 50% / 33% / 25% / 20%.`,
      xLabel: 'Players',
      yLabel: 'Games won by the seat',
      categories: EARTH_PLAYERS.map((n) => `${n} players`),
      series,
      percent: true,
    }),
  };
}

export async function earthIslandFigure(r: EarthResult): Promise<Figure> {
  const rows = [...r.islands]
    .sort((a, b) => b.wins / b.fair - a.wins / a.fair)
    .map((x) => ({ label: x.island, value: x.fair > 0 ? x.wins / x.fair : 0, note: `${x.wins}/${x.seats}` }));
  return {
    file: 'earth-islands.png',
    alt: 'Earth wins per Island side relative to a fair share',
    png: await hbarChart({
      title: 'Earth: wins by Island, against a fair share',
      subtitle: 'Wins ÷ the wins a seat expects by chance (1/players per game), every seat of the 2-5 player games',
      xLabel: 'Wins relative to fair share (1 = fair)',
      rows,
      ref: { value: 1, label: 'fair share' },
      noteHead: 'wins/seats',
    }),
  };
}

export async function earthGaiaFigure(r: EarthResult, games: number): Promise<Figure[]> {
  const cats = r.gaia.map((c) => `level ${c.level}`);
  const win = await barChart({
    title: 'Earth solo: games won against Gaia',
    subtitle: `${games} games per difficulty for each player, the same deals at every difficulty`,
    xLabel: "Gaia's difficulty",
    yLabel: 'Games won against Gaia',
    categories: cats,
    series: [
      { name: `${r.level} player`, values: r.gaia.map((c) => share(c.strong.wins)) },
      { name: 'random player', values: r.gaia.map((c) => share(c.random.wins)), color: SERIES_COLORS[6] },
    ],
    percent: true,
  });
  const score = await barChart({
    title: 'Earth solo: final scores against Gaia',
    subtitle: 'Mean final VP',
    xLabel: "Gaia's difficulty",
    yLabel: 'Mean VP',
    categories: cats,
    series: [
      { name: `${r.level} player`, values: r.gaia.map((c) => avg(c.strong.score)) },
      { name: 'random player', values: r.gaia.map((c) => avg(c.random.score)), color: SERIES_COLORS[6] },
      { name: `Gaia (vs ${r.level})`, values: r.gaia.map((c) => avg(c.strong.gaia)), color: SERIES_COLORS[2] },
    ],
  });
  return [
    { file: 'earth-gaia-wins.png', alt: 'Earth solo win rate against Gaia by difficulty', png: win },
    { file: 'earth-gaia-scores.png', alt: 'Earth solo scores against Gaia by difficulty', png: score },
  ];
}

export async function viFigures(r: ViResult, games: number): Promise<Figure[]> {
  const cats = r.cells.map(viCellName);
  const agenda = await barChart({
    title: 'Vested Interests: win rate per seat, by Agenda type',
    subtitle: `Every seat ${r.level}; ${games} games per column. Wins ÷ seats dealt that type (no Accelerationists in Flashpoint).`,
    xLabel: 'Variant and players',
    yLabel: 'Seats of the type that won',
    categories: cats,
    series: ROLES.map((role) => ({ name: ROLE_NAMES[role], values: r.cells.map((c) => (c.seatsByRole[role] > 0 ? c.winsByRole[role] / c.seatsByRole[role] : null)) })),
    percent: true,
  });
  const bands = await barChart({
    title: 'Vested Interests: final climate band',
    subtitle: `Share of games ending in each band; ${games} games per column`,
    xLabel: 'Variant and players',
    yLabel: 'Games',
    categories: cats,
    series: VI_BANDS.map((b) => ({ name: b === 'collapse' ? 'Collapse' : `${b[0]!.toUpperCase()}${b.slice(1)}`, values: r.cells.map((c) => c.bands[b] / Math.max(1, c.games)), color: BAND_COLORS[b] })),
    percent: true,
    stacked: true,
    yMax: 1,
  });
  return [
    { file: 'vi-agenda.png', alt: 'Vested Interests win rate per seat by Agenda type', png: agenda },
    { file: 'vi-bands.png', alt: 'Vested Interests final climate band per variant and player count', png: bands },
  ];
}

export async function strengthFigure(r: StrengthResult): Promise<Figure | null> {
  const rows = [
    ...(r.earth ?? []).filter((x) => x.cell !== 'all').map((x) => ({ ...x, cell: `Earth ${x.cell.replace(' players', 'p')}` })),
    ...(r.vi ?? []).filter((x) => x.cell !== 'all').map((x) => ({ ...x, cell: `VI ${x.cell}` })),
  ];
  if (rows.length === 0) return null;
  return {
    file: 'strength.png',
    alt: 'How often one AI seat beats the random seats',
    png: await barChart({
      title: 'One play-to-win seat against random seats',
      subtitle: `Earth: ${r.levels.earth}, Vested Interests: ${r.levels.vi}; the AI's seat rotates. Grey: a random seat in its place.`,
      xLabel: 'Game and table',
      yLabel: 'Games the AI seat beats the rest',
      categories: rows.map((x) => x.cell),
      series: [
        { name: 'AI seat', values: rows.map((x) => share(x.beats)) },
        { name: 'chance (1/players)', values: rows.map((x) => x.chance), color: SERIES_COLORS[6] },
      ],
      percent: true,
      yMax: 1,
      refLines: [{ value: 0.8, label: 'target 80%' }],
    }),
  };
}
