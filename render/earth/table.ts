import type { SKRSContext2D } from '@napi-rs/canvas';
import { tableAlt, tableState } from './alt';
import { inkOn } from '../colour';
import { fitText, fittedText, palette, panel, paragraph, paragraphHeight, roundRect, seatShapePath, surface, text, textWidth } from '../canvas-kit';
import { PICTURE_BUDGET } from '../layout';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import { hasWords, t } from '../../src/words/translate';
import type { EarthView, PlayerView, SlotView } from '../../src/games/earth/view';
import { pic, type SaidEarthView } from './said';
import { actionLabel, headline } from './headline';
import type { Language } from '../../src/words/locales';
import { BODY, COLOR_FILL, COLOR_TINT, MARGIN, WIDTH, encodePicture, seatColour, seatName, wrap } from './style';
import { MARK_W, abilityMark, canopyIcon, canopyVpColor, drawLegend, leafIcon, legendHeight, sproutIcon, trunkIcon } from './legend';

/**
 * The table, within the picture budget (900 × 1600): first the round, whose turn and what they decide, and the
 * scores, in type a phone shows at 400 px; then the Fauna board and the shared Ecosystems, the active player's
 * 4x4 tableau drawn large (Sprouts, Trunks, Canopies; see the legend) and every other player on two lines with a
 * strip of their cards' colours; at the end the score breakdown.
 */

const COLS = 4;
const GAP = 12;
const CELL_W = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) / COLS;
/** A tableau cell: a name in up to two lines beside its habitats, then its pieces. */
const TITLE_PX = 22;
const TITLE_LINE = 26;
const CELL_H = 8 + 2 * TITLE_LINE + 6 + 44;
const ROW_H = CELL_H + 8;
const SMALL = 24;
/** Counts a turn is decided by: the deck, the players' and Gaia's, at the size a phone shows a decision text at. */
const COUNTS = PICTURE_BUDGET.decisionTextPx;
const LINE = 32;
const COMPACT_H = 84;
/** Fauna cards two abreast: five Leaves to a card at a size whose VP a phone reads. */
const FAUNA_COLS = 2;
const FAUNA_W = (WIDTH - 2 * MARGIN - (FAUNA_COLS - 1) * GAP) / FAUNA_COLS;
const ACTION_COLOR: Record<string, string> = { plant: 'green', compost: 'red', water: 'blue', grow: 'yellow', fauna: 'multi' };
const BADGE_W = 200;
/** How far a cell's pieces stand right of where they would, past the tab holding its ability's mark. */
const TAB = MARK_W - 12;

/** The scores in one line, leader first: the main track of Earth. */
function scoreLine(v: SaidEarthView, nm: (p: string) => string): string {
  const all = [...v.players.map((p) => ({ id: p.id, vp: p.score.total })), ...(v.gaia ? [{ id: 'gaia', vp: v.gaia.score.total }] : [])];
  const scores = all
    .sort((a, b) => b.vp - a.vp)
    .map((x) => `${nm(x.id)} ${x.vp}`)
    .join(' · ');
  return pic(v.language, 'scores', { scores });
}

/**
 * What a crowded table gives up, in this order, to stay within the budget: first the card-colour legend, then the
 * shared cards' texts (a Fauna or an Ecosystem then shows its name and Leaves; /game card has its text), then the
 * scores' line, and last the pieces' legend (a longer language's lines may need its room).
 */
interface Fitting {
  colourLegend: boolean;
  cardTexts: boolean;
  /** The scores' line under the headline, leader first: each player's row has their score too. */
  scoreLine: boolean;
  /** The pieces' legend: given up last, when a longer language's lines leave no room for it. */
  pieceLegend?: false;
}

/**
 * The size of a row of shared cards' names: the largest at which each fits its card on one line, down to 22 px; at
 * 22 px a name that still does not fit takes two lines. One size for the row, so the row reads evenly.
 */
function namesSize(ctx: SKRSContext2D, names: readonly string[], w: number): number {
  return Math.min(...names.map((n) => fitText(ctx, n, w - 28, 26, true).size));
}

/** A shared card's name in the row's size (wrapped when it must be), and its text when the table has room for it. */
function sharedLines(ctx: SKRSContext2D, name: string, body: string, f: Fitting, size: number, w: number) {
  const title = wrap(ctx, name, w - 28, size, true).map((t) => ({ text: t, size }));
  return { title, body: f.cardTexts ? wrap(ctx, body, w - 28, SMALL) : [] };
}

const sharedHeight = (l: ReturnType<typeof sharedLines>): number => 10 + l.title.length * 32 + 6 + l.body.length * 28;

function drawShared(ctx: SKRSContext2D, l: ReturnType<typeof sharedLines>, x: number, y: number): void {
  l.title.forEach((t, k) => text(ctx, t.text, x + 14, y + 10 + k * 32, { size: t.size, bold: true }));
  const top = y + 10 + l.title.length * 32 + 6;
  l.body.forEach((t, k) => text(ctx, t, x + 14, top + k * 28, { size: SMALL }));
}

/** A row of shared cards' lines, its names in one size. */
function rowLines(ctx: SKRSContext2D, cards: readonly { name: string; body: string }[], f: Fitting, w: number) {
  const size = namesSize(ctx, cards.map((c) => c.name), w);
  return cards.map((c) => sharedLines(ctx, c.name, c.body, f, size, w));
}

const faunaLines = (ctx: SKRSContext2D, v: SaidEarthView, f: Fitting) => rowLines(ctx, v.fauna.map((x) => ({ name: x.name, body: x.text })), f, FAUNA_W);

const faunaRowHeight = (lines: ReturnType<typeof rowLines>): number => Math.max(...lines.map(sharedHeight)) + 8 + 58;
const faunaRows = (v: SaidEarthView) => Math.ceil(v.fauna.length / FAUNA_COLS);

function faunaHeight(ctx: SKRSContext2D, v: SaidEarthView, f: Fitting): number {
  return faunaRows(v) * (faunaRowHeight(faunaLines(ctx, v, f)) + GAP) - GAP;
}

function drawFauna(ctx: SKRSContext2D, v: SaidEarthView, y: number, f: Fitting): number {
  const lines = faunaLines(ctx, v, f);
  const h = faunaRowHeight(lines);
  v.fauna.forEach((x, i) => {
    const cx = MARGIN + (i % FAUNA_COLS) * (FAUNA_W + GAP);
    const cy = y + Math.floor(i / FAUNA_COLS) * (h + GAP);
    roundRect(ctx, cx, cy, FAUNA_W, h, 14, '#ffffff', palette.line, 3);
    panel(ctx, `Fauna ${x.name}`, cx, cy, FAUNA_W, h);
    drawShared(ctx, lines[i]!, cx, cy);
    // The Leaves share the card's width.
    const step = Math.min(66, (FAUNA_W - 28) / Math.max(1, x.tiers.length));
    const r = Math.min(26, step / 2 - 4);
    x.tiers.forEach((vp, t) => {
      const who = x.claims[t];
      leafIcon(ctx, cx + 14 + t * step + r + 4, cy + h - 32, r, vp, who ? { id: who, seat: who === 'gaia' ? 1 : Number(who.slice(1)), colour: seatColour(who) } : null);
    });
  });
  return faunaRows(v) * (h + GAP) - GAP;
}


/** The shared Ecosystems by name, in a paragraph: their rules go with the picture as text. */
const ecosystemsText = (v: SaidEarthView) => pic(v.language, 'ecosystems', { names: v.ecosystems.map((e) => e.title).join(' · ') });

function ecosystemsHeight(ctx: SKRSContext2D, v: SaidEarthView): number {
  return v.ecosystems.length ? paragraphHeight(ctx, ecosystemsText(v), WIDTH - 2 * MARGIN, { size: SMALL, bold: true, lineHeight: 30 }) : 0;
}


function statusLine(v: SaidEarthView, nm: (p: string) => string): string {
  const s = (key: string, params?: Record<string, unknown>) => pic(v.language, `status.${key}`, params);
  const parts = [s('deck', { n: v.deck })];
  if (v.lastAction && !v.over) {
    const who = v.lastAction.who === 'gaia' ? t(v.language, 'earth-pictures:gaia') : nm(v.lastAction.who);
    parts.push(s('last', { who, action: actionLabel(v.lastAction.action, v.language) }));
  }
  parts.push(s('bonus', { who: v.completion ? nm(v.completion) : s('open') }));
  if (v.endTriggered && !v.over) parts.push(s('lastRound'));
  const owing = v.players.filter((p) => p.owes && p.id !== v.active);
  if (owing.length && !v.over) parts.push(s('toAnswer', { names: owing.map((p) => nm(p.id)).join(', ') }));
  return parts.join(' · ');
}

/** Rows drawn in full: those holding cards and the next space; later empty rows shrink to one line. */
const rowsShown = (p: PlayerView) => Math.min(4, Math.floor(p.tableau.length / 4) + 1);

/**
 * The active player's board's text lines above the tableau, each wrapped whole. Their counts (Soil to pay a cost
 * with, hand, Compost, ...) are what the turn is decided by: they keep the phone's decision size, as every other
 * player's counts do.
 */
function largeLines(ctx: SKRSContext2D, p: PlayerView, language: Language): { text: string; color: string; size: number; decision: boolean }[] {
  const w = WIDTH - 2 * MARGIN - 12;
  const events = p.events.map((e) => pic(language, 'eventVp', { title: e.title, vp: `${(e.vp ?? 0) >= 0 ? '+' : ''}${e.vp}` })).join(', ');
  const bits: [string, string, number][] = [
    [islandClimateLine(p, language), palette.ink, SMALL],
    [pic(language, 'counts', { soil: p.soil, hand: p.hand, compost: p.compost, sprouts: p.score.sprouts, leaves: p.leaves, cards: p.tableau.length }), palette.ink, COUNTS],
    [p.ecosystem ? pic(language, 'ecosystem', { name: p.ecosystem.title, rules: p.ecosystem.rules }) : pic(language, 'ecosystemNone'), palette.muted, SMALL],
    ...(p.events.length ? [[pic(language, 'eventSpace', { events }), palette.ink, SMALL] as [string, string, number]] : []),
  ];
  return bits.flatMap(([t, color, size]) => wrap(ctx, t, w, size).map((l) => ({ text: l, color, size, decision: size === COUNTS })));
}

/** The active player's board: its lines of text, then the tableau. */
function largeHeight(ctx: SKRSContext2D, p: PlayerView, language: Language): number {
  const rows = rowsShown(p);
  return 14 + 44 + largeLines(ctx, p, language).length * LINE + rows * ROW_H + (rows < 4 ? 34 : 0) + 10;
}

const isLarge = (v: SaidEarthView, p: PlayerView) => !v.over && v.active === p.id;

const playerHeight = (ctx: SKRSContext2D, v: SaidEarthView, p: PlayerView) => (isLarge(v, p) ? largeHeight(ctx, p, v.language) : COMPACT_H) + 8;

function drawSlot(ctx: SKRSContext2D, c: SlotView | undefined, x: number, y: number, next: boolean, language: Language): void {
  if (!c) {
    roundRect(ctx, x, y, CELL_W, CELL_H, 10, next ? '#fbfaf4' : null, next ? palette.accent : '#dcd7c8', next ? 3 : 2);
    if (next) text(ctx, pic(language, 'nextSpace'), x + CELL_W / 2, y + CELL_H / 2 - 13, { size: BODY, color: palette.accent, align: 'center' });
    return;
  }
  roundRect(ctx, x, y, CELL_W, CELL_H, 10, COLOR_TINT[c.color] ?? '#fff', COLOR_FILL[c.color] ?? palette.line, 3);
  roundRect(ctx, x, y, 12, CELL_H, 6, COLOR_FILL[c.color] ?? palette.line);
  // The stripe widens at the foot into a tab holding the ability's mark: the name above keeps the cell's width.
  roundRect(ctx, x, y + CELL_H - 40, MARK_W, 40, 6, COLOR_FILL[c.color] ?? palette.line);
  panel(ctx, `slot ${c.title}`, x, y, CELL_W, CELL_H);
  abilityMark(ctx, c.color, c.title, x + MARK_W / 2, y + CELL_H - 31, language, undefined, x);
  const tag = c.habitats.map((h) => pic(language, `habitat.${h}`)).join(' ');
  ctx.font = `bold ${SMALL}px "Hothouse Sans"`;
  const tagW = tag ? textWidth(ctx, tag) + 10 : 0;
  // The name beside the habitats when it fits; else the name in up to two lines with the habitats at the end of its
  // last line, or on the pieces' line when that has no room.
  const one = fitText(ctx, c.title, CELL_W - 30 - tagW, SMALL, true);
  const title = one.fits ? [one.text] : wrap(ctx, c.title, CELL_W - 30, TITLE_PX, true);
  ctx.font = `bold ${TITLE_PX}px "Hothouse Sans"`;
  const lastRoom = one.fits || textWidth(ctx, title.at(-1)!) + tagW <= CELL_W - 30;
  const tagRow = one.fits ? 0 : lastRoom ? title.length - 1 : title.length < 2 ? 1 : -1;
  title.forEach((l, i) => text(ctx, l, x + 20, y + 8 + i * TITLE_LINE, { size: one.fits ? one.size : TITLE_PX, bold: true }));
  const y2 = y + CELL_H - 44;
  if (tag) text(ctx, tag, x + CELL_W - 10, tagRow >= 0 ? y + 8 + tagRow * TITLE_LINE : y2 + 6, { size: tagRow >= 0 ? TITLE_PX : SMALL, bold: true, align: 'right', color: palette.muted });
  const piecesW = CELL_W - 32 - TAB - (tagRow < 0 ? tagW : 0);
  if (c.kind === 'terrain') {
    fittedText(ctx, c.color === 'scoring' ? [pic(language, 'terrainBonus'), pic(language, 'endBonus')] : pic(language, 'terrain'), x + 20 + TAB, y2 + 2, CELL_W - 32 - TAB, { size: SMALL, color: palette.muted });
    return;
  }
  // Sprouts: green dots up to the limit; Growth: brown bars (Trunks), a green cap (Canopy); see the legend. Many
  // pieces are drawn closer together so the row stays inside its card.
  const trunkSlots = c.growthLimit - (c.canopyVp === null ? 0 : 1);
  const want = c.sproutLimit * 28 + (c.growthLimit > 0 ? 10 + trunkSlots * 22 : 0) + (c.canopyVp !== null ? 46 + 16 : 0);
  const k = Math.min(1, (piecesW - (c.canopyVp !== null ? 62 : 0)) / Math.max(1, want - (c.canopyVp !== null ? 62 : 0)));
  let xx = x + 20 + TAB;
  for (let i = 0; i < c.sproutLimit; i++) {
    sproutIcon(ctx, xx, y2, i < c.sprouts);
    xx += 28 * k;
  }
  if (c.growthLimit > 0) {
    xx += 10 * k;
    for (let i = 0; i < trunkSlots; i++) {
      trunkIcon(ctx, xx, y2, i < c.trunks);
      xx += 22 * k;
    }
    if (c.canopyVp !== null) {
      canopyIcon(ctx, xx, y2, c.canopy);
      text(ctx, `${c.canopyVp}`, xx + 44, y2 + 2, { size: BODY, bold: true, color: canopyVpColor });
    }
  }
}

/** "Island Thornwick (1 VP, yellow) · Climate hidden": a hidden pick is named once. */
export function islandClimateLine(p: Pick<PlayerView, 'island' | 'climate'>, language: Language): string {
  const one = (what: 'island' | 'climate', c: PlayerView['island']) => (c ? pic(language, what, { title: c.title, vp: c.vp, color: hasWords(language, `earth-pictures:pic.colour.${c.color}`) ? pic(language, `colour.${c.color}`) : c.color }) : pic(language, `${what}Hidden`));
  return `${one('island', p.island)} · ${one('climate', p.climate)}`;
}

/** "Team boards: team A 2 Soil, 1 card · team B 0 Soil, 3 cards". */
export function teamBoardsLine(v: Pick<EarthView, 'teamBoards'>, language: Language): string {
  return pic(language, 'teamBoards', { boards: v.teamBoards.map((b) => pic(language, 'teamBoard', { team: b.team, soil: b.soil, count: b.cards })).join(' · ') });
}

/** The seat's shape in its colour before its name: the key to the Fauna Leaves it claims. */
function seatMark(ctx: SKRSContext2D, p: string, cx: number, cy: number, r: number): void {
  seatShapePath(ctx, Number(p.slice(1)), cx, cy, r);
  ctx.fillStyle = seatColour(p);
  ctx.fill();
}

function drawLarge(ctx: SKRSContext2D, v: SaidEarthView, p: PlayerView, y: number, nm: (p: string) => string): void {
  const h = largeHeight(ctx, p, v.language);
  const col = seatColour(p.id);
  const w = WIDTH - MARGIN;
  roundRect(ctx, MARGIN / 2, y, w, h, 16, '#fffdf3', col, 6);
  panel(ctx, `player ${p.id}`, MARGIN / 2, y, w, h);
  let yy = y + 14;
  const vp = pic(v.language, 'vpSoFar', { vp: p.score.total });
  ctx.font = `bold 30px "Hothouse Sans"`;
  const vpW = textWidth(ctx, vp);
  text(ctx, vp, WIDTH - MARGIN - 6, yy + 2, { size: 30, bold: true, align: 'right' });
  const team = p.team ? pic(v.language, 'team', { team: p.team }) : '';
  const teamShort = p.team ? pic(v.language, 'teamShort', { team: p.team }) : '';
  seatMark(ctx, p.id, MARGIN + 20, yy + 18, 13);
  const turn = pic(v.language, 'turn', { name: nm(p.id) });
  fittedText(ctx, [`${turn}${team}`, `${turn}${teamShort}`], MARGIN + 40, yy, WIDTH - 2 * MARGIN - vpW - 64, { size: 34, bold: true, color: col, decision: true });
  yy += 44;
  for (const l of largeLines(ctx, p, v.language)) {
    text(ctx, l.text, MARGIN + 6, yy, { size: l.size, color: l.color, decision: l.decision });
    yy += LINE;
  }
  const rows = rowsShown(p);
  for (let i = 0; i < rows * COLS; i++) drawSlot(ctx, p.tableau[i], MARGIN + (i % COLS) * (CELL_W + GAP), yy + Math.floor(i / COLS) * ROW_H, i === p.tableau.length, v.language);
  if (rows < 4) text(ctx, rows === 3 ? pic(v.language, 'rowEmpty') : pic(v.language, 'rowsEmpty', { from: rows + 1 }), MARGIN + 6, yy + rows * ROW_H, { size: SMALL, color: palette.muted });
}

/**
 * A tableau chip: wide enough for its ability's mark at the least size a phone reads (21 px), and no wider, so the
 * counts beside the strip keep their room.
 */
const CHIP = 22;
const CHIP_GAP = 2;
const CHIP_MARK_PX = PICTURE_BUDGET.minTextPx;

/** Another player: name and score, their counts, and a strip of their cards' colours and marks in tableau order. */
function drawCompact(ctx: SKRSContext2D, v: SaidEarthView, p: PlayerView, y: number, nm: (p: string) => string): void {
  const col = seatColour(p.id);
  const w = WIDTH - MARGIN;
  roundRect(ctx, MARGIN / 2, y, w, COMPACT_H, 14, '#fbfaf6', col, 3);
  panel(ctx, `player ${p.id}`, MARGIN / 2, y, w, COMPACT_H);
  const vp = pic(v.language, 'vp', { vp: p.score.total });
  ctx.font = `bold 28px "Hothouse Sans"`;
  const vpW = textWidth(ctx, vp);
  text(ctx, vp, WIDTH - MARGIN - 6, y + 10, { size: 28, bold: true, align: 'right' });
  const team = p.team ? pic(v.language, 'team', { team: p.team }) : '';
  const teamShort = p.team ? pic(v.language, 'teamShort', { team: p.team }) : '';
  const state = v.over ? '' : p.owes && v.active !== p.id ? pic(v.language, 'toAnswer') : '';
  const who = !v.over && v.active === p.id ? pic(v.language, 'turn', { name: nm(p.id) }) : nm(p.id);
  const island = p.island ? ` · ${p.island.title}` : '';
  seatMark(ctx, p.id, MARGIN + 18, y + 24, 11);
  // The Island gives way first, then the word "team" (its letter stays); whose turn and who is to answer stay.
  fittedText(ctx, [`${who}${team}${state}${island}`, `${who}${team}${state}`, `${who}${teamShort}${state}`], MARGIN + 36, y + 10, WIDTH - 2 * MARGIN - vpW - 60, { size: 28, bold: true, color: col, decision: true });
  const stripW = 16 * (CHIP + CHIP_GAP) - CHIP_GAP;
  const sx = WIDTH - MARGIN - 6 - stripW;
  for (let i = 0; i < 16; i++) {
    const c = p.tableau[i];
    const cx = sx + i * (CHIP + CHIP_GAP);
    roundRect(ctx, cx, y + 46, CHIP, 30, 4, c ? (COLOR_FILL[c.color] ?? palette.line) : null, c ? null : '#dcd7c8', 2);
    if (c) abilityMark(ctx, c.color, c.title, cx + CHIP / 2, y + 50, v.language, CHIP_MARK_PX);
  }
  const counts = { soil: p.soil, hand: p.hand, compost: p.compost, leaves: p.leaves };
  const stats = pic(v.language, 'stats', counts);
  const abbr = (k: string) => pic(v.language, `abbr.${k}`);
  // The strip beside it counts the cards; the shorter forms give up words, never a count. Each abbreviation is a
  // catalogue text of its own, so a language abbreviates its own words (and a full stop in one ends no sentence).
  const short = pic(v.language, 'statsShort', { ...counts, comp: abbr('compost'), lv: abbr('leaves') });
  const letters = pic(v.language, 'statsLetters', { ...counts, s: abbr('soilLetter'), h: abbr('handLetter'), c: abbr('compostLetter'), l: abbr('leavesLetter') });
  fittedText(ctx, [pic(v.language, 'statsCards', { stats, cards: p.tableau.length }), stats, short, letters], MARGIN + 6, y + 46, sx - MARGIN - 24, { size: 25, color: palette.muted, decision: true });
}

const SCORE_ROW = 34;
const SCORE_LABEL_LINE = 28;

/**
 * A score line's name: the first of its wordings that fits the label column on one line (its short name, "Growth" for
 * "Trunks / Canopies", in a long language), else the shortest in whole words over as many lines as it takes, its row
 * that much taller.
 */
function scoreLabel(ctx: SKRSContext2D, v: SaidEarthView, { key, name }: SaidEarthView['scoreLines'][number]): { lines: string[]; size: number } {
  const short = pic(v.language, `scoreLineShort.${key}`);
  const forms = v.gaia && key === 'base' ? [pic(v.language, 'gaiaPile', { name }), pic(v.language, 'gaiaShort', { name }), name, pic(v.language, 'gaiaShort', { name: short }), short] : [name, short];
  const one = fitText(ctx, forms, SCORE_LABEL_W - 16, SMALL);
  return one.fits ? { lines: [one.text], size: one.size } : { lines: wrap(ctx, forms.at(-1)!, SCORE_LABEL_W - 16, SMALL), size: SMALL };
}

const scoreRowHeight = (label: { lines: readonly string[] }): number => Math.max(SCORE_ROW, label.lines.length * SCORE_LABEL_LINE + 6);

/** The final score's columns: each player (and Gaia) with their name wrapped to the column, in as many lines as it takes. */
function scoreColumns(ctx: SKRSContext2D, v: SaidEarthView, nm: (p: string) => string) {
  const cols = [...v.players.map((p) => ({ id: p.id, score: p.score })), ...(v.gaia ? [{ id: 'gaia', score: v.gaia.score }] : [])];
  const colW = Math.min(180, (WIDTH - 2 * MARGIN - SCORE_LABEL_W) / cols.length);
  // A name too long for its column in whole words (wrap would break a word) is the seat's short name (P1): the rows
  // below name the players.
  const fit = (id: string) => {
    const lines = wrap(ctx, nm(id), colW - 10, 22, true);
    return lines.length <= 3 && lines.join(' ') === nm(id).split(/\s+/).join(' ') ? lines : [id === 'gaia' ? nm(id) : pic(v.language, 'seatShort', { n: Number(id.slice(1)) + 1 })];
  };
  const names = cols.map((c) => fit(c.id));
  return { cols, colW, names, headH: Math.max(48, ...names.map((l) => 4 + l.length * 26 + 8)) };
}

const SCORE_LABEL_W = 240;

const summaryText = (v: SaidEarthView, nm: (p: string) => string): string => {
  const summary = (v.summary ?? '').replace(/\{(p\d)\}/g, (_, p: string) => nm(p));
  const teams = v.variant === 'team' ? pic(v.language, 'teams', { a: teamTotal(v, 'A'), b: teamTotal(v, 'B') }) : '';
  return `${summary}${teams}`;
};

const endText = (v: SaidEarthView): string => (v.endReason ? pic(v.language, 'ended', { reason: v.endReason }) : '');

function scoreTableHeight(ctx: SKRSContext2D, v: SaidEarthView, nm: (p: string) => string): number {
  const w = WIDTH - 2 * MARGIN - 12;
  return 12 + scoreColumns(ctx, v, nm).headH + v.scoreLines.reduce((h, l) => h + scoreRowHeight(scoreLabel(ctx, v, l)), 0) + SCORE_ROW + 16 + paragraphHeight(ctx, summaryText(v, nm), w, { size: 26, bold: true, lineHeight: 32 }) + 8 + (v.endReason ? paragraphHeight(ctx, endText(v), w, { size: SMALL, lineHeight: 30 }) : 0) + 12;
}

const teamTotal = (v: SaidEarthView, t: string) => v.players.filter((p) => p.team === t).reduce((a, p) => a + p.score.total, 0);

function drawScores(ctx: SKRSContext2D, v: SaidEarthView, y: number, nm: (p: string) => string): number {
  const h = scoreTableHeight(ctx, v, nm);
  roundRect(ctx, MARGIN / 2, y, WIDTH - MARGIN, h - 8, 16, '#ffffff', palette.gold, 4);
  panel(ctx, 'final score', MARGIN / 2, y, WIDTH - MARGIN, h - 8);
  const { cols, colW, names, headH } = scoreColumns(ctx, v, nm);
  const cx = (i: number) => MARGIN + SCORE_LABEL_W + i * colW + colW / 2;
  let yy = y + 12;
  text(ctx, pic(v.language, 'finalScore'), MARGIN + 6, yy, { size: 32, bold: true });
  cols.forEach((c, i) => names[i]!.forEach((l, k) => text(ctx, l, cx(i), yy + 4 + k * 26, { size: 22, bold: true, align: 'center', color: seatColour(c.id) })));
  yy += headH;
  for (const line of v.scoreLines) {
    const label = scoreLabel(ctx, v, line);
    label.lines.forEach((l, k) => text(ctx, l, MARGIN + 6, yy + k * SCORE_LABEL_LINE, { size: label.size, maxWidth: SCORE_LABEL_W - 16 }));
    cols.forEach((c, i) => text(ctx, String(c.score[line.key]), cx(i), yy, { size: SMALL, align: 'center' }));
    yy += scoreRowHeight(label);
  }
  ctx.fillStyle = palette.line;
  ctx.fillRect(MARGIN, yy - 4, WIDTH - 2 * MARGIN, 2);
  text(ctx, pic(v.language, 'total'), MARGIN + 6, yy + 2, { size: 28, bold: true });
  cols.forEach((c, i) => text(ctx, String(c.score.total), cx(i), yy + 2, { size: 28, bold: true, align: 'center' }));
  yy += SCORE_ROW + 16;
  yy += paragraph(ctx, summaryText(v, nm), MARGIN + 6, yy, WIDTH - 2 * MARGIN - 12, { size: 26, bold: true, color: palette.accent, lineHeight: 32 }) + 8;
  if (v.endReason) paragraph(ctx, endText(v), MARGIN + 6, yy, WIDTH - 2 * MARGIN - 12, { size: SMALL, color: palette.muted, lineHeight: 30 });
  return h;
}

function gaiaLine(v: SaidEarthView): string | null {
  const g = v.gaia;
  if (!g) return null;
  return pic(v.language, 'gaiaLine', { level: g.level, k: g.k, pile: g.scoringPile, compost: g.compost, sprouts: g.sprouts, growth: g.growth, turn: g.turns, turns: g.totalTurns });
}

const gaiaLast = (v: SaidEarthView) =>
  v.gaia?.last ? t(v.language, 'earth-pictures:details.gaiaLast', { title: v.gaia.last.title, rules: v.gaia.last.rules }) : t(v.language, 'earth-pictures:details.gaiaDown');

/** The lines above the legend: the headline (beside the action's badge), the scores and the table's state, each whole. */
function topLines(ctx: SKRSContext2D, v: SaidEarthView, nm: (p: string) => string, f: Fitting) {
  const hasBadge = Boolean(v.action && !v.over);
  const w = WIDTH - 2 * MARGIN;
  const head = wrap(ctx, headline(v, nm, v.language), w - (hasBadge ? BADGE_W + 16 : 0), 40, true);
  // At the end the final score's table says it, player by player.
  const scores = v.over || !f.scoreLine ? [] : wrap(ctx, scoreLine(v, nm), w, 30, true);
  // The deck's count, the 7 VP bonus and Gaia's counts are what a turn is weighed against: the phone's decision size.
  const status = wrap(ctx, statusLine(v, nm), w, COUNTS);
  const gaia = gaiaLine(v);
  const gaiaLines = gaia ? wrap(ctx, gaia, w, COUNTS, true) : [];
  const team = v.teamBoards.length ? wrap(ctx, teamBoardsLine(v, v.language), w, SMALL) : [];
  return { hasBadge, head, scores, status, gaiaLines, team, height: Math.max(56, head.length * 48) + 8 + scores.length * 38 + 6 + status.length * 30 + 10 };
}

/** The height of everything but the players' boards. */
function boardHeight(probe: SKRSContext2D, v: SaidEarthView, f: Fitting, nm: (p: string) => string): number {
  const top = topLines(probe, v, nm, f);
  const ecoH = ecosystemsHeight(probe, v);
  const gaiaH = v.gaia ? top.gaiaLines.length * 30 + 6 + 8 : 0;
  const legendH = f.pieceLegend === false ? 0 : legendHeight(probe, f.colourLegend ? 'table' : 'pieces', WIDTH - 2 * MARGIN, v.language);
  return MARGIN + top.height + legendH + 38 + faunaHeight(probe, v, f) + 16 + (ecoH ? ecoH + 12 : 0) + gaiaH + top.team.length * 32 + (top.team.length ? 4 : 0) + 6 + (v.over ? scoreTableHeight(probe, v, nm) : 0);
}

/** The shared cards' texts are paragraphs a phone cannot read at the picture's scale: they go with it as text (tableDetails). */
const FITTINGS: readonly Fitting[] = [
  { colourLegend: true, cardTexts: false, scoreLine: true },
  { colourLegend: false, cardTexts: false, scoreLine: true },
  { colourLegend: false, cardTexts: false, scoreLine: false },
  { colourLegend: false, cardTexts: false, scoreLine: false, pieceLegend: false },
];

/** What goes with the table picture as text: each Fauna's and shared Ecosystem's rules, and Gaia's last card. */
function tableDetails(v: SaidEarthView): string {
  return [
    ...v.fauna.map((x) => t(v.language, 'earth-pictures:details.fauna', { name: x.name, text: x.text })),
    ...v.ecosystems.map((e) => t(v.language, 'earth-pictures:details.ecosystem', { title: e.title, rules: e.rules })),
    ...(v.gaia ? [gaiaLast(v)] : []),
  ].join('\n');
}

export async function renderTable(v: SaidEarthView, names?: SeatNames, _choices?: readonly Option[], language: Language = 'en'): Promise<Picture> {
  const nm = (p: string) => (p === 'gaia' ? t(language, 'earth-pictures:gaia') : (names?.[p] ?? seatName(p)));
  const probe = surface(1, 1).ctx;
  const playersH = v.players.reduce((a, p) => a + playerHeight(probe, v, p), 0) + MARGIN;
  const f = FITTINGS.find((x) => boardHeight(probe, v, x, nm) + playersH <= PICTURE_BUDGET.maxHeight) ?? FITTINGS.at(-1)!;
  const height = Math.min(PICTURE_BUDGET.maxHeight, boardHeight(probe, v, f, nm) + playersH);
  const s = surface(WIDTH, height);
  const { ctx } = s;
  let y = MARGIN;
  const top = topLines(ctx, v, nm, f);
  if (v.action && top.hasBadge) {
    const col = ACTION_COLOR[v.action] ?? 'none';
    roundRect(ctx, WIDTH - MARGIN - BADGE_W, y - 4, BADGE_W, 56, 12, COLOR_FILL[col] ?? palette.ink);
    fittedText(ctx, actionLabel(v.action, language), WIDTH - MARGIN - BADGE_W / 2, y + 6, BADGE_W - 16, { size: 36, bold: true, align: 'center', color: inkOn(COLOR_FILL[col] ?? palette.ink, palette.ink) });
  }
  top.head.forEach((l, i) => text(ctx, l, MARGIN, y + i * 48, { size: 40, bold: true }));
  y += Math.max(56, top.head.length * 48) + 8;
  top.scores.forEach((l, i) => text(ctx, l, MARGIN, y + i * 38, { size: 30, bold: true }));
  y += top.scores.length * 38 + 6;
  top.status.forEach((l, i) => text(ctx, l, MARGIN, y + i * 30, { size: COUNTS, decision: true }));
  y += top.status.length * 30 + 10;
  if (f.pieceLegend !== false) y += drawLegend(ctx, f.colourLegend ? 'table' : 'pieces', MARGIN, y, WIDTH - 2 * MARGIN, v.language);
  fittedText(ctx, pic(v.language, 'fauna'), MARGIN, y, WIDTH - 2 * MARGIN, { size: 26, bold: true, color: palette.muted });
  y += 38;
  y += drawFauna(ctx, v, y, f) + 16;
  if (v.ecosystems.length) y += paragraph(ctx, ecosystemsText(v), MARGIN, y, WIDTH - 2 * MARGIN, { size: SMALL, bold: true, color: palette.muted, lineHeight: 30 }) + 12;
  if (top.gaiaLines.length) {
    top.gaiaLines.forEach((l, i) => text(ctx, l, MARGIN, y + 2 + i * 30, { size: COUNTS, bold: true, color: seatColour('gaia'), decision: true }));
    y += top.gaiaLines.length * 30 + 6 + 8;
  }
  if (top.team.length) {
    top.team.forEach((l, i) => text(ctx, l, MARGIN, y + i * 32, { size: SMALL }));
    y += top.team.length * 32 + 4;
  }
  y += 6;
  if (v.over) y += drawScores(ctx, v, y, nm);
  for (const p of v.players) {
    if (isLarge(v, p)) drawLarge(ctx, v, p, y, nm);
    else drawCompact(ctx, v, p, y, nm);
    y += playerHeight(ctx, v, p);
  }
  const state = tableState(v, nm, language);
  return { ...(await encodePicture(s, 'earth-table')), alt: tableAlt(v, nm, language), details: tableDetails(v), ...(state ? { state } : {}), layout: s.layout };
}
