import type { SKRSContext2D } from '@napi-rs/canvas';
import { fittedText, palette, panel, roundRect, text } from '../canvas-kit';
import { BANDS, DEFENCE, MARGIN, WIDTH, type Named, bandName, pw } from './style';

const DIAL_H = 158;
const LO = 440, HI = 615;

/**
 * The Dial as a strip across the picture: the ppm and its band large (the main track, read on a phone), the bar
 * with its bands, the needle and the projection, and the tipping thresholds in words under it.
 */
export function drawDial(ctx: SKRSContext2D, v: Named, top: number): number {
  panel(ctx, 'dial', 0, top, WIDTH, DIAL_H);
  const danger = v.band === 'danger';
  text(ctx, pw(v, 'dial.head', { dial: v.dial, band: bandName(v.band, v.language) }), MARGIN, top + 6, { size: 40, bold: true, color: danger ? '#2e7d43' : '#9e1b1b', decision: true });
  const detail = pw(v, 'dial.detail', { projection: v.projection, heat: `${v.netHeat >= 0 ? '+' : ''}${v.netHeat}`, research: v.cooling > 0 ? `−${v.cooling}` : '0' });
  // Under the ppm, on a line of its own: beside it the two do not fit the picture's width at a phone's size.
  text(ctx, detail, MARGIN, top + 54, { size: 25, color: DEFENCE, decision: true });
  const barX = MARGIN, barW = WIDTH - 2 * MARGIN, barY = top + 94, barH = 26;
  const xOf = (ppm: number) => barX + ((Math.max(LO, Math.min(HI, ppm)) - LO) / (HI - LO)) * barW;
  for (const [a, b, col] of BANDS) roundRect(ctx, xOf(a), barY, xOf(b) - xOf(a), barH, 0, col);
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 2;
  ctx.strokeRect(barX, barY, barW, barH);
  for (const t of v.tipping) {
    if (t.threshold === null) continue;
    ctx.beginPath();
    ctx.moveTo(xOf(t.threshold), barY);
    ctx.lineTo(xOf(t.threshold), barY + barH);
    ctx.lineWidth = t.crossed ? 4 : 2;
    ctx.strokeStyle = t.crossed ? '#4a0d0d' : '#ffffff';
    ctx.stroke();
  }
  // Projection: a hollow triangle above the bar; the Dial: a solid needle through it.
  const px = xOf(v.projection);
  ctx.beginPath(); ctx.moveTo(px, barY - 2); ctx.lineTo(px - 10, barY - 16); ctx.lineTo(px + 10, barY - 16); ctx.closePath();
  ctx.strokeStyle = DEFENCE; ctx.lineWidth = 3; ctx.stroke();
  ctx.fillStyle = palette.ink;
  ctx.fillRect(xOf(v.dial) - 4, barY - 8, 8, barH + 16);
  // The filled dot says "crossed" by itself: the word goes first when the line is too long for it.
  const tipsOf = (crossed: string) => v.tipping.filter((t) => t.threshold !== null).map((t) => pw(v, t.crossed ? crossed : 'dial.open', { threshold: t.threshold!, penalty: t.penalty })).join(' · ');
  const [tips, short] = [tipsOf('dial.crossed'), tipsOf('dial.crossedShort')];
  fittedText(ctx, [pw(v, 'dial.tips', { tips }), pw(v, 'dial.tipsShort', { tips }), pw(v, 'dial.tipsShort', { tips: short })], MARGIN, barY + barH + 6, WIDTH - 2 * MARGIN, { size: 25, decision: true });
  return top + DIAL_H;
}
