import type { SKRSContext2D } from '@napi-rs/canvas';
import { fitText, fittedText, palette, panel, roundRect, seatShapePath, surface, text, textWidth, wrap } from '../canvas-kit';
import { PICTURE_BUDGET } from '../layout';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { crisisById } from '../../src/games/tipping-point/cards/catalogue';
import { blockText } from '../../src/games/tipping-point/cards/text';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { categoryIn, nameIn, pic, saidView, shortIn, slotIn, type SaidView } from './words';
import type { TpView } from '../../src/games/tipping-point/view';
import { tableAlt, tableState } from './alt';
import { hasMarks, marksOf } from './choices';
import { encodePicture } from '../canvas-kit';
import { drawGrid, gridHeight, gridWindow, marksOutside, type GridWindow } from './grid';
import { deciding, headline, headlineLine, headlineNoRound, shortDoing } from './headline';
import { drawSeesaw, seesawHeight } from './seesaw';
import { CATEGORY_COLOUR, CATEGORY_TINT, MARGIN, MARK, POLLUTION, WIDTH, seatColour, seatIndex, seatName } from './style';

/**
 * The Tipping Point table, drawn from the public view only, within the picture budget (900 × 1600): first the
 * round, whose turn and what they decide, and the Seesaw in type a phone shows at 400 px; then the grid (its used
 * area, or the part around the marked choices and the newest cards), one line per active Crisis, and a row per seat.
 */

const HEADER_H = 112;
/** Counts a turn is weighed by (the decks, a seat's hand and draws): at the size a phone shows a decision text at. */
const STATS_PX = PICTURE_BUDGET.decisionTextPx;
const LEGEND_LINE = 30;
const CHART_H = 230;
const BANNER_H = 64;

/**
 * What goes with the table picture as text: one line per active Crisis, by slot, with its effects (a grid cell has
 * room for its level, category and Influence only). Empty when no Crisis is open.
 */
function tableDetails(v: SaidView): string {
  return v.grid.cells
    .filter((c) => c.kind === 'crisis' && c.up)
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((c) => {
      const k = crisisById(c.id!)!;
      const head = pic(v.language, 'details.crisis', { slot: slotIn(v.language, c.slot), name: nameIn(v.language, k.id), level: k.level, category: categoryIn(v.language, k.category), pollution: k.pollution, preservation: k.preservation });
      return k.block ? pic(v.language, 'details.blocked', { head, block: say(v.language, blockText(k.block)) }) : head;
    })
    .join('\n');
}

/**
 * The line under the headline: difficulty, variant and the decks' counts (the next Crisis's level among them), at the
 * phone's decision size. The deck counts give way first (the Crisis deck's next level stays), the pressure never;
 * when even that does not fit one line, the whole line takes two.
 */
function statsLines(ctx: SKRSContext2D, v: SaidView): string[] {
  const s = (key: string, params?: Record<string, unknown>) => pic(v.language, `stats.${key}`, params);
  const decks = [s('projects', { n: v.projectDeck }), s('solved', { n: v.solved })];
  const bits = (short: boolean, withDecks = true) => [
    s('difficulty', { n: v.options.difficulty }),
    v.options.variant === 'competitive' ? s('competitive') : s(short ? 'coopShort' : 'coop'),
    v.nextCrisisLevel ? s('crisisDeckNext', { n: v.crisisDeck, level: v.nextCrisisLevel }) : s('crisisDeck', { n: v.crisisDeck }),
    ...(withDecks ? decks : []),
    ...(v.options.pressure ? [s(short ? 'pressureShort' : 'pressure', { n: v.options.pressure })] : []),
  ];
  const shortest = bits(true, false).join(' · ');
  const one = fitText(ctx, [bits(false).join(' · '), bits(true).join(' · '), shortest], WIDTH - 2 * MARGIN, STATS_PX, false, STATS_PX);
  if (one.fits) return [one.text];
  // Two lines, broken between bits (a count never leaves its name), each but the last ending in its "·".
  ctx.font = `${STATS_PX}px "Hothouse Sans"`;
  const lines: string[] = [];
  for (const b of bits(false)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(ctx, `${last} · ${b} ·`) <= WIDTH - 2 * MARGIN) lines[lines.length - 1] = `${last} · ${b}`;
    else lines.push(b);
  }
  return lines.map((l, i) => (i < lines.length - 1 ? `${l} ·` : l));
}

const STATS_TOP = 70;
const STATS_LINE = 28;
/** The header: the headline and the line under it; a second line under it takes only the room it needs. */
const headerHeight = (ctx: SKRSContext2D, v: SaidView): number => Math.max(HEADER_H, STATS_TOP + statsLines(ctx, v).length * STATS_LINE + 2);

function drawHeader(ctx: SKRSContext2D, v: SaidView, names: SeatNames | undefined, choices: readonly Option[]): void {
  const head = headline(v, names, choices);
  // A Project being resolved is named in full on its card and in the alt text; a long name gives way here.
  const who = v.active.map((p) => seatName(p, names)).join(', ');
  const doing = shortDoing(v, choices);
  const short = who && !v.over ? headlineLine(v, who, doing) : head;
  const all = v.active.length === v.seats.length ? pic(v.language, 'headline.everyone') : pic(v.language, 'headline.players', { count: v.active.length });
  const together = v.active.length > 1 && !v.over ? [headlineLine(v, all, doing)] : [];
  // A long language gives up the round before whose turn it is or what they decide.
  const noRound = who && !v.over ? [headlineNoRound(v, who, doing), ...(v.active.length > 1 ? [headlineNoRound(v, all, doing)] : [])] : [];
  fittedText(ctx, [head, short, ...together, ...noRound], MARGIN, 16, WIDTH - 2 * MARGIN, { size: 44, bold: true, decision: true });
  statsLines(ctx, v).forEach((l, i) => text(ctx, l, MARGIN, STATS_TOP + i * STATS_LINE, { size: STATS_PX, color: palette.muted, decision: true }));
}

const BANNER_TEXT = WIDTH - 2 * MARGIN - 40;
const BANNER_LINE = 34;

/** The outcome and its reason, on one line or wrapped onto two; a reason longer than two lines leaves the outcome alone (the alt text and the table text give it). */
function bannerLines(ctx: SKRSContext2D, v: SaidView): string[] {
  const over = v.over!;
  const lines = wrap(ctx, pic(v.language, over.won ? 'banner.won' : 'banner.lost', { reason: over.reason }), BANNER_TEXT, 28, true);
  return lines.length <= 2 ? lines : [pic(v.language, over.won ? 'banner.wonAlone' : 'banner.lostAlone')];
}

const bannerHeight = (ctx: SKRSContext2D, v: SaidView): number => BANNER_H + (bannerLines(ctx, v).length - 1) * BANNER_LINE;

function drawBanner(ctx: SKRSContext2D, v: SaidView, top: number): number {
  const over = v.over!;
  const lines = bannerLines(ctx, v);
  const h = bannerHeight(ctx, v);
  roundRect(ctx, MARGIN, top, WIDTH - 2 * MARGIN, h - 12, 14, over.won ? palette.accent : palette.warn, null);
  lines.forEach((l, i) => text(ctx, l, MARGIN + 20, top + 10 + i * BANNER_LINE, { size: 28, bold: true, color: '#ffffff', maxWidth: BANNER_TEXT }));
  return h;
}

function drawChart(ctx: SKRSContext2D, v: SaidView, top: number): number {
  const h = CHART_H - 14;
  roundRect(ctx, MARGIN, top, WIDTH - 2 * MARGIN, h, 14, '#ffffff', palette.line, 2);
  panel(ctx, 'chart', MARGIN, top, WIDTH - 2 * MARGIN, h);
  // Preservation's label right of the title, left of Pollution's with a gap, however long the two words are; the
  // title takes the room left of them, in a shorter wording when a long language needs it.
  ctx.font = 'bold 24px "Hothouse Sans"';
  const pollutionW = textWidth(ctx, pic(v.language, 'chart.pollution'));
  const presRight = Math.min(WIDTH - MARGIN - 170, WIDTH - MARGIN - 20 - pollutionW - 28);
  const presLeft = presRight - textWidth(ctx, pic(v.language, 'chart.preservation'));
  fittedText(ctx, [pic(v.language, 'chart.title'), pic(v.language, 'chart.titleShort')], MARGIN + 20, top + 12, presLeft - 20 - MARGIN - 20, { size: 26, bold: true });
  text(ctx, pic(v.language, 'chart.preservation'), presRight, top + 14, { size: 24, bold: true, color: palette.accent, align: 'right' });
  text(ctx, pic(v.language, 'chart.pollution'), WIDTH - MARGIN - 20, top + 14, { size: 24, bold: true, color: POLLUTION, align: 'right' });
  const x0 = MARGIN + 64;
  const x1 = WIDTH - MARGIN - 30;
  const y0 = top + h - 44;
  const y1 = top + 58;
  ctx.strokeStyle = palette.line;
  ctx.lineWidth = 2;
  for (const t of [0, 25]) {
    const yy = y0 - ((y0 - y1) * t) / 25;
    ctx.beginPath();
    ctx.moveTo(x0, yy);
    ctx.lineTo(x1, yy);
    ctx.stroke();
    text(ctx, String(t), x0 - 10, yy - 11, { size: 22, align: 'right', color: palette.muted });
  }
  const pts = v.history;
  const n = Math.max(pts.length, 2);
  const px = (i: number) => x0 + ((x1 - x0) * i) / (n - 1);
  for (const [key, colour] of [['preservation', palette.accent], ['pollution', POLLUTION]] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 5;
    ctx.beginPath();
    pts.forEach((p, i) => (i === 0 ? ctx.moveTo(px(i), y0 - ((y0 - y1) * p[key]) / 25) : ctx.lineTo(px(i), y0 - ((y0 - y1) * p[key]) / 25)));
    ctx.stroke();
  }
  // Round labels: as many as fit side by side.
  const every = Math.max(1, Math.ceil((pts.length * 56) / (x1 - x0)));
  pts.forEach((p, i) => {
    if (i % every === 0) text(ctx, pic(v.language, 'chart.round', { round: p.round }), px(i), y0 + 10, { size: 22, align: 'center', color: palette.muted });
  });
  return CHART_H;
}

/**
 * A seat's row: its name, Country and Advisor on one line when they fit beside its counts, else on two; then its nine
 * Needs. The counts (hand, draws, passed, VP) are what a player weighs a turn against: they keep the phone's decision size.
 */
const SEAT_TITLE = 26;
const SEAT_LINE = 32;
const CHIP_H = 92;

const seatStats = (v: SaidView, x: TpView['seats'][number]): string => {
  const vp = v.vp[x.player];
  return `${pic(v.language, 'seat.stats', { hand: x.handCount, draws: x.drawPerRound })}${x.passed ? pic(v.language, 'seat.passed') : ''}${vp !== undefined ? pic(v.language, 'seat.vp', { vp }) : ''}`;
};

/** The seat's title lines as drawn: one when the whole title fits beside its counts at 22 px or more. */
function seatTitle(ctx: SKRSContext2D, v: SaidView, x: TpView['seats'][number], names?: SeatNames): { lines: { text: string; size: number; bold: boolean }[]; room: number } {
  const w = WIDTH - 2 * MARGIN;
  ctx.font = `${STATS_PX}px "Hothouse Sans"`;
  const room = w - 48 - textWidth(ctx, seatStats(v, x)) - 30;
  const name = seatName(x.player, names);
  const rest = `${x.countryName ?? pic(v.language, 'seat.choosingCountry')} · ${x.advisorName ?? pic(v.language, 'seat.noAdvisor')}`;
  const one = fitText(ctx, `${name} · ${rest}`, room, SEAT_TITLE, true);
  if (one.fits) return { lines: [{ text: one.text, size: one.size, bold: true }], room };
  const line = (t: string, width: number, size: number, bold: boolean) => ({ text: t, size: fitText(ctx, t, width, size, bold).size, bold });
  return { lines: [line(name, room, SEAT_TITLE, true), line(rest, w - 62, 24, false)], room };
}

const seatHeight = (title: ReturnType<typeof seatTitle>): number => 12 + title.lines.length * SEAT_LINE + 4 + CHIP_H + 14;

const seatsHeight = (ctx: SKRSContext2D, v: SaidView, names?: SeatNames): number => v.seats.reduce((n, x) => n + seatHeight(seatTitle(ctx, v, x, names)), 0);

function drawSeats(ctx: SKRSContext2D, v: SaidView, top: number, names?: SeatNames): number {
  let y = top;
  const w = WIDTH - 2 * MARGIN;
  for (const x of v.seats) {
    const title = seatTitle(ctx, v, x, names);
    const full = seatHeight(title);
    const h = full - 8;
    const active = v.active.includes(x.player);
    roundRect(ctx, MARGIN, y, w, h, 12, active ? '#e2efe7' : '#ffffff', active ? palette.accent : palette.line, active ? 4 : 2);
    panel(ctx, `seat ${x.player}`, MARGIN, y, w, h);
    // The seat's shape, as its Influence discs on the grid have it.
    seatShapePath(ctx, seatIndex(x.player), MARGIN + 25, y + 25, 12);
    ctx.fillStyle = seatColour(x.player);
    ctx.fill();
    text(ctx, seatStats(v, x), MARGIN + w - 14, y + 10, { size: STATS_PX, color: palette.muted, align: 'right', decision: true });
    title.lines.forEach((l, i) => text(ctx, l.text, MARGIN + 48, y + 9 + i * SEAT_LINE, { size: l.size, bold: l.bold, color: l.bold ? palette.ink : palette.muted, maxWidth: i ? w - 62 : title.room }));
    const chipTop = y + 12 + title.lines.length * SEAT_LINE + 4;
    const cw = (w - 20) / 9;
    CATEGORIES.forEach((k, i) => {
      const bx = MARGIN + 10 + i * cw;
      const lvl = x.needs[k];
      roundRect(ctx, bx, chipTop, cw - 6, CHIP_H - 4, 6, lvl !== undefined ? CATEGORY_TINT[k] : '#eeeeee', CATEGORY_COLOUR[k], 2);
      // The Need's category and level above, the Credits for it below: one line of both does not fit nine abreast.
      // The budget, its Need level and its Credits a line each: nine abreast leave no room for two on a line.
      text(ctx, shortIn(v.language, k), bx + (cw - 6) / 2, chipTop + 2, { size: 22, bold: lvl !== undefined, align: 'center' });
      text(ctx, lvl !== undefined ? pic(v.language, 'level', { level: lvl }) : '–', bx + (cw - 6) / 2, chipTop + 29, { size: 25, bold: true, align: 'center', decision: true });
      text(ctx, `${x.credits[k]}¢`, bx + (cw - 6) / 2, chipTop + 57, { size: 25, align: 'center', decision: true });
    });
    y += full;
  }
  return y - top;
}

/**
 * A line under the grid when it shows only part of the cards, or leaves marked slots out: its wordings, longest
 * first, for the first that fits.
 */
function windowNote(w: GridWindow, outside: number, marked: boolean, language: Language): string[] | null {
  if (!w.hidden && !outside) return null;
  const more = (short: boolean) => [
    ...(w.hidden ? [pic(language, short ? 'window.hiddenShort' : 'window.hidden', { count: w.hidden })] : []),
    ...(outside ? [pic(language, short ? 'window.outsideShort' : 'window.outside', { count: outside })] : []),
  ];
  const shown = marked && !outside ? 'window.shownMarked' : 'window.shown';
  return [
    [pic(language, shown), ...more(false)].join(' · '),
    [pic(language, `${shown}Short`), ...more(false)].join(' · '),
    [pic(language, `${shown}Short`), ...more(true)].join(' · '),
  ];
}

/** What `renderTable` reads of the open prompt's options (GameModule.tableMarks): what they mark, and the words for what is decided. */
export function tableMarks(view: TpView, choices: readonly Option[] = [], language: Language = 'en'): unknown {
  const marks = marksOf(choices);
  return [[...marks.slots], [...marks.columns], [...marks.cards], deciding(view, choices, language)];
}

export async function renderTable(view: TpView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): Promise<Picture> {
  const v = saidView(view, language);
  const marks = marksOf(choices);
  // The legend's height depends on the window (a Crisis outside it says so) and the window on the room left:
  // start from the room the legend leaves when every Crisis is shown, and give up a row until both fit. A legend
  // of one line per Crisis is taken when it lets the grid show more.
  const measure = surface(1, 1).ctx;
  const rest = headerHeight(measure, v) + (v.over ? bannerHeight(measure, v) + CHART_H : 0) + seesawHeight(v) + 16 + LEGEND_LINE + 8 + 8 + seatsHeight(measure, v, names) + 16;
  // The Crises' effects are paragraphs a phone cannot read at the picture's scale: they go with the picture as text.
  let win = gridWindow(v, marks, PICTURE_BUDGET.maxHeight - rest);
  while (rest + gridHeight(win) > PICTURE_BUDGET.maxHeight && win.rows > 1) win = gridWindow(v, marks, gridHeight(win) - win.size - 1);
  const fixed = rest;
  const outside = marksOutside(v, win, marks);
  const note = windowNote(win, outside, hasMarks(marks), language) ?? (hasMarks(marks) ? [pic(language, 'window.marked'), pic(language, 'window.markedShort')] : null);
  const height = fixed - (note ? 0 : LEGEND_LINE + 8) + gridHeight(win);
  const s = surface(WIDTH, height);
  const { ctx } = s;
  drawHeader(ctx, v, names, choices);
  let y = headerHeight(ctx, v);
  if (v.over) {
    y += drawBanner(ctx, v, y);
    y += drawChart(ctx, v, y);
  }
  y += drawSeesaw(ctx, v, y) + 16;
  y += drawGrid(ctx, v, win, marks, y);
  if (note) {
    fittedText(ctx, note, MARGIN + 8, y, WIDTH - 2 * MARGIN - 16, { size: 22, bold: true, color: hasMarks(marks) ? MARK : palette.muted });
    y += LEGEND_LINE + 8;
  }
  drawSeats(ctx, v, y + 8, names);
  const picture = await encodePicture(s, 'tipping-point-table');
  const state = tableState(v);
  return { ...picture, alt: tableAlt(v, names, choices), details: tableDetails(v), ...(state ? { state } : {}), layout: s.layout };
}
