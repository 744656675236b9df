import type { SKRSContext2D } from '@napi-rs/canvas';
import { fittedText, palette, panel, paragraph, roundRect, text } from '../canvas-kit';
import { BANDS, MARGIN, WIDTH, type Named, pw, seatColour, seatName, withNames } from './style';

/** The score columns, right-aligned at these x: short heads, each wider than its widest figure. */
const SCORE_COL_W = 72;
const SCORE_COLS: [string, number][] = ['leg', 'vice', 'asset', 'cap', 'agd', 'total'].map((c, i, all) => [c, WIDTH - MARGIN - 10 - (all.length - 1 - i) * SCORE_COL_W]);
const ROW_H = 66;
/** The Dial's history strip at the end: the live Dial's strip has a line more (projection, heat) it no longer needs. */
const HISTORY_H = 114;

/**
 * The end: the summary, one row per player (name over Agenda, role and Vice at the left, the score
 * breakdown at the right; after a collapse, whose score is only Capital, one Capital column).
 */
export function drawResults(ctx: SKRSContext2D, v: Named, top: number): number {
  const f = v.final!;
  let y = top;
  y += paragraph(ctx, withNames(v, f.summary), MARGIN, y, WIDTH - 2 * MARGIN, { size: 26, bold: true }) + 10;
  const scored = v.players.some((p) => p.final);
  const cols: [string, number][] = scored ? SCORE_COLS : [['capital', WIDTH - MARGIN - 10]];
  text(ctx, pw(v, 'results.head'), MARGIN + 16, y, { size: 22, bold: true, color: palette.muted });
  for (const [c, x] of cols) text(ctx, pw(v, `results.cols.${c}`), x, y, { size: 22, bold: true, color: palette.muted, align: 'right' });
  y += 30;
  const leftW = (scored ? SCORE_COLS[0]![1] - 60 : WIDTH - 200) - MARGIN - 16;
  for (const p of v.players) {
    const col = seatColour(v, p.id);
    roundRect(ctx, MARGIN, y, WIDTH - 2 * MARGIN, ROW_H - 6, 8, p.id === f.winner ? '#fff3c4' : '#ffffff', col, 3);
    panel(ctx, `result ${p.id}`, MARGIN, y, WIDTH - 2 * MARGIN, ROW_H - 6);
    // A long name goes without "wins": its row is the winner's colour, and the headline names the winner.
    fittedText(ctx, p.id === f.winner ? [`${seatName(v, p.id)}${pw(v, 'results.wins')}`, seatName(v, p.id)] : seatName(v, p.id), MARGIN + 16, y + 6, leftW, { size: 26, bold: true, color: col, decision: true });
    const secrets = (role: boolean) => `${p.agenda ? `${p.agenda.title}${role ? ` (${p.agenda.roleName})` : ''}` : pw(v, 'results.agendaUnknown')} · ${p.vice ? p.vice.name : pw(v, 'results.viceUnknown')}`;
    fittedText(ctx, [secrets(true), secrets(false), p.agenda ? p.agenda.title : pw(v, 'results.agendaUnknown')], MARGIN + 16, y + 36, leftW, { size: 22 });
    const nums = p.final ? [p.final.legacy, p.final.vice, p.final.holdings, p.final.capital, p.final.agenda, p.final.total] : [p.capital];
    nums.forEach((n, i) => text(ctx, `${i === 4 && n > 0 ? '+' : ''}${n}`, cols[i]![1], y + 14, { size: 30, bold: i === nums.length - 1, align: 'right', decision: true }));
    y += ROW_H;
  }
  return y;
}

/** The Dial round by round, in the strip the live Dial uses. */
export function drawHistory(ctx: SKRSContext2D, v: Named, top: number): number {
  text(ctx, pw(v, 'results.history'), MARGIN, top + 6, { size: 22, bold: true });
  history(ctx, v, MARGIN, top + 30, WIDTH - 2 * MARGIN, HISTORY_H - 30);
  return top + HISTORY_H;
}

function history(ctx: SKRSContext2D, v: Named, x: number, y: number, w: number, h: number): void {
  panel(ctx, 'history', x, y, w, h);
  const lo = 430, hi = Math.max(620, ...v.history.map((p) => p.ppm + 10));
  const left = x + 60, right = x + w - 16, top = y + 4, bottom = y + h - 30;
  const yOf = (ppm: number) => bottom - ((ppm - lo) / (hi - lo)) * (bottom - top);
  const xOf = (r: number) => left + (r / Math.max(1, v.rounds)) * (right - left);
  for (const [a, b, col] of BANDS) {
    const y0 = yOf(Math.min(b === 615 ? hi : b, hi)), y1 = yOf(Math.max(a, lo));
    ctx.globalAlpha = 0.3;
    roundRect(ctx, left, y0, right - left, y1 - y0, 0, col);
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 2;
  ctx.strokeRect(left, top, right - left, bottom - top);
  for (const t of [450, 600]) text(ctx, String(t), left - 8, Math.max(y, Math.min(bottom - 22, yOf(t) - 11)), { size: 22, align: 'right' });
  for (let r = 0; r <= v.rounds; r += 1) text(ctx, String(r), xOf(r), bottom + 4, { size: 22, align: 'center' });
  ctx.strokeStyle = '#1d2521';
  ctx.lineWidth = 4;
  ctx.beginPath();
  v.history.forEach((p, i) => { const X = xOf(p.round), Y = yOf(p.ppm); if (i === 0) ctx.moveTo(X, Y); else ctx.lineTo(X, Y); });
  ctx.stroke();
  for (const p of v.history) {
    ctx.beginPath();
    ctx.arc(xOf(p.round), yOf(p.ppm), 6, 0, Math.PI * 2);
    ctx.fillStyle = palette.ink;
    ctx.fill();
  }
}
