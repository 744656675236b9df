import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../src/words/locales';
import { pic } from './said';
import { colourMark, palette, roundRect, seatPiece, text, textWidth } from '../canvas-kit';
import { inkOn } from '../colour';
import { FONT } from '../fonts';
import { COLOR_FILL } from './style';

/**
 * The icons Earth's pictures draw, and the legend that names them: pieces on a Flora (Sprouts, Trunks,
 * the Canopy), Fauna Leaves, Habitat letters and the colour stripe each card carries (its ability's colour).
 */

const SPROUT = '#5fae3e';
const TRUNK = '#7a5230';
const CANOPY = '#2b7236';
const LEGEND_SIZE = 24;

/** A Sprout (28 px wide): a filled dot is placed, an empty one is room left. */
export function sproutIcon(ctx: SKRSContext2D, x: number, y: number, filled: boolean): void {
  ctx.beginPath();
  ctx.arc(x + 12, y + 16, 12, 0, Math.PI * 2);
  ctx.fillStyle = filled ? SPROUT : '#ffffff';
  ctx.fill();
  ctx.strokeStyle = '#4a7d34';
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** A Trunk (22 px wide): a filled bar is placed, an empty one is room left. */
export function trunkIcon(ctx: SKRSContext2D, x: number, y: number, filled: boolean): void {
  roundRect(ctx, x, y + 2, 16, 30, 3, filled ? TRUNK : '#ffffff', TRUNK, 2);
}

/** The Canopy (46 px wide): the last Growth piece, which completes the Flora. */
export function canopyIcon(ctx: SKRSContext2D, x: number, y: number, filled: boolean): void {
  ctx.beginPath();
  ctx.moveTo(x, y + 32);
  ctx.lineTo(x + 20, y);
  ctx.lineTo(x + 40, y + 32);
  ctx.closePath();
  ctx.fillStyle = filled ? CANOPY : '#ffffff';
  ctx.fill();
  ctx.strokeStyle = CANOPY;
  ctx.lineWidth = 2;
  ctx.stroke();
}

export const canopyVpColor = CANOPY;

/** A Fauna Leaf: its VP, filled in the claimer's colour once claimed. */
/** A Fauna Leaf with its VP; a claimed one in its claimer's colour and seat shape, so its owner shows without colour. */
export function leafIcon(ctx: SKRSContext2D, cx: number, cy: number, r: number, vp: number, claimedBy: { id: string; seat: number; colour: string } | null): void {
  // A seat's shape reaches past the circle at its corners: it is drawn smaller, its figure too, to keep to its place.
  if (claimedBy) seatPiece(ctx, claimedBy.id, claimedBy.seat, cx, cy, r * 0.8, claimedBy.colour);
  else {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#f1efe6';
    ctx.fill();
  }
  ctx.strokeStyle = palette.line;
  ctx.lineWidth = 2;
  ctx.stroke();
  const size = claimedBy ? 25 : 26;
  text(ctx, String(vp), cx, cy - size / 2 - 1, { size, bold: true, align: 'center', color: claimedBy ? '#ffffff' : palette.ink, decision: true });
}

/**
 * Each ability's mark, by its stripe's colour: the letter on the stripe says what the colour says, for a player who
 * cannot tell the colours apart (under deuteranopia Compost's red and Grow's yellow are one olive).
 */
const ABILITY_MARK: Record<string, string> = { green: 'plant', red: 'compost', blue: 'water', yellow: 'grow', multi: 'multi', scoring: 'scoring', event: 'event' };

/** The width a stripe takes to hold its ability's mark. */
export const MARK_W = 28;
const MARK_PX = 22;

/** An ability's letter in `language` (German "K" for Kompostieren where English says "C"); a dash for none. */
const markOf = (color: string, language: Language): string => (ABILITY_MARK[color] ? pic(language, `legend.mark.${ABILITY_MARK[color]}`) : color === 'none' ? '–' : '');

/**
 * An ability's mark, centred at `cx` with its top at `y`, on the stripe of colour `color`; `what` names the card. A
 * mark wider than its stripe (a language's longer letter) starts at the card's edge `left` rather than past it.
 */
export function abilityMark(ctx: SKRSContext2D, color: string, what: string, cx: number, y: number, language: Language, size: number = MARK_PX, left = -Infinity): void {
  const mark = markOf(color, language);
  const font = `bold ${size}px "${FONT}"`;
  ctx.font = font;
  const w = textWidth(ctx, mark, font);
  colourMark(ctx, `${what}'s ability stripe`, mark, Math.max(cx, left + 2 + w / 2), y, { size, bold: true, color: inkOn(COLOR_FILL[color] ?? palette.line, palette.ink) });
}

function swatch(color: string, language: Language): LegendItem['icon'] {
  return (ctx, x, y) => {
    roundRect(ctx, x, y + 2, 30, 30, 6, COLOR_FILL[color] ?? palette.line);
    abilityMark(ctx, color, 'the legend', x + 15, y + 6, language);
  };
}

interface LegendItem {
  /** Draws the icon at (x, y), `w` wide; null for a text-only entry. */
  icon: ((ctx: SKRSContext2D, x: number, y: number) => void) | null;
  w: number;
  label: string;
}

/** Card stripes: the colour and letter of the card's ability, which fires on the action of that colour. */
const COLOUR_ITEMS = (language: Language): LegendItem[] => [
  { icon: null, w: 0, label: pic(language, 'legend.stripe') },
  { icon: swatch('green', language), w: 36, label: pic(language, 'legend.plant') },
  { icon: swatch('red', language), w: 36, label: pic(language, 'legend.compost') },
  { icon: swatch('blue', language), w: 36, label: pic(language, 'legend.water') },
  { icon: swatch('yellow', language), w: 36, label: pic(language, 'legend.grow') },
  { icon: swatch('multi', language), w: 36, label: pic(language, 'legend.multi') },
  { icon: swatch('none', language), w: 36, label: pic(language, 'legend.none') },
  { icon: swatch('scoring', language), w: 36, label: pic(language, 'legend.scoring') },
  { icon: swatch('event', language), w: 36, label: pic(language, 'legend.event') },
];

const PIECE_ITEMS = (language: Language): LegendItem[] => [
  { icon: (ctx, x, y) => (sproutIcon(ctx, x, y, true), sproutIcon(ctx, x + 28, y, false)), w: 60, label: pic(language, 'legend.sprout') },
  { icon: (ctx, x, y) => (trunkIcon(ctx, x, y, true), trunkIcon(ctx, x + 22, y, false)), w: 46, label: pic(language, 'legend.trunk') },
  {
    icon: (ctx, x, y) => {
      canopyIcon(ctx, x, y, false);
      text(ctx, '5', x + 46, y + 2, { size: LEGEND_SIZE, bold: true, color: CANOPY });
    },
    w: 70,
    label: pic(language, 'legend.canopy'),
  },
  { icon: (ctx, x, y) => leafIcon(ctx, x + 17, y + 17, 17, 8, null), w: 42, label: pic(language, 'legend.leaf') },
  { icon: null, w: 0, label: pic(language, 'legend.habitats') },
];

/** Which legend a picture draws: the table every icon (only the pieces when crowded), the private picture card stripes. */
export type LegendKind = 'table' | 'pieces' | 'private';

export const legendItems = (picture: LegendKind, language: Language): readonly LegendItem[] =>
  picture === 'table' ? [...PIECE_ITEMS(language), ...COLOUR_ITEMS(language)] : picture === 'pieces' ? PIECE_ITEMS(language) : COLOUR_ITEMS(language);

const LINE_H = 38;

/** Lays the items out in lines no wider than `w`; draws them when `draw`. Returns the height used. */
function layout(ctx: SKRSContext2D, items: readonly LegendItem[], x: number, y: number, w: number, draw: boolean): number {
  ctx.font = `${LEGEND_SIZE}px "${FONT}"`;
  let cx = x;
  let cy = y;
  for (const it of items) {
    const width = it.w + textWidth(ctx, it.label) + 34;
    if (cx > x && cx + width > x + w) {
      cx = x;
      cy += LINE_H;
    }
    if (draw) {
      it.icon?.(ctx, cx, cy);
      text(ctx, it.label, cx + it.w + 4, cy + 2, { size: LEGEND_SIZE, color: palette.ink });
    }
    cx += width;
  }
  return cy - y + LINE_H;
}

export const legendHeight = (ctx: SKRSContext2D, picture: LegendKind, w: number, language: Language): number => layout(ctx, legendItems(picture, language), 0, 0, w, false) + 8;

export function drawLegend(ctx: SKRSContext2D, picture: LegendKind, x: number, y: number, w: number, language: Language): number {
  return layout(ctx, legendItems(picture, language), x, y, w, true) + 8;
}
