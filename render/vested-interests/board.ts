import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { palette, panel, roundRect, seatPiece, text, textWidth } from '../canvas-kit';
import { FONT } from '../fonts';
import { PICTURE_BUDGET } from '../layout';
import type { VIAssetView } from '../../src/games/vested-interests/view';
import { board, triCentre, triCorners } from '../../src/games/vested-interests/board';
import { BOARD_H, BOARD_W, NUMBER_PX, cellLabels, frameAt, px, triangle, type Frame } from './board-frame';
import { boardSpace, type Box } from './board-space';
import { BAY_FILL, DEFENCE, DISTRICT_FILL, HOTSPOT, MARGIN, MARK, ZONE_HATCH, codeOf, seatColour, type Named } from './style';
import type { Language } from '../../src/words/locales';
import { t } from '../../src/words/translate';

const TOKEN_R = 13;
/** A token's code is a letter pair inside its token, not a name a move is made by: the least size any text may be. */
const CODE_PX = PICTURE_BUDGET.minTextPx;

export { cellLabels } from './board-frame';

const NAME_PX = PICTURE_BUDGET.decisionTextPx;
const NAME_H = NAME_PX + 8;
const nameFont = `bold ${NAME_PX}px "${FONT}"`;

/**
 * Each district's name and its cells' prefix (Reach Re: 12 in the Reach is Re12), on a tag of its colour, the Bay's
 * too: a district is named on the board, not told by its colour alone. A district prompt decides by these names, so
 * they are the language's own, as the options are.
 */
type Cell = (typeof board.cells)[number];
interface DistrictName { id: string; text: string; fill: string; cells: (c: Cell) => boolean }
function districtNames(language: Language): DistrictName[] {
  const label = (d: string) => t(language, 'vi-pictures:districtLabel', { name: t(language, `vi-cards:district.${d}.name`), abbr: t(language, `vi-cards:district.${d}.abbr`) });
  return [
    ...board.data.districts.map((d) => ({ id: d.id, text: label(d.id), fill: DISTRICT_FILL[d.id]!, cells: (c: Cell) => c.district === d.id && !c.bay })),
    { id: 'Bay', text: label('bay'), fill: BAY_FILL, cells: (c: Cell) => !!c.bay },
  ];
}

/** Where the names and the key go in the board's corners, worked out once a language (render/vested-interests/board-space.ts). */
function space(ctx: SKRSContext2D, language: Language) {
  ctx.font = nameFont;
  return boardSpace(language, districtNames(language).map((d) => ({ text: d.text, w: Math.ceil(textWidth(ctx, d.text, nameFont)) + 16, h: NAME_H, cells: d.cells })));
}

/** The rooms beside the board whose top is `top`, on the picture: the key's, and the next largest. */
export function boardRooms(ctx: SKRSContext2D, top: number, language: Language = 'en'): { key: Box; aside: Box } {
  const { key, aside } = space(ctx, language);
  return { key: { ...key, x: MARGIN + key.x, y: top + key.y }, aside: { ...aside, x: MARGIN + aside.x, y: top + aside.y } };
}

/** The districts' names, a NIMBY district's tag with the thick red edge the key shows. */
function drawDistrictNames(ctx: SKRSContext2D, v: Named, top: number): void {
  const language = v.language ?? 'en';
  const at = space(ctx, language).names;
  for (const d of districtNames(language)) {
    const b = at.get(d.text);
    if (!b) continue;
    const nimby = (v.nimbys as readonly string[]).includes(d.id);
    roundRect(ctx, MARGIN + b.x, top + b.y, b.w, b.h, 6, d.fill, nimby ? HOTSPOT : palette.ink, nimby ? 4 : 1.5);
    text(ctx, d.text, MARGIN + b.x + 8, top + b.y + 4, { size: NAME_PX, bold: true, decision: true });
  }
}

/**
 * One period of the hotspot zones' mark, red diagonal lines 9 px apart: a zone is filled with it as a pattern. The
 * lines through its corners make the tiles join into unbroken lines.
 */
const HATCH_STEP = 9;
let hatchTile: Canvas | null = null;
/** Fills the current path with the hotspot zones' mark (the board and the key show the same). */
export function fillHatched(ctx: SKRSContext2D): void {
  if (!hatchTile) {
    hatchTile = createCanvas(HATCH_STEP, HATCH_STEP);
    const t = hatchTile.getContext('2d');
    t.strokeStyle = ZONE_HATCH;
    t.lineWidth = 3;
    t.beginPath();
    for (const c of [0, HATCH_STEP, 2 * HATCH_STEP]) {
      t.moveTo(c + 2, -2);
      t.lineTo(-2, c + 2);
    }
    t.stroke();
  }
  ctx.fillStyle = ctx.createPattern(hatchTile, 'repeat')!;
  ctx.fill();
}

function borders(ctx: SKRSContext2D, f: Frame): void {
  ctx.strokeStyle = palette.ink;
  const byCoord = new Map(board.cells.map((c) => [c.at.join(','), c]));
  for (const c of board.cells) {
    const corners = triCorners(c.at);
    const [a, b, cc] = c.at;
    const d = a + b + cc === 2 ? -1 : 1;
    [[a + d, b, cc], [a, b + d, cc], [a, b, cc + d]].forEach((n, i) => {
      const other = byCoord.get(n.join(','));
      if (other && other.district === c.district && !!other.bay === !!c.bay) return;
      ctx.lineWidth = other && other.district === c.district ? 2 : 4;
      // The edge opposite corner i is shared with neighbour i.
      const e = corners.filter((_, j) => j !== i).map((k) => px(f, k));
      ctx.beginPath();
      ctx.moveTo(e[0]!.x, e[0]!.y);
      ctx.lineTo(e[1]!.x, e[1]!.y);
      ctx.stroke();
    });
  }
}

/** Every cell in its district's colour (the Bay's its own), with a thin white edge. */
function cellFills(ctx: SKRSContext2D, f: Frame): void {
  for (const c of board.cells) {
    triangle(ctx, f, c.at);
    ctx.fillStyle = c.bay ? BAY_FILL : DISTRICT_FILL[c.district]!;
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
}

/**
 * The parts of the board no game changes, its cells' colours on the picture's paper and its borders (about 230
 * filled triangles and 500 strokes), drawn once per thread on layers of their own and copied onto each picture:
 * drawn for every picture they were the larger part of a table's drawing. A layer has a margin for the strokes
 * that cross the board's edge, and is drawn at once (the canvas would otherwise draw it the first time it is copied).
 */
const LAYER_PAD = 4;
function boardLayer(draw: (ctx: SKRSContext2D, f: Frame) => void): Canvas {
  const canvas = createCanvas(BOARD_W + 2 * LAYER_PAD, BOARD_H + 2 * LAYER_PAD);
  const ctx = canvas.getContext('2d');
  draw(ctx, { ox: LAYER_PAD, oy: LAYER_PAD });
  ctx.getImageData(0, 0, 1, 1);
  return canvas;
}
let layers: { fills: Canvas; borders: Canvas } | null = null;
function staticLayers(): { fills: Canvas; borders: Canvas } {
  layers ??= {
    fills: boardLayer((ctx, f) => {
      ctx.fillStyle = palette.paper;
      ctx.fillRect(0, 0, BOARD_W + 2 * LAYER_PAD, BOARD_H + 2 * LAYER_PAD);
      cellFills(ctx, f);
    }),
    borders: boardLayer(borders),
  };
  return layers;
}

/**
 * A static layer copied at its place, pixel for pixel; drawn afresh where the board's top is not on a whole pixel
 * (a copy there would be resampled, and blur).
 */
function staticLayer(ctx: SKRSContext2D, f: Frame, top: number, which: 'fills' | 'borders'): void {
  if (!Number.isInteger(top)) return (which === 'fills' ? cellFills : borders)(ctx, f);
  ctx.drawImage(staticLayers()[which], MARGIN - LAYER_PAD, top - LAYER_PAD);
}

/** Every zone cell in one path, filled with the zones' mark. */
function hatchZones(ctx: SKRSContext2D, f: Frame, zones: ReadonlySet<string>): void {
  if (zones.size === 0) return;
  ctx.beginPath();
  for (const c of board.cells) {
    if (!zones.has(c.id)) continue;
    const pts = triCorners(c.at).map((k) => px(f, k));
    ctx.moveTo(pts[0]!.x, pts[0]!.y);
    ctx.lineTo(pts[1]!.x, pts[1]!.y);
    ctx.lineTo(pts[2]!.x, pts[2]!.y);
    ctx.closePath();
  }
  fillHatched(ctx);
}

/** The token sits where the cell's number would be, about its centre (so two tokens never touch), its code inside. */
function token(ctx: SKRSContext2D, v: Named, o: { x: number; y: number }, a: VIAssetView): void {
  const r = TOKEN_R;
  const seat = a.owner ? v.players.findIndex((p) => p.id === a.owner) : -1;
  // An owned token has its owner's shape as well as colour: the players' rows show each seat's.
  if (a.owner && seat >= 0 && !a.community) seatPiece(ctx, a.owner, seat, o.x, o.y, r, seatColour(v, a.owner));
  else {
    ctx.beginPath();
    if (a.community) ctx.rect(o.x - r, o.y - r, 2 * r, 2 * r);
    else ctx.arc(o.x, o.y, r, 0, Math.PI * 2);
    ctx.fillStyle = a.community ? '#ffffff' : '#3a3a3a';
    ctx.fill();
  }
  ctx.lineWidth = a.defence || a.vested ? 4 : 2;
  ctx.strokeStyle = a.defence ? DEFENCE : a.vested ? '#000000' : '#ffffff';
  ctx.stroke();
  if (a.idle > 0) {
    ctx.strokeStyle = HOTSPOT;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(o.x - r, o.y - r);
    ctx.lineTo(o.x + r, o.y + r);
    ctx.stroke();
  }
  // A mini-card is a dot on the token's shoulder: no letter, so it never covers a neighbour's number.
  if (a.mini) {
    ctx.beginPath();
    ctx.arc(o.x + r - 2, o.y - r + 2, 6, 0, Math.PI * 2);
    ctx.fillStyle = a.mini === 'research' ? (a.silenced ? '#9a9a9a' : '#1f9e63') : '#111111';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  // A longer code than two letters, on a token at the board's edge, is moved in from the edge rather than drawn off it.
  const code = codeOf(v, a.type);
  // Measured in the code's own font: a width measured in whatever font the context last had would be kept under this one.
  const font = `${CODE_PX}px "${FONT}"`;
  ctx.font = font;
  const half = textWidth(ctx, code, font) / 2;
  const x = Math.min(Math.max(o.x, MARGIN - 5 + half), MARGIN + BOARD_W + 5 - half);
  text(ctx, code, x, o.y - CODE_PX / 2, { size: CODE_PX, align: 'center', color: a.community ? palette.ink : '#ffffff' });
}

/**
 * The board from `top`: districts, hotspot zones and rings, Institution sites, the prompt's choices (gold cells),
 * and each cell's number or the token of the asset on it. Returns the bottom.
 */
export function drawBoard(ctx: SKRSContext2D, v: Named, top: number, marked: ReadonlySet<string>): number {
  const f = frameAt(top);
  panel(ctx, 'board', MARGIN - 4, top - 4, BOARD_W + 8, BOARD_H + 8);
  const zones = new Set(v.zoneCells);
  const byCell = new Map(v.assets.map((a) => [a.cell, a]));
  const sites = new Set(board.data.sites.filter((x) => x.kind === 'institution' || v.players.length >= 5).map((x) => x.cell));
  staticLayer(ctx, f, top, 'fills');
  // Hotspot zones are hatched over their district's colour, so the district stays recognisable under them.
  hatchZones(ctx, f, zones);
  staticLayer(ctx, f, top, 'borders');
  for (const c of board.cells) {
    if (!marked.has(c.id)) continue;
    triangle(ctx, f, c.at, 0.12);
    ctx.fillStyle = MARK;
    ctx.fill();
    ctx.strokeStyle = palette.ink;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  const labels = new Map(cellLabels(top).map((l) => [l.cell, l]));
  for (const c of board.cells) {
    const o = px(f, triCentre(c.at));
    if (sites.has(c.id) && !byCell.has(c.id)) {
      ctx.beginPath();
      ctx.arc(o.x, o.y, 16, 0, Math.PI * 2);
      ctx.strokeStyle = palette.ink;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 4]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (v.hotspots.includes(c.id)) {
      ctx.beginPath();
      ctx.arc(o.x, o.y, 18, 0, Math.PI * 2);
      ctx.strokeStyle = HOTSPOT;
      ctx.lineWidth = 4;
      ctx.stroke();
    }
  }
  for (const c of board.cells) {
    const l = labels.get(c.id)!;
    const a = byCell.get(c.id);
    if (a) token(ctx, v, l, a);
    else text(ctx, l.text, l.x, l.y - NUMBER_PX / 2, { size: NUMBER_PX, align: 'center', color: palette.ink, decision: true });
  }
  drawDistrictNames(ctx, v, top);
  return top + BOARD_H;
}
