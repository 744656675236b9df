import type { SKRSContext2D } from '@napi-rs/canvas';
import { tableAlt, tableState } from './alt';
import { PICTURE_BUDGET } from '../layout';
import { FONT } from '../fonts';
import { fittedText, palette, panel, paragraph, paragraphHeight, roundRect, seatShapePath, text, textWidth } from '../canvas-kit';
import type { Picture, SeatNames } from '../picture';
import type { Option } from '../../src/engine/types';
import type { VIView } from '../../src/games/vested-interests/view';
import { boardRooms, drawBoard, fillHatched } from './board';
import type { Box } from './board-space';
import { markedCells } from './choices';
import { drawDial } from './dial';
import { deciding, headline } from './headline';
import { drawHistory, drawResults } from './results';
import { drawn, remember, type Squeeze } from './sheet';
import { ASSET_TYPES, DEFENCE, HOTSPOT, MARGIN, MARK, WIDTH, type Named, bandName, cellIn, codeOf, codeWord, pw, saidChoices, saidView, seatColour, seatName, withNames } from './style';
import type { Language } from '../../src/words/locales';
import { t } from '../../src/words/translate';

const HEADER_H = 94;
const LINE = 28;
/** A player's Capital, Influence, Ops and Legacy are counts a move is weighed by: a decision text's size. */
const STATS_PX = 25;

function header(ctx: SKRSContext2D, v: Named, choices: readonly Option[]): number {
  roundRect(ctx, 0, 0, WIDTH, HEADER_H, 0, '#23332c');
  panel(ctx, 'header', 0, 0, WIDTH, HEADER_H);
  fittedText(ctx, headline(v, choices), MARGIN, 10, WIDTH - 2 * MARGIN, { size: 44, bold: true, color: '#ffffff' });
  const game = pw(v, v.variant === 'flashpoint' ? 'sub.flashpoint' : 'sub.game');
  // Shorter forms leave out the game's name first (the picture is the game's), then the words about the figures.
  const final = v.final && { game, band: bandName(v.final.band, v.language), dial: v.dial };
  const running = { game, era: v.era, first: seatName(v, v.firstPlayer) };
  const sub = final ? [pw(v, 'sub.final', final), pw(v, 'sub.finalBand', final), pw(v, 'sub.finalShort', final)] : [pw(v, 'sub.running', running), pw(v, 'sub.runningShort', running)];
  fittedText(ctx, sub, MARGIN, 64, WIDTH - 2 * MARGIN, { size: 26, color: '#d7e2dc' });
  return HEADER_H;
}

/**
 * The key: what the token codes and the marks mean. It fills the room the board's corners leave and goes on under
 * the board; the districts are named on the board itself.
 */
type Glyph = [string, (cx: number, cy: number) => void];

function boardKey(ctx: SKRSContext2D, v: Named, room: Box, below: number, marked: boolean): number {
  let [left, right, x, y] = [room.x, room.x + room.w, room.x + room.w, room.y];
  let beside = true;
  const item = (w: number, draw: (x: number) => void) => {
    if (x + w > right) {
      x = left;
      y += LINE + 2;
    }
    if (beside && y + LINE > room.y + room.h) {
      [beside, left, right, x, y] = [false, MARGIN, WIDTH - MARGIN, MARGIN, below];
    }
    draw(x);
    x += w + 14;
  };
  // The first item starts a row: the room's first row is at its top.
  y -= LINE + 2;
  x = right;
  for (const type of ASSET_TYPES) {
    const code = codeOf(v, type);
    const word = codeWord(v, type);
    ctx.font = '22px "Hothouse Sans"';
    const w = 40 + textWidth(ctx, word);
    item(w, (xx) => {
      roundRect(ctx, xx, y, 34, 25, 5, '#3a3a3a');
      text(ctx, code, xx + 17, y + 1, { size: 22, align: 'center', color: '#ffffff' });
      text(ctx, word, xx + 40, y + 1, { size: 22 });
    });
  }
  x = right;
  const glyphs: Glyph[] = [
    ...(marked ? [[pw(v, 'key.choice'), (cx: number, cy: number) => roundRect(ctx, cx - 12, cy - 10, 24, 20, 3, MARK, palette.ink, 2)] as Glyph] : []),
    ...(v.nimbys.length ? [[pw(v, 'key.nimby'), (cx: number, cy: number) => roundRect(ctx, cx - 13, cy - 11, 26, 22, 4, null, HOTSPOT, 4)] as Glyph] : []),
    [pw(v, 'key.hotspot'), (cx, cy) => ring(ctx, cx, cy, 11, HOTSPOT, 3)],
    [pw(v, 'key.zone'), (cx, cy) => { ctx.beginPath(); ctx.rect(cx - 12, cy - 11, 24, 22); fillHatched(ctx); }],
    [pw(v, 'key.site'), (cx, cy) => { ctx.setLineDash([4, 3]); ring(ctx, cx, cy, 11, palette.ink, 2); ctx.setLineDash([]); }],
    [pw(v, 'key.community'), (cx, cy) => roundRect(ctx, cx - 10, cy - 10, 20, 20, 0, '#ffffff', palette.ink, 1)],
    [pw(v, 'key.defence'), (cx, cy) => ring(ctx, cx, cy, 10, DEFENCE, 4)],
    [pw(v, 'key.vested'), (cx, cy) => ring(ctx, cx, cy, 10, '#000000', 4)],
    [pw(v, 'key.idle'), (cx, cy) => { ctx.beginPath(); ctx.moveTo(cx - 10, cy - 10); ctx.lineTo(cx + 10, cy + 10); ctx.strokeStyle = HOTSPOT; ctx.lineWidth = 3; ctx.stroke(); }],
    [pw(v, 'key.research'), (cx, cy) => dot(ctx, cx, cy, '#1f9e63')],
    [pw(v, 'key.cia'), (cx, cy) => dot(ctx, cx, cy, '#111111')],
  ];
  for (const [word, draw] of glyphs) {
    ctx.font = '22px "Hothouse Sans"';
    item(40 + textWidth(ctx, word), (xx) => {
      draw(xx + 17, y + 13);
      text(ctx, word, xx + 40, y + 1, { size: 22 });
    });
  }
  return beside ? below : y + LINE + 2;
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


/** A player's holdings by cell, which a Takeover or a Defence is decided on: a decision text's size. */
const BODY = { size: PICTURE_BUDGET.decisionTextPx, lineHeight: PICTURE_BUDGET.decisionTextPx + 3, decision: true } as const;

/** One player in two lines: name, state and holdings; then revealed secrets and the assets by cell. */
function players(ctx: SKRSContext2D, v: Named, top: number, packed: boolean, holdings = true): number {
  let y = top;
  for (const p of v.players) {
    const col = seatColour(v, p.id);
    // Grouped by kind ("Lo V6 V14 · Fo D9"): the names of the cells its tokens hide, in the fewest words.
    const byCode = new Map<string, string[]>();
    for (const a of v.assets.filter((x) => x.owner === p.id)) {
      const code = codeOf(v, a.type);
      byCode.set(code, [...(byCode.get(code) ?? []), cellIn(v, a.cell)]);
    }
    const own = [...byCode].map(([code, cells]) => pw(v, 'player.holding', { code, cells: cells.join(' ') }));
    const secrets = [p.agenda ? pw(v, 'player.agenda', { title: p.agenda.title }) : null, p.vice ? pw(v, 'player.vice', { name: p.vice.name }) : null].filter(Boolean).join(' · ');
    // Without holdings the row leaves its assets to the board, where each token has the player's shape.
    const second = [secrets, !holdings ? null : own.length ? own.join(' · ') : pw(v, 'player.noAssets')].filter(Boolean).join(' · ');
    const state = p.id === v.turnOf ? pw(v, 'player.acting') : p.passed && v.flow === 'actions' ? pw(v, 'player.passed') : '';
    const stats = `${pw(v, 'player.stats', { capital: p.capital, influence: p.influence, ops: p.ops, crew: p.crew, legacy: p.legacy })}${v.variant === 'full' ? pw(v, 'player.schemes', { n: p.schemesPlayed }) : ''}`;
    // Packed, a player is one paragraph (name, figures, holdings): the row's colour still says whose it is.
    const body = packed ? [`${seatName(v, p.id)}${state}: ${holdings ? stats : stats.replaceAll(' · ', '  ')}`, second].filter(Boolean).join(' · ') : second;
    const bodyTop = packed ? 4 : 34;
    const h = bodyTop + paragraphHeight(ctx, body, WIDTH - 2 * MARGIN - 40, BODY) + 4;
    roundRect(ctx, MARGIN, y, WIDTH - 2 * MARGIN, h, 10, p.id === v.turnOf ? '#e2efe7' : '#ffffff', col, 3);
    roundRect(ctx, MARGIN, y, 14, h, 5, col);
    panel(ctx, `player ${p.id}`, MARGIN, y, WIDTH - 2 * MARGIN, h);
    if (!packed) {
      // Where the counts and a long name do not both fit, the counts go without their dots.
      const statsFont = `${STATS_PX}px "${FONT}"`;
      const nameFont = `bold ${PICTURE_BUDGET.decisionTextPx}px "${FONT}"`;
      ctx.font = nameFont;
      const nameW = textWidth(ctx, seatName(v, p.id), nameFont);
      ctx.font = statsFont;
      const roomy = textWidth(ctx, stats, statsFont) + nameW <= WIDTH - 2 * MARGIN - 88;
      const shown = roomy ? stats : stats.replaceAll(' · ', '  ');
      const statsW = textWidth(ctx, shown, statsFont);
      text(ctx, shown, WIDTH - MARGIN - 12, y + 4, { size: STATS_PX, align: 'right', decision: true });
      // The seat's shape, as its tokens on the board have it.
      seatShapePath(ctx, v.players.indexOf(p), MARGIN + 36, y + 17, 10);
      ctx.fillStyle = col;
      ctx.fill();
      fittedText(ctx, [`${seatName(v, p.id)}${state}`, seatName(v, p.id)], MARGIN + 54, y + 3, WIDTH - 2 * MARGIN - 88 - statsW, { size: 26, bold: true, color: col, decision: true });
    }
    paragraph(ctx, body, MARGIN + 26, y + bodyTop, WIDTH - 2 * MARGIN - 40, BODY);
    y += h + 2;
  }
  return y;
}

/**
 * The round's public business, a line each: the Initiative, the Planet card, the Contracts, Community assets. Each
 * line that fits in `room` beside the board goes there, in order, the rest under the board from `below`; returns
 * the bottom.
 */
function business(ctx: SKRSContext2D, v: Named, room: Box, below: number): number {
  // The cards by name only: their texts go with the picture (tableDetails).
  const initiative = v.initiative && pw(v, 'business.initiative', { name: v.initiative.name, kind: t(v.language ?? 'en', `vi:describe.kind.${v.initiative.kind}`), n: v.players.length + 1 });
  const planet = v.planet && pw(v, 'business.planet', { name: v.planet.name });
  const contracts = v.market.filter((k) => k !== null).map((k) => `${k.name} (${k.price})`);
  const community = v.assets.filter((a) => a.community).map((a) => pw(v, 'player.holding', { code: codeOf(v, a.type), cells: cellIn(v, a.cell) }));
  const lines: [string, boolean][] = [];
  if (initiative || planet) lines.push([[initiative, planet].filter(Boolean).join(' · '), false]);
  if (contracts.length) lines.push([pw(v, 'business.contracts', { contracts: contracts.join(' · ') }), true]);
  if (community.length) lines.push([pw(v, 'business.community', { assets: community.join(' · ') }), false]);
  // A vote rests on the Initiative's threshold, a Contract's purchase on its price, a Takeover on where the
  // Community assets stand: each line at a decision text's size.
  const style = (bold: boolean) => ({ size: PICTURE_BUDGET.decisionTextPx, bold, lineHeight: PICTURE_BUDGET.decisionTextPx + 3, decision: true });
  let left = room.h;
  const beside = lines.filter(([s, bold]) => {
    const h = paragraphHeight(ctx, s, room.w, style(bold)) + 6;
    return h <= left && (left -= h) >= 0;
  });
  // Beside the board the lines sit at the room's foot, nearest what follows them.
  let y = room.y + left;
  for (const [s, bold] of beside) y += paragraph(ctx, s, room.x, y, room.w, style(bold)) + 6;
  y = below;
  for (const [s, bold] of lines.filter((l) => !beside.includes(l))) y += paragraph(ctx, s, MARGIN, y, WIDTH - 2 * MARGIN, style(bold)) + 2;
  return y;
}

/** What goes with the table picture as text: the Initiative's and Planet card's texts, and the last vote. */
function tableDetails(v: Named): string {
  return [
    v.initiative &&
      pw(v, 'details.initiative', { name: v.initiative.name, kind: t(v.language ?? 'en', `vi:describe.kind.${v.initiative.kind}`), text: v.initiative.text.replace(/^[^.]*\. /, ''), n: v.players.length + 1 }),
    // The card's own text names it first: it is shown whole, never cut after its name (a said text is not taken apart).
    v.planet && (v.weatherReport && v.weatherReport !== v.planet.name ? pw(v, 'details.planet', { name: v.planet.name, text: withNames(v, v.weatherReport) }) : pw(v, 'details.planetCard', { text: v.planet.text })),
    v.lastVote && pw(v, 'details.lastVote', { round: v.lastVote.round, result: withNames(v, v.lastVote.result) }),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole table picture from the top; returns the height used. */
function drawTable(ctx: SKRSContext2D, v: Named, choices: readonly Option[], squeeze: Squeeze = 0): number {
  let y = header(ctx, v, choices);
  // At the end the Dial's strip shows its history instead: the final figure is in the header.
  y = v.final ? drawHistory(ctx, v, y) : drawDial(ctx, v, y);
  const boardTop = y + 6;
  const marked = markedCells(v, choices);
  const rooms = boardRooms(ctx, boardTop, v.language);
  y = boardKey(ctx, v, rooms.key, drawBoard(ctx, v, boardTop, marked) + 8, marked.size > 0);
  y += 6;
  if (v.final) y = drawResults(ctx, v, y);
  else {
    y = business(ctx, v, rooms.aside, y);
    y = players(ctx, v, y + 4, squeeze >= 1, squeeze < 2);
  }
  return y + 8;
}

/** What `renderTable` reads of the open prompt's options (GameModule.tableMarks): the cells they mark, and the words for what is decided. */
export function tableMarks(view: VIView, options: readonly Option[] = [], language: Language = 'en'): unknown {
  const named: Named = { ...view, language };
  return [[...markedCells(named, options)], deciding(named, options)];
}

/**
 * The table: the headline (whose turn, what they decide), the Dial, the board with the prompt's choices marked, then
 * the round's business and the players, or at the end the results.
 */
export function renderTable(view: VIView, names?: SeatNames, options: readonly Option[] = [], language: Language = 'en'): Promise<Picture> {
  const nv: Named = { ...saidView(view, language), language, ...(names ? { names } : {}) };
  const choices = saidChoices(options, language);
  return remember(`t${JSON.stringify(nv)}${JSON.stringify(choices.map((o) => o.value))}`, () => {
    return drawn((ctx, squeeze) => drawTable(ctx, nv, choices, squeeze), 'vested-interests', tableAlt(nv, choices), tableDetails(nv)).then((p) => ({ ...p, state: tableState(nv) }));
  });
}
