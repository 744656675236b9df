import type { Option } from '../../src/engine/types';
import type { EarthView, PlayerView, SlotView } from '../../src/games/earth/view';
import type { SeatNames } from '../picture';
import { sections, sentence } from '../alt';
import { actionLabel, headline } from './headline';
import type { Language } from '../../src/words/locales';
import { listIn, t, type WordParams } from '../../src/words/translate';
import { seatName } from './style';
import { islandClimateLine, teamBoardsLine } from './table';

/** The table text's words, in the reader's language. */
const tx = (language: Language, key: string, params: WordParams = {}): string => t(language, `earth-pictures:text.${key}`, params);

/** A tableau card as its slot shows it: name, Sprouts and Growth against their limits, the Canopy. */
function slotText(c: SlotView, language: Language): string {
  const canopy = c.canopy ? [c.canopyVp !== null ? tx(language, 'canopyVp', { vp: c.canopyVp }) : tx(language, 'canopy')] : [];
  const pieces = c.kind === 'flora'
    ? [tx(language, 'sproutsOf', { n: c.sprouts, limit: c.sproutLimit }), tx(language, 'growthOf', { n: c.trunks, limit: c.growthLimit }), ...canopy]
    : c.sprouts ? [tx(language, 'sprouts', { n: c.sprouts })] : [];
  return tx(language, 'slot', { title: c.title, kind: tx(language, `kind.${c.kind}`), color: tx(language, `color.${c.color}`), pieces: pieces.length ? `, ${pieces.join(', ')}` : '' });
}

/** One player's board: the figures the picture's row shows, the score by line, the Ecosystem, Events and tableau. */
function playerText(v: EarthView, p: PlayerView, nm: (p: string) => string, language: Language): string {
  const state = v.over ? '' : v.active === p.id ? tx(language, 'theirTurn') : p.owes ? tx(language, 'toAnswerState') : '';
  const score = v.scoreLines.map((l) => tx(language, 'line', { name: l.name, n: p.score[l.key] })).join(', ');
  const events = p.events.map((e) => tx(language, 'event', { title: e.title, vp: `${(e.vp ?? 0) >= 0 ? '+' : ''}${e.vp ?? 0}` }));
  return [
    tx(language, 'player', { name: nm(p.id), team: p.team ? tx(language, 'team', { team: p.team }) : '', state, vp: p.score.total }),
    `${islandClimateLine(p, language)}.`,
    tx(language, 'counts', { soil: p.soil, hand: p.hand, compost: p.compost, sprouts: p.score.sprouts, leaves: p.leaves, cards: p.tableau.length, complete: p.completed ? tx(language, 'complete') : '' }),
    tx(language, 'scoreLine', { lines: score, total: p.score.total }),
    p.ecosystem ? sentence(tx(language, 'ecosystem', { title: p.ecosystem.title, rules: p.ecosystem.rules })) : tx(language, 'noEcosystem'),
    events.length ? tx(language, 'events', { events: events.join(', ') }) : null,
    p.tableau.length ? tx(language, 'tableau', { cards: p.tableau.map((c) => slotText(c, language)).join('; ') }) : tx(language, 'tableauEmpty'),
  ].filter(Boolean).join('\n');
}

/**
 * The table picture in words, for a reader who cannot see it: everything it shows from the public view, in
 * paragraphs a page may break between.
 */
export function tableText(v: EarthView, names?: SeatNames, _choices?: readonly Option[], language: Language = 'en'): string {
  const gaiaName = t(language, 'earth-pictures:gaia');
  const nm = (p: string) => (p === 'gaia' ? gaiaName : (names?.[p] ?? seatName(p)));
  const scores = [...v.players.map((p) => ({ id: p.id, vp: p.score.total })), ...(v.gaia ? [{ id: 'gaia', vp: v.gaia.score.total }] : [])].sort((a, b) => b.vp - a.vp);
  const owing = v.players.filter((p) => p.owes && p.id !== v.active);
  const g = v.gaia;
  // The headline names the game itself at setup and at the end ("Earth · game over").
  const head = headline(v, nm, language);
  const teamTotal = (team: string) => v.players.filter((p) => p.team === team).reduce((n, p) => n + p.score.total, 0);
  const last = v.lastAction && !v.over ? tx(language, 'lastAction', { who: nm(v.lastAction.who), action: actionLabel(v.lastAction.action, language) }) : '';
  const round = { round: v.round, of: v.maxRounds, deck: v.deck, last, bonus: v.completion ? nm(v.completion) : tx(language, 'open'), lastRound: v.endTriggered && !v.over ? tx(language, 'lastRound') : '' };
  return sections([
    [sentence(v.phase === 'setup' || v.over ? head : tx(language, 'head', { headline: head })),
      v.over ? (v.winners.length ? tx(language, 'wins', { names: listIn(language, 'and', v.winners.map(nm)), count: v.winners.length }) : tx(language, 'nobody')) : null,
      v.over && v.summary ? v.summary.replace(/\{(p\d+)\}/g, (_, p: string) => nm(p)) : null,
      v.over && v.variant === 'team' ? tx(language, 'teams', { a: teamTotal('A'), b: teamTotal('B') }) : null,
      v.endReason ? tx(language, 'ended', { reason: v.endReason }) : null],
    [tx(language, 'scores', { scores: scores.map((x) => tx(language, 'score', { name: nm(x.id), vp: x.vp })).join(', ') }),
      tx(language, v.maxRounds ? 'roundOf' : 'round', round),
      owing.length && !v.over ? tx(language, 'toAnswer', { names: owing.map((p) => nm(p.id)).join(', ') }) : null],
    [tx(language, 'fauna'),
      ...v.fauna.map((f) => tx(language, 'faunaCard', { name: f.name, text: sentence(f.text), tiers: f.tiers.join(', '), claims: f.claims.length ? f.claims.map(nm).join(', ') : tx(language, 'nobodyClaimed'), next: f.nextVp !== null ? tx(language, 'nextLeaf', { vp: f.nextVp }) : tx(language, 'allClaimed') }))],
    v.ecosystems.length ? [tx(language, 'ecosystems'), ...v.ecosystems.map((e) => sentence(tx(language, 'card', { title: e.title, rules: e.rules })))] : [],
    g ? [tx(language, 'gaia', { level: g.level, k: g.k, vp: g.score.total, pile: g.scoringPile, compost: g.compost, sprouts: g.sprouts, growth: g.growth, turn: g.turns, turns: g.totalTurns, left: g.left }),
      g.last ? sentence(tx(language, 'gaiaLast', { title: g.last.title, rules: g.last.rules })) : tx(language, 'gaiaHidden')] : [],
    v.teamBoards.length ? [`${teamBoardsLine(v, language)}.`] : [],
    ...v.players.map((p) => [playerText(v, p, nm, language)]),
  ]);
}
