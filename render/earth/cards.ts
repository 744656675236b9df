/** Earth's cards as the pictures draw them: a full face, a small face, and the face of a card in a view. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { fitText, palette, panel, paragraph, paragraphHeight, roundRect, text, textWidth, wrap, wrapGlued } from '../canvas-kit';
import { FONT } from '../fonts';
import { PICTURE_BUDGET } from '../layout';
import type { CardView } from '../../src/games/earth/view';
import { BODY, COLOR_FILL, COLOR_TINT } from './style';
import { MARK_W, abilityMark } from './legend';
import type { Language } from '../../src/words/locales';

/**
 * A face's stripe widens at its top into a tab holding its ability's mark: the title starts past the tab, the lines
 * under it where they did, so the mark costs a card no lines of its text.
 */
const INSET = MARK_W + 8;
const SMALL_INSET = MARK_W + 6;

type Face = { title: string; typeLine: string; stats: string; rules: string; color?: string };

/** A full face's texts, each wrapped whole: the title beside its tag, then type line, stats and rules. */
function faceLines(ctx: SKRSContext2D, c: Face, w: number, tag?: string) {
  ctx.font = `bold 22px "${FONT}"`;
  const tagW = tag ? textWidth(ctx, tag) + 20 + 12 : 0;
  return {
    tagW,
    title: wrap(ctx, c.title, w - INSET - 12 - tagW, 30, true),
    typeLine: wrap(ctx, c.typeLine, w - 40, BODY),
    stats: wrap(ctx, c.stats, w - 40, BODY),
  };
}

/** A full card face: title, type line, stats, rules box. Returns the height used. */
export function cardHeight(ctx: SKRSContext2D, c: Face & { tag?: string | undefined }, w: number): number {
  const f = faceLines(ctx, c, w, c.tag);
  return 14 + f.title.length * 38 + (f.typeLine.length + f.stats.length) * 34 + 2 + (c.rules ? paragraphHeight(ctx, c.rules, w - 40, { size: BODY }) + 10 : 0) + 14;
}

/** The colour of a marked choice: a card the open prompt offers. */
const MARK = '#a16402';

/** A card face; `tag` marks it as one of the open prompt's choices (a thick border and a badge saying so). */
export function drawCard(ctx: SKRSContext2D, c: Face, x: number, y: number, w: number, h: number, language: Language, tag?: string): void {
  const col = c.color ?? 'none';
  roundRect(ctx, x, y, w, h, 14, COLOR_TINT[col] ?? '#ffffff', tag ? MARK : (COLOR_FILL[col] ?? palette.line), tag ? 8 : 4);
  roundRect(ctx, x, y, 14, h, 7, COLOR_FILL[col] ?? palette.line);
  roundRect(ctx, x, y, MARK_W, 52, 7, COLOR_FILL[col] ?? palette.line);
  panel(ctx, `card ${c.title}`, x, y, w, h);
  abilityMark(ctx, col, c.title, x + MARK_W / 2, y + 18, language, undefined, x);
  const f = faceLines(ctx, c, w, tag);
  let yy = y + 14;
  if (tag) {
    roundRect(ctx, x + w - f.tagW + 2, y + 10, f.tagW - 12, 32, 8, MARK, null);
    text(ctx, tag, x + w - 20, yy, { size: 22, bold: true, color: '#ffffff', align: 'right' });
  }
  for (const l of f.title) {
    text(ctx, l, x + INSET, yy, { size: 30, bold: true });
    yy += 38;
  }
  // The type line holds the card's cost and the stats its VP: what a player weighs a card by.
  for (const l of f.typeLine) {
    text(ctx, l, x + 24, yy, { size: BODY, color: palette.muted, decision: true });
    yy += 34;
  }
  for (const l of f.stats) {
    text(ctx, l, x + 24, yy, { size: BODY, decision: true });
    yy += 34;
  }
  yy += 2;
  if (c.rules) paragraph(ctx, c.rules, x + 24, yy, w - 40, { size: BODY });
}

export function cardFace(c: CardView): { title: string; typeLine: string; stats: string; rules: string; color: string } {
  return { title: c.title, typeLine: c.typeLine, stats: c.stats, rules: c.rules, color: c.color };
}

const SMALL_LINE = 27;
/** A small face's type line (its cost) and stats (its VP) keep the size a phone shows a decision text at. */
const SMALL_DECISION_PX = PICTURE_BUDGET.decisionTextPx;
const SMALL_DECISION_LINE = 30;

/** A cost or a VP never leaves its number on a small face: "Cost 3", "(Canopy 8 VP)" and "+2 VP" each keep to one
 * line. Other counts may wrap: keeping "Growth 2" whole too cost a row of cards on a long hand's page. */
const costOrVp = (last: string, word: string): boolean => /^VP\b/.test(word) || (/^\d/.test(word) && /^(Cost|\(Canopy)$/.test(last));

/** A small face's texts, each wrapped whole: the title bold at 26 when it fits, else 22; cost and VP at 25; rules at 22. */
function smallLines(ctx: SKRSContext2D, c: Face, w: number) {
  const one = fitText(ctx, c.title, w - SMALL_INSET - 10, 26, true);
  return {
    title: one.fits ? [{ text: one.text, size: one.size }] : wrap(ctx, c.title, w - SMALL_INSET - 10, 22, true).map((t) => ({ text: t, size: 22 })),
    typeLine: wrapGlued(ctx, c.typeLine, w - 36, SMALL_DECISION_PX, false, costOrVp),
    stats: wrapGlued(ctx, c.stats, w - 36, SMALL_DECISION_PX, false, costOrVp),
    rules: c.rules ? wrap(ctx, c.rules, w - 36, 22) : [],
  };
}

/** A small card face for a long hand, three to a row: title, type line, stats and rules, and a band along its foot
 * saying so when it is one of the open prompt's choices. */
export function smallCardHeight(ctx: SKRSContext2D, c: Face & { tag?: string | undefined }, w: number): number {
  const f = smallLines(ctx, c, w);
  return 12 + f.title.length * 32 + 2 + (f.typeLine.length + f.stats.length) * SMALL_DECISION_LINE + f.rules.length * SMALL_LINE + 10 + (c.tag ? TAG_BAND : 0);
}

const TAG_BAND = 36;

export function drawSmallCard(ctx: SKRSContext2D, c: Face, x: number, y: number, w: number, h: number, language: Language, tag?: string): void {
  const col = c.color ?? 'none';
  roundRect(ctx, x, y, w, h, 12, COLOR_TINT[col] ?? '#ffffff', tag ? MARK : (COLOR_FILL[col] ?? palette.line), tag ? 7 : 3);
  roundRect(ctx, x, y, 12, h, 6, COLOR_FILL[col] ?? palette.line);
  roundRect(ctx, x, y, MARK_W, 44, 6, COLOR_FILL[col] ?? palette.line);
  panel(ctx, `card ${c.title}`, x, y, w, h);
  abilityMark(ctx, col, c.title, x + MARK_W / 2, y + 12, language, undefined, x);
  if (tag) {
    roundRect(ctx, x, y + h - TAG_BAND + 4, w, TAG_BAND - 4, 8, MARK, null);
    text(ctx, tag, x + w / 2, y + h - TAG_BAND + 6, { size: 22, bold: true, color: '#ffffff', align: 'center' });
  }
  const f = smallLines(ctx, c, w);
  let yy = y + 10;
  for (const l of f.title) {
    text(ctx, l.text, x + SMALL_INSET, yy, { size: l.size, bold: true });
    yy += 32;
  }
  yy += 2;
  const lines = (ls: string[], color: string, decision: boolean) =>
    ls.forEach((l) => {
      text(ctx, l, x + 22, yy, { size: decision ? SMALL_DECISION_PX : 22, color, decision });
      yy += decision ? SMALL_DECISION_LINE : SMALL_LINE;
    });
  lines(f.typeLine, palette.muted, true);
  lines(f.stats, palette.ink, true);
  lines(f.rules, palette.ink, false);
}
