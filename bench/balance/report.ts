/** The report's Markdown: what was played, the tables, and the charts by relative path. */
import { optionValueWords } from '../../src/platform/words/option-words';
import { catalogue as earthCatalogue } from '../../src/games/earth/cards/catalogue';
import { ROLES } from '../../src/games/vested-interests/cards/schema';
import { EARTH_PLAYERS, type EarthResult } from './earth';
import type { Figure } from './figures';
import { GAME_NAMES, MODULES, type GameKey } from './games';
import { TP_ENDS, VI_BANDS } from './metrics';
import { avg, fmt, margin, pct, pctOf, rate, share, type Rate } from './stats';
import { earthLevelsLine } from './earth-levels';
import type { StrengthResult } from './strength';
import { TP_DIFFICULTIES, TP_PLAYERS, type TpResult } from './tp';
import { viCellName, type ViResult } from './vi';

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const numeric = (i: number) => i > 0 && rows.length > 0 && rows.every((r) => /^([-–+0-9.]|$)/.test(r[i] ?? ''));
  return [line(head), line(head.map((_, i) => (numeric(i) ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** The house-rule numbers a run used: every option at its default except the ones the experiment varies. */
function optionsLine(key: GameKey, varied: readonly string[]): string {
  const engine = MODULES[key].engine;
  const defaults = engine.optionsSchema.parse({}) as Record<string, unknown>;
  const shown = (k: string, v: unknown) => {
    const spec = engine.optionSpecs.find((o) => o.name === k);
    return spec ? optionValueWords(spec, v) : String(v);
  };
  const fixed = Object.entries(defaults).filter(([k]) => !varied.includes(k)).map(([k, v]) => `${k} ${shown(k, v)}`);
  const vary = varied.length ? `varied: ${varied.join(', ')}` : '';
  return fixed.length ? `Options: ${fixed.join(', ')}${vary ? `; ${vary}` : ''}.` : `Options: ${vary || 'none'} (the game has no other option).`;
}

const img = (f: Figure | undefined) => (f ? `![${f.alt}](${f.file})` : '');

export interface ReportInput {
  games: number;
  seed: string;
  only: readonly GameKey[];
  tp: TpResult | null;
  earth: EarthResult | null;
  vi: ViResult | null;
  strength: StrengthResult;
  figures: readonly Figure[];
  runtime: { game: GameKey; games: number; ms: number }[];
  totalMs: number;
}

function meaningOfN(r: ReportInput): string {
  const n = r.games;
  const lines = [
    `**N = ${n}.** Each experiment plays N games for every row of its headline table, and spreads them evenly over the finer cells:`,
    '',
  ];
  if (r.only.includes('tp'))
    lines.push(`- Tipping Point: N games per player count 1-4 for the play-to-win table and N for the all-random table, each deal played at difficulty 0, 1, … 10 in turn: about 4N/11 = ${Math.floor((4 * n) / 11)} games per difficulty and N/11 = ${Math.floor(n / 11)}-${Math.ceil(n / 11)} per player count × difficulty cell. (A play-to-win game costs about a second, ten times a random one; this keeps the 44 cells affordable.)`);
  if (r.only.includes('earth'))
    lines.push(`- Earth: N games per player count 2-5 (turn positions and Islands come from these); N solo games per Gaia difficulty 1-4 for the play-to-win level and N for the random player; strength: N games in all, 2-5 players in turn (about N/4 per player count).`);
  if (r.only.includes('vi'))
    lines.push(`- Vested Interests: N games per player count (3-5) × variant (full, Flashpoint); strength: N games per variant, 3-5 players in turn.`);
  const half = margin(rate(Math.round(n / 2), n));
  lines.push('', `With N = ${n}, a rate near 50% is known to about ±${fmt(half, 0)} points (95%); a Tipping Point difficulty (all player counts) to about ±${fmt(margin(rate(Math.round((2 * n) / 11), Math.max(1, Math.floor((4 * n) / 11)))), 0)} points and one of its player count × difficulty cells to about ±${fmt(margin(rate(Math.round(n / 22), Math.max(1, Math.floor(n / 11)))), 0)}. Differences smaller than that are noise.`);
  return lines.join('\n');
}

function runtimeSection(r: ReportInput): string {
  return [
    '## Runtime',
    '',
    table(
      ['game', 'games played', 'seconds', 'ms per game'],
      r.runtime.map((x) => [GAME_NAMES[x.game], String(x.games), (x.ms / 1000).toFixed(1), x.games ? (x.ms / x.games).toFixed(0) : '–']),
    ),
    '',
    `Total ${(r.totalMs / 1000).toFixed(0)} s, including charts. Games shared by two experiments are played once. ` +
      `Play time grows with N, so \`--games 500\` would take about ${Math.ceil((r.totalMs / r.games) * 500 / 60000)} minutes at this speed.`,
  ].join('\n');
}

const rateCell = (x: Rate) => pctOf(x);

function strengthSection(r: ReportInput): string {
  const s = r.strength;
  const out = ['## Strength: the level that plays to win against the random player', ''];
  out.push(
    'Counted as follows (a tie is never a beat). Earth: the AI seat\'s final score is strictly higher than every random seat\'s. ' +
      'Vested Interests: the AI seat is the single winner (on survival the seat ahead of every random seat on Legacy after tie-breakers; ' +
      'on Collapse the qualified Accelerationist who wins alone; a Collapse with no winner is a game the AI did not win). ' +
      'Tipping Point (co-operative): a whole table of the level against a whole table of random players, on the same deals.',
    '',
  );
  out.push(table(['claim', 'holds', 'measured'], s.verdicts.map((v) => [v.claim, v.holds ? 'yes' : '**no**', v.detail])), '');
  const fig = r.figures.find((f) => f.file === 'strength.png');
  if (fig) out.push(img(fig), '');
  const seatRows = (rows: StrengthResult['earth']) =>
    table(['table', 'games', 'AI seat beats the rest', 'a random seat in its place'], (rows ?? []).map((x) => [x.cell, String(x.games), rateCell(x.beats), `${(x.chance * 100).toFixed(0)}%`]));
  if (s.earth) out.push(`### Earth (${s.levels.earth} vs random)`, '', seatRows(s.earth), '');
  if (s.earthLevels) {
    const l = s.earthLevels;
    out.push(
      `### Earth (${l.strong} vs ${l.basic})`,
      '',
      `${earthLevelsLine(l)} (${l.decisions} decisions timed).`,
      '',
      table(['table', `${l.strong} seat beats every ${l.basic} seat`], l.byPlayers.map((x) => [`${x.players} players`, rateCell(x.beats)])),
      '',
    );
  }
  if (s.vi) out.push(`### Vested Interests (${s.levels.vi} vs random)`, '', seatRows(s.vi), '', 'By the Agenda type the AI seat was dealt:', '', seatRows(s.viByRole), '');
  if (s.tp) {
    out.push(
      `### Tipping Point (${s.levels.tp} table vs random table)`,
      '',
      table(['difficulty', `${s.levels.tp} table wins`, 'random table wins'], s.tp.map((x) => [String(x.difficulty), rateCell(x.strong), rateCell(x.random)])),
      '',
    );
  }
  return out.join('\n');
}

/** Where a rate goes up instead of down along rising difficulty: "3→4 (+5 pts)". */
function rises(xs: readonly (number | null)[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < xs.length; i++) {
    const a = xs[i - 1];
    const b = xs[i];
    if (a !== null && a !== undefined && b !== null && b !== undefined && b > a) out.push(`${i - 1}→${i} (+${((b - a) * 100).toFixed(0)} pts)`);
  }
  return out;
}

function tpSection(r: TpResult, figs: readonly Figure[]): string {
  const out = ['## Tipping Point', '', optionsLine('tp', ['difficulty']), '', img(figs.find((f) => f.file === 'tp-win-rate.png')), '', img(figs.find((f) => f.file === 'tp-rounds.png')), ''];
  out.push(
    `Win rate, every seat ${r.strong.level} (wins/games):`,
    '',
    table(
      ['difficulty', ...TP_PLAYERS.map((n) => `${n}p`), 'all', 'all random'],
      TP_DIFFICULTIES.map((d) => [String(d), ...TP_PLAYERS.map((n) => pctOf(r.strong.cells[d]![n - 1]!.wins)), pctOf(r.strong.byDifficulty[d]!.wins), pctOf(r.random.byDifficulty[d]!.wins)]),
    ),
    '',
  );
  out.push(
    `How the ${r.strong.level} games end, by difficulty (all player counts):`,
    '',
    table(
      ['difficulty', ...TP_ENDS, 'mean rounds', 'mean Preservation', 'mean Pollution'],
      TP_DIFFICULTIES.map((d) => {
        const c = r.strong.byDifficulty[d]!;
        return [String(d), ...TP_ENDS.map((e) => String(c.ends[e])), fmt(avg(c.rounds)), fmt(avg(c.preservation)), fmt(avg(c.pollution))];
      }),
    ),
    '',
    'Ends: *won* the Preservation side filled; *tipped* the Seesaw tipped (torque); *pollution-full* the Pollution side filled; *crisis-deck* the Crisis deck ran out unsolved; *max-rounds* the round limit passed.',
    '',
  );
  const all = TP_DIFFICULTIES.map((d) => share(r.strong.byDifficulty[d]!.wins));
  const up = rises(all);
  out.push(
    `Reading: difficulty 0 wins ${pct(r.strong.byDifficulty[0]!.wins)}, difficulty 10 wins ${pct(r.strong.byDifficulty[10]!.wins)}. ` +
      (up.length === 0 ? 'The win rate never rises from one difficulty to the next.' : `The win rate rises from one difficulty to the next at ${up.join(', ')}.`),
    '',
  );
  return out.join('\n');
}

const ISLAND_SIDES = earthCatalogue.islands.length * 2;

const ordinal = (p: number) => (p === 1 ? '1st' : p === 2 ? '2nd' : p === 3 ? '3rd' : `${p}th`);

function earthSection(r: EarthResult, figs: readonly Figure[]): string {
  const out = ['## Earth', '', optionsLine('earth', ['difficulty']), '', '### By turn position', '', img(figs.find((f) => f.file === 'earth-positions.png')), ''];
  out.push(
    `Every seat ${r.level}. Earth picks the first player at random, so positions count from the first player. Cells: win rate (wins/seats), mean score.`,
    '',
    table(
      ['players', ...[1, 2, 3, 4, 5].map(ordinal), 'mean score', 'mean rounds', 'game ends'],
      EARTH_PLAYERS.map((n) => [
        String(n),
        ...[1, 2, 3, 4, 5].map((p) => (p <= n ? `${pctOf(r.positions[n - 2]![p - 1]!.wins)}, ${fmt(avg(r.positions[n - 2]![p - 1]!.score))}` : '')),
        fmt(avg(r.scoreByPlayers[n - 2]!)),
        fmt(avg(r.roundsByPlayers[n - 2]!)),
        Object.entries(r.endReasons[n - 2]!).map(([k, v]) => `${k}: ${v}`).join('; '),
      ]),
    ),
    '',
  );
  const islands = [...r.islands].sort((a, b) => b.wins / b.fair - a.wins / a.fair);
  out.push(
    '### By Island',
    '',
    img(figs.find((f) => f.file === 'earth-islands.png')),
    '',
    'Every seat of the games above, by the Island side it chose. *Fair wins* is what chance gives (1/players per game); *edge* is the mean score minus the mean score of the same game.',
    '',
    table(
      ['Island', 'seats', 'wins', 'fair wins', 'wins ÷ fair', 'mean score', 'edge'],
      islands.map((x) => [x.island, String(x.seats), String(x.wins), x.fair.toFixed(1), (x.wins / x.fair).toFixed(2), fmt(avg(x.score)), fmt(avg(x.edge))]),
    ),
    '',
  );
  const top = islands[0];
  if (top) {
    const picks = [...r.islands].sort((a, b) => b.seats - a.seats);
    out.push(
      `Reading: the best Island by wins is ${top.island} (${(top.wins / top.fair).toFixed(2)}× a fair share over ${top.seats} seats); ` +
        `the most chosen is ${picks[0]!.island} (${picks[0]!.seats} of ${r.islands.reduce((a, x) => a + x.seats, 0)} seats). ` +
        `${r.islands.length} of ${ISLAND_SIDES} Island sides were chosen at all: which ones appear is the ${r.level} level's choice from the Islands it was offered.`,
      '',
    );
  }
  out.push(
    '### Solo against Gaia',
    '',
    img(figs.find((f) => f.file === 'earth-gaia-wins.png')),
    '',
    img(figs.find((f) => f.file === 'earth-gaia-scores.png')),
    '',
    table(
      ['Gaia level', `${r.level} wins`, `${r.level} mean VP`, 'Gaia mean VP (vs it)', 'random wins', 'random mean VP', 'Gaia mean VP (vs random)'],
      r.gaia.map((c) => [String(c.level), pctOf(c.strong.wins), fmt(avg(c.strong.score)), fmt(avg(c.strong.gaia)), pctOf(c.random.wins), fmt(avg(c.random.score)), fmt(avg(c.random.gaia))]),
    ),
    '',
  );
  const fixed = r.gaia.filter((c) => c.strong.gaia.n > 1 && c.strong.gaia.min === c.strong.gaia.max && c.random.gaia.min === c.strong.gaia.min);
  const winRates = r.gaia.map((c) => share(c.strong.wins) ?? 0);
  out.push(
    `Reading: the ${r.level} level wins ${r.gaia.map((c) => `${pct(c.strong.wins)} at level ${c.level}`).join(', ')}` +
      `${winRates.every((w, i) => i === 0 || w <= winRates[i - 1]!) ? ', never more at a higher level' : ', but not always less at a higher level'}. ` +
      (fixed.length === r.gaia.length
        ? `Gaia's score is the same in every game of a level (${r.gaia.map((c) => c.strong.gaia.min).join(' / ')}), whatever the deal or the player does.`
        : `Gaia's score ranges ${r.gaia.map((c) => `${c.strong.gaia.min}-${c.strong.gaia.max}`).join(' / ')} by level.`),
    '',
  );
  return out.join('\n');
}

const ROLE_NAMES = { steward: 'Steward', opportunist: 'Opportunist', accelerationist: 'Accelerationist' } as const;

function viSection(r: ViResult, figs: readonly Figure[]): string {
  const out = ['## Vested Interests', '', optionsLine('vi', ['variant']), '', img(figs.find((f) => f.file === 'vi-agenda.png')), '', img(figs.find((f) => f.file === 'vi-bands.png')), ''];
  out.push(
    `Every seat ${r.level}. Winners by Agenda type: games won by a seat of that type, then per seat (wins ÷ seats dealt the type).`,
    '',
    table(
      ['table', 'games', ...ROLES.map((x) => ROLE_NAMES[x]), 'no winner', ...ROLES.map((x) => `${ROLE_NAMES[x]} per seat`)],
      r.cells.map((c) => [
        viCellName(c),
        String(c.games),
        ...ROLES.map((x) => (c.seatsByRole[x] > 0 ? pctOf(rate(c.winsByRole[x], c.games)) : '–')),
        pctOf(rate(c.noWinner, c.games)),
        ...ROLES.map((x) => (c.seatsByRole[x] > 0 ? pctOf(rate(c.winsByRole[x], c.seatsByRole[x])) : '–')),
      ]),
    ),
    '',
    'Final climate band and Collapse:',
    '',
    table(
      ['table', ...VI_BANDS, 'Collapse won by an Accelerationist', 'mean final ppm', 'mean winning Legacy'],
      r.cells.map((c) => [viCellName(c), ...VI_BANDS.map((b) => pctOf(rate(c.bands[b], c.games))), String(c.collapseWins), fmt(avg(c.ppm), 0), fmt(avg(c.winningScore))]),
    ),
    '',
  );
  const never = r.cells.flatMap((c) => ROLES.filter((x) => c.seatsByRole[x] > 0 && c.winsByRole[x] === 0).map((x) => `${ROLE_NAMES[x]} in ${viCellName(c)}`));
  out.push(
    `Reading: ${never.length === 0 ? 'every Agenda type dealt at a table won at least one of its games.' : `dealt but never won: ${never.join(', ')}.`}`,
    '',
  );
  return out.join('\n');
}

export function renderReport(r: ReportInput): string {
  const out = [
    '# Balance report',
    '',
    `Seeded all-AI games: \`npm run balance -- --games ${r.games} --seed ${r.seed}${r.only.length < 3 ? ` --only ${r.only.join(',')}` : ''}\`. The same command writes the same numbers (the run times differ). ` +
      `Play-to-win levels: ${(['tp', 'earth', 'vi'] as const).filter((k) => r.only.includes(k)).map((k) => `${GAME_NAMES[k]} *${r.strength.levels[k]}*`).join(', ')} (*random* means the game has none yet and random plays its seats).`,
    '',
    meaningOfN(r),
    '',
    strengthSection(r),
  ];
  if (r.tp) out.push(tpSection(r.tp, r.figures));
  if (r.earth) out.push(earthSection(r.earth, r.figures));
  if (r.vi) out.push(viSection(r.vi, r.figures));
  out.push(runtimeSection(r), '');
  return out.join('\n');
}
