import type { SKRSContext2D } from '@napi-rs/canvas';
import { palette, paragraph, roundRect, surface, text } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import { CATEGORIES, type Category } from '../../src/games/tipping-point/card-schema';
import { advisorSideById, crisisById, needIcons, projectById } from '../../src/games/tipping-point/cards';
import { CATEGORY_LABEL, advisorText, crisisText, projectCostText } from '../../src/games/tipping-point/card-text';
import { columnName } from '../../src/games/tipping-point/board';
import { seesawSlot } from '../../src/games/tipping-point/rules/seesaw';
import type { TpView } from '../../src/games/tipping-point/view';

/**
 * Tipping Point pictures, drawn from views only. Sized for a phone: 1400 px wide, body text at
 * least 26 px, dark ink on light cards.
 */

const CATEGORY_COLOUR: Readonly<Record<Category, string>> = {
  justice: '#7d3c98',
  housing: '#b9770e',
  infrastructure: '#5d6d7e',
  energy: '#d4ac0d',
  water: '#2471a3',
  nutrition: '#229954',
  health: '#c0392b',
  education: '#1abc9c',
  work: '#a04000',
};
const CATEGORY_TINT: Readonly<Record<Category, string>> = {
  justice: '#ecdff2',
  housing: '#f6e7cd',
  infrastructure: '#e3e7ea',
  energy: '#fbf1c4',
  water: '#d6e6f3',
  nutrition: '#d7f0df',
  health: '#f6d9d5',
  education: '#d3f3ec',
  work: '#f3dccd',
};
const SHORT: Readonly<Record<Category, string>> = {
  justice: 'Jus',
  housing: 'Hou',
  infrastructure: 'Inf',
  energy: 'Ene',
  water: 'Wat',
  nutrition: 'Nut',
  health: 'Hea',
  education: 'Edu',
  work: 'Wor',
};
const WIDTH = 1400;
const seatColour = (p: string): string => palette.seats[Number(p.slice(1)) % palette.seats.length]!;
const seatName = (p: string, names?: SeatNames): string => names?.[p] ?? `P${Number(p.slice(1)) + 1}`;


/** Wrap into at most `lines` lines; the last is cut with an ellipsis. */
function wrap(ctx: SKRSContext2D, s: string, maxWidth: number, size: number, lines: number, bold = false): string[] {
  ctx.font = `${bold ? 'bold ' : ''}${size}px "Hothouse Sans"`;
  const out: string[] = [];
  let line = '';
  for (const w of s.split(/\s+/)) {
    const t = line ? `${line} ${w}` : w;
    if (ctx.measureText(t).width > maxWidth && line) {
      out.push(line);
      line = w;
    } else line = t;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const cut = out.slice(0, lines);
    cut[lines - 1] = `${cut[lines - 1]!.replace(/\s+\S*$/, '')}…`;
    return cut;
  }
  return out;
}

/** A disc per owner the view names; tokens whose owner is secret (competitive variant) are only counted. */
function tokenDiscs(ctx: SKRSContext2D, tokens: readonly (string | null)[], x: number, y: number, w: number): void {
  const counts = new Map<string, number>();
  for (const t of tokens) if (t !== null) counts.set(t, (counts.get(t) ?? 0) + 1);
  let cx = x;
  for (const [p, n] of counts) {
    if (cx + 56 > x + w) break;
    ctx.beginPath();
    ctx.arc(cx + 22, y + 22, 22, 0, Math.PI * 2);
    ctx.fillStyle = seatColour(p);
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.stroke();
    text(ctx, String(n), cx + 22, y + 6, { size: 28, bold: true, color: '#ffffff', align: 'center' });
    cx += 52;
  }
}

function drawCell(ctx: SKRSContext2D, c: TpView['grid']['cells'][number], x: number, y: number, size: number): void {
  const pad = 8;
  if (size < 150) return drawCompactCell(ctx, c, x, y, size);
  if (c.kind === 'project' && !c.up) {
    roundRect(ctx, x + 4, y + 4, size - 8, size - 8, 12, '#34443d', '#1d2521', 3);
    text(ctx, 'face-down', x + size / 2, y + 14, { size: 26, color: '#e8efe9', align: 'center' });
    text(ctx, `${c.tokens.length} Influence`, x + size / 2, y + 48, { size: 26, bold: true, color: '#ffffff', align: 'center', maxWidth: size - 16 });
    tokenDiscs(ctx, c.tokens, x + pad + 2, y + size - 62, size - 2 * pad);
    return;
  }
  if (c.kind === 'project') {
    const card = projectById(c.id!)!;
    roundRect(ctx, x + 4, y + 4, size - 8, size - 8, 12, CATEGORY_TINT[card.category], CATEGORY_COLOUR[card.category], 6);
    text(ctx, CATEGORY_LABEL[card.category], x + pad + 6, y + pad + 4, { size: 26, bold: true, color: CATEGORY_COLOUR[card.category], maxWidth: size - 2 * pad - 12 });
    wrap(ctx, card.name, size - 2 * pad - 12, 26, 3).forEach((l, i) => text(ctx, l, x + pad + 6, y + pad + 40 + i * 31, { size: 26, color: palette.ink }));
    return;
  }
  const card = crisisById(c.id!)!;
  if (!c.up) {
    roundRect(ctx, x + 4, y + 4, size - 8, size - 8, 12, '#d9d6cc', '#8a877d', 3);
    text(ctx, `Solved L${card.level}`, x + size / 2, y + 20, { size: 26, bold: true, color: '#4a4a44', align: 'center' });
    wrap(ctx, card.name, size - 24, 26, 2).forEach((l, i) => text(ctx, l, x + size / 2, y + 58 + i * 31, { size: 26, color: '#4a4a44', align: 'center' }));
    return;
  }
  roundRect(ctx, x + 4, y + 4, size - 8, size - 8, 12, '#fff1ec', palette.warn, 7);
  text(ctx, `L${card.level}`, x + size / 2, y + 44, { size: 34, bold: true, color: palette.warn, align: 'center' });
  text(ctx, SHORT[card.category], x + size / 2, y + 82, { size: 28, bold: true, color: CATEGORY_COLOUR[card.category], align: 'center' });
  text(ctx, `${c.slot}`, x + size / 2, y + size - 76, { size: 26, color: palette.muted, align: 'center' });
  // Influence needed on each edge, in a dark badge on that edge.
  const badge = (n: number, bx: number, by: number) => {
    if (n === 0) return;
    roundRect(ctx, bx - 26, by - 20, 52, 40, 10, palette.warn, null);
    text(ctx, `${n}`, bx, by - 17, { size: 30, bold: true, color: '#ffffff', align: 'center' });
  };
  badge(card.influence.N, x + size / 2, y + 18);
  badge(card.influence.S, x + size / 2, y + size - 18);
  badge(card.influence.W, x + 22, y + size / 2);
  badge(card.influence.E, x + size - 22, y + size / 2);
}

/** Small cells (wide grids): only what a player needs to read at a glance. */
function drawCompactCell(ctx: SKRSContext2D, c: TpView['grid']['cells'][number], x: number, y: number, size: number): void {
  const mid = x + size / 2;
  if (c.kind === 'project' && !c.up) {
    roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#34443d', '#1d2521', 3);
    text(ctx, String(c.tokens.length), mid, y + 10, { size: 34, bold: true, color: '#ffffff', align: 'center' });
    tokenDiscs(ctx, c.tokens, x + 6, y + size - 52, size - 12);
    return;
  }
  if (c.kind === 'project') {
    const card = projectById(c.id!)!;
    roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, CATEGORY_TINT[card.category], CATEGORY_COLOUR[card.category], 5);
    text(ctx, SHORT[card.category], mid, y + size / 2 - 16, { size: 30, bold: true, color: CATEGORY_COLOUR[card.category], align: 'center' });
    return;
  }
  const card = crisisById(c.id!)!;
  if (!c.up) {
    roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#d9d6cc', '#8a877d', 3);
    text(ctx, `✓L${card.level}`, mid, y + size / 2 - 16, { size: 28, bold: true, color: '#4a4a44', align: 'center' });
    return;
  }
  roundRect(ctx, x + 3, y + 3, size - 6, size - 6, 10, '#fff1ec', palette.warn, 6);
  text(ctx, `L${card.level}`, mid, y + size / 2 - 30, { size: 30, bold: true, color: palette.warn, align: 'center' });
  text(ctx, SHORT[card.category], mid, y + size / 2 + 2, { size: 26, bold: true, color: CATEGORY_COLOUR[card.category], align: 'center' });
  const badge = (n: number, bx: number, by: number) => {
    if (n === 0) return;
    roundRect(ctx, bx - 17, by - 17, 34, 34, 8, palette.warn, null);
    text(ctx, `${n}`, bx, by - 15, { size: 26, bold: true, color: '#ffffff', align: 'center' });
  };
  badge(card.influence.N, mid, y + 16);
  badge(card.influence.S, mid, y + size - 16);
  badge(card.influence.W, x + 16, y + size / 2);
  badge(card.influence.E, x + size - 16, y + size / 2);
}

const cellSize = (v: TpView): number => Math.max(100, Math.min(210, Math.floor((WIDTH - 164) / v.grid.cols), Math.floor(1500 / v.grid.rows)));

/** Columns per band: a wide grid is cut into bands stacked top to bottom, so the picture stays 1400 px wide. */
const bandCols = (v: TpView): number => Math.max(1, Math.floor((WIDTH - 164) / cellSize(v)));
const bandCount = (v: TpView): number => Math.ceil(v.grid.cols / bandCols(v));
const gridHeight = (v: TpView): number => bandCount(v) * (40 + v.grid.rows * cellSize(v) + 20);

function drawGrid(ctx: SKRSContext2D, v: TpView, top: number): number {
  const label = 44;
  const size = cellSize(v);
  const left = 40 + label;
  const per = bandCols(v);
  let y = top;
  for (let band = 0; band < bandCount(v); band++) {
    const from = band * per;
    const to = Math.min(v.grid.cols, from + per);
    for (let c = from; c < to; c++) text(ctx, columnName(v.grid.firstCol + c), left + (c - from) * size + size / 2, y, { size: 30, bold: true, align: 'center', color: palette.muted });
    for (let r = 0; r < v.grid.rows; r++) {
      text(ctx, String(v.grid.firstRow + r + 1), 40 + label / 2, y + 40 + r * size + size / 2 - 16, { size: 30, bold: true, align: 'center', color: palette.muted });
      for (let c = from; c < to; c++) roundRect(ctx, left + (c - from) * size + 4, y + 40 + r * size + 4, size - 8, size - 8, 12, null, '#ddd8ca', 2);
    }
    for (const cell of v.grid.cells) if (cell.col >= from && cell.col < to) drawCell(ctx, cell, left + (cell.col - from) * size, y + 40 + cell.row * size, size);
    y += 40 + v.grid.rows * size + 20;
  }
  return y - top;
}

const SEESAW_H = 420;

/** The Seesaw: each side 5 rows × 5 slots by lever arm; the beam tilts with the torque lead (TP-G01). */
function drawSeesaw(ctx: SKRSContext2D, v: TpView, top: number, width: number): number {
  const h = SEESAW_H;
  roundRect(ctx, 40, top, width - 80, h, 16, '#ffffff', palette.line, 2);
  const s = v.seesaw;
  const lead = s.polTorque - s.presTorque;
  text(ctx, 'Climate Seesaw', 64, top + 16, { size: 32, bold: true });
  text(ctx, `Preservation ${s.preservation}/25 · Pollution ${s.pollution}/25`, width - 64, top + 18, { size: 28, bold: true, align: 'right' });
  text(ctx, `Tilt ${lead} of ${s.tip} to tip (Pollution torque ${s.polTorque} − Preservation torque ${s.presTorque})`, 64, top + 58, { size: 26, color: lead >= s.tip * 0.66 ? palette.warn : palette.ink, maxWidth: width - 128 });
  const cx = width / 2;
  const cy = top + 350;
  const angle = Math.max(-0.12, Math.min(0.12, (lead / s.tip) * 0.12));
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  const arm = 100;
  ctx.fillStyle = '#8a7f68';
  ctx.fillRect(-arm * 5 - 50, -6, arm * 10 + 100, 12);
  for (const side of ['preservation', 'pollution'] as const) {
    const n = side === 'preservation' ? s.preservation : s.pollution;
    const sign = side === 'preservation' ? -1 : 1;
    for (let k = 0; k < 25; k++) {
      const slot = seesawSlot(k, side);
      ctx.beginPath();
      ctx.arc(sign * slot.arm * arm, -26 - slot.row * 34, 14, 0, Math.PI * 2);
      ctx.fillStyle = k < n ? (side === 'preservation' ? palette.accent : '#5a4636') : '#ebe7dc';
      ctx.fill();
    }
  }
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(cx, cy + 6);
  ctx.lineTo(cx - 30, cy + 56);
  ctx.lineTo(cx + 30, cy + 56);
  ctx.closePath();
  ctx.fillStyle = '#6b6250';
  ctx.fill();
  text(ctx, 'Preservation', 64, top + h - 44, { size: 28, bold: true, color: palette.accent });
  text(ctx, 'Pollution', width - 64, top + h - 44, { size: 28, bold: true, color: '#5a4636', align: 'right' });
  return h;
}

/** Full text of every active Crisis, by slot: the grid cells only have room for the essentials. */
function crisisLegend(v: TpView): string[] {
  return v.grid.cells
    .filter((c) => c.kind === 'crisis' && c.up)
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((c) => `${c.slot} ${crisisById(c.id!)!.name}: ${crisisText(crisisById(c.id!)!)}`);
}

function drawLegend(ctx: SKRSContext2D, lines: readonly string[], top: number, width: number): number {
  let y = top;
  for (const l of lines) y += paragraph(ctx, l, 48, y, width - 96, { size: 26, lineHeight: 31 }) + 8;
  return y - top;
}

function drawSeats(ctx: SKRSContext2D, v: TpView, top: number, width: number, names?: SeatNames): number {
  let y = top;
  for (const x of v.seats) {
    const h = 150;
    roundRect(ctx, 40, y, width - 80, h, 14, v.active.includes(x.player) ? '#e2efe7' : '#ffffff', palette.line, 2);
    roundRect(ctx, 56, y + 16, 36, 36, 8, seatColour(x.player), null);
    const vp = v.vp[x.player];
    text(ctx, `${seatName(x.player, names)} · ${x.countryName ?? 'choosing a Country'} · ${x.advisorName ?? 'no Advisor yet'}`, 104, y + 16, { size: 30, bold: true, maxWidth: width - 180 });
    text(ctx, `hand ${x.handCount} · draws ${x.drawPerRound}/round${x.passed ? ' · passed' : ''}${vp !== undefined ? ` · ${vp} VP` : ''}`, 104, y + 54, { size: 26, color: palette.muted });
    const cw = (width - 120) / 9;
    CATEGORIES.forEach((k, i) => {
      const bx = 56 + i * cw;
      const lvl = x.needs[k];
      roundRect(ctx, bx, y + 92, cw - 8, 46, 8, lvl !== undefined ? CATEGORY_TINT[k] : '#eeeeee', CATEGORY_COLOUR[k], 2);
      text(ctx, `${SHORT[k]} ${lvl ?? '–'} ${x.credits[k]}¢`, bx + (cw - 8) / 2, y + 100, { size: 26, align: 'center', maxWidth: cw - 14 });
    });
    y += h + 12;
  }
  return y - top;
}

function drawChart(ctx: SKRSContext2D, v: TpView, top: number, width: number): number {
  const h = 330;
  roundRect(ctx, 40, top, width - 80, h, 16, '#ffffff', palette.line, 2);
  text(ctx, 'The Seesaw, round by round', 64, top + 14, { size: 30, bold: true });
  const x0 = 120;
  const x1 = width - 80;
  const y0 = top + h - 50;
  const y1 = top + 64;
  ctx.strokeStyle = palette.line;
  ctx.lineWidth = 2;
  for (const t of [0, 5, 10, 15, 20, 25]) {
    const yy = y0 - ((y0 - y1) * t) / 25;
    ctx.beginPath();
    ctx.moveTo(x0, yy);
    ctx.lineTo(x1, yy);
    ctx.stroke();
    text(ctx, String(t), x0 - 12, yy - 14, { size: 26, align: 'right', color: palette.muted });
  }
  const pts = v.history;
  const n = Math.max(pts.length, 2);
  const px = (i: number) => x0 + ((x1 - x0) * i) / (n - 1);
  const line = (key: 'preservation' | 'pollution', colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 6;
    ctx.beginPath();
    pts.forEach((p, i) => {
      const yy = y0 - ((y0 - y1) * p[key]) / 25;
      if (i === 0) ctx.moveTo(px(i), yy);
      else ctx.lineTo(px(i), yy);
    });
    ctx.stroke();
    pts.forEach((p, i) => {
      ctx.beginPath();
      ctx.arc(px(i), y0 - ((y0 - y1) * p[key]) / 25, 8, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
    });
  };
  line('preservation', palette.accent);
  line('pollution', '#5a4636');
  pts.forEach((p, i) => text(ctx, `R${p.round}`, px(i), y0 + 10, { size: 26, align: 'center', color: palette.muted }));
  text(ctx, 'Preservation', x1 - 170, top + 16, { size: 26, bold: true, color: palette.accent, align: 'right' });
  text(ctx, 'Pollution', x1, top + 16, { size: 26, bold: true, color: '#5a4636', align: 'right' });
  return h;
}

export async function renderTipTable(v: TpView, names?: SeatNames): Promise<Picture> {
  const width = WIDTH;
  const gridH = gridHeight(v);
  const seatsH = v.seats.length * 162;
  const overH = v.over ? 110 + 350 : 0;
  const measure = surface(10, 10).ctx;
  const legend = crisisLegend(v);
  const legendH = legend.reduce((n, l) => n + wrap(measure, l, width - 96, 26, 9).length * 31 + 8, 0);
  const height = 150 + overH + gridH + 20 + legendH + 20 + SEESAW_H + 20 + seatsH + 30;
  const s = surface(width, height);
  const { ctx } = s;
  let y = 30;
  text(ctx, `Tipping Point · round ${v.round}${v.options.solo ? ' · solo' : ''}${v.options.variant === 'competitive' ? ' · competitive' : ''}`, 40, y, { size: 44, bold: true });
  y += 60;
  text(ctx, `Difficulty ${v.options.difficulty} (${v.options.difficultyLabel})${v.options.expert ? ' · expert' : ''}${v.options.pressure ? ` · Crisis pressure +${v.options.pressure} per unsolved Crisis` : ''} · Crisis deck ${v.crisisDeck}${v.nextCrisisLevel ? ` (next L${v.nextCrisisLevel})` : ''} · Projects ${v.projectDeck} · solved ${v.solved}`, 40, y, { size: 28, color: palette.muted, maxWidth: width - 80 });
  y += 60;
  if (v.over) {
    roundRect(ctx, 40, y, width - 80, 96, 16, v.over.won ? palette.accent : palette.warn, null);
    paragraph(ctx, `${v.over.won ? 'Won' : 'Lost'}: ${v.over.reason}.`, 64, y + 14, width - 128, { size: 32, bold: true, color: '#ffffff', lineHeight: 36 });
    y += 110;
    y += drawChart(ctx, v, y, width) + 20;
  }
  y += drawGrid(ctx, v, y);
  y += drawLegend(ctx, legend, y, width) + 20;
  y += drawSeesaw(ctx, v, y, width) + 20;
  drawSeats(ctx, v, y, width, names);
  return { png: await s.png(), name: 'tipping-point-table.png', alt: `Tipping Point round ${v.round}: Preservation ${v.seesaw.preservation}, Pollution ${v.seesaw.pollution}` };
}

function drawHandCard(ctx: SKRSContext2D, id: string, x: number, y: number, w: number, h: number): void {
  const card = projectById(id)!;
  roundRect(ctx, x, y, w, h, 14, CATEGORY_TINT[card.category], CATEGORY_COLOUR[card.category], 6);
  text(ctx, CATEGORY_LABEL[card.category], x + 18, y + 14, { size: 26, bold: true, color: CATEGORY_COLOUR[card.category] });
  wrap(ctx, card.name, w - 36, 30, 2, true).forEach((l, i) => text(ctx, l, x + 18, y + 48 + i * 36, { size: 30, bold: true }));
  let yy = y + 128;
  yy += paragraph(ctx, projectCostText(card), x + 18, yy, w - 36, { size: 26, lineHeight: 31 });
  const icons = needIcons(card).map((n) => (n === 'any' ? 'any' : CATEGORY_LABEL[n]));
  yy += paragraph(ctx, `Icons: ${icons.join(', ')}`, x + 18, yy + 4, w - 36, { size: 26, bold: true, lineHeight: 31 }) + 4;
  const others = card.effects.filter((e) => e.op !== 'needIcon');
  if (others.length) paragraph(ctx, others.map((e) => (e.op === 'gainInfluence' ? `+${e.amount} Influence` : e.op === 'gainCredits' ? `+${e.amount} Credits` : e.op === 'drawProjects' ? `draw ${e.amount}` : e.op === 'removePollution' ? `remove ${e.amount} Pollution` : '')).join(', '), x + 18, yy, w - 36, { size: 26, lineHeight: 31 });
}

export async function renderTipPrivate(v: TpView): Promise<Picture | null> {
  if (!v.me || !v.viewer) return null;
  const me = v.seats.find((x) => x.player === v.viewer)!;
  const cols = 3;
  const cw = (WIDTH - 80 - (cols - 1) * 20) / cols;
  const ch = 330;
  const rows = Math.ceil(v.me.hand.length / cols);
  const adv = me.advisor ? advisorSideById(me.advisor) : undefined;
  const height = 120 + (v.vp[v.viewer] !== undefined ? 56 : 0) + 230 + 230 + rows * (ch + 20) + 60;
  const s = surface(WIDTH, height);
  const { ctx } = s;
  let y = 30;
  const vp = v.vp[v.viewer];
  // Competitive: the table picture does not say whose tokens are whose, so a seat's own are listed here.
  const viewer = v.viewer;
  const own = v.grid.cells.flatMap((c) => {
    const n = c.tokens.filter((t) => t === viewer).length;
    return n ? [n > 1 ? `${c.slot} ×${n}` : c.slot] : [];
  });
  text(ctx, `Your hand (${v.me.hand.length}) · ${me.countryName ?? ''}`, 40, y, { size: 40, bold: true, maxWidth: WIDTH - 80 });
  y += 70;
  if (vp !== undefined) {
    // A line of its own: squeezed into the headline it was drawn too narrow to read.
    text(ctx, `${vp} Victory Points (secret) · your Influence: ${own.length ? own.join(', ') : 'none on the board'}`, 40, y, { size: 30, bold: true, maxWidth: WIDTH - 80 });
    y += 56;
  }
  // Country board: Need levels and Credits per budget, in ring order.
  roundRect(ctx, 40, y, WIDTH - 80, 210, 14, '#ffffff', palette.line, 2);
  text(ctx, 'Country board: Need level / Credits', 60, y + 14, { size: 28, bold: true });
  const bw = (WIDTH - 120) / 9;
  CATEGORIES.forEach((k, i) => {
    const bx = 60 + i * bw;
    const lvl = me.needs[k];
    roundRect(ctx, bx, y + 60, bw - 10, 130, 10, lvl !== undefined ? CATEGORY_TINT[k] : '#eeeeee', CATEGORY_COLOUR[k], 3);
    text(ctx, SHORT[k], bx + (bw - 10) / 2, y + 68, { size: 26, bold: true, color: CATEGORY_COLOUR[k], align: 'center' });
    text(ctx, lvl !== undefined ? `L${lvl}` : 'no', bx + (bw - 10) / 2, y + 102, { size: 30, bold: true, align: 'center' });
    text(ctx, `${me.credits[k]}¢`, bx + (bw - 10) / 2, y + 144, { size: 28, align: 'center' });
  });
  y += 230;
  roundRect(ctx, 40, y, WIDTH - 80, 210, 14, '#ffffff', palette.line, 2);
  text(ctx, `Advisor: ${adv?.name ?? 'not chosen'}`, 60, y + 14, { size: 28, bold: true });
  if (adv) paragraph(ctx, advisorText(adv), 60, y + 54, WIDTH - 120, { size: 26, lineHeight: 31 });
  y += 230;
  v.me.hand.forEach((id, i) => drawHandCard(ctx, id, 40 + (i % cols) * (cw + 20), y + Math.floor(i / cols) * (ch + 20), cw, ch));
  return { png: await s.png(), name: 'tipping-point-hand.png', alt: `Your hand: ${v.me.hand.map((h) => projectById(h)?.name ?? h).join(', ')}` };
}
