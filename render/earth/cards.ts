/** Earth's cards as the pictures draw them: a full face, a small face, and the face of a card in a view. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { palette, panel, paragraph, paragraphHeight, roundRect, text, textWidth, wrap } from '../canvas-kit';
import { FONT } from '../fonts';
import type { CardView } from '../../src/games/earth/view';
import { BODY, COLOR_FILL, COLOR_TINT, fit } from './style';

/** A full card face: title, type line, stats, rules box. Returns the height used. */
export function cardHeight(ctx: SKRSContext2D, c: { title: string; typeLine: string; stats: string; rules: string }, w: number): number {
  return 14 + 36 + 34 + 34 + (c.rules ? paragraphHeight(ctx, c.rules, w - 40, { size: BODY }) + 10 : 0) + 14;
}

/** The colour of a marked choice: a card the open prompt offers. */
const MARK = '#c77c02';

/** A card face; `tag` marks it as one of the open prompt's choices (a thick border and a badge saying so). */
export function drawCard(ctx: SKRSContext2D, c: { title: string; typeLine: string; stats: string; rules: string; color?: string }, x: number, y: number, w: number, h: number, tag?: string): void {
  const col = c.color ?? 'none';
  roundRect(ctx, x, y, w, h, 14, COLOR_TINT[col] ?? '#ffffff', tag ? MARK : (COLOR_FILL[col] ?? palette.line), tag ? 8 : 4);
  roundRect(ctx, x, y, 14, h, 7, COLOR_FILL[col] ?? palette.line);
  panel(ctx, `card ${c.title}`, x, y, w, h);
  let yy = y + 14;
  let titleW = w - 40;
  if (tag) {
    ctx.font = `bold 22px "${FONT}"`;
    const tw = textWidth(ctx, tag) + 20;
    roundRect(ctx, x + w - tw - 10, y + 10, tw, 32, 8, MARK, null);
    text(ctx, tag, x + w - 20, yy, { size: 22, bold: true, color: '#ffffff', align: 'right' });
    titleW -= tw + 12;
  }
  text(ctx, fit(ctx, c.title, titleW, 30, true), x + 24, yy, { size: 30, bold: true });
  yy += 38;
  text(ctx, fit(ctx, c.typeLine, w - 40, BODY), x + 24, yy, { size: BODY, color: palette.muted });
  yy += 34;
  text(ctx, fit(ctx, c.stats, w - 40, BODY), x + 24, yy, { size: BODY });
  yy += 36;
  if (c.rules) paragraph(ctx, c.rules, x + 24, yy, w - 40, { size: BODY });
}

export function cardFace(c: CardView): { title: string; typeLine: string; stats: string; rules: string; color: string } {
  return { title: c.title, typeLine: c.typeLine, stats: c.stats, rules: c.rules, color: c.color };
}

const SMALL_LINE = 27;
const SMALL_RULES = 3;

/** A small card face for a long hand, three to a row: title, type line, stats, up to three lines of rules, and a
 * band along its foot saying so when it is one of the open prompt's choices. */
export function smallCardHeight(ctx: SKRSContext2D, c: { rules: string; tag?: string | undefined }, w: number): number {
  return 12 + 34 + 2 * SMALL_LINE + (c.rules ? wrap(ctx, c.rules, w - 36, 22, SMALL_RULES).length * SMALL_LINE : 0) + 10 + (c.tag ? TAG_BAND : 0);
}

const TAG_BAND = 36;

export function drawSmallCard(ctx: SKRSContext2D, c: { title: string; typeLine: string; stats: string; rules: string; color?: string }, x: number, y: number, w: number, h: number, tag?: string): void {
  const col = c.color ?? 'none';
  roundRect(ctx, x, y, w, h, 12, COLOR_TINT[col] ?? '#ffffff', tag ? MARK : (COLOR_FILL[col] ?? palette.line), tag ? 7 : 3);
  roundRect(ctx, x, y, 12, h, 6, COLOR_FILL[col] ?? palette.line);
  panel(ctx, `card ${c.title}`, x, y, w, h);
  if (tag) {
    roundRect(ctx, x, y + h - TAG_BAND + 4, w, TAG_BAND - 4, 8, MARK, null);
    text(ctx, tag, x + w / 2, y + h - TAG_BAND + 6, { size: 22, bold: true, color: '#ffffff', align: 'center' });
  }
  text(ctx, fit(ctx, c.title, w - 36, 26, true), x + 22, y + 10, { size: 26, bold: true });
  let yy = y + 12 + 34;
  text(ctx, fit(ctx, c.typeLine, w - 36, 22), x + 22, yy, { size: 22, color: palette.muted });
  yy += SMALL_LINE;
  text(ctx, fit(ctx, c.stats, w - 36, 22), x + 22, yy, { size: 22 });
  yy += SMALL_LINE;
  if (c.rules) wrap(ctx, c.rules, w - 36, 22, SMALL_RULES).forEach((l, i) => text(ctx, l, x + 22, yy + i * SMALL_LINE, { size: 22 }));
}
