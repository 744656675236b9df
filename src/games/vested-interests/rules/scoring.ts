/** Scoring and game end: Collapse (a qualified Accelerationist wins alone, or nobody) and scoring a world that survives. */
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { heldBy } from '../board';
import { amountOf } from '../cards/text';
import { bandOf, catalogue as cat, getAsset, getRole, getVice, scoringMatrix } from '../cards/catalogue';
import { cardName, roleName } from '../cards/names';
import { everyone } from '../draft';
import { fromFirst, playerState } from '../seats';
import type { VIState } from '../state';
import { roleOf } from './houses-agendas-vices';

function dirtyCount(s: VIState, p: PlayerId) { return heldBy(s, p).filter((a) => getAsset(a.type).class === 'dirty').length; }

function revealAll(s: VIState): void {
  for (const p of s.players) { playerState(s, p).agendaRevealed = true; playerState(s, p).viceRevealed = true; }
}

export function endCollapse(s: VIState, ev: GameEvent[]): void {
  const q = cat.scoring.collapse;
  const order = fromFirst(s);
  const qualified = order.filter((p) => getRole(roleOf(s, p)).canWinCollapse && dirtyCount(s, p) >= q.minDirtyAssets && playerState(s, p).capital >= q.minCapital);
  qualified.sort((a, b) => (playerState(s, b).capital - playerState(s, a).capital) || (dirtyCount(s, b) - dirtyCount(s, a)) || (order.indexOf(a) - order.indexOf(b)));
  const winner = qualified[0] ?? null;
  revealAll(s);
  const summary = winner
    ? words('vi:final.collapseWin', { dial: s.dial, player: `{${winner}}`, count: dirtyCount(s, winner), capital: playerState(s, winner).capital })
    : words('vi:final.collapseLoss', { dial: s.dial });
  s.final = { band: 'collapse', scores: {}, winner, summary };
  s.flow = 'over';
  s.stage = { kind: 'none' };
  ev.push(everyone(summary));
}

function scoreOf(s: VIState, p: PlayerId, band: 'danger' | 'severe' | 'extreme') {
  const me = playerState(s, p);
  const vice = amountOf(s, p, getVice(me.vice).score);
  const holdingsPts = heldBy(s, p).reduce((n, a) => n + getAsset(a.type).legacy, 0);
  const capital = Math.floor(me.capital / cat.scoring.base.capitalDivisor);
  const agenda = scoringMatrix()[roleOf(s, p)][band];
  return { legacy: me.legacy, vice, holdings: holdingsPts, capital, agenda, total: me.legacy + vice + holdingsPts + capital + agenda };
}

export function endSurvival(s: VIState, ev: GameEvent[]): void {
  const band = bandOf(s.dial);
  if (band === 'collapse') { endCollapse(s, ev); return; }
  const scores = Object.fromEntries(s.players.map((p) => [p, scoreOf(s, p, band)]));
  const order = fromFirst(s);
  const ranked = [...s.players].sort((a, b) => (scores[b]!.total - scores[a]!.total)
    || (playerState(s, b).communityCreated - playerState(s, a).communityCreated)
    || (playerState(s, b).influence - playerState(s, a).influence)
    || (order.indexOf(a) - order.indexOf(b)));
  const winner = ranked[0]!;
  revealAll(s);
  const summary = words(`vi:final.survives.${band}`, { dial: s.dial, player: `{${winner}}`, count: scores[winner]!.total });
  s.final = { band, scores, winner, summary };
  s.flow = 'over';
  s.stage = { kind: 'none' };
  ev.push(everyone(summary));
  ev.push(everyone(words('vi:log.finalScores', { scores: ranked.map((p) => words('vi:log.finalScore', { player: `{${p}}`, total: scores[p]!.total, agenda: cardName(playerState(s, p).agenda), role: roleName(roleOf(s, p)), vice: cardName(playerState(s, p).vice) })).join('; ') })));
}
