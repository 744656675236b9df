import type { SKRSContext2D } from '@napi-rs/canvas';
import { fittedText, palette, surface, text } from '../canvas-kit';
import { PICTURE_BUDGET } from '../layout';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { CardText } from '../../src/games/earth/cards/text';
import type { CardView, EarthView } from '../../src/games/earth/view';
import { cardFace, cardHeight, drawCard, drawSmallCard, smallCardHeight } from './cards';
import { offeredIds } from './choices';
import { MARGIN, WIDTH, encodePicture, seatName, wrap } from './style';
import { drawLegend, legendHeight } from './legend';
import { privateAlt } from './alt';
import { pic } from './said';
import type { Language } from '../../src/words/locales';

/**
 * One seat's private picture, within the picture budget: the hand drawn as cards (cost, type, Habitats, limits,
 * ability text) sorted by kind and name, the cards the open prompt offers marked and first; the cards being looked
 * at by a draw-and-keep, the setup offers and the team's Team-board cards. What does not fit is named on a line.
 */

interface Section {
  title: string;
  cards: (CardText & { color?: string; tag?: string | undefined })[];
}

const CARD_GAP = 16;
/** A section of more cards than this is drawn three to a row in small faces, so a long hand shows more of itself. */
const LARGE_MAX = 6;

interface Faces {
  cols: number;
  w: number;
  height: (ctx: SKRSContext2D, c: Section['cards'][number], w: number) => number;
  draw: typeof drawCard;
}

const LARGE: Faces = { cols: 2, w: (WIDTH - 2 * MARGIN - CARD_GAP) / 2, height: cardHeight, draw: drawCard };
const SMALL: Faces = { cols: 3, w: (WIDTH - 2 * MARGIN - 2 * CARD_GAP) / 3, height: smallCardHeight, draw: drawSmallCard };
const facesFor = (sec: Section): Faces => (sec.cards.length > LARGE_MAX ? SMALL : LARGE);
const KIND_ORDER: Record<CardView['kind'], number> = { flora: 0, terrain: 1, event: 2 };

/** The hand in a stable order: Flora, then Terrains, then Events, each by name. */
const sortedHand = (hand: readonly CardView[]): CardView[] => [...hand].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title));


const TITLE_H = 44;
const GAP = 14;
const REST_LINE = 28;
const REST_LINES = 2;
const MAX_H = PICTURE_BUDGET.maxHeight;

const RESERVE = REST_LINES * REST_LINE + 8 + MARGIN;

interface Page {
  pages: { sec: Section; faces: Faces; rows: { cards: Section['cards']; h: number }[] }[];
  left: Section['cards'];
  used: number;
}

/** Each section's cards in rows while they fit the budget, from `head` down; the cards past it are `left`. */
function paginate(probe: SKRSContext2D, sections: readonly Section[], head: number, choose: (sec: Section) => Faces): Page {
  let used = head;
  let full = false;
  const pages: { sec: Section; faces: Faces; rows: { cards: Section['cards']; h: number }[] }[] = [];
  const left: Section['cards'] = [];
  for (const sec of sections) {
    const faces = choose(sec);
    const rowH = (cards: Section['cards']) => Math.max(...cards.map((c) => faces.height(probe, c, faces.w)));
    // A section starts only where its title and a first row (or its "none") fit.
    const first = sec.cards.length ? rowH(sec.cards.slice(0, faces.cols)) + GAP : 40;
    if (full || used + TITLE_H + first + RESERVE > MAX_H) {
      full = true;
      left.push(...sec.cards);
      continue;
    }
    used += TITLE_H + (sec.cards.length ? 0 : 40);
    const rows: { cards: Section['cards']; h: number }[] = [];
    let i = 0;
    for (; i < sec.cards.length; i += faces.cols) {
      const row = sec.cards.slice(i, i + faces.cols);
      const h = rowH(row);
      if (used + h + GAP + RESERVE > MAX_H) break;
      rows.push({ cards: row, h });
      used += h + GAP;
    }
    if (i < sec.cards.length) full = true;
    left.push(...sec.cards.slice(i));
    pages.push({ sec, faces, rows });
  }
  return { pages, left, used };
}

/** The cards past the page, by name when their names fit the lines kept for them, else counted. */
function restText(ctx: SKRSContext2D, left: Section['cards'], language: Language): string[] {
  const named = wrap(ctx, pic(language, 'private.rest', { count: left.length, names: left.map((c) => c.title).join(', ') }), WIDTH - 2 * MARGIN, 24);
  return named.length <= REST_LINES ? named : wrap(ctx, pic(language, 'private.restCount', { count: left.length }), WIDTH - 2 * MARGIN, 24);
}

/** What `renderPrivate` reads of its arguments (GameModule.privateShows): the seat, its cards and the cards offered now. */
export function privateShows(v: EarthView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): unknown {
  const me = v.players.find((p) => p.id === v.viewer);
  const name = v.viewer ? (names?.[v.viewer] ?? null) : null;
  return [language, v.viewer, name, v.hand, v.offers ?? null, v.looking ?? null, v.teamCards ?? null, me?.island ?? null, me?.climate ?? null, me?.soil ?? null, [...offeredIds(choices)]];
}

export async function renderPrivate(v: EarthView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): Promise<Picture | null> {
  const nm = (p: string) => names?.[p] ?? seatName(p);
  if (!v.viewer || !v.hand) return null;
  const offered = offeredIds(choices);
  const marked = (cs: readonly CardView[]) => [...cs.filter((c) => offered.has(c.id)), ...cs.filter((c) => !offered.has(c.id))].map((c) => ({ ...cardFace(c), tag: offered.has(c.id) ? pic(language, 'choiceTag') : undefined }));
  const sections: Section[] = [];
  if (v.offers) {
    sections.push({ title: pic(language, 'private.islands'), cards: v.offers.islands });
    sections.push({ title: pic(language, 'private.climates'), cards: v.offers.climates });
    if (v.offers.ecosystems.length) sections.push({ title: pic(language, 'private.ecosystems'), cards: v.offers.ecosystems });
  }
  if (v.looking && v.looking.length) sections.push({ title: pic(language, 'private.looking'), cards: marked(v.looking) });
  const hand = sortedHand(v.hand);
  const choosable = hand.filter((c) => offered.has(c.id)).length;
  sections.push({ title: choosable ? pic(language, 'private.handMarked', { count: hand.length, marked: choosable }) : pic(language, 'private.hand', { count: hand.length }), cards: marked(hand) });
  if (v.teamCards && v.teamCards.length) sections.push({ title: pic(language, 'private.team'), cards: marked(v.teamCards) });
  const me = v.players.find((p) => p.id === v.viewer);
  if (me?.island && me.climate) {
    sections.push({
      title: pic(language, 'private.mine'),
      cards: [
        { ...me.island, color: me.island.color },
        { ...me.climate, color: me.climate.color },
      ],
    });
  }

  // The page: each section's cards in pairs while they fit the budget; the cards past it are named in a line.
  const probe = surface(1, 1).ctx;
  const legendH = legendHeight(probe, 'private', WIDTH - 2 * MARGIN, language);
  const head = MARGIN + 64 + legendH;
  // Large faces for short sections first; when some cards do not fit, every section in small faces.
  const roomy = paginate(probe, sections, head, facesFor);
  const { pages, left, used } = roomy.left.length ? paginate(probe, sections, head, () => SMALL) : roomy;
  const restLines = left.length ? restText(probe, left, language) : [];
  const height = Math.min(MAX_H, used + restLines.length * REST_LINE + (restLines.length ? 8 : 0) + MARGIN);

  const s = surface(WIDTH, height);
  const { ctx } = s;
  let y = MARGIN;
  fittedText(ctx, me ? pic(language, 'private.titleSoil', { name: nm(v.viewer), soil: me.soil }) : pic(language, 'private.title', { name: nm(v.viewer) }), MARGIN, y, WIDTH - 2 * MARGIN, { size: 40, bold: true });
  y += 64;
  y += drawLegend(ctx, 'private', MARGIN, y, WIDTH - 2 * MARGIN, language);
  for (const { sec, faces, rows } of pages) {
    fittedText(ctx, sec.title, MARGIN, y, WIDTH - 2 * MARGIN, { size: 28, bold: true, color: palette.muted });
    y += TITLE_H;
    if (sec.cards.length === 0) {
      text(ctx, pic(language, 'private.none'), MARGIN, y, { size: 26, color: palette.muted });
      y += 40;
      continue;
    }
    for (const row of rows) {
      row.cards.forEach((c, j) => faces.draw(ctx, c, MARGIN + j * (faces.w + CARD_GAP), y, faces.w, row.h, language, c.tag));
      y += row.h + GAP;
    }
  }
  restLines.forEach((l, i) => text(ctx, l, MARGIN, y + i * REST_LINE, { size: 24, color: palette.muted }));
  const alt = privateAlt(hand.map((c) => c.title), language);
  return { ...(await encodePicture(s, 'earth-private')), alt, layout: s.layout };
}
