/**
 * The decisions inside a turn, answered from the strong seat's stand-in state: which card to plant or keep,
 * what to compost or pay with, which benefit to take, whether to play an Event. Each is a ranking by the
 * worths of card-worth.ts; the choice of action, which decides most of a game, is turn-search.ts's.
 */
import { comparedLine } from '../../../engine/ai-policy';
import type { PlayerId, Prompt } from '../../../engine/types';
import { TABLEAU_SLOTS } from '../board';
import { ACTIONS, type Effect, type ScaledEffect } from '../cards/schema';
import { findEarthCard, getEarthCard } from '../cards/catalogue';
import type { EarthState, PlayerState } from '../state';
import { ew, keyOf, keysIn } from '../texts';
import { breakdown } from '../rules/scoring';
import { plantWorth, printedWorth } from './card-worth';
import { actionsLeft } from './evaluation';
import { objectiveProgress } from './objective-progress';
import { effectsWorth, growRoom, sproutRoom } from './effects-worth';
import { payChoice, soilReserve } from './pay-choice';
import { backWhy, defaultWhy, eventWhy, giveUpTail, giveUpWhy, keepHandWhy, onlyPlantWhy, optionName, skipPlantWhy, type EarthWeighing } from './advice';

type DecisionKind =
  | 'action' | 'wild' | 'plant' | 'keep' | 'place' | 'compostHand' | 'discard' | 'activate' | 'pay' | 'choice' | 'order' | 'menu' | 'team' | 'setup' | 'other';

/** Which kind of decision a prompt is, read from its options and the catalogue key of its text (prompts.ts). */
export function kindOf(p: Prompt): DecisionKind {
  const values = p.options.map((o) => o.value);
  if (values[0] === 'back') return 'menu';
  const key = keyOf(p.text);
  if (key === 'earth:prompt.pickIsland' || key === 'earth:prompt.pickClimate' || key === 'earth:prompt.pickEco') return 'setup';
  if (key === 'earth:prompt.wild') return 'wild';
  if (ACTIONS.every((a) => values.includes(a))) return 'action';
  if (values.includes('auto')) return 'place';
  if (values.includes('pay')) return 'pay';
  if (values.includes('done')) return 'team';
  if (values.includes('before') && values.includes('after')) return 'order';
  if (values.includes('o0')) return 'choice';
  if (key === 'earth:prompt.keep') return 'keep';
  if (key === 'earth:prompt.compostHand') return 'compostHand';
  if (key === 'earth:prompt.discard') return 'discard';
  if (key === 'earth:prompt.activate') return 'activate';
  if ((key === 'earth:prompt.plant' || key === 'earth:prompt.plantMay' || key === 'earth:prompt.plantMayLess') && values.includes('skip')) return 'plant';
  return 'other';
}

const cardIds = (values: readonly string[]) => values.filter((v) => findEarthCard(v) !== undefined);

/** The first of the highest scores; each score is recorded in `w` when a Hint asks why. */
function best(xs: readonly string[], score: (x: string) => number, w?: EarthWeighing): string | undefined {
  let top: string | undefined;
  let topScore = -Infinity;
  for (const x of xs) {
    const v = score(x);
    w?.see(x, v);
    if (v > topScore) [top, topScore] = [x, v];
  }
  if (w) w.chosen = top;
  return top;
}

/** Cards worth keeping in hand: as many as the tableau still has room for, at most four; none once the end is near. */
function keepInHand(s: EarthState, pl: PlayerState): number {
  return s.endTriggered ? 0 : Math.min(4, TABLEAU_SLOTS - pl.tableau.length);
}

/** The plain benefits of a list (conditions, costs, choices and gifts to others are left out of the estimate). */
const plain = (e: Effect): e is ScaledEffect => e.op !== 'if' && e.op !== 'pay' && e.op !== 'choice' && e.op !== 'others';

const eventWorth = (id: string, pl: PlayerState) => {
  const c = getEarthCard(id);
  return c.type === 'event' ? c.vp + effectsWorth(c.effects.filter(plain), pl) - 0.4 * c.cost : -Infinity;
};

const cardName = (id: string) => getEarthCard(id).name;

/** An Event from hand worth playing now, if any: its VP and benefit against the Soil it costs. */
function eventToPlay(s: EarthState, pl: PlayerState, w?: EarthWeighing): string | undefined {
  const reserve = soilReserve(s, pl);
  const playable = pl.hand.filter((id) => {
    const c = getEarthCard(id);
    if (c.type !== 'event' || c.cost > pl.soil) return false;
    // An Event that costs VP is a way out of a shortage, not a bargain: only when the next planting is out of reach.
    if (c.vp < 0 && pl.soil >= reserve) return false;
    return eventWorth(id, pl) > 0.5 + (pl.soil - c.cost < reserve ? 1.2 * Math.min(c.cost, reserve - (pl.soil - c.cost)) : 0);
  });
  return best(playable, (id) => eventWorth(id, pl), w);
}

/** The Event in hand worth most now, playable or not: what a Hint names when none is worth playing. */
function bestEvent(pl: PlayerState): { name: string; worth: number } | undefined {
  const id = best(pl.hand.filter((x) => getEarthCard(x).type === 'event'), (x) => eventWorth(x, pl));
  return id === undefined ? undefined : { name: cardName(id), worth: eventWorth(id, pl) };
}

/** Whether to open the Event menu now, before answering the prompt itself. */
export function wantsEvent(s: EarthState, me: PlayerId, p: Prompt, w?: EarthWeighing): boolean {
  const wants = p.options.some((o) => o.value === 'menu.event') && eventToPlay(s, s.players[me]!, w) !== undefined;
  if (w && wants) w.why = eventWhy(w, cardName, true);
  return wants;
}

/**
 * The answer to one in-turn decision of `me` (never the choice of action, never a setup pick); `w`, when a Hint
 * asks why, records what was weighed and the line that says it.
 */
export function smallChoice(s: EarthState, me: PlayerId, p: Prompt, kind: DecisionKind = kindOf(p), w?: EarthWeighing): string {
  const pl = s.players[me]!;
  const values = p.options.map((o) => o.value);
  const fallback = p.fallback ?? values[0]!;
  if (kind !== 'menu' && kind !== 'keep' && values.includes('menu.event') && eventToPlay(s, pl, w)) {
    if (w) w.why = eventWhy(w, cardName, true);
    return 'menu.event';
  }
  const name = (v: string) => optionName(p, v) ?? cardName(v);
  switch (kind) {
    case 'menu': {
      const ev = eventToPlay(s, pl, w);
      const pick = ev && values.includes(ev) ? ev : 'back';
      if (w) w.why = pick === ev ? eventWhy(w, cardName, false) : backWhy(keyOf(p.text) === 'earth:prompt.menuEvent', bestEvent(pl));
      return pick;
    }
    case 'plant': {
      const left = actionsLeft(s);
      const worth = (id: string) => plantWorth(id, left) + placedGain(s, me, id);
      const card = best(cardIds(values), worth, w);
      const major = !values.includes('skip') || p.fallback === undefined;
      const pick = card && (major || worth(card) > 0) ? card : 'skip';
      if (w) w.why = plantWhy(w, pick, values.includes('skip'), name, worth);
      return pick;
    }
    case 'keep': {
      const pick = best(cardIds(values), (id) => printedWorth(getEarthCard(id), actionsLeft(s)) + placedGain(s, me, id) - 0.35 * Math.max(0, getEarthCard(id).cost - pl.soil), w) ?? fallback;
      if (w) w.why = comparedLine(w, { name, better: ew('advice.better.keep') });
      return pick;
    }
    case 'compostHand': {
      if (pl.hand.length <= keepInHand(s, pl)) {
        if (w) w.why = keepHandWhy(pl.hand.length, keepInHand(s, pl));
        return 'stop';
      }
      const worst = best(cardIds(values), (id) => -(getEarthCard(id).type === 'event' ? eventWorth(id, pl) : plantWorth(id)), w);
      if (w) w.why = giveUpWhy(p, byWorth(w), giveUpTail('compost'));
      return worst ?? 'stop';
    }
    case 'discard': {
      const pick = best(cardIds(values), (id) => -printedWorth(getEarthCard(id)), w) ?? fallback;
      if (w) w.why = giveUpWhy(p, byWorth(w), giveUpTail('discard'));
      return pick;
    }
    case 'choice': {
      const pick = best(values.filter((v) => /^o\d$/.test(v)), (v) => optionWorth(s, me, p, v), w) ?? fallback;
      if (w) w.why = comparedLine(w, { name, better: ew('advice.better.choice') });
      return pick;
    }
    case 'pay':
      return payChoice(s, me, p, w);
    case 'activate': {
      const pick = values.find((v) => /^s\d+$/.test(v)) ?? fallback;
      if (w) w.why = defaultWhy(p, pick);
      return pick;
    }
    case 'place':
    case 'team': {
      const pick = kind === 'place' ? 'auto' : 'done';
      if (w) w.why = defaultWhy(p, pick);
      return pick;
    }
    default: {
      const pick = values.includes(fallback) ? fallback : values[0]!;
      if (w) w.why = defaultWhy(p, pick);
      return pick;
    }
  }
}

/** Planting: the card against the next best, or against planting nothing when it is the only one. */
function plantWhy(w: EarthWeighing, pick: string, optional: boolean, name: (id: string) => string, worth: (id: string) => number): string {
  const top = w.best();
  if (pick === 'skip') return skipPlantWhy(top === undefined ? undefined : { name: name(top.key), worth: top.score });
  if (optional && w.scored.length === 1) return onlyPlantWhy(name(pick), worth(pick));
  return comparedLine(w, { name, better: ew('advice.better.plant') });
}

/** Cards given up were scored by their worth negated: back to worths, least first (the order taken). */
const byWorth = (w: EarthWeighing) => w.scored.map((x) => ({ id: x.key, worth: -x.score })).sort((a, b) => a.worth - b.worth);

/** What placing `id` in the next slot would add to the score now and to the objectives' progress. */
function placedGain(s: EarthState, me: PlayerId, id: string): number {
  const pl = s.players[me]!;
  const c = getEarthCard(id);
  if (c.type === 'event' || pl.tableau.length >= TABLEAU_SLOTS) return 0;
  const after: EarthState = { ...s, players: { ...s.players, [me]: { ...pl, tableau: [...pl.tableau, { id, sprouts: 0, growth: 0 }] } } };
  return breakdown(after, me).total - breakdown(s, me).total + 0.6 * (objectiveProgress(after, me) - objectiveProgress(s, me));
}

/** A choice's option, valued from the pending job when the stand-in has it, else from what its label speaks of. */
function optionWorth(s: EarthState, me: PlayerId, p: Prompt, v: string): number {
  const pl = s.players[me]!;
  const job = pl.jobs[0];
  const i = Number(v.slice(1));
  if (job?.k === 'choice' && job.options[i]) return effectsWorth(job.options[i], pl);
  const says = new Set(keysIn(p.options.find((o) => o.value === v)?.label ?? ''));
  const any = (...keys: string[]) => keys.some((k) => says.has(`earth-cards:text.${k}`));
  if (any('fx.grow', 'minor.grow')) return growRoom(pl) > 0 ? 2.2 : 0;
  if (any('fx.sprout', 'minor.water')) return sproutRoom(pl) > 0 ? 2 : 0;
  if (any('fx.compostDeck', 'fx.compostHand.you', 'minor.compost')) return 2;
  if (any('fx.draw', 'fx.drawKeep', 'minor.plant')) return 0.8;
  return 0.5;
}
