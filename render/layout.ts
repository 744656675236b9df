/**
 * The picture budget every renderer keeps, and the check the layout test runs on a drawn picture: a phone shows
 * an attachment about 400 px wide, so pictures stay within 1100 × 1600 and no text is smaller than 22 px.
 */
export const PICTURE_BUDGET = { maxWidth: 1100, maxHeight: 1600, minTextPx: 22 } as const;

/** Where each drawn text landed: its box at the size it was drawn. */
interface TextBox {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
}

/** A named area texts must stay inside: a card, a tableau, a table cell. */
interface PanelBox {
  name: string;
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

/** What is wrong with a drawn layout, in words a test failure can show; empty when it keeps the budget. */
export function layoutProblems(l: Layout, budget: { maxWidth: number; maxHeight: number; minTextPx: number } = PICTURE_BUDGET): string[] {
  const out: string[] = [];
  if (l.width > budget.maxWidth || l.height > budget.maxHeight) out.push(`picture is ${l.width}×${l.height}, over ${budget.maxWidth}×${budget.maxHeight}`);
  for (const t of l.texts) {
    if (t.size < budget.minTextPx) out.push(`"${t.text}" is ${t.size} px, under ${budget.minTextPx}`);
    if (t.x < 0 || t.y < 0 || t.x + t.w > l.width || t.y + t.h > l.height) out.push(`"${t.text}" leaves the picture`);
    // A text belongs to the smallest panel its centre falls in, and must fit inside it.
    const home = l.panels.filter((p) => holds(p, t)).sort((a, b) => area(a) - area(b))[0];
    if (home && !inside(t, home)) out.push(`"${t.text}" leaves its panel ${home.name}`);
  }
  for (const c of l.cuts) out.push(`"${c}" did not fit its place and was cut`);
  for (let i = 0; i < l.texts.length; i++)
    for (let j = i + 1; j < l.texts.length; j++) if (overlaps(l.texts[i]!, l.texts[j]!)) out.push(`"${l.texts[i]!.text}" overlaps "${l.texts[j]!.text}"`);
  return out;
}
