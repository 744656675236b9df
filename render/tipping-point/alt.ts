import type { Option } from '../../src/engine/types';
import { CATEGORIES } from '../../src/games/tipping-point/cards/schema';
import { projectById } from '../../src/games/tipping-point/cards/catalogue';
import type { TpView } from '../../src/games/tipping-point/view';
import { altText } from '../alt';
import { andList } from '../../src/engine/wording';
import type { SeatNames } from '../picture';
import { headline } from './headline';
import { SHORT, seatName } from './style';
import type { Language } from '../../src/words/locales';
import { nameIn, type SaidView } from './words';

/** Who won: everyone together in the co-operative game, the most Victory Points in the competitive one. */
export function outcome(v: TpView, names?: SeatNames): string | null {
  if (!v.over) return null;
  const players = v.seats.map((x) => x.player);
  if (!v.over.won) return 'Nobody wins.';
  if (v.options.variant !== 'competitive') return players.length === 1 ? 'The game is won.' : 'Everyone wins together.';
  const best = Math.max(...players.map((p) => v.vp[p] ?? 0));
  const winners = players.filter((p) => (v.vp[p] ?? 0) === best).map((p) => seatName(p, names));
  return `${andList(winners)} ${winners.length === 1 ? 'wins' : 'share the win'} with ${best} Victory Points.`;
}

/** A seat's Need levels and budgets, as the table shows them: "Hou L4 15¢". */
function seatLine(v: TpView, x: TpView['seats'][number], names?: SeatNames): string {
  const needs = CATEGORIES.filter((k) => x.needs[k] !== undefined || x.credits[k] > 0).map((k) => `${SHORT[k]}${x.needs[k] !== undefined ? ` L${x.needs[k]}` : ''} ${x.credits[k]}¢`);
  const vp = v.vp[x.player];
  return `${seatName(x.player, names)}${x.countryName ? ` (${x.countryName})` : ''}: hand ${x.handCount}${vp !== undefined ? `, ${vp} VP` : ''}${needs.length ? `, ${needs.join(', ')}` : ''}.`;
}

/** The table's alt text: the game, round, whose move and what they decide, the Seesaw, the winner, then each seat. */
export function tableAlt(v: SaidView, names: SeatNames | undefined, choices: readonly Option[]): string {
  const s = v.seesaw;
  return altText([
    `Tipping Point, ${headline(v, names, choices)}.`,
    outcome(v, names),
    `Seesaw: Preservation ${s.preservation}, Pollution ${s.pollution}${s.tipped ? ', tipped' : ''}. Projects solved ${v.solved}.`,
    ...v.seats.map((x) => seatLine(v, x, names)),
  ]);
}

/** The state a decision rests on, for the table message's text: the round and the Seesaw. */
export function tableState(v: TpView): string | undefined {
  const s = v.seesaw;
  if (v.phase !== 'play' && v.phase !== 'crisis' && v.phase !== 'provide') return undefined;
  return `Round ${v.round}/${v.maxRounds} · Seesaw: Preservation ${s.preservation}, Pollution ${s.pollution}${s.tipped ? ', tipped' : ''} · Projects solved ${v.solved}`;
}

/** The private picture's alt text: what the seat holds. */
export function privateAlt(v: TpView, language: Language): string {
  const me = v.seats.find((x) => x.player === v.viewer);
  const hand = v.me?.hand ?? [];
  const vp = v.viewer ? v.vp[v.viewer] : undefined;
  return altText([
    `Tipping Point, your hand: ${hand.length ? `${hand.map((h) => (projectById(h) ? nameIn(language, h) : h)).join(', ')}.` : 'no cards.'}`,
    me?.countryName && `Country ${me.countryName}.`,
    me?.advisorName && `Advisor ${me.advisorName}.`,
    vp !== undefined && `${vp} Victory Points, secret.`,
  ]);
}
