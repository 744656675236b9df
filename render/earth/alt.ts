import { altText } from '../alt';
import { andList } from '../../src/engine/wording';
import type { EarthView } from '../../src/games/earth/view';
import { headline } from './headline';

type Named = (p: string) => string;

/** The table's alt text: the game, whose move and what they decide, the winner at the end, then each player. */
export function tableAlt(v: EarthView, nm: Named): string {
  return altText([
    `Earth, ${headline(v, nm)}.`,
    v.over && (v.winners.length ? `${andList(v.winners.map(nm))} ${v.winners.length === 1 ? 'wins' : 'win'}.` : 'Nobody wins.'),
    `${v.players.map((p) => `${nm(p.id)}: ${p.score.total} VP, ${p.tableau.length}/16 cards, Soil ${p.soil}, hand ${p.hand}`).join('; ')}.`,
  ]);
}

/** The state a decision rests on, for the table message's text: the round and the scores, leader first. */
export function tableState(v: EarthView, nm: Named): string | undefined {
  if (v.phase === 'setup') return undefined;
  const scores = [...v.players].sort((a, b) => b.score.total - a.score.total).map((p) => `${nm(p.id)} ${p.score.total}`);
  return `Round ${v.round} · ${scores.join(' · ')} VP${v.gaia ? ` · Gaia ${v.gaia.score.total}` : ''}`;
}

/** The private picture's alt text: the cards in the hand it shows. */
export const privateAlt = (titles: readonly string[]): string => `Earth, your hand: ${titles.join(', ') || 'empty'}.`;
