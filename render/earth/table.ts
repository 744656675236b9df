import type { SKRSContext2D } from '@napi-rs/canvas';
import { palette, paragraph, roundRect, surface, text } from '../canvas-kit';
import type { Picture } from '../picture';
import type { EarthView, PlayerView, SlotView } from '../../src/games/earth/view';
import { BODY, COLOR_FILL, COLOR_TINT, PAD, W, fit, measureParagraph, seatColor, seatName, type Names } from './common';
import { canopyIcon, canopyVpColor, drawLegend, leafIcon, legendHeight, sproutIcon, trunkIcon } from './legend';

/** Seat names for this picture (set at the start of each synchronous draw). */
let nm: (p: string) => string = seatName;

/**
 * The table: the shared board (Fauna with Leaves and tiers, Ecosystems, the action just chosen,
 * Gaia or the Team boards), then every player's 4x4 tableau with Sprouts, Trunks and Canopies, and
 * at the end the score breakdown. One column, 1400 px wide, as tall as it needs to be.
 */

const COLS = 4;
const CELL_W = (W - 2 * PAD - 3 * 12) / COLS;
const CELL_H = 104;
const ACTION_COLOR: Record<string, string> = { plant: 'green', compost: 'red', water: 'blue', grow: 'yellow', fauna: 'multi' };
const HABITAT_LETTER: Record<string, string> = { sunny: 'S', wet: 'W', rocky: 'R', cold: 'C' };
const ACTION_NAME: Record<string, string> = { plant: 'Plant', compost: 'Compost', water: 'Water', grow: 'Grow', fauna: 'Fauna' };

function header(v: EarthView): string {
  if (v.phase === 'setup') return 'Earth · setup: choosing Islands and Climates';
  if (v.over) return 'Earth · game over';
  const who = v.active === 'gaia' ? "Gaia's turn" : v.active ? `${nm(v.active)}'s turn` : '';
  return `Earth · round ${v.round}${v.maxRounds ? ` of ${v.maxRounds}` : ''} · ${who}`;
}

function faunaHeight(ctx: SKRSContext2D, v: EarthView, w: number): number {
  return Math.max(...v.fauna.map((f) => measureParagraph(ctx, f.text, w - 28, BODY))) + 44 + 64 + 24;
}

function drawFauna(ctx: SKRSContext2D, v: EarthView, y: number): number {
  const w = CELL_W;
  const h = faunaHeight(ctx, v, w);
  v.fauna.forEach((f, i) => {
    const x = PAD + i * (w + 12);
    roundRect(ctx, x, y, w, h, 14, '#ffffff', palette.line, 3);
    text(ctx, fit(ctx, f.name, w - 28, 28, true), x + 14, y + 12, { size: 28, bold: true });
    paragraph(ctx, f.text, x + 14, y + 48, w - 28, { size: BODY });
    const ty = y + h - 62;
    f.tiers.forEach((vp, t) => {
      const who = f.claims[t];
      leafIcon(ctx, x + 14 + t * 60 + 26, ty + 26, 26, vp, who ? seatColor(who) : null);
    });
  });
  return h;
}

function drawEcosystems(ctx: SKRSContext2D, v: EarthView, y: number): number {
  if (v.ecosystems.length === 0) return 0;
  const w = CELL_W;
  const h = Math.max(...v.ecosystems.map((e) => measureParagraph(ctx, e.rules, w - 28, BODY))) + 60;
  v.ecosystems.forEach((e, i) => {
    const x = PAD + i * (w + 12);
    roundRect(ctx, x, y, w, h, 14, '#eef4ea', '#9bb592', 3);
    text(ctx, fit(ctx, e.title, w - 28, 28, true), x + 14, y + 10, { size: 28, bold: true });
    paragraph(ctx, e.rules, x + 14, y + 46, w - 28, { size: BODY });
  });
  return h;
}

function statusLine(v: EarthView): string {
  const parts = [`Deck ${v.deck}`];
  if (v.lastAction && !v.over) {
    const who = v.lastAction.who === 'gaia' ? 'Gaia' : nm(v.lastAction.who);
    parts.push(`${who}: ${ACTION_NAME[v.lastAction.action] ?? v.lastAction.action}`);
  }
  parts.push(`7 VP bonus: ${v.completion ? nm(v.completion) : 'open'}`);
  if (v.endTriggered && !v.over) parts.push('last round');
  return parts.join(' · ');
}

/** Rows drawn in full: those holding cards and the next space; later empty rows shrink to one line. */
const rowsShown = (p: PlayerView) => Math.min(4, Math.floor(p.tableau.length / 4) + 1);

function playerHeight(p: PlayerView): number {
  const rows = rowsShown(p);
  return 64 + 3 * 38 + (p.events.length ? 38 : 0) + rows * (CELL_H + 10) + (rows < 4 ? 44 : 0) + 14;
}

function drawSlot(ctx: SKRSContext2D, c: SlotView | undefined, x: number, y: number, next: boolean): void {
  if (!c) {
    roundRect(ctx, x, y, CELL_W, CELL_H, 10, next ? '#fbfaf4' : null, next ? palette.accent : '#dcd7c8', next ? 3 : 2);
    if (next) text(ctx, 'next', x + CELL_W / 2, y + CELL_H / 2 - 14, { size: BODY, color: palette.accent, align: 'center' });
    return;
  }
  roundRect(ctx, x, y, CELL_W, CELL_H, 10, COLOR_TINT[c.color] ?? '#fff', COLOR_FILL[c.color] ?? palette.line, 3);
  roundRect(ctx, x, y, 12, CELL_H, 6, COLOR_FILL[c.color] ?? palette.line);
  text(ctx, fit(ctx, c.title, CELL_W - 30, BODY, true), x + 20, y + 10, { size: BODY, bold: true });
  const y2 = y + 52;
  const tag = c.habitats.map((h) => HABITAT_LETTER[h] ?? '?').join(' ');
  text(ctx, tag, x + CELL_W - 12, y2 + 2, { size: BODY, bold: true, align: 'right', color: palette.muted });
  if (c.kind === 'terrain') {
    text(ctx, c.color === 'scoring' ? 'Terrain · end bonus' : 'Terrain', x + 20, y2, { size: BODY, color: palette.muted });
    return;
  }
  // Sprouts: green dots up to the limit; Growth: brown bars (Trunks), a green cap (Canopy); see the legend.
  let xx = x + 20;
  for (let i = 0; i < c.sproutLimit; i++) {
    sproutIcon(ctx, xx, y2, i < c.sprouts);
    xx += 28;
  }
  if (c.growthLimit > 0) {
    xx += 10;
    const trunkSlots = c.growthLimit - (c.canopyVp === null ? 0 : 1);
    for (let i = 0; i < trunkSlots; i++) {
      trunkIcon(ctx, xx, y2, i < c.trunks);
      xx += 22;
    }
    if (c.canopyVp !== null) {
      canopyIcon(ctx, xx, y2, c.canopy);
      xx += 46;
      text(ctx, `${c.canopyVp}`, xx, y2 + 2, { size: BODY, bold: true, color: canopyVpColor });
    }
  }
}

/** "Island Thornwick (1 VP, yellow) · Climate hidden": a hidden pick is named once. */
export function islandClimateLine(p: Pick<PlayerView, 'island' | 'climate'>): string {
  const one = (what: string, c: PlayerView['island']) => (c ? `${what} ${c.title} (${c.vp} VP, ${c.color})` : `${what} hidden`);
  return `${one('Island', p.island)} · ${one('Climate', p.climate)}`;
}

/** "Team boards: team A 2 Soil, 1 card · team B 0 Soil, 3 cards". */
export function teamBoardsLine(v: Pick<EarthView, 'teamBoards'>): string {
  return `Team boards: ${v.teamBoards.map((b) => `team ${b.team} ${b.soil} Soil, ${b.cards} ${b.cards === 1 ? 'card' : 'cards'}`).join(' · ')}`;
}

function drawPlayer(ctx: SKRSContext2D, v: EarthView, p: PlayerView, y: number): number {
  const h = playerHeight(p);
  const col = seatColor(p.id);
  const isActive = v.active === p.id;
  roundRect(ctx, PAD / 2, y, W - PAD, h - 10, 16, isActive ? '#fffdf3' : '#fbfaf6', col, isActive ? 6 : 3);
  let yy = y + 14;
  const team = p.team ? ` · team ${p.team}` : '';
  text(ctx, `${nm(p.id)}${team}${isActive ? ' · active' : ''}${p.owes ? ' · to answer' : ''}`, PAD + 6, yy, { size: 34, bold: true, color: col });
  text(ctx, `${p.score.total} VP so far`, W - PAD - 6, yy + 2, { size: 30, bold: true, align: 'right' });
  yy += 50;
  text(ctx, fit(ctx, islandClimateLine(p), W - 2 * PAD, 28), PAD + 6, yy, { size: 28 });
  yy += 38;
  text(ctx, `Soil ${p.soil} · Hand ${p.hand} · Compost ${p.compost} · Sprouts ${p.score.sprouts} · Leaves ${p.leaves} · Cards ${p.tableau.length}/16`, PAD + 6, yy, { size: 28 });
  yy += 38;
  text(ctx, fit(ctx, `Ecosystem: ${p.ecosystem ? `${p.ecosystem.title}: ${p.ecosystem.rules}` : 'none'}`, W - 2 * PAD, 28), PAD + 6, yy, { size: 28, color: palette.muted });
  yy += 38;
  if (p.events.length) {
    const ev = p.events.map((e) => `${e.title} (${(e.vp ?? 0) >= 0 ? '+' : ''}${e.vp})`).join(', ');
    text(ctx, fit(ctx, `Event space: ${ev}`, W - 2 * PAD, 28), PAD + 6, yy, { size: 28 });
    yy += 38;
  }
  const rows = rowsShown(p);
  for (let i = 0; i < rows * COLS; i++) {
    const x = PAD + (i % COLS) * (CELL_W + 12);
    const cy = yy + Math.floor(i / COLS) * (CELL_H + 10);
    drawSlot(ctx, p.tableau[i], x, cy, i === p.tableau.length);
  }
  if (rows < 4) text(ctx, rows === 3 ? 'Row 4 of the 4x4: empty' : `Rows ${rows + 1}-4 of the 4x4: empty`, PAD + 6, yy + rows * (CELL_H + 10), { size: BODY, color: palette.muted });
  return h;
}

function scoreTableHeight(v: EarthView): number {
  return 60 + (v.scoreLines.length + 2) * 40 + 110;
}

const teamTotal = (v: EarthView, t: string) => v.players.filter((p) => p.team === t).reduce((a, p) => a + p.score.total, 0);

function drawScores(ctx: SKRSContext2D, v: EarthView, y: number): number {
  const h = scoreTableHeight(v);
  roundRect(ctx, PAD / 2, y, W - PAD, h - 10, 16, '#ffffff', palette.gold, 4);
  const cols = [...v.players.map((p) => ({ id: p.id, score: p.score })), ...(v.gaia ? [{ id: 'gaia', score: v.gaia.score }] : [])];
  const labelW = 360;
  const colW = Math.min(200, (W - 2 * PAD - labelW) / cols.length);
  let yy = y + 14;
  text(ctx, 'Final score', PAD + 6, yy, { size: 34, bold: true });
  cols.forEach((c, i) => text(ctx, fit(ctx, nm(c.id), colW - 8, 28, true), PAD + labelW + i * colW + colW / 2, yy + 4, { size: 28, bold: true, align: 'center', color: seatColor(c.id) }));
  yy += 50;
  for (const { key, name } of v.scoreLines) {
    text(ctx, v.gaia && key === 'base' ? `${name} / Gaia's pile` : name, PAD + 6, yy, { size: BODY });
    cols.forEach((c, i) => text(ctx, String(c.score[key]), PAD + labelW + i * colW + colW / 2, yy, { size: BODY, align: 'center' }));
    yy += 40;
  }
  ctx.fillStyle = palette.line;
  ctx.fillRect(PAD, yy - 4, W - 2 * PAD, 2);
  text(ctx, 'Total', PAD + 6, yy + 4, { size: 30, bold: true });
  cols.forEach((c, i) => text(ctx, String(c.score.total), PAD + labelW + i * colW + colW / 2, yy + 4, { size: 30, bold: true, align: 'center' }));
  yy += 54;
  const summary = (v.summary ?? '').replace(/\{(p\d)\}/g, (_, p: string) => nm(p));
  const teams = v.variant === 'team' ? ` Team A ${teamTotal(v, 'A')}, team B ${teamTotal(v, 'B')}.` : '';
  text(ctx, fit(ctx, `${summary}${teams}`, W - 2 * PAD, 30, true), PAD + 6, yy, { size: 30, bold: true, color: palette.accent });
  if (v.endReason) text(ctx, fit(ctx, `The game ended because ${v.endReason}.`, W - 2 * PAD, BODY), PAD + 6, yy + 40, { size: BODY, color: palette.muted });
  return h;
}

function gaiaLine(v: EarthView): string | null {
  const g = v.gaia;
  if (!g) return null;
  return `Gaia (level ${g.level}, k=${g.k}): pile ${g.scoringPile} · Compost ${g.compost} · Sprouts ${g.sprouts} · Growth ${g.growth} · ${g.score.total} VP · turn ${g.turns}/${g.totalTurns}`;
}

const gaiaLast = (v: EarthView) => (v.gaia?.last ? `Gaia's last card, ${v.gaia.last.title}: ${v.gaia.last.rules}` : "Gaia's deck is face down.");

export async function renderEarthTable(v: EarthView, names?: Names): Promise<Picture> {
  nm = (p) => (p === 'gaia' ? 'Gaia' : (names?.[p] ?? seatName(p)));
  const probe = surface(10, 10).ctx;
  const faunaH = faunaHeight(probe, v, CELL_W);
  const ecoH = v.ecosystems.length ? Math.max(...v.ecosystems.map((e) => measureParagraph(probe, e.rules, CELL_W - 28, BODY))) + 60 : 0;
  const extraLines = (v.gaia ? 1 : 0) + (v.teamBoards.length ? 1 : 0);
  const gaiaH = v.gaia ? measureParagraph(probe, gaiaLast(v), W - 2 * PAD, BODY) + 8 : 0;
  const legendH = legendHeight(probe, 'table', W - 2 * PAD);
  const top = 70 + 44 + legendH + 44 + faunaH + 20 + (ecoH ? ecoH + 20 + 44 : 0) + extraLines * 40 + gaiaH + 10;
  const scoresH = v.over ? scoreTableHeight(v) : 0;
  const height = top + scoresH + v.players.reduce((a, p) => a + playerHeight(p), 0) + PAD;
  const s = surface(W, height);
  const { ctx } = s;
  let y = PAD;
  text(ctx, header(v), PAD, y, { size: 44, bold: true });
  if (v.action && !v.over) {
    const col = ACTION_COLOR[v.action] ?? 'none';
    const label = ACTION_NAME[v.action] ?? v.action;
    roundRect(ctx, W - PAD - 220, y - 4, 220, 56, 12, COLOR_FILL[col] ?? palette.ink);
    text(ctx, label, W - PAD - 110, y + 6, { size: 36, bold: true, align: 'center', color: '#ffffff' });
  }
  y += 70;
  text(ctx, statusLine(v), PAD, y, { size: 30 });
  y += 44;
  y += drawLegend(ctx, 'table', PAD, y, W - 2 * PAD);
  text(ctx, 'Fauna board (Leaves by claim order)', PAD, y, { size: 30, bold: true, color: palette.muted });
  y += 44;
  y += drawFauna(ctx, v, y) + 20;
  if (ecoH) {
    text(ctx, 'Shared Ecosystems (scored by everyone at the end)', PAD, y, { size: 30, bold: true, color: palette.muted });
    y += 44;
    y += drawEcosystems(ctx, v, y) + 20;
  }
  const gl = gaiaLine(v);
  if (gl && v.gaia) {
    text(ctx, fit(ctx, gl, W - 2 * PAD, 30), PAD, y, { size: 30, bold: true, color: seatColor('gaia') });
    y += 40;
    y += paragraph(ctx, gaiaLast(v), PAD, y, W - 2 * PAD, { size: BODY }) + 8;
  }
  if (v.teamBoards.length) {
    text(ctx, teamBoardsLine(v), PAD, y, { size: 30 });
    y += 40;
  }
  y += 10;
  if (v.over) y += drawScores(ctx, v, y);
  for (const p of v.players) y += drawPlayer(ctx, v, p, y);
  const alt = `Earth, ${header(v).replace('Earth · ', '')}. ${v.players.map((p) => `${nm(p.id)}: ${p.tableau.length}/16 cards, ${p.score.total} VP`).join('; ')}.`;
  return { png: await s.png(), name: 'earth-table.png', alt };
}
