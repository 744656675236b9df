/**
 * The picture budget every renderer keeps, and the check the layout test runs on a drawn picture. A phone shows an
 * attachment about 400 px wide, so what counts is a text's size once the picture is shrunk to that: every text at
 * least 9 px there, and a text a decision rests on (a cost, a count, a cell's number, a name, a track's value) at
 * least 11 px. Pictures are 900 px wide, so a text drawn at 21 px shows at 9.3 and one at 25 px at 11.1.
 */
export const PICTURE_BUDGET = { maxWidth: 900, maxHeight: 1600, minTextPx: 21, decisionTextPx: 25, phoneWidth: 400, phoneMinPx: 9, phoneDecisionPx: 11 } as const;

/** Where each drawn text landed: its box at the size it was drawn, its colour, and whether a decision rests on it. */
interface TextBox {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
  color: string;
  decision: boolean;
}

/** A named area texts must stay inside: a card, a tableau, a table cell. */
interface PanelBox {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A piece a seat owns (a token, a disc, a leaf), and the seat's mark drawn on it, so its owner is not told by colour alone. */
interface PieceMark {
  owner: string;
  mark: string;
}

/** A colour that says something (a card's ability stripe), and the mark drawn on it so it is not told by colour alone. */
interface ColourKey {
  what: string;
  mark: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  width: number;
  height: number;
  texts: TextBox[];
  panels: PanelBox[];
  pieces: PieceMark[];
  keys: ColourKey[];
  /** Texts that did not fit their place as written and were cut or squeezed there: each one is a text to write shorter. */
  cuts: string[];
}

/** The tolerance for anti-aliased edges touching: boxes that share less than this many pixels do not overlap. */
const SLACK = 1;

const overlaps = (a: TextBox, b: TextBox) =>
  a.x + SLACK < b.x + b.w && b.x + SLACK < a.x + a.w && a.y + SLACK < b.y + b.h && b.y + SLACK < a.y + a.h;

const inside = (t: TextBox, p: PanelBox) => t.x >= p.x - SLACK && t.y >= p.y - SLACK && t.x + t.w <= p.x + p.w + SLACK && t.y + t.h <= p.y + p.h + SLACK;

const holds = (p: PanelBox, t: TextBox) => t.x + t.w / 2 >= p.x && t.x + t.w / 2 <= p.x + p.w && t.y + t.h / 2 >= p.y && t.y + t.h / 2 <= p.y + p.h;

const area = (p: PanelBox) => p.w * p.h;

/** A text's size as a phone shows the picture: shrunk to the phone's width. */
const phonePx = (l: Layout, t: { size: number }): number => (t.size * PICTURE_BUDGET.phoneWidth) / Math.max(l.width, PICTURE_BUDGET.phoneWidth);

type Budget = { maxWidth: number; maxHeight: number; phoneMinPx: number; phoneDecisionPx: number };

/** What is wrong with a drawn layout, in words a test failure can show; empty when it keeps the budget. */
export function layoutProblems(l: Layout, budget: Budget = PICTURE_BUDGET): string[] {
  const out: string[] = [];
  if (l.width > budget.maxWidth || l.height > budget.maxHeight) out.push(`picture is ${l.width}×${l.height}, over ${budget.maxWidth}×${budget.maxHeight}`);
  for (const t of l.texts) {
    const shown = phonePx(l, t);
    const least = t.decision ? budget.phoneDecisionPx : budget.phoneMinPx;
    if (shown < least - 1e-9) out.push(`"${t.text}" is ${shown.toFixed(1)} px on a phone, under ${least}${t.decision ? ' for a decision text' : ''}`);
    if (t.x < 0 || t.y < 0 || t.x + t.w > l.width || t.y + t.h > l.height) out.push(`"${t.text}" leaves the picture`);
    // A text belongs to the smallest panel its centre falls in, and must fit inside it.
    const home = l.panels.filter((p) => holds(p, t)).sort((a, b) => area(a) - area(b))[0];
    if (home && !inside(t, home)) out.push(`"${t.text}" leaves its panel ${home.name}`);
  }
  for (const p of l.pieces) if (!p.mark.trim()) out.push(`a piece of ${p.owner} is drawn without its seat's mark`);
  for (const k of l.keys) if (!k.mark.trim()) out.push(`${k.what} is told by its colour alone`);
  for (const c of l.cuts) out.push(`"${c}" did not fit its place and was cut`);
  for (let i = 0; i < l.texts.length; i++)
    for (let j = i + 1; j < l.texts.length; j++) if (overlaps(l.texts[i]!, l.texts[j]!)) out.push(`"${l.texts[i]!.text}" overlaps "${l.texts[j]!.text}"`);
  return out;
}
