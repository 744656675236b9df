import type { Option } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { crisisById, projectById } from '../../src/games/tipping-point/cards/catalogue';
import { blockText } from '../../src/games/tipping-point/cards/text';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { t, type WordParams } from '../../src/words/translate';
import { categoryIn, nameIn, saidView, slotIn, type SaidView } from './words';
import { tiltText } from '../../src/games/tipping-point/seesaw-text';
import type { TpView } from '../../src/games/tipping-point/view';
import type { SeatNames } from '../picture';
import { outcome } from './alt';
import { sections } from '../alt';
import { headline } from './headline';
import { seatName } from './style';

type Cell = TpView['grid']['cells'][number];
type Seat = TpView['seats'][number];

/** The table text's words, in the view's language. */
const tx = (v: SaidView, key: string, params: WordParams = {}): string => t(v.language, `tp-pictures:text.${key}`, params);

/** Each owner's Influence tokens on a card, oldest owner first: "ana 2, ben 1". */
function influence(v: SaidView, c: Cell, names?: SeatNames): string {
  const counts = new Map<string, number>();
  for (const p of c.tokens) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => tx(v, 'owner', { name: seatName(p, names), n })).join(', ');
}

/** A grid card in words: what the picture's cell shows, and a Crisis's effects it leaves to its details. */
function cellLine(v: SaidView, c: Cell, names?: SeatNames): string {
  const tokens = c.tokens.length ? tx(v, 'tokens', { n: c.tokens.length, owners: influence(v, c, names) }) : '';
  if (c.kind === 'crisis') {
    const k = crisisById(c.id!)!;
    const head = tx(v, 'crisis', { slot: slotIn(v.language, c.slot), name: nameIn(v.language, k.id), level: k.level, category: categoryIn(v.language, k.category) });
    if (!c.up) return tx(v, 'crisisSolved', { head, tokens });
    const edges = (['N', 'E', 'S', 'W'] as const).filter((e) => k.influence[e] > 0).map((e) => tx(v, `edge.${e}`, { n: k.influence[e] })).join(', ');
    const block = k.block ? `; ${say(v.language, blockText(k.block))}` : '';
    return tx(v, 'crisisOpen', { head, edges, pollution: k.pollution, preservation: k.preservation, block, tokens });
  }
  if (!c.up) return tx(v, 'faceDown', { slot: slotIn(v.language, c.slot), tokens });
  const p = projectById(c.id!);
  return tx(v, 'project', { slot: slotIn(v.language, c.slot), name: p ? nameIn(v.language, p.id) : c.id, category: p ? categoryIn(v.language, p.category) : '', tokens });
}

/** A seat's row: Country, Advisor, hand, draws, VP when shown, then each Need's level and Credits. */
function seatText(v: SaidView, x: Seat, names?: SeatNames): string {
  const vp = v.vp[x.player];
  const needs = CATEGORIES.map((k) => {
    const category = categoryIn(v.language, k);
    return x.needs[k] !== undefined ? tx(v, 'need', { category, level: x.needs[k], credits: x.credits[k] }) : tx(v, 'noNeed', { category, credits: x.credits[k] });
  });
  return [
    tx(v, 'seat', { name: seatName(x.player, names), toMove: v.active.includes(x.player) ? tx(v, 'toMove') : '', country: x.countryName ?? tx(v, 'noCountry'), advisor: x.advisorName ?? tx(v, 'noAdvisor') }),
    tx(v, 'hand', { hand: x.handCount, count: x.drawPerRound, passed: x.passed ? tx(v, 'passed') : '', vp: vp !== undefined ? tx(v, 'vp', { vp }) : '' }),
    tx(v, 'needs', { needs: needs.join('; ') }),
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
  const history = v.history.map((h) => tx(v, 'historyRound', { round: h.round, preservation: h.preservation, pollution: h.pollution }));
  return sections([
    [tx(v, 'head', { headline: headline(v, names, choices) }), v.over ? tx(v, v.over.won ? 'won' : 'lost', { reason: v.over.reason }) : null, outcome(v, names)],
    [tx(v, 'options', { difficulty: o.difficulty, label: o.difficultyLabel, variant: tx(v, o.variant === 'competitive' ? 'competitive' : 'coop'), expert: o.expert ? tx(v, 'expert') : '', round: v.round, of: v.maxRounds }),
      tx(v, 'decks', { crisis: v.crisisDeck, next: v.nextCrisisLevel ? tx(v, 'nextLevel', { level: v.nextCrisisLevel }) : '', projects: v.projectDeck, discard: v.discard, solved: v.solved, pressure: o.pressure ? tx(v, 'pressure', { n: o.pressure }) : '' })],
    [tx(v, 'seesaw', { preservation: s.preservation, pollution: s.pollution, capacity: s.capacity, pres: s.presTorque, pol: s.polTorque, tilt: say(v.language, tiltText(s)) }),
      history.length ? tx(v, 'history', { rounds: history.join('; ') }) : null],
    [tx(v, 'grid', { count: cells.length }), ...cells.map((c) => cellLine(v, c, names))],
    ...v.seats.map((x) => [seatText(v, x, names)]),
  ]);
}
