/**
 * Turn Structure (rulebook): each round every player is the active player once. The active player selects
 * an action and takes its major benefit, everyone else its minor benefit at the same time; play then passes
 * clockwise, and a round that ends the game ends it here. Solo: Gaia takes a turn after each of yours.
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { actionName } from '../cards/words';
import { isAction, type Action } from '../cards/schema';
import { catalogue } from '../cards/catalogue';
import { pub, type Ctx } from '../draft';
import { fail, type EarthError } from '../errors';
import { activeId, seatsFromActive } from '../seats';
import { majorJobs, minorJobs } from './actions';
import { finish, roundEndReason } from './end';
import { gaiaGain, gaiaTurn } from './solo-gaia';
import { ew } from '../texts';

export function beginTurn(c: Ctx): void {
  const s = c.s;
  s.turnNo += 1;
  s.action = null;
  s.phase = 'action';
  for (const p of s.order) {
    s.players[p]!.earnedSoil = 0;
    s.players[p]!.earnedCards = [];
  }
  const a = activeId(s)!;
  s.players[a]!.jobs.push({ k: 'action' });
}

/** Select an Action. */
export function answerAction(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  if (!isAction(v)) return fail('no-such-action', ew('error.noSuchAction', { value: v }));
  c.s.players[p]!.jobs.shift();
  chooseAction(c, p, v);
  return null;
}

/** After the active player picks: major for them, minor for everyone else at once (EA-10, EA-11). */
function chooseAction(c: Ctx, p: PlayerId, a: Action): void {
  const s = c.s;
  s.action = a;
  s.lastAction = { who: p, action: a };
  s.phase = 'benefit';
  pub(c, ew('log.chooses', { player: `{${p}}`, action: actionName(a) }))
  s.players[p]!.jobs.push(...majorJobs(a));
  if (s.gaia) {
    const track = catalogue.gaia.playerTurn.tracks[a];
    gaiaGain(c, track, catalogue.gaia.playerTurn.perK * s.gaia.k);
  } else for (const q of seatsFromActive(s)) if (q !== p) s.players[q]!.jobs.push(...minorJobs(a));
}

/** Play passes clockwise; at the end of a round the game may end. In solo, Gaia's turn follows the player's. */
export function endTurn(c: Ctx): void {
  const s = c.s;
  if (s.gaia) {
    if (s.active >= 0) return gaiaTurn(c);
    const why = roundEndReason(s);
    if (why) return finish(c, why);
    s.round += 1;
    s.active = 0;
    return beginTurn(c);
  }
  const next = (s.active + 1) % s.order.length;
  if (next === s.first) {
    const why = roundEndReason(s);
    if (why) return finish(c, why);
    s.round += 1;
  }
  s.active = next;
  beginTurn(c);
}
