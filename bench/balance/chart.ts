/**
 * Plain bar and line charts for the balance report, drawn with the bundled fonts so every machine
 * draws the same picture. Sizes follow render/canvas-kit: text stays readable when the image is
 * shown shrunk in a Markdown viewer.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { palette, surface, text } from '../../render/canvas-kit';

export const SERIES_COLORS = ['#2f6db5', '#c0392b', '#2f8f4e', '#8e44ad', '#d68910', '#16a3a3', '#7f8c8d'] as const;

export interface Series {
  name: string;
  values: readonly (number | null)[];
  color?: string;
  dashed?: boolean;
  /** The series the chart is about, drawn heavier than the breakdowns around it. */
  heavy?: boolean;
}

export interface RefLine {
  value: number;
  label: string;
}

export interface ChartSpec {
  title: string;
  subtitle?: string;
  xLabel: string;
  yLabel: string;
  categories: readonly string[];
  series: readonly Series[];
  /** Values are shares 0-1, shown as percentages. */
  percent?: boolean;
  yMax?: number;
  refLines?: readonly RefLine[];
  width?: number;
  height?: number;
}

const W = 1400;
const H = 820;
const M = { left: 130, right: 50, top: 200, bottom: 130 };

function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

interface Frame {
  ctx: SKRSContext2D;
  x0: number;
  y0: number;
  w: number;
  h: number;
  yMax: number;
  y(v: number): number;
  label(v: number): string;
}

function colorOf(s: Series, i: number): string {
  return s.color ?? SERIES_COLORS[i % SERIES_COLORS.length]!;
}

/** Title, legend, y axis with grid, axis titles: everything but the marks. */
function frame(spec: ChartSpec, width: number, height: number, dataMax: number) {
  const sf = surface(width, height, '#ffffff');
  const { ctx } = sf;
  text(ctx, spec.title, M.left - 90, 24, { size: 36, bold: true });
  if (spec.subtitle) text(ctx, spec.subtitle, M.left - 90, 70, { size: 24, color: palette.muted, maxWidth: width - M.left });
  // Reference lines are named in the legend: a label on the plot would sit on the bars' own labels.
  const refs = (spec.refLines ?? []).map((r) => ({ name: r.label, values: [], color: palette.ink, dashed: true }));
  legend(ctx, [...spec.series, ...refs], M.left, 116, width - M.left - M.right);
  const top = Math.max(dataMax, ...(spec.refLines ?? []).map((r) => r.value));
  // An all-zero chart still needs a scale; a share never needs one past 100%.
  const floor = spec.percent ? 0.1 : 1;
  let want = spec.yMax ?? Math.max(top * 1.08, floor);
  if (spec.percent && spec.yMax === undefined && top <= 1) want = Math.min(want, 1);
  const step = niceStep(want, 5);
  const yMax = spec.yMax ?? Math.ceil(want / step - 1e-9) * step;
  const f: Frame = {
    ctx, x0: M.left, y0: height - M.bottom, w: width - M.left - M.right, h: height - M.top - M.bottom, yMax,
    y: (v) => height - M.bottom - (v / yMax) * (height - M.top - M.bottom),
    label: (v) => (spec.percent ? `${Math.round(v * 100)}%` : Number.isInteger(v) ? String(v) : v.toFixed(1)),
  };
  ctx.lineWidth = 1;
  for (let v = 0; v <= yMax + step / 1000; v += step) {
    ctx.strokeStyle = v === 0 ? palette.ink : '#dddddd';
    ctx.lineWidth = v === 0 ? 2 : 1;
    ctx.beginPath();
    ctx.moveTo(f.x0, f.y(v));
    ctx.lineTo(f.x0 + f.w, f.y(v));
    ctx.stroke();
    text(ctx, f.label(v), f.x0 - 14, f.y(v) - 13, { size: 22, align: 'right', color: palette.muted });
  }
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(f.x0, f.y0);
  ctx.lineTo(f.x0, f.y(yMax));
  ctx.stroke();
  text(ctx, spec.xLabel, f.x0 + f.w / 2, height - 52, { size: 26, align: 'center', bold: true });
  ctx.save();
  ctx.translate(30, f.y0 - f.h / 2);
  ctx.rotate(-Math.PI / 2);
  text(ctx, spec.yLabel, 0, 0, { size: 26, align: 'center', bold: true });
  ctx.restore();
  return { sf, f };
}

function refLines(f: Frame, lines: readonly RefLine[] = []): void {
  const { ctx } = f;
  for (const r of lines) {
    ctx.save();
    ctx.strokeStyle = palette.ink;
    ctx.lineWidth = 2;
    ctx.setLineDash([12, 8]);
    ctx.beginPath();
    ctx.moveTo(f.x0, f.y(r.value));
    ctx.lineTo(f.x0 + f.w, f.y(r.value));
    ctx.stroke();
    ctx.restore();
  }
}

function legend(ctx: SKRSContext2D, series: readonly Series[], x0: number, y: number, maxWidth: number): void {
  let x = x0;
  let row = y;
  series.forEach((s, i) => {
    ctx.font = '24px "Hothouse Sans"';
    const w = 44 + ctx.measureText(s.name).width + 34;
    if (x + w > x0 + maxWidth && x > x0) {
      x = x0;
      row += 34;
    }
    ctx.strokeStyle = colorOf(s, i);
    ctx.fillStyle = colorOf(s, i);
    if (s.dashed) {
      ctx.save();
      ctx.lineWidth = 4;
      ctx.setLineDash([10, 6]);
      ctx.beginPath();
      ctx.moveTo(x, row + 14);
      ctx.lineTo(x + 32, row + 14);
      ctx.stroke();
      ctx.restore();
    } else ctx.fillRect(x, row + 2, 32, 24);
    text(ctx, s.name, x + 42, row, { size: 24 });
    x += w;
  });
}

function categoryLabels(f: Frame, cats: readonly string[], slot: number): void {
  cats.forEach((c, i) => text(f.ctx, c, f.x0 + slot * (i + 0.5), f.y0 + 12, { size: 22, align: 'center', maxWidth: slot - 4 }));
}

const maxOf = (series: readonly Series[]) => Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));

/** Lines over ordered categories (difficulty levels, say); a null value leaves a gap. */
export async function lineChart(spec: ChartSpec): Promise<Buffer> {
  const { sf, f } = frame(spec, spec.width ?? W, spec.height ?? H, maxOf(spec.series));
  const slot = f.w / spec.categories.length;
  categoryLabels(f, spec.categories, slot);
  refLines(f, spec.refLines);
  const { ctx } = f;
  spec.series.forEach((s, si) => {
    ctx.save();
    ctx.strokeStyle = colorOf(s, si);
    ctx.fillStyle = colorOf(s, si);
    ctx.lineWidth = s.heavy ? 8 : 4;
    if (s.dashed) ctx.setLineDash([14, 8]);
    ctx.beginPath();
    let open = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        open = false;
        return;
      }
      const x = f.x0 + slot * (i + 0.5);
      if (open) ctx.lineTo(x, f.y(v));
      else ctx.moveTo(x, f.y(v));
      open = true;
    });
    ctx.stroke();
    ctx.setLineDash([]);
    s.values.forEach((v, i) => {
      if (v === null) return;
      ctx.beginPath();
      ctx.arc(f.x0 + slot * (i + 0.5), f.y(v), 7, 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.restore();
  });
  return sf.png();
}

/** Grouped bars (one per series in each category), or stacked ones; each bar carries its value. */
export async function barChart(spec: ChartSpec & { stacked?: boolean }): Promise<Buffer> {
  const totals = spec.categories.map((_, i) => spec.series.reduce((a, s) => a + (s.values[i] ?? 0), 0));
  const { sf, f } = frame(spec, spec.width ?? W, spec.height ?? H, spec.stacked ? Math.max(0, ...totals) : maxOf(spec.series));
  const slot = f.w / spec.categories.length;
  categoryLabels(f, spec.categories, slot);
  const { ctx } = f;
  const inner = slot * 0.8;
  const barW = spec.stacked ? inner * 0.7 : inner / spec.series.length;
  spec.categories.forEach((_, ci) => {
    let base = 0;
    spec.series.forEach((s, si) => {
      const v = s.values[ci];
      if (v === null || v === undefined) return;
      const x = spec.stacked ? f.x0 + slot * ci + (slot - barW) / 2 : f.x0 + slot * ci + slot * 0.1 + barW * si;
      const yTop = f.y(base + v);
      const h = f.y(base) - yTop;
      ctx.fillStyle = colorOf(s, si);
      ctx.fillRect(x + 1, yTop, barW - 2, h);
      const label = f.label(v);
      if (spec.stacked) {
        if (h >= 28) text(ctx, label, x + barW / 2, yTop + h / 2 - 12, { size: 20, align: 'center', color: '#ffffff', bold: true });
        base += v;
      } else if (barW >= 34) {
        text(ctx, label, x + barW / 2, yTop - 26, { size: barW >= 60 ? 20 : 16, align: 'center', maxWidth: barW + 8 });
      }
    });
  });
  refLines(f, spec.refLines);
  return sf.png();
}

/** Horizontal bars with a reference value (fair share = 1), for long lists of names such as Islands. */
export async function hbarChart(spec: {
  title: string;
  subtitle?: string;
  xLabel: string;
  rows: readonly { label: string; value: number; note?: string }[];
  ref: RefLine;
  /** Heading of the column of notes at the right. */
  noteHead?: string;
  width?: number;
}): Promise<Buffer> {
  const width = spec.width ?? W;
  const rowH = 34;
  const top = 150;
  const left = 330;
  const right = 170;
  const height = top + spec.rows.length * rowH + 110;
  const sf = surface(width, height, '#ffffff');
  const { ctx } = sf;
  text(ctx, spec.title, 40, 24, { size: 36, bold: true });
  if (spec.subtitle) text(ctx, spec.subtitle, 40, 70, { size: 24, color: palette.muted, maxWidth: width - 80 });
  const plotW = width - left - right;
  const want = Math.max(spec.ref.value, ...spec.rows.map((r) => r.value)) * 1.05;
  const step = niceStep(want, 6);
  const xMax = Math.ceil(want / step) * step;
  const x = (v: number) => left + (v / xMax) * plotW;
  const y0 = top + spec.rows.length * rowH;
  for (let v = 0; v <= xMax + step / 1000; v += step) {
    ctx.strokeStyle = v === 0 ? palette.ink : '#dddddd';
    ctx.lineWidth = v === 0 ? 2 : 1;
    ctx.beginPath();
    ctx.moveTo(x(v), top - 6);
    ctx.lineTo(x(v), y0);
    ctx.stroke();
    text(ctx, Number.isInteger(v) ? String(v) : v.toFixed(1), x(v), y0 + 8, { size: 22, align: 'center', color: palette.muted });
  }
  text(ctx, spec.xLabel, left + plotW / 2, y0 + 50, { size: 26, align: 'center', bold: true });
  spec.rows.forEach((r, i) => {
    const y = top + i * rowH;
    text(ctx, r.label, left - 12, y + 4, { size: 22, align: 'right', maxWidth: left - 20 });
    ctx.fillStyle = r.value >= spec.ref.value ? SERIES_COLORS[0] : SERIES_COLORS[6];
    ctx.fillRect(x(0), y + 4, x(r.value) - x(0), rowH - 8);
    if (r.note) text(ctx, r.note, left + plotW + 16, y + 6, { size: 20, color: palette.muted });
  });
  ctx.save();
  ctx.strokeStyle = SERIES_COLORS[1];
  ctx.lineWidth = 3;
  ctx.setLineDash([12, 8]);
  ctx.beginPath();
  ctx.moveTo(x(spec.ref.value), top - 10);
  ctx.lineTo(x(spec.ref.value), y0);
  ctx.stroke();
  ctx.restore();
  text(ctx, spec.ref.label, x(spec.ref.value) + 8, top - 40, { size: 22, bold: true, color: SERIES_COLORS[1] });
  if (spec.noteHead) text(ctx, spec.noteHead, left + plotW + 16, top - 36, { size: 20, bold: true, color: palette.muted });
  return sf.png();
}
