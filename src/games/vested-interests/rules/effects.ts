/**
 * One-shot card effects: Initiative riders, scenarios, Contracts being taken and House triggers. An effect may
 * open a follow-up stage (a Community Forest to place, free Defence to hand out).
 */
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { assetMatches } from '../board';
import { amountOf, holds, payCapital } from '../cards/text';
import { type Effect } from '../cards/schema';
import { catalogue as cat, getScheme } from '../cards/catalogue';
import { everyone } from '../draft';
import { shiftDial } from './climate';
import { abilitiesOf } from './houses-agendas-vices';
import { defenceTargets, defenceTokensLeft, forestDistricts } from './placement';
import { firstPlayer, fromFirst, playerState } from '../seats';
import type { VIState } from '../state';

interface EffectCtx { actor: PlayerId | null; sponsor: PlayerId | null }

function recipients(s: VIState, who: 'actor' | 'each' | 'sponsor' | 'sponsorOrFirstPlayer', ctx: EffectCtx): PlayerId[] {
  switch (who) {
    case 'actor': return ctx.actor ? [ctx.actor] : [];
    case 'each': return fromFirst(s);
    case 'sponsor': return ctx.sponsor ? [ctx.sponsor] : [];
    case 'sponsorOrFirstPlayer': return [ctx.sponsor ?? firstPlayer(s)];
  }
}

/** Applies one-shot effects from riders, scenarios, Contracts and triggers; may open a follow-up stage. */
export function runEffects(s: VIState, effects: readonly Effect[], ctx: EffectCtx, ev: GameEvent[], source: string): void {
  for (const e of effects) {
    if (s.flow === 'over') return;
    switch (e.op) {
      case 'gainCapital': case 'payCapital': case 'gainInfluence': case 'gainLegacy':
        for (const p of recipients(s, e.who, ctx)) {
          if (!holds(s, p, e.if)) continue;
          const n = amountOf(s, p, e.amount);
          if (n <= 0) continue;
          if (e.op === 'gainCapital') { playerState(s, p).capital += n; ev.push(everyone(words('vi:log.effect.gainCapital', { source, player: `{${p}}`, count: n }))); }
          if (e.op === 'gainInfluence') { playerState(s, p).influence += n; ev.push(everyone(words('vi:log.effect.gainInfluence', { source, player: `{${p}}`, count: n }))); }
          if (e.op === 'gainLegacy') { playerState(s, p).legacy += n; ev.push(everyone(words('vi:log.effect.gainLegacy', { source, player: `{${p}}`, count: n }))); }
          if (e.op === 'payCapital') { const paid = payCapital(s, p, n); if (paid > 0) ev.push(everyone(words('vi:log.effect.payCapital', { source, player: `{${p}}`, count: paid }))); }
        }
        break;
      case 'shiftDial': shiftDial(s, e.ppm, source, ev); break;
      case 'suspendIncome':
        for (const a of s.assets) if (!a.community && assetMatches(e.assets, a)) a.idle = Math.max(a.idle, e.incomes);
        ev.push(everyone(words('vi:log.effect.suspendIncome', { source })));
        break;
      case 'bonusIncome':
        for (const a of s.assets) if (!a.community && assetMatches(e.assets, a)) a.bonus += e.perAsset;
        ev.push(everyone(words('vi:log.effect.bonusIncome', { source, count: e.perAsset })));
        break;
      case 'removeAllTokens':
        if (e.token === 'defence') for (const a of s.assets) a.defence = false;
        else s.nimbys = [];
        ev.push(everyone(words(e.token === 'defence' ? 'vi:log.effect.removeDefence' : 'vi:log.effect.removeNimby', { source })));
        break;
      case 'placeCommunityAsset': {
        const chooser = recipients(s, e.chooser, ctx)[0]!;
        if (forestDistricts(s).length > 0) s.stage = { kind: 'forest', chooser, district: null, page: 0 };
        break;
      }
      case 'grantDefence': {
        const queue = recipients(s, e.who, ctx).filter((p) => defenceTargets(s, p, e.assets).length > 0);
        if (queue.length > 0 && defenceTokensLeft(s) > 0) s.stage = { kind: 'defence', queue };
        break;
      }
      case 'waiveCost':
        for (const p of recipients(s, e.who, ctx)) playerState(s, p).freeResearchUntil = s.round + 1;
        ev.push(everyone(words('vi:log.effect.freeResearch', { source })));
        break;
      // Scheme and mini-card effects are resolved where their windows and actions close.
      case 'boostAttack': case 'cancelVote': case 'chooseWeatherDistrict': case 'placeNimby': case 'addTribunalVotes':
      case 'waiveRepairs': case 'silenceResearch': case 'peekSecret':
        break;
    }
  }
}

export function trigger(s: VIState, p: PlayerId, on: 'income' | 'anyResearchFunded' | 'otherPlayerRepairPayment', ev: GameEvent[], source: string): void {
  for (const a of abilitiesOf(s, p)) {
    if (a.op === 'trigger' && a.on === on && holds(s, p, a.if)) runEffects(s, a.effects, { actor: p, sponsor: null }, ev, source);
  }
}

/** Numbers carried by Scheme and mini-card effects, read from the data rather than restated here. */
export function effectNumber(cardId: string, op: 'boostAttack' | 'addTribunalVotes' | 'silenceResearch'): number {
  const effects = cardId.startsWith('scheme.') ? getScheme(cardId).effects : cat.miniCards.find((m) => m.id === cardId)!.effects;
  for (const e of effects) {
    if (e.op === 'boostAttack' && op === e.op) return e.strength;
    if (e.op === 'addTribunalVotes' && op === e.op) return e.votes;
    if (e.op === 'silenceResearch' && op === e.op) return e.worldTurns;
  }
  throw new Error(`${cardId} has no ${op} effect`);
}
