/**
 * Event cards (rulebook Special Rules & Edge Cases: "Event cards"): played at any time, even on another
 * player's turn, by paying their Soil cost; they go face-up in the Event space, never the tableau, and give
 * an instant benefit. Their VP, which may be negative, is scored at the end.
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { findEarthCard, getEarthCard } from '../cards/catalogue';
import { commit, pub, type Ctx } from '../draft';
import { fail, type EarthError } from '../errors';
import type { PlayerState } from '../state';
import { ew } from '../texts';

/** Events in hand that p can pay for now. */
export function affordableEvents(pl: PlayerState): string[] {
  return pl.hand.filter((id) => {
    const c = getEarthCard(id);
    return c.type === 'event' && c.cost <= pl.soil;
  });
}

function playEvent(c: Ctx, p: PlayerId, id: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  const card = findEarthCard(id);
  if (!card || !pl.hand.includes(id)) return fail('not-in-hand', ew('error.notInHand'));
  if (card.type !== 'event') return fail('not-an-event', ew('error.notAnEvent', { card: card.name }));
  if (card.cost > pl.soil) return fail('cannot-afford', ew('error.eventCost', { card: card.name, cost: card.cost, soil: pl.soil }));
  pl.soil -= card.cost;
  pl.hand.splice(pl.hand.indexOf(id), 1);
  pl.events.push(id);
  commit(c, ew('revealed.played', { card: card.name }));
  pub(c, ew(card.cost ? 'log.playsEventFor' : 'log.playsEvent', { player: `{${p}}`, card: card.name, cost: card.cost }));
  pl.jobs.unshift({ k: 'fx', fx: card.effects, host: null, src: card.name });
  return null;
}

/** Play an Event from the Event menu: its effects go first, and the menu under them closes. */
export function playEventFromMenu(c: Ctx, p: PlayerId, id: string): RuleError<EarthError> | null {
  const r = playEvent(c, p, id);
  if (r) return r;
  c.s.players[p]!.jobs.splice(1, 1);
  return null;
}
