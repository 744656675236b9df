import type { Option } from '../../src/engine/types';
import type { EarthView, PlayerView, SlotView } from '../../src/games/earth/view';
import { andList } from '../../src/engine/wording';
import type { SeatNames } from '../picture';
import { sections, sentence } from '../alt';
import { actionLabel, headline } from './headline';
import type { Language } from '../../src/words/locales';
import { seatName } from './style';
import { islandClimateLine, teamBoardsLine } from './table';

/** A tableau card as its slot shows it: name, Sprouts and Growth against their limits, the Canopy. */
function slotText(c: SlotView): string {
  const pieces = c.kind === 'flora' ? [`${c.sprouts}/${c.sproutLimit} Sprouts`, `${c.trunks}/${c.growthLimit} Growth`, ...(c.canopy ? [`Canopy${c.canopyVp !== null ? ` (${c.canopyVp} VP)` : ''}`] : [])] : c.sprouts ? [`${c.sprouts} Sprouts`] : [];
  return `${c.title} (${c.kind}, ${c.color}${pieces.length ? `, ${pieces.join(', ')}` : ''})`;
}

/** One player's board: the figures the picture's row shows, the score by line, the Ecosystem, Events and tableau. */
function playerText(v: EarthView, p: PlayerView, nm: (p: string) => string, language: Language): string {
  const state = v.over ? '' : v.active === p.id ? ' (their turn)' : p.owes ? ' (to answer)' : '';
  const score = v.scoreLines.map((l) => `${l.name} ${p.score[l.key]}`).join(', ');
  return [
    `${nm(p.id)}${p.team ? `, team ${p.team}` : ''}${state}: ${p.score.total} VP.`,
    `${islandClimateLine(p, language)}.`,
    `Soil ${p.soil}, hand ${p.hand}, Compost ${p.compost}, Sprouts ${p.score.sprouts}, Leaves ${p.leaves}, cards ${p.tableau.length}/16${p.completed ? ' (complete)' : ''}.`,
    `Score: ${score}, total ${p.score.total}.`,
    p.ecosystem ? sentence(`Ecosystem: ${p.ecosystem.title}: ${p.ecosystem.rules}`) : 'Ecosystem: none.',
    p.events.length ? `Event space: ${p.events.map((e) => `${e.title} (${(e.vp ?? 0) >= 0 ? '+' : ''}${e.vp ?? 0} VP)`).join(', ')}.` : null,
    `Tableau: ${p.tableau.length ? p.tableau.map(slotText).join('; ') : 'empty'}.`,
  ].filter(Boolean).join('\n');
}

/**
 * The table picture in words, for a reader who cannot see it: everything it shows from the public view, in
 * paragraphs a page may break between.
 */
export function tableText(v: EarthView, names?: SeatNames, _choices?: readonly Option[], language: Language = 'en'): string {
  const nm = (p: string) => (p === 'gaia' ? 'Gaia' : (names?.[p] ?? seatName(p)));
  const scores = [...v.players.map((p) => ({ id: p.id, vp: p.score.total })), ...(v.gaia ? [{ id: 'gaia', vp: v.gaia.score.total }] : [])].sort((a, b) => b.vp - a.vp);
  const owing = v.players.filter((p) => p.owes && p.id !== v.active);
  const g = v.gaia;
  // The headline names the game itself at setup and at the end ("Earth · game over").
  const head = headline(v, nm, language);
  const teamTotal = (t: string) => v.players.filter((p) => p.team === t).reduce((n, p) => n + p.score.total, 0);
  return sections([
    [sentence(v.phase === 'setup' || v.over ? head : `Earth, ${head}`),
      v.over ? (v.winners.length ? `${andList(v.winners.map(nm))} ${v.winners.length === 1 ? 'wins' : 'win'}.` : 'Nobody wins.') : null,
      v.over && v.summary ? v.summary.replace(/\{(p\d+)\}/g, (_, p: string) => nm(p)) : null,
      v.over && v.variant === 'team' ? `Team A ${teamTotal('A')}, team B ${teamTotal('B')}.` : null,
      v.endReason ? `The game ended because ${v.endReason}.` : null],
    [`Scores, leader first: ${scores.map((x) => `${nm(x.id)} ${x.vp}`).join(', ')} VP.`,
      `Round ${v.round}${v.maxRounds ? ` of ${v.maxRounds}` : ''}. Deck ${v.deck}.${v.lastAction && !v.over ? ` Last action: ${v.lastAction.who === 'gaia' ? 'Gaia' : nm(v.lastAction.who)} ${actionLabel(v.lastAction.action, language)}.` : ''} 7 VP completion bonus: ${v.completion ? nm(v.completion) : 'open'}.${v.endTriggered && !v.over ? ' This is the last round.' : ''}`,
      owing.length && !v.over ? `To answer: ${owing.map((p) => nm(p.id)).join(', ')}.` : null],
    ['Fauna board (Leaves by claim order):',
      ...v.fauna.map((f) => `Fauna ${f.name}: ${sentence(f.text)} Leaves ${f.tiers.join(', ')} VP; claimed by ${f.claims.length ? f.claims.map(nm).join(', ') : 'nobody'}${f.nextVp !== null ? `; next Leaf ${f.nextVp} VP` : '; all Leaves claimed'}.`)],
    v.ecosystems.length ? ['Shared Ecosystems (everyone scores them at the end):', ...v.ecosystems.map((e) => sentence(`${e.title}: ${e.rules}`))] : [],
    g ? [`Gaia (level ${g.level}, k=${g.k}): ${g.score.total} VP; scoring pile ${g.scoringPile}, Compost ${g.compost}, Sprouts ${g.sprouts}, Growth ${g.growth}, turn ${g.turns}/${g.totalTurns}, deck ${g.left} left.`,
      g.last ? sentence(`Gaia's last card, ${g.last.title}: ${g.last.rules}`) : "Gaia's deck is face down."] : [],
    v.teamBoards.length ? [`${teamBoardsLine(v, language)}.`] : [],
    ...v.players.map((p) => [playerText(v, p, nm, language)]),
  ]);
}
