import type { SKRSContext2D } from '@napi-rs/canvas';
import { fitText, fittedText, palette, panel, roundRect, surface, text, textWidth, wrapGlued } from '../canvas-kit';
import { PICTURE_BUDGET } from '../layout';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import { CATEGORIES, type Category } from '../../src/games/tipping-point/cards/schema';
import { advisorSideById, needIcons, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { advisorText, projectCostText } from '../../src/games/tipping-point/cards/text';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { categoryIn, nameIn, pic, saidView, shortIn } from './words';
import type { TpView } from '../../src/games/tipping-point/view';
import { marksOf } from './choices';
import { encodePicture } from '../canvas-kit';
import { privateAlt } from './alt';
import { CATEGORY_COLOUR, CATEGORY_TINT, MARGIN, MARK, WIDTH, wrap } from './style';

/**
 * One seat's private picture: its Country board, its Advisor and its hand, sorted by category then name. A long
 * hand is shown a page at a time: the cards the open prompt offers come first, the rest of the page follows in
 * order, and the cards past the page are named on one line.
 */

const COLS = 3;
const GAP = 16;
const CARD_W = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) / COLS;
const CARD_H = 262;
const BOARD_H = 186;
const ADVISOR_H = 160;

const categoryRank = (k: Category) => CATEGORIES.indexOf(k);

function sortedHand(hand: readonly string[]): string[] {
  return [...hand].sort((a, b) => {
    const x = projectById(a)!;
    const y = projectById(b)!;
    return categoryRank(x.category) - categoryRank(y.category) || x.name.localeCompare(y.name) || a.localeCompare(b);
  });
}

function effectsLine(id: string, language: Language): string {
  const card = projectById(id)!;
  const icons = needIcons(card).map((n) => (n === 'any' ? pic(language, 'effects.any') : categoryIn(language, n)));
  const effect = (key: string, n: number) => pic(language, `effects.${key}`, { n });
  const others = card.effects
    .filter((e) => e.op !== 'needIcon')
    .map((e) => (e.op === 'gainInfluence' ? effect('influence', e.amount) : e.op === 'gainCredits' ? effect('credits', e.amount) : e.op === 'drawProjects' ? effect('draw', e.amount) : e.op === 'removePollution' ? effect('remove', e.amount) : ''))
    .filter(Boolean);
  return [pic(language, 'effects.icons', { icons: icons.join(', ') }), ...others].join(' · ');
}

/** An effect's count stays with its verb and what it counts: "draw 1", "+1 Influence", "remove 2 Pollution". */
const countGlued = (last: string, word: string): boolean => (/^\d/.test(word) && /^(draw|remove)$/.test(last)) || /^[-+−]?\d+$/.test(last);

/** A hand card's texts, measured: its tag badge, category, name, cost and effects, each whole; name, cost and effects at 25 px. */
function handCardLines(ctx: SKRSContext2D, id: string, tag: string | undefined, language: Language) {
  const card = projectById(id)!;
  const w = CARD_W;
  ctx.font = 'bold 22px "Hothouse Sans"';
  const tagW = tag ? textWidth(ctx, tag) + 24 : 0;
  const category = fitText(ctx, [categoryIn(language, card.category), shortIn(language, card.category)], tag ? w - 32 - tagW - 8 : w - 32, 22, true);
  const name = wrap(ctx, nameIn(language, id), w - 24, 25, true);
  const cost = wrap(ctx, say(language, projectCostText(card)), w - 32, 25);
  const rest = wrapGlued(ctx, effectsLine(id, language), w - 32, 25, true, countGlued);
  const height = 46 + name.length * 31 + 8 + cost.length * 30 + 6 + rest.length * 30 + 10;
  return { card, tagW, category, name, cost, rest, height: Math.max(CARD_H, height) };
}

function drawHandCard(ctx: SKRSContext2D, id: string, x: number, y: number, h: number, tag: string | undefined, language: Language): void {
  const { card, tagW, category, name, cost, rest } = handCardLines(ctx, id, tag, language);
  const w = CARD_W;
  roundRect(ctx, x, y, w, h, 14, CATEGORY_TINT[card.category], tag ? MARK : CATEGORY_COLOUR[card.category], tag ? 8 : 4);
  panel(ctx, `card ${id}`, x, y, w, h);
  text(ctx, category.text, x + 16, y + 12, { size: category.size, bold: true, color: CATEGORY_COLOUR[card.category] });
  if (tag) {
    roundRect(ctx, x + w - 12 - tagW, y + 8, tagW, 32, 8, MARK, null);
    text(ctx, tag, x + w - 12 - tagW / 2, y + 12, { size: 22, bold: true, color: '#ffffff', align: 'center' });
  }
  name.forEach((l, i) => text(ctx, l, x + 12, y + 46 + i * 31, { size: 25, bold: true, decision: true }));
  let yy = y + 46 + name.length * 31 + 8;
  cost.forEach((l, i) => text(ctx, l, x + 16, yy + i * 30, { size: 25, decision: true }));
  yy += cost.length * 30 + 6;
  // What playing it meets and gives (its icons, Influence, Credits, draws): weighed with its cost.
  rest.forEach((l, i) => text(ctx, l, x + 16, yy + i * 30, { size: 25, bold: true, color: '#3a3f3c', decision: true }));
}

function drawBoard(ctx: SKRSContext2D, me: TpView['seats'][number], top: number, language: Language): number {
  const w = WIDTH - 2 * MARGIN;
  roundRect(ctx, MARGIN, top, w, BOARD_H - 14, 14, '#ffffff', palette.line, 2);
  panel(ctx, 'Country board', MARGIN, top, w, BOARD_H - 14);
  fittedText(ctx, pic(language, 'hand.board'), MARGIN + 16, top + 10, w - 32, { size: 24, bold: true });
  const bw = (w - 24) / 9;
  CATEGORIES.forEach((k, i) => {
    const bx = MARGIN + 12 + i * bw;
    const lvl = me.needs[k];
    // The budget, its Need level and its Credits a line each: nine budgets abreast leave no room for two on a line.
    roundRect(ctx, bx, top + 44, bw - 8, 116, 10, lvl !== undefined ? CATEGORY_TINT[k] : '#eeeeee', CATEGORY_COLOUR[k], 3);
    text(ctx, shortIn(language, k), bx + (bw - 8) / 2, top + 50, { size: 24, bold: true, color: CATEGORY_COLOUR[k], align: 'center' });
    text(ctx, lvl !== undefined ? pic(language, 'level', { level: lvl }) : '–', bx + (bw - 8) / 2, top + 82, { size: 26, bold: true, color: CATEGORY_COLOUR[k], align: 'center', decision: true });
    text(ctx, `${me.credits[k]}¢`, bx + (bw - 8) / 2, top + 116, { size: 28, bold: true, align: 'center', decision: true });
  });
  return BOARD_H;
}

const advisorLines = (ctx: SKRSContext2D, me: TpView['seats'][number], language: Language): string[] => {
  const adv = me.advisor ? advisorSideById(me.advisor) : undefined;
  return adv ? wrap(ctx, say(language, advisorText(adv)), WIDTH - 2 * MARGIN - 32, 22) : [];
};

const advisorHeight = (ctx: SKRSContext2D, me: TpView['seats'][number], language: Language): number => Math.max(ADVISOR_H, 44 + advisorLines(ctx, me, language).length * 28 + 24);

function drawAdvisor(ctx: SKRSContext2D, me: TpView['seats'][number], top: number, language: Language): number {
  const w = WIDTH - 2 * MARGIN;
  const adv = me.advisor ? advisorSideById(me.advisor) : undefined;
  const h = advisorHeight(ctx, me, language);
  roundRect(ctx, MARGIN, top, w, h - 14, 14, '#ffffff', palette.line, 2);
  panel(ctx, 'Advisor', MARGIN, top, w, h - 14);
  fittedText(ctx, adv ? pic(language, 'hand.advisor', { name: nameIn(language, adv.id) }) : pic(language, 'hand.noAdvisor'), MARGIN + 16, top + 10, w - 32, { size: 24, bold: true });
  advisorLines(ctx, me, language).forEach((l, i) => text(ctx, l, MARGIN + 16, top + 44 + i * 28, { size: 22 }));
  return h;
}

const BEYOND_H = 2 * 28;

/** A marked card's badge (`tp-pictures:tag.*`): what the open prompt lets the seat do with it. */
const tagIn = (tag: string | undefined, language: Language): string | undefined => tag && pic(language, `tag.${tag}`);

/** The cards past the page, by name in two lines when they fit there, else counted: /game hand lists them all. */
function beyondText(ctx: SKRSContext2D, beyond: readonly string[], language: Language): string[] {
  const named = wrap(ctx, pic(language, 'hand.beyond', { count: beyond.length, names: beyond.map((id) => nameIn(language, id)).join(', ') }), WIDTH - 2 * MARGIN, 22);
  return named.length <= 2 ? named : wrap(ctx, pic(language, 'hand.beyondCount', { count: beyond.length }), WIDTH - 2 * MARGIN, 22);
}

/** What `renderPrivate` reads of its arguments (GameModule.privateShows): the seat's hand, board, score and the marks. */
export function privateShows(v: TpView, _names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): unknown {
  const me = v.seats.find((x) => x.player === v.viewer) ?? null;
  const marks = marksOf(choices);
  return [language, v.viewer, v.me, me, v.viewer ? (v.vp[v.viewer] ?? null) : null, [...marks.slots], [...marks.columns], [...marks.cards]];
}

export async function renderPrivate(view: TpView, _names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): Promise<Picture | null> {
  const v = saidView(view, language);
  if (!v.me || !v.viewer) return null;
  const viewer = v.viewer;
  const me = v.seats.find((x) => x.player === viewer)!;
  const marks = marksOf(choices);
  // An empty hand (at the start, before the Country deals one) is no picture: unless a choice marks the grid.
  if (v.me.hand.length === 0 && marks.slots.size + marks.columns.size === 0) return null;
  const vp = v.vp[viewer];
  const head = 76 + (vp !== undefined ? 44 : 0);
  const sorted = sortedHand(v.me.hand);
  const measure = surface(1, 1).ctx;
  // The page: the offered cards first, then the others, each group in hand order; a card held twice shows twice.
  // Rows are as tall as their tallest card, and the page takes rows while they and the line after them fit.
  const offered = sorted.filter((id) => marks.cards.has(id));
  const order = [...offered, ...sorted.filter((id) => !marks.cards.has(id))];
  const rows: { ids: string[]; h: number }[] = [];
  let used = head + BOARD_H + advisorHeight(measure, me, language) + 24 + BEYOND_H;
  for (let i = 0; i < order.length; i += COLS) {
    const ids = order.slice(i, i + COLS);
    const h = Math.max(...ids.map((id) => handCardLines(measure, id, tagIn(marks.cards.get(id), language), language).height));
    if (used + h + GAP > PICTURE_BUDGET.maxHeight) break;
    rows.push({ ids, h });
    used += h + GAP;
  }
  const beyond = order.slice(rows.length * COLS);
  const beyondLines = beyond.length ? beyondText(measure, beyond, language) : [];
  const height = head + BOARD_H + advisorHeight(measure, me, language) + rows.reduce((n, r) => n + r.h + GAP, 0) + beyondLines.length * 28 + 24;
  const s = surface(WIDTH, height);
  const { ctx } = s;
  fittedText(ctx, pic(language, me.countryName ? 'hand.titleCountry' : 'hand.title', { count: v.me.hand.length, country: me.countryName }), MARGIN, 18, WIDTH - 2 * MARGIN, { size: 38, bold: true });
  let y = 76;
  if (vp !== undefined) {
    // Competitive: the score the table does not see (house rule TP-G27).
    text(ctx, pic(language, 'hand.vp', { vp }), MARGIN, y, { size: 26, bold: true, maxWidth: WIDTH - 2 * MARGIN, decision: true });
    y += 44;
  }
  y += drawBoard(ctx, me, y, language);
  y += drawAdvisor(ctx, me, y, language);
  for (const row of rows) {
    row.ids.forEach((id, i) => drawHandCard(ctx, id, MARGIN + i * (CARD_W + GAP), y, row.h, tagIn(marks.cards.get(id), language), language));
    y += row.h + GAP;
  }
  beyondLines.forEach((l, i) => text(ctx, l, MARGIN, y + i * 28, { size: 22, color: palette.muted }));
  const picture = await encodePicture(s, 'tipping-point-hand');
  return { ...picture, alt: privateAlt(v, language), layout: s.layout };
}
