import type { SKRSContext2D } from '@napi-rs/canvas';
import { tiltShort } from '../../src/games/tipping-point/seesaw-text';
import { fittedText, palette, panel, roundRect, text, textWidth } from '../canvas-kit';
import { seesawSlot } from '../../src/games/tipping-point/rules/seesaw';
import type { TpView } from '../../src/games/tipping-point/view';
import { MARGIN, POLLUTION, WIDTH } from './style';
import { say } from '../../src/words/say';
import { pic, type SaidView } from './words';

const SEESAW_H = 270;
/** Once the game is over the chart above tells the story: the Seesaw keeps its numbers only. */
const SEESAW_NUMBERS_H = 106;
export const seesawHeight = (v: TpView): number => (v.over ? SEESAW_NUMBERS_H : SEESAW_H);
/** The beam's lever arm per slot: ten arms and its ends fit the panel. */
const ARM = Math.floor((WIDTH - 2 * MARGIN - 120) / 10);
const ROW = 21;
const TOKEN_R = 9;
const MAX_TILT = 0.06;

/**
 * The Seesaw: its three numbers in large type on a line of their own, so a phone can read them, and below them
 * the beam with each side's 5 rows × 5 slots by lever arm, tilting with the torque lead (TP-G01). The beam has a
 * band of its own: at full tilt it never reaches the numbers, and no label sits where it swings.
 */
export function drawSeesaw(ctx: SKRSContext2D, v: SaidView, top: number): number {
  const s = v.seesaw;
  const w = WIDTH - 2 * MARGIN;
  const h = seesawHeight(v);
  roundRect(ctx, MARGIN, top, w, h, 16, '#ffffff', palette.line, 2);
  panel(ctx, 'Seesaw', MARGIN, top, w, h);
  const lead = s.polTorque - s.presTorque;
  const danger = s.tipped || lead >= s.tip * 0.66;
  const left = pic(v.language, 'seesaw.preservation', { n: s.preservation });
  const right = pic(v.language, 'seesaw.pollution', { n: s.pollution });
  text(ctx, left, MARGIN + 20, top + 14, { size: 34, bold: true, color: palette.accent, decision: true });
  text(ctx, right, WIDTH - MARGIN - 20, top + 14, { size: 34, bold: true, color: POLLUTION, align: 'right', decision: true });
  // The tilt sits centred between the two names when they leave it room, else on the line under them.
  ctx.font = 'bold 34px "Hothouse Sans"';
  const side = Math.max(textWidth(ctx, left), textWidth(ctx, right)) + 20 + 24;
  ctx.font = 'bold 28px "Hothouse Sans"';
  const tilt = say(v.language, tiltShort(s));
  const beside = textWidth(ctx, tilt) <= w - 2 * side;
  fittedText(ctx, tilt, WIDTH / 2, beside ? top + 20 : top + 56, beside ? w - 2 * side : w - 40, { size: 28, bold: true, color: danger ? palette.warn : palette.ink, align: 'center', decision: true });
  if (v.over) return h;
  const cx = WIDTH / 2;
  const cy = top + SEESAW_H - 40;
  const angle = Math.max(-MAX_TILT, Math.min(MAX_TILT, (lead / s.tip) * MAX_TILT));
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  ctx.fillStyle = '#8a7f68';
  ctx.fillRect(-ARM * 5 - 40, -5, ARM * 10 + 80, 10);
  for (const side of ['preservation', 'pollution'] as const) {
    const n = side === 'preservation' ? s.preservation : s.pollution;
    const sign = side === 'preservation' ? -1 : 1;
    for (let k = 0; k < s.capacity; k++) {
      const slot = seesawSlot(k, side);
      ctx.beginPath();
      ctx.arc(sign * slot.arm * ARM, -5 - TOKEN_R - 3 - slot.row * ROW, TOKEN_R, 0, Math.PI * 2);
      ctx.fillStyle = k < n ? (side === 'preservation' ? palette.accent : POLLUTION) : '#e6e1d4';
      ctx.fill();
    }
  }
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(cx, cy + 5);
  ctx.lineTo(cx - 24, cy + 34);
  ctx.lineTo(cx + 24, cy + 34);
  ctx.closePath();
  ctx.fillStyle = '#6b6250';
  ctx.fill();
  return h;
}
