/**
 * Vested Interests pictures, drawn from views only. The table image is the board (districts, triangular cells,
 * hotspot zones, assets with owners and markers) with the Dial beside it, and a panel below with the live
 * Initiative, the Contract row and every player's public holdings; at the end the panel becomes the results:
 * final band, revealed Agendas and Vices, the score breakdown and the ppm history chart.
 * Text is at least 26 px on a 1600 px canvas so it survives Discord's ~400 px phone preview.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { palette, paragraph, roundRect, surface, text } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import type { VIAssetView, VIView } from '../../src/games/vested-interests/view';
import { board, triCentre, triCorners } from '../../src/games/vested-interests/board';

function crop(from: SKRSContext2D['canvas'], w: number, h: number): { png(): Promise<Buffer> } {
  const out = createCanvas(w, h);
  out.getContext('2d').drawImage(from, 0, 0);
  return { png: () => out.encode('png') };
}

const W = 1200;
const BOARD_W = 800;
const HEADER = 72;
const SCALE = 49;

const DISTRICT_FILL: Record<string, string> = { Delta: '#9fd3c7', Reach: '#ecd9a0', Verge: '#9cc98f', Rim: '#c3b8d6' };
const BAY_FILL = '#8ec1e8';
const ZONE_FILL: Record<string, string> = { Delta: '#e59a7a', Reach: '#e8a36b', Verge: '#d89a62', Rim: '#d49aa6' };
const CODE: Record<string, string> = {
  'fossil-plant': 'Fo', monoculture: 'Mo', logging: 'Lo', motorway: 'Mw', solar: 'So', wind: 'Wi', forest: 'Fr',
  wetland: 'We', geothermal: 'Ge', housing: 'Ho', 'transport-hub': 'Tr', institution: 'In', 'cultural-centre': 'Cu',
};
const LEGEND: [string, string][] = [
  ['Fo', 'Fossil plant'], ['Mo', 'Monoculture'], ['Lo', 'Logging'], ['Mw', 'Motorway'], ['So', 'Solar'], ['Wi', 'Wind'],
  ['Fr', 'Forest'], ['We', 'Wetland'], ['Ge', 'Geothermal'], ['Ho', 'Housing'], ['Tr', 'Transport hub'], ['In', 'Institution'], ['Cu', 'Cultural centre'],
];

const seatColour = (v: VIView, p: string | null) => {
  const i = p === null ? -1 : v.players.findIndex((x) => x.id === p);
  return i < 0 ? '#5f5f5f' : palette.seats[i % palette.seats.length]!;
};
/** Player names ride along with the view, so every drawing function can name seats. */
type Named = VIView & { names?: SeatNames };
/** A player by name; a picture drawn without the table's names (a test, a bench) names them by their House, never "Seat 2". */
const seatName = (v: Named, p: string) => v.names?.[p] ?? v.players.find((x) => x.id === p)?.houseName ?? 'a player';
/** Engine texts name seats as {p0}; the picture puts the player's name there. */
const seats = (v: VIView, t: string) => t.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(v, p));

interface Frame { ox: number; oy: number; s: number }
function frame(): Frame {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const c of board.cells) {
    for (const k of triCorners(c.at)) { minX = Math.min(minX, k.x); maxX = Math.max(maxX, k.x); minY = Math.min(minY, k.y); maxY = Math.max(maxY, k.y); }
  }
  const s = SCALE;
  const ox = (BOARD_W - (maxX - minX) * s) / 2 - minX * s;
  const oy = HEADER + 56 + maxY * s;
  return { ox, oy, s };
}
const px = (f: Frame, p: { x: number; y: number }) => ({ x: f.ox + p.x * f.s, y: f.oy - p.y * f.s });

export interface CellLabel { cell: string; text: string; x: number; y: number }
/**
 * Every cell's name as the board picture draws it, at the cell's centre (on an asset's token, under its code):
 * the names prompts and texts use ("Re12", "DB3"), each findable on the picture.
 */
export function cellLabels(): CellLabel[] {
  const f = frame();
  return board.cells.map((c) => ({ cell: c.id, text: c.id, ...px(f, triCentre(c.at)) }));
}

function drawBoard(ctx: SKRSContext2D, v: VIView): number {
  const f = frame();
  const zones = new Set(v.zoneCells);
  const byCell = new Map(v.assets.map((a) => [a.cell, a]));
  const sites = new Set(board.data.sites.filter((x) => x.kind === 'institution' || v.players.length >= 5).map((x) => x.cell));
  for (const c of board.cells) {
    const pts = triCorners(c.at).map((k) => px(f, k));
    ctx.beginPath();
    ctx.moveTo(pts[0]!.x, pts[0]!.y);
    ctx.lineTo(pts[1]!.x, pts[1]!.y);
    ctx.lineTo(pts[2]!.x, pts[2]!.y);
    ctx.closePath();
    ctx.fillStyle = zones.has(c.id) ? ZONE_FILL[c.district]! : c.bay ? BAY_FILL : DISTRICT_FILL[c.district]!;
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  // District borders: edges between cells of different districts, drawn thick.
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 4;
  const byCoord = new Map(board.cells.map((c) => [c.at.join(','), c]));
  for (const c of board.cells) {
    const corners = triCorners(c.at);
    const [a, b, cc] = c.at;
    const d = a + b + cc === 2 ? -1 : 1;
    const neighbours = [[a + d, b, cc], [a, b + d, cc], [a, b, cc + d]];
    neighbours.forEach((n, i) => {
      const other = byCoord.get(n.join(','));
      if (other && other.district === c.district && !!other.bay === !!c.bay) return;
      if (other && other.district === c.district) { ctx.lineWidth = 2; } else ctx.lineWidth = 4;
      // The edge opposite corner i is shared with neighbour i.
      const e = corners.filter((_, j) => j !== i).map((k) => px(f, k));
      ctx.beginPath();
      ctx.moveTo(e[0]!.x, e[0]!.y);
      ctx.lineTo(e[1]!.x, e[1]!.y);
      ctx.stroke();
    });
  }
  // Hotspots and Institution sites.
  for (const c of board.cells) {
    const o = px(f, triCentre(c.at));
    if (sites.has(c.id) && !byCell.has(c.id)) {
      ctx.beginPath();
      ctx.arc(o.x, o.y, 15, 0, Math.PI * 2);
      ctx.strokeStyle = palette.ink;
      ctx.lineWidth = 3;
      ctx.setLineDash([5, 4]);
      ctx.stroke();
      ctx.setLineDash([]);
      text(ctx, 'I', o.x, o.y - 11, { size: 20, bold: true, align: 'center' });
    }
    if (v.hotspots.includes(c.id)) {
      ctx.beginPath();
      ctx.arc(o.x, o.y, 20, 0, Math.PI * 2);
      ctx.strokeStyle = '#c0261b';
      ctx.lineWidth = 5;
      ctx.stroke();
    }
  }
  // District names and NIMBYs, under the tokens and cell names so they never hide a cell a prompt can name.
  for (const d of board.data.districts) {
    const cells = board.cells.filter((c) => c.district === d.id && !c.bay);
    const cx = cells.reduce((n, c) => n + triCentre(c.at).x, 0) / cells.length;
    const cy = Math.max(...cells.map((c) => triCentre(c.at).y));
    const o = px(f, { x: cx, y: cy });
    // What its cells' names start with (Re for the Reach, Ri for the Rim, so no two districts share a letter).
    const label = `${d.name} (${d.prefix}…)${v.nimbys.includes(d.id) ? ' · NIMBY' : ''}`;
    ctx.font = 'bold 30px "Hothouse Sans"';
    const w = ctx.measureText(label).width + 20;
    roundRect(ctx, o.x - w / 2, o.y - 58, w, 40, 8, v.nimbys.includes(d.id) ? 'rgba(192,38,27,0.7)' : 'rgba(255,255,255,0.6)');
    text(ctx, label, o.x, o.y - 54, { size: 30, bold: true, align: 'center', color: v.nimbys.includes(d.id) ? '#ffffff' : palette.ink });
  }
  for (const a of v.assets) drawAsset(ctx, v, f, a);
  for (const l of cellLabels()) {
    const a = byCell.get(l.cell);
    if (a) text(ctx, l.text, l.x, l.y + 1, { size: 10, bold: true, align: 'center', color: a.community ? palette.ink : '#ffffff' });
    else text(ctx, l.text, l.x, l.y - 6, { size: 11, bold: true, align: 'center', color: palette.muted });
  }
  const bottom = f.oy - Math.min(...board.cells.map((c) => triCentre(c.at).y)) * f.s + 40;
  return bottom;
}

function drawAsset(ctx: SKRSContext2D, v: VIView, f: Frame, a: VIAssetView): void {
  const c = board.byId.get(a.cell);
  if (!c) return;
  const o = px(f, triCentre(c.at));
  const r = 17;
  const fill = a.community ? '#ffffff' : a.owner ? seatColour(v, a.owner) : '#3a3a3a';
  ctx.beginPath();
  if (a.community) {
    ctx.rect(o.x - r, o.y - r, 2 * r, 2 * r);
  } else ctx.arc(o.x, o.y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = a.defence ? 5 : 2;
  ctx.strokeStyle = a.defence ? '#1b5fd1' : a.vested ? '#000000' : '#ffffff';
  ctx.stroke();
  // The code on top, the cell's name under it (drawn with the other cell names).
  text(ctx, CODE[a.type] ?? '?', o.x, o.y - 13, { size: 13, bold: true, align: 'center', color: a.community ? palette.ink : '#ffffff' });
  if (a.idle > 0) {
    ctx.strokeStyle = '#c0261b';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(o.x - r, o.y - r);
    ctx.lineTo(o.x + r, o.y + r);
    ctx.stroke();
  }
  if (a.mini) {
    roundRect(ctx, o.x + 8, o.y - 26, 22, 22, 4, a.mini === 'research' ? (a.silenced ? '#9a9a9a' : '#1f9e63') : '#222222');
    text(ctx, a.mini === 'research' ? 'R' : 'C', o.x + 19, o.y - 25, { size: 18, bold: true, align: 'center', color: '#ffffff' });
  }
  if (a.vested) text(ctx, 'V', o.x - 24, o.y - 30, { size: 20, bold: true, color: '#000000' });
}

const BAND_COLOURS: [number, number, string][] = [[440, 510, '#5fae6e'], [510, 550, '#e0b341'], [550, 600, '#e07b39'], [600, 615, '#9e1b1b']];

function drawDial(ctx: SKRSContext2D, v: VIView, x: number, y: number, h: number): void {
  const lo = 440, hi = 615;
  const barX = x + 20, barW = 46;
  const yOf = (ppm: number) => y + h - ((Math.max(lo, Math.min(hi, ppm)) - lo) / (hi - lo)) * h;
  for (const [a, b, col] of BAND_COLOURS) roundRect(ctx, barX, yOf(b), barW, yOf(a) - yOf(b), 0, col);
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 3;
  ctx.strokeRect(barX, y, barW, h);
  for (const t of [450, 500, 550, 600]) {
    ctx.beginPath(); ctx.moveTo(barX + barW, yOf(t)); ctx.lineTo(barX + barW + 12, yOf(t)); ctx.stroke();
  }
  // Tipping tokens.
  for (const t of v.tipping) {
    if (t.threshold === null) continue;
    const ty = yOf(t.threshold);
    text(ctx, `${t.threshold} ${t.crossed ? '●' : '○'} +${t.penalty}`, barX + barW + 18, ty - 15, { size: 26, bold: t.crossed, color: t.crossed ? '#9e1b1b' : palette.ink });
  }
  text(ctx, '450', barX + barW + 18, yOf(450) - 15, { size: 26 });
  // Projection marker (hollow) and needle (solid).
  const pyy = yOf(v.projection);
  ctx.beginPath(); ctx.moveTo(barX - 4, pyy); ctx.lineTo(barX - 22, pyy - 12); ctx.lineTo(barX - 22, pyy + 12); ctx.closePath();
  ctx.strokeStyle = '#1b5fd1'; ctx.lineWidth = 4; ctx.stroke();
  const ny = yOf(v.dial);
  ctx.fillStyle = palette.ink;
  ctx.fillRect(barX - 10, ny - 4, barW + 20, 8);
}

function header(ctx: SKRSContext2D, v: VIView): void {
  roundRect(ctx, 0, 0, W, HEADER, 0, '#23332c');
  const title = `Vested Interests${v.variant === 'flashpoint' ? ' (Flashpoint)' : ''} · Round ${Math.min(v.round, v.rounds)}/${v.rounds} · Era ${v.era}`;
  text(ctx, title, 20, 16, { size: 36, bold: true, color: '#ffffff' });
  text(ctx, `First: ${seatName(v, v.firstPlayer)}`, W - 20, 20, { size: 30, color: '#ffffff', align: 'right' });
}

function rightColumn(ctx: SKRSContext2D, v: VIView, top: number, bottom: number): void {
  const x = BOARD_W + 10;
  const bandName = v.band === 'danger' ? 'Danger' : v.band === 'severe' ? 'Severe' : v.band === 'extreme' ? 'Extreme' : 'COLLAPSE';
  text(ctx, `${v.dial} ppm`, x + 10, top + 4, { size: 48, bold: true });
  text(ctx, bandName, x + 10, top + 60, { size: 32, bold: true, color: v.band === 'danger' ? '#2e7d43' : '#b8442f' });
  text(ctx, `Projection ${v.projection}`, x + 10, top + 100, { size: 28, color: '#1b5fd1' });
  text(ctx, `Heat ${v.netHeat >= 0 ? '+' : ''}${v.netHeat} · Research −${v.cooling}`, x + 10, top + 136, { size: 26 });
  drawDial(ctx, v, x + 10, top + 190, bottom - top - 470);
  const ly = bottom - 260;
  text(ctx, 'Key', x + 10, ly, { size: 28, bold: true });
  const key: [string, string][] = [['○ red ring', 'hotspot'], ['orange cells', 'hotspot zone'], ['square', 'Community'], ['blue rim', 'Defence'], ['red slash', 'loses Income'], ['R / C tag', 'Research / CIA']];
  key.forEach(([a, b], i) => text(ctx, `${a}: ${b}`, x + 10, ly + 36 + i * 34, { size: 26, maxWidth: W - x - 20 }));
}

function legendRow(ctx: SKRSContext2D, y: number): number {
  const cols = 4;
  const colW = (W - 48) / cols;
  LEGEND.forEach(([code, name], i) => {
    const cx = 24 + (i % cols) * colW;
    const cy = y + Math.floor(i / cols) * 40;
    roundRect(ctx, cx, cy, 46, 34, 6, '#3a3a3a');
    text(ctx, code, cx + 23, cy + 4, { size: 22, bold: true, align: 'center', color: '#ffffff' });
    text(ctx, name, cx + 56, cy + 2, { size: 26 });
  });
  return y + Math.ceil(LEGEND.length / cols) * 40 + 10;
}

function playersBlock(ctx: SKRSContext2D, v: VIView, y: number): number {
  text(ctx, 'Players', 24, y, { size: 34, bold: true });
  let cy = y + 48;
  for (const p of v.players) {
    const col = seatColour(v, p.id);
    const h = 104 + (p.agenda || p.vice ? 36 : 0);
    roundRect(ctx, 24, cy, W - 48, h - 10, 12, p.id === v.turnOf ? '#e2efe7' : '#ffffff', col, 4);
    roundRect(ctx, 24, cy, 18, h - 10, 6, col);
    text(ctx, `${seatName(v, p.id)} · ${p.houseName}${p.passed && v.flow === 'actions' ? ' · passed' : ''}${p.id === v.turnOf ? ' · acting' : ''}`, 60, cy + 8, { size: 30, bold: true, maxWidth: W - 110 });
    text(ctx, `Capital ${p.capital} · Influence ${p.influence} · Ops ${p.ops}/${p.crew} · Legacy ${p.legacy} · Sponsor ${p.sponsorships}${v.variant === 'full' ? ` · Schemes played ${p.schemesPlayed}` : ''}`, 60, cy + 50, { size: 26, maxWidth: W - 110 });
    if (p.agenda || p.vice) {
      const parts = [p.agenda ? `Agenda: ${p.agenda.title} (${p.agenda.roleName})` : null, p.vice ? `Vice: ${p.vice.name}` : null].filter(Boolean);
      text(ctx, parts.join(' · '), 60, cy + 86, { size: 26, bold: true, color: '#8e2b1f', maxWidth: W - 110 });
    }
    cy += h;
  }
  return cy;
}

function marketBlock(ctx: SKRSContext2D, v: VIView, y: number): number {
  let cy = y;
  if (v.initiative) {
    roundRect(ctx, 24, cy, W - 48, 10, 0, null);
    text(ctx, `Initiative: ${v.initiative.name} (${v.initiative.kind})`, 24, cy, { size: 32, bold: true, color: v.initiative.kind === 'good' ? '#2e7d43' : '#b8442f' });
    cy += 44;
    cy += paragraph(ctx, v.initiative.text.replace(/^[^.]*\. /, ''), 24, cy, W - 48, { size: 26 }) + 6;
    text(ctx, `Passes with ${v.players.length + 1}+ Influence · good Initiatives passed so far: ${v.goodPassed}`, 24, cy, { size: 26, color: palette.muted });
    cy += 44;
  }
  if (v.planet) {
    text(ctx, `Planet card: ${v.planet.name}`, 24, cy, { size: 30, bold: true });
    cy += 40;
    if (v.weatherReport && v.weatherReport !== v.planet.name) cy += paragraph(ctx, seats(v, v.weatherReport), 24, cy, W - 48, { size: 26 }) + 10;
    else cy += paragraph(ctx, v.planet.text, 24, cy, W - 48, { size: 26 }) + 10;
  }
  const news: string[] = [];
  if (v.lastVote) {
    const commits = Object.entries(v.lastVote.commits).map(([p, n]) => `${seatName(v, p)} ${n}`).join(', ');
    news.push(`Last vote (round ${v.lastVote.round}): ${seats(v, v.lastVote.result)} Campaigns: ${commits}.`);
  }
  if (v.lastTribunal) news.push(`Tribunal (round ${v.lastTribunal.round}): ${seats(v, v.lastTribunal.result)}`);
  const recent = v.playedSchemes.slice(-4).map((x) => `${seatName(v, x.player)} ${x.name} (round ${x.round})`);
  if (recent.length > 0) news.push(`Schemes played: ${recent.join(', ')}.`);
  for (const line of news) cy += paragraph(ctx, line, 24, cy, W - 48, { size: 26 }) + 8;
  if (news.length > 0) cy += 6;
  text(ctx, 'Contracts', 24, cy, { size: 34, bold: true });
  cy += 46;
  const colW = (W - 48 - 20) / 2;
  const rows = [0, 1];
  for (const r of rows) {
    let rowH = 0;
    for (const c of [0, 1]) {
      const k = v.market[r * 2 + c];
      const x = 24 + c * (colW + 20);
      if (!k) continue;
      const colour = k.colour === 'amber' ? '#d68910' : '#138d90';
      const bodyH = measureParagraph(ctx, k.text.replace(/^[^:]*: /, ''), colW - 28, 26);
      const h = 56 + bodyH + 12;
      roundRect(ctx, x, cy, colW, h, 12, k.colour === 'amber' ? '#fcefd9' : '#dcf2f1', colour, 4);
      text(ctx, `${k.name} · ${k.price}`, x + 14, cy + 10, { size: 28, bold: true, maxWidth: colW - 28 });
      paragraph(ctx, k.text.replace(/^[^:]*: /, ''), x + 14, cy + 52, colW - 28, { size: 26 });
      rowH = Math.max(rowH, h);
    }
    cy += rowH + 14;
  }
  return cy;
}

function measureParagraph(ctx: SKRSContext2D, s: string, maxWidth: number, size: number): number {
  ctx.font = `${size}px "Hothouse Sans"`;
  let lines = 0;
  let line = '';
  for (const word of s.split(/\s+/)) {
    const trial = line ? `${line} ${word}` : word;
    if (ctx.measureText(trial).width > maxWidth && line) { lines += 1; line = word; } else line = trial;
  }
  if (line) lines += 1;
  return lines * Math.round(size * 1.25);
}

function resultsBlock(ctx: SKRSContext2D, v: VIView, y: number): number {
  const f = v.final!;
  let cy = y;
  const bandName = f.band === 'danger' ? 'Danger' : f.band === 'severe' ? 'Severe danger' : f.band === 'extreme' ? 'Extreme danger' : 'Collapse';
  roundRect(ctx, 24, cy, W - 48, 70, 12, f.band === 'collapse' ? '#9e1b1b' : '#23332c');
  text(ctx, `Game over · final band: ${bandName} (${v.dial} ppm)`, 44, cy + 16, { size: 36, bold: true, color: '#ffffff' });
  cy += 86;
  cy += paragraph(ctx, seats(v, f.summary), 24, cy, W - 48, { size: 30, bold: true }) + 16;
  const cols = ['Player', 'Agenda', 'Vice', 'Leg.', 'Vice', 'Asset', 'Cap.', 'Agd.', 'Tot.'];
  const xs = [24, 150, 480, 690, 775, 860, 945, 1025, 1100];
  cols.forEach((c, i) => text(ctx, c, xs[i]!, cy, { size: 26, bold: true, color: palette.muted }));
  cy += 40;
  for (const p of v.players) {
    const col = seatColour(v, p.id);
    roundRect(ctx, 24, cy - 4, W - 48, 76, 8, p.id === f.winner ? '#fff3c4' : '#ffffff', col, 3);
    text(ctx, seatName(v, p.id), xs[0]! + 10, cy + 16, { size: 28, bold: true, color: col });
    text(ctx, p.agenda ? p.agenda.title : '?', xs[1]!, cy + 2, { size: 26, bold: true, maxWidth: 310 });
    text(ctx, p.agenda ? p.agenda.roleName : '', xs[1]!, cy + 36, { size: 26, maxWidth: 320 });
    paragraph(ctx, p.vice ? p.vice.name : '?', xs[2]!, cy + 2, 200, { size: 26 });
    if (p.final) {
      const nums = [p.final.legacy, p.final.vice, p.final.holdings, p.final.capital, p.final.agenda, p.final.total];
      nums.forEach((n, i) => text(ctx, `${i === 4 && n > 0 ? '+' : ''}${n}`, xs[3 + i]! + 4, cy + 16, { size: 30, bold: i === 5, align: 'left' }));
    } else text(ctx, f.band === 'collapse' ? `Capital ${p.capital}` : '', xs[3]! + 20, cy + 16, { size: 28 });
    cy += 84;
  }
  cy += 10;
  text(ctx, 'The Dial, round by round', 24, cy, { size: 32, bold: true });
  cy += 46;
  const chartH = 330;
  drawHistory(ctx, v, 24, cy, W - 48, chartH);
  return cy + chartH + 30;
}

function drawHistory(ctx: SKRSContext2D, v: VIView, x: number, y: number, w: number, h: number): void {
  const lo = 430, hi = Math.max(620, ...v.history.map((p) => p.ppm + 10));
  const left = x + 80, right = x + w - 20, top = y + 10, bottom = y + h - 50;
  const yOf = (ppm: number) => bottom - ((ppm - lo) / (hi - lo)) * (bottom - top);
  const xOf = (r: number) => left + (r / Math.max(1, v.rounds)) * (right - left);
  for (const [a, b, col] of BAND_COLOURS) {
    const y0 = yOf(Math.min(b === 615 ? hi : b, hi)), y1 = yOf(Math.max(a, lo));
    ctx.globalAlpha = 0.3;
    roundRect(ctx, left, y0, right - left, y1 - y0, 0, col);
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = palette.ink;
  ctx.lineWidth = 2;
  ctx.strokeRect(left, top, right - left, bottom - top);
  for (const t of [450, 500, 550, 600]) text(ctx, String(t), left - 10, yOf(t) - 14, { size: 26, align: 'right' });
  for (let r = 0; r <= v.rounds; r += 1) text(ctx, String(r), xOf(r), bottom + 10, { size: 26, align: 'center' });
  ctx.strokeStyle = '#1d2521';
  ctx.lineWidth = 5;
  ctx.beginPath();
  v.history.forEach((p, i) => { const X = xOf(p.round), Y = yOf(p.ppm); if (i === 0) ctx.moveTo(X, Y); else ctx.lineTo(X, Y); });
  ctx.stroke();
  for (const p of v.history) {
    ctx.beginPath();
    ctx.arc(xOf(p.round), yOf(p.ppm), 7, 0, Math.PI * 2);
    ctx.fillStyle = palette.ink;
    ctx.fill();
  }
  const last = v.history[v.history.length - 1];
  if (last) text(ctx, `${v.dial} ppm`, xOf(last.round) - 12, yOf(v.dial) - 44, { size: 28, bold: true, align: 'right' });
}

function drawTable(ctx: SKRSContext2D, v: VIView): number {
  header(ctx, v);
  const boardBottom = drawBoard(ctx, v);
  rightColumn(ctx, v, HEADER + 20, boardBottom);
  let y = boardBottom + 10;
  if (v.final) y = resultsBlock(ctx, v, y);
  else {
    y = marketBlock(ctx, v, y);
    y = playersBlock(ctx, v, y + 10);
  }
  return legendRow(ctx, y + 10) + 10;
}

/**
 * Pictures are pure functions of the view, and many steps (choosing inside an action, secret answers) leave the
 * public view unchanged, so the last few pictures are kept by view and reused instead of re-encoded.
 */
const memo = new Map<string, Promise<Picture>>();
function remember(key: string, make: () => Promise<Picture>): Promise<Picture> {
  const hit = memo.get(key);
  if (hit) return hit;
  const made = make();
  memo.set(key, made);
  made.catch(() => memo.delete(key));
  if (memo.size > 12) memo.delete(memo.keys().next().value!);
  return made;
}

export function renderVestedInterestsTable(v: VIView, names?: SeatNames): Promise<Picture> {
  const nv: Named = { ...v, ...(names ? { names } : {}) };
  return remember(`t${JSON.stringify(nv)}`, () => drawTablePicture(nv));
}

async function drawTablePicture(v: VIView): Promise<Picture> {
  // Draw once on a tall sheet, then keep only the part used (one pass, one encode).
  const sheet = surface(W, 3200);
  const height = Math.min(3200, drawTable(sheet.ctx, v));
  const s = crop(sheet.ctx.canvas, W, height);
  const alt = v.final
    ? `Vested Interests over at ${v.dial} ppm: ${v.final.summary}`
    : `Vested Interests round ${v.round} of ${v.rounds}: the Dial at ${v.dial} ppm, projection ${v.projection}.`;
  return { png: await s.png(), name: 'vested-interests.png', alt: alt.replace(/\{(p\d+)\}/g, (_, p: string) => seatName(v, p)) };
}

/** One seat's secrets: Agenda, Vice, Scheme hand, this round's commitment and ballot, CIA peeks. */
export async function renderVestedInterestsPrivate(v: VIView, names?: SeatNames): Promise<Picture | null> {
  if (!v.me) return null;
  const nv: Named = { ...v, ...(names ? { names } : {}) };
  return remember(`p${v.viewer}${JSON.stringify(v.me)}${JSON.stringify(v.players.map((p) => p.seat))}${JSON.stringify(names ?? null)}`, () => drawPrivatePicture(nv));
}

async function drawPrivatePicture(v: VIView): Promise<Picture> {
  const me = v.me!;
  const sheet = surface(PW, 2400);
  const height = Math.min(2400, drawPrivate(sheet.ctx, v) + 30);
  const s = crop(sheet.ctx.canvas, PW, height);
  return { png: await s.png(), name: 'vested-interests-secrets.png', alt: `Your Agenda ${me.agenda.title}, Vice ${me.vice.name}, ${me.schemes.length} Scheme${me.schemes.length === 1 ? '' : 's'} in hand.` };
}

const PW = 1200;
function drawPrivate(ctx: SKRSContext2D, v: VIView): number {
  const me = v.me!;
  roundRect(ctx, 0, 0, PW, 80, 0, '#23332c');
  text(ctx, `Your secrets · ${v.viewer ? seatName(v, v.viewer) : ''}`, 24, 18, { size: 40, bold: true, color: '#ffffff' });
  let y = 100;
  const card = (title: string, sub: string, body: string, colour: string) => {
    const bodyH = measureParagraph(ctx, body, PW - 88, 26);
    const h = 100 + bodyH;
    roundRect(ctx, 24, y, PW - 48, h, 14, '#ffffff', colour, 5);
    text(ctx, title, 44, y + 14, { size: 36, bold: true, color: colour });
    text(ctx, sub, 44, y + 56, { size: 26, color: palette.muted });
    paragraph(ctx, body, 44, y + 92, PW - 88, { size: 26 });
    y += h + 16;
  };
  card(`Agenda: ${me.agenda.title}`, `${me.agenda.roleName}${me.agenda.revealed ? ' · revealed' : ' · secret'}`, me.agenda.text.replace(/^[^:]*: [^.]*\. /, ''), '#6d2a8a');
  card(`Vice: ${me.vice.name}`, me.vice.revealed ? 'revealed' : 'secret', me.vice.text.replace(/^[^:]*: (.)/, (_, c: string) => c.toUpperCase()), '#8e2b1f');
  if (v.variant === 'full') {
    text(ctx, `Schemes in hand (${me.schemes.length} of 2)`, 24, y, { size: 32, bold: true });
    y += 44;
    if (me.schemes.length === 0) { text(ctx, 'None. Drawing one is an action (2 Capital).', 24, y, { size: 26, color: palette.muted }); y += 40; }
    for (const sc of me.schemes) card(sc.name, 'Scheme', sc.text.replace(/^[^.]*\. /, ''), '#23332c');
  }
  const lines: string[] = [];
  lines.push(me.commit === null ? 'Campaign: not committed yet this round (you commit when you pass).' : `Campaign: you committed ${me.commit} Influence this round.`);
  if (me.ballot) lines.push(me.ballot === 'none' ? 'Tribunal ballot: no vote.' : `Tribunal ballot: ${me.ballot.split('-')[2]} against ${seatName(v, me.ballot.split('-')[1]!)}.`);
  for (const k of me.peeks) lines.push(`CIA Desk: ${seatName(v, k.target)}'s Vice is ${k.vice}.`);
  for (const l of lines) y += paragraph(ctx, l, 24, y, PW - 48, { size: 28 }) + 8;
  return y;
}
