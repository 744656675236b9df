import type { Option } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { crisisById, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { blockText } from '../../src/games/tipping-point/cards/text';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { categoryIn, nameIn, saidView, type SaidView } from './words';
import { tiltText } from '../../src/games/tipping-point/seesaw-text';
import type { TpView } from '../../src/games/tipping-point/view';
import type { SeatNames } from '../picture';
import { outcome } from './alt';
import { sections } from '../alt';
import { headline } from './headline';
import { seatName } from './style';

type Cell = TpView['grid']['cells'][number];
type Seat = TpView['seats'][number];

/** Each owner's Influence tokens on a card, oldest owner first: "ana 2, ben 1". */
function influence(c: Cell, names?: SeatNames): string {
  const counts = new Map<string, number>();
  for (const p of c.tokens) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => `${seatName(p, names)} ${n}`).join(', ');
}

/** A grid card in words: what the picture's cell shows, and a Crisis's effects it leaves to its details. */
function cellLine(v: SaidView, c: Cell, names?: SeatNames): string {
  const tokens = c.tokens.length ? `; Influence ${c.tokens.length}: ${influence(c, names)}` : '';
  if (c.kind === 'crisis') {
    const k = crisisById(c.id!)!;
    const head = `${c.slot}: Crisis ${nameIn(v.language, k.id)}, level ${k.level} ${categoryIn(v.language, k.category)}`;
    if (!c.up) return `${head}, solved${tokens}.`;
    const edges = (['N', 'E', 'S', 'W'] as const).filter((e) => k.influence[e] > 0).map((e) => `${e} ${k.influence[e]}`).join(', ');
    return `${head}, open: needs Influence ${edges}; +${k.pollution} Pollution a round, solved +${k.preservation} Preservation${k.block ? `; ${say(v.language, blockText(k.block))}` : ''}${tokens}.`;
  }
  if (!c.up) return `${c.slot}: face-down Project${tokens}.`;
  const p = projectById(c.id!);
  return `${c.slot}: Project ${p ? nameIn(v.language, p.id) : c.id}, ${p ? categoryIn(v.language, p.category) : ''}, face up${tokens}.`;
}

/** A seat's row: Country, Advisor, hand, draws, VP when shown, then each Need's level and Credits. */
function seatText(v: SaidView, x: Seat, names?: SeatNames): string {
  const vp = v.vp[x.player];
  const needs = CATEGORIES.map((k) => `${categoryIn(v.language, k)} ${x.needs[k] !== undefined ? `level ${x.needs[k]}` : 'no Need'}, ${x.credits[k]} Credits`);
  return [
    `${seatName(x.player, names)}${v.active.includes(x.player) ? ' (to move)' : ''}: Country ${x.countryName ?? 'not chosen yet'}; Advisor ${x.advisorName ?? 'none yet'}.`,
    `Hand ${x.handCount} cards, draws ${x.drawPerRound} a round${x.passed ? ', passed' : ''}${vp !== undefined ? `, ${vp} Victory Points` : ''}.`,
    `Needs and Credits: ${needs.join('; ')}.`,
  ].join('\n');
}

/**
 * The table picture in words, for a reader who cannot see it: everything it shows from the public view, in
 * paragraphs a page may break between. Seats as the picture names them.
 */
export function tableText(view: TpView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en'): string {
  const v = saidView(view, language);
  const s = v.seesaw;
  const o = v.options;
  const cells = [...v.grid.cells].sort((a, b) => a.row - b.row || a.col - b.col);
  return sections([
    [`Tipping Point, ${headline(v, names, choices)}.`, v.over ? `${v.over.won ? 'Won' : 'Lost'}: ${v.over.reason}.` : null, outcome(v, names)],
    [`Difficulty ${o.difficulty} (${o.difficultyLabel}), ${o.variant === 'competitive' ? 'competitive' : 'co-operative'}${o.expert ? ', expert' : ''}. Round ${v.round} of ${v.maxRounds}.`,
      `Crisis deck ${v.crisisDeck}${v.nextCrisisLevel ? `, next Crisis level ${v.nextCrisisLevel}` : ''}. Project deck ${v.projectDeck}. Discard ${v.discard}. Projects solved ${v.solved}.${o.pressure ? ` +${o.pressure} Pollution per unsolved Crisis each round.` : ''}`],
    [`Seesaw: Preservation ${s.preservation}, Pollution ${s.pollution} (of ${s.capacity} places a side); weight ${s.presTorque} against ${s.polTorque}. ${say(v.language, tiltText(s))}.`,
      v.history.length ? `The Seesaw round by round: ${v.history.map((h) => `round ${h.round} Preservation ${h.preservation}, Pollution ${h.pollution}`).join('; ')}.` : null],
    [`The grid, ${cells.length} ${cells.length === 1 ? 'card' : 'cards'}, by slot (column letter, row number):`, ...cells.map((c) => cellLine(v, c, names))],
    ...v.seats.map((x) => [seatText(v, x, names)]),
  ]);
}
