import type { SKRSContext2D } from '@napi-rs/canvas';
import { tableAlt } from './alt';
import { fittedText, palette, panel, paragraph, paragraphHeight, roundRect, text, textWidth } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { VIView } from '../../src/games/vested-interests/view';
import { board } from '../../src/games/vested-interests/board';
import { BOARD_W, drawBoard, fillHatched } from './board';
import { markedCells } from './choices';
import { drawDial } from './dial';
import { headline } from './headline';
import { drawHistory, drawResults } from './results';
import { drawn, remember, type Squeeze } from './sheet';
import { BAY_FILL, CODE, DEFENCE, DISTRICT_FILL, HOTSPOT, MARGIN, MARK, WIDTH, type Named, bandName, seatColour, seatName, withNames } from './style';

const HEADER_H = 100;
const LINE = 28;

function header(ctx: SKRSContext2D, v: Named, choices: readonly Option[]): number {
  roundRect(ctx, 0, 0, WIDTH, HEADER_H, 0, '#23332c');
  panel(ctx, 'header', 0, 0, WIDTH, HEADER_H);
  fittedText(ctx, headline(v, choices), MARGIN, 10, WIDTH - 2 * MARGIN, { size: 44, bold: true, color: '#ffffff' });
  const game = `Vested Interests${v.variant === 'flashpoint' ? ' (Flashpoint)' : ''}`;
  const sub = v.final ? `${game} · final band: ${bandName(v.final.band)} at ${v.dial} ppm` : `${game} · Era ${v.era} · First: ${seatName(v, v.firstPlayer)}`;
  fittedText(ctx, sub, MARGIN, 64, WIDTH - 2 * MARGIN, { size: 26, color: '#d7e2dc' });
  return HEADER_H;
}

/**
 * Beside the board: the districts' colours and cell prefixes (a cell's name is its district's prefix and its
 * number: 12 in the Reach is Re12), NIMBYs, what the token codes and the marks mean.
 */
type Glyph = [string, (cx: number, cy: number) => void];

function boardKey(ctx: SKRSContext2D, v: Named, top: number, marked: boolean): number {
  const x = MARGIN + BOARD_W + 12;
  const w = WIDTH - x - 4;
  let y = top;
  const districts = [
    ...board.data.districts.map((d) => ({ fill: DISTRICT_FILL[d.id]!, label: `${d.id} ${d.prefix}`, nimby: v.nimbys.includes(d.id) })),
    { fill: BAY_FILL, label: 'Bay DB', nimby: false },
  ];
  for (const d of districts) {
    // A NIMBY district's box has the thick red edge the key's "NIMBY" line shows: its name has no room for the word.
    roundRect(ctx, x, y, w, 28, 5, d.fill, d.nimby ? HOTSPOT : palette.ink, d.nimby ? 4 : 1);
    fittedText(ctx, d.label, x + 6, y + 3, w - 12, { size: 22, bold: true });
    y += LINE + 2;
  }
  y += 4;
  for (const [code, word] of Object.values(CODE)) {
    roundRect(ctx, x, y, 34, 25, 5, '#3a3a3a');
    text(ctx, code, x + 17, y + 1, { size: 22, align: 'center', color: '#ffffff' });
    fittedText(ctx, word, x + 40, y + 1, w - 40, { size: 22 });
    y += LINE - 2;
  }
  y += 4;
  const glyphs: Glyph[] = [
    ...(marked ? [['choice', (cx: number, cy: number) => roundRect(ctx, cx - 12, cy - 10, 24, 20, 3, MARK, palette.ink, 2)] as Glyph] : []),
    ...(v.nimbys.length ? [['NIMBY', (cx: number, cy: number) => roundRect(ctx, cx - 13, cy - 11, 26, 22, 4, null, HOTSPOT, 4)] as Glyph] : []),
    ['hotspot', (cx, cy) => ring(ctx, cx, cy, 11, HOTSPOT, 3)],
    ['its zone', (cx, cy) => { ctx.beginPath(); ctx.rect(cx - 12, cy - 11, 24, 22); fillHatched(ctx); }],
    ['site', (cx, cy) => { ctx.setLineDash([4, 3]); ring(ctx, cx, cy, 11, palette.ink, 2); ctx.setLineDash([]); }],
    ['Community', (cx, cy) => roundRect(ctx, cx - 10, cy - 10, 20, 20, 0, '#ffffff', palette.ink, 1)],
    ['Defence', (cx, cy) => ring(ctx, cx, cy, 10, DEFENCE, 4)],
    ['Vested', (cx, cy) => ring(ctx, cx, cy, 10, '#000000', 4)],
    ['idle', (cx, cy) => { ctx.beginPath(); ctx.moveTo(cx - 10, cy - 10); ctx.lineTo(cx + 10, cy + 10); ctx.strokeStyle = HOTSPOT; ctx.lineWidth = 3; ctx.stroke(); }],
    ['Research', (cx, cy) => dot(ctx, cx, cy, '#1f9e63')],
    ['CIA Desk', (cx, cy) => dot(ctx, cx, cy, '#111111')],
  ];
  for (const [word, draw] of glyphs) {
    draw(x + 17, y + 13);
    fittedText(ctx, word, x + 40, y + 2, w - 40, { size: 22 });
    y += LINE;
  }
  return y;
}

function ring(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string, width: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

function dot(ctx: SKRSContext2D, x: number, y: number, colour: string): void {
  ctx.beginPath();
  ctx.arc(x, y, 7, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** One player in two lines: name, state and holdings; then revealed secrets and the assets by cell. */
function players(ctx: SKRSContext2D, v: Named, top: number, packed: boolean): number {
  let y = top;
  for (const p of v.players) {
    const col = seatColour(v, p.id);
    // Grouped by kind ("Lo V6 V14 · Fo D9"): the names of the cells its tokens hide, in the fewest words.
    const byCode = new Map<string, string[]>();
    for (const a of v.assets.filter((x) => x.owner === p.id)) {
      const code = CODE[a.type]?.[0] ?? '?';
      byCode.set(code, [...(byCode.get(code) ?? []), a.cell]);
    }
    const own = [...byCode].map(([code, cells]) => `${code} ${cells.join(' ')}`);
    const secrets = [p.agenda ? `Agenda ${p.agenda.title}` : null, p.vice ? `Vice ${p.vice.name}` : null].filter(Boolean).join(' · ');
    const second = [secrets, own.length ? own.join(' · ') : 'no assets'].filter(Boolean).join(' · ');
    const state = p.id === v.turnOf ? ' · acting' : p.passed && v.flow === 'actions' ? ' · passed' : '';
    const stats = `Cap ${p.capital} · Inf ${p.influence} · Ops ${p.ops}/${p.crew} · Leg ${p.legacy}${v.variant === 'full' ? ` · Sch ${p.schemesPlayed}` : ''}`;
    // Packed, a player is one paragraph (name, figures, holdings): the row's colour still says whose it is.
    const body = packed ? `${seatName(v, p.id)}${state}: ${stats} · ${second}` : second;
    const bodyTop = packed ? 4 : 34;
    const h = bodyTop + paragraphHeight(ctx, body, WIDTH - 2 * MARGIN - 40, { size: 22, lineHeight: 24 }) + 4;
    roundRect(ctx, MARGIN, y, WIDTH - 2 * MARGIN, h, 10, p.id === v.turnOf ? '#e2efe7' : '#ffffff', col, 3);
    roundRect(ctx, MARGIN, y, 14, h, 5, col);
    panel(ctx, `player ${p.id}`, MARGIN, y, WIDTH - 2 * MARGIN, h);
    if (!packed) {
      ctx.font = '24px "Hothouse Sans"';
      const statsW = textWidth(ctx, stats);
      text(ctx, stats, WIDTH - MARGIN - 12, y + 5, { size: 24, align: 'right' });
      fittedText(ctx, `${seatName(v, p.id)}${state}`, MARGIN + 26, y + 3, WIDTH - 2 * MARGIN - 60 - statsW, { size: 26, bold: true, color: col });
    }
    paragraph(ctx, body, MARGIN + 26, y + bodyTop, WIDTH - 2 * MARGIN - 40, { size: 22, lineHeight: 24 });
    y += h + 2;
  }
  return y;
}

/** The round's public business, a line each: the Initiative, the Planet card, the Contracts, Community assets, the last vote. */
function business(ctx: SKRSContext2D, v: Named, top: number, brief: boolean): number {
  let y = top;
  const line = (s: string, colour: string = palette.ink, bold = false) => {
    y += paragraph(ctx, s, MARGIN, y, WIDTH - 2 * MARGIN, { size: 22, bold, color: colour, lineHeight: 24 }) + 2;
  };
  if (v.initiative) line(`Initiative: ${v.initiative.name} (${v.initiative.kind})${brief ? '.' : ` – ${v.initiative.text.replace(/^[^.]*\. /, '')}`} Passes with ${v.players.length + 1}+ Influence.`, v.initiative.kind === 'good' ? '#2e7d43' : '#b8442f');
  if (v.planet && brief) line(`Planet: ${v.planet.name}`);
  else if (v.planet) line(`Planet: ${v.planet.name} – ${withNames(v, v.weatherReport && v.weatherReport !== v.planet.name ? v.weatherReport : v.planet.text.replace(/^[^:]*: /, ''))}`);
  const contracts = v.market.filter((k) => k !== null).map((k) => `${k.name} (${k.price})`);
  if (contracts.length) line(`Contracts: ${contracts.join(' · ')}`, palette.ink, true);
  const community = v.assets.filter((a) => a.community).map((a) => `${CODE[a.type]?.[0] ?? '?'} ${a.cell}`);
  if (community.length) line(`Community (squares): ${community.join(' · ')}`);
  if (v.lastVote && !brief) line(`Last vote, round ${v.lastVote.round}: ${withNames(v, v.lastVote.result)}`, palette.muted);
  return y;
}

/** The whole table picture from the top; returns the height used. */
function drawTable(ctx: SKRSContext2D, v: Named, choices: readonly Option[], squeeze: Squeeze = 0): number {
  let y = header(ctx, v, choices);
  // At the end the Dial's strip shows its history instead: the final figure is in the header.
  y = v.final ? drawHistory(ctx, v, y) : drawDial(ctx, v, y);
  const boardTop = y + 8;
  // The key is drawn beside the board; should it ever reach lower, what follows starts below it.
  const marked = markedCells(v, choices);
  y = Math.max(drawBoard(ctx, v, boardTop, marked), boardKey(ctx, v, boardTop, marked.size > 0));
  y += 10;
  if (v.final) y = drawResults(ctx, v, y);
  else {
    y = business(ctx, v, y, squeeze >= 1);
    y = players(ctx, v, y + 4, squeeze >= 2);
  }
  return y + 10;
}

/**
 * The table: the headline (whose turn, what they decide), the Dial, the board with the prompt's choices marked, then
 * the round's business and the players, or at the end the results.
 */
export function renderTable(v: VIView, names?: SeatNames, choices: readonly Option[] = []): Promise<Picture> {
  const nv: Named = { ...v, ...(names ? { names } : {}) };
  return remember(`t${JSON.stringify(nv)}${JSON.stringify(choices.map((o) => o.value))}`, () => {
    return drawn((ctx, squeeze) => drawTable(ctx, nv, choices, squeeze), 'vested-interests', tableAlt(nv, choices));
  });
}
