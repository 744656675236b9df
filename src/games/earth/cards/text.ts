/**
 * Rules text for every Earth card, generated from its data, so the words on a rendered card can
 * never drift from what the engine does. Every switch over the effect language is exhaustive
 * (no `default`, `assertNever`), so adding an op without text is a type error.
 */
import { assertNever } from '../../../engine/result';
import {
  ACTION_COLOR,
  type Ability,
  type ClimateSide,
  type Cost,
  type EarthCard,
  type EcosystemSide,
  type Effect,
  type FaunaSide,
  type GaiaCard,
  type GaiaTrack,
  type Habitat,
  type IslandSide,
  type LeafEffect,
  type PlantFilter,
  type ScaledEffect,
  type Score,
  type Target,
} from './schema';
import { predicateCounts, trunkSlots } from './catalogue';
import { actionName, capitalize, colorName, countNoun, filterNoun, floraTypeName, habitatName, minorBenefitText, plural, predicatePct, predicateText } from './words';

/** The rules box of a card image holds at most this many characters (about 5 lines of 48). */
export const MAX_RULES_TEXT = 240;
/** The one-line type/stat strips on a card image. */
export const MAX_LINE_TEXT = 60;

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

/** Whose cards an effect speaks of: the owner's, or (inside `others`) each other player's. */
type Who = 'you' | 'they';

function targetText(t: Target, who: Who): string {
  switch (t.where) {
    case 'self':
      return 'on this card';
    case 'adjacent':
      return `on adjacent ${t.filter ? filterNoun(t.filter, true, 'Flora') : 'Flora'}`;
    case 'tableau':
      return `on ${who === 'you' ? 'your' : 'their'} ${t.filter ? filterNoun(t.filter, true, 'Flora') : 'Flora'}`;
  }
  return assertNever(t, 'target');
}

/** A cost as a verb phrase: "pay 2 Soil", "put 1 card from your hand under the deck". */
function costText(c: Cost): string {
  switch (c.resource) {
    case 'soil':
      return `pay ${c.amount} Soil`;
    case 'card':
      return `put ${c.amount} ${plural(c.amount, 'card', 'cards')} from your hand under the deck`;
    case 'sprout':
      return `remove ${c.amount} ${plural(c.amount, 'Sprout', 'Sprouts')} from your Flora`;
  }
  return assertNever(c.resource, 'cost');
}

function plantTarget(f: PlantFilter | undefined): string {
  if (f === undefined) return 'a card';
  const noun = filterNoun(f, false);
  return /^[AEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function leafText(e: LeafEffect, who: Who = 'you'): string {
  const your = who === 'you' ? 'your' : 'their';
  switch (e.op) {
    case 'gain': {
      const r = e.resource;
      switch (r) {
        case 'soil':
          return `gain ${e.amount} Soil`;
        case 'card':
          return `draw ${e.amount} ${plural(e.amount, 'card', 'cards')}`;
        case 'compost':
          return `compost ${e.amount} ${plural(e.amount, 'card', 'cards')} from the deck`;
      }
      return assertNever(r, 'gain resource');
    }
    case 'drawKeep':
      return `draw ${e.look} cards and keep ${e.keep}, the rest go under the deck`;
    case 'compostFromHand':
      return `compost up to ${e.upTo} ${plural(e.upTo, 'card', 'cards')} from ${your} hand`;
    case 'sprout':
      return `place ${e.amount} ${plural(e.amount, 'Sprout', 'Sprouts')} ${targetText(e.on, who)}`;
    case 'grow':
      return `place ${e.amount} Growth ${targetText(e.on, who)}`;
    case 'plant': {
      const price = e.discount === 0 ? ' (pay its cost)' : `, paying ${e.discount} Soil less`;
      return `plant ${plantTarget(e.filter)} from ${your} hand${price}`;
    }
    case 'minor':
      return `take the minor ${actionName(e.action)} benefit (${minorBenefitText(e.action)})`;
    case 'activate':
      return e.where === 'adjacent'
        ? 'activate the ability of an adjacent card'
        : `activate the ability of another card in ${your} tableau`;
  }
  return assertNever(e, 'effect');
}

export function scaledText(e: ScaledEffect): string {
  if (e.op !== 'per') return leafText(e);
  const what = e.each === 1 ? `per ${countNoun(e.count, false)}` : `per ${e.each} ${countNoun(e.count, true)}`;
  return `${leafText(e.effect)} ${what}${e.max !== undefined ? ` (up to ${e.max} times)` : ''}`;
}

const joinClauses = (xs: readonly ScaledEffect[]) => xs.map(scaledText).join(', then ');

/** One sentence per top-level effect, ending with a full stop. */
export function effectText(e: Effect): string {
  switch (e.op) {
    case 'gain':
    case 'drawKeep':
    case 'compostFromHand':
    case 'sprout':
    case 'grow':
    case 'plant':
    case 'minor':
    case 'activate':
    case 'per':
      return `${capitalize(scaledText(e))}.`;
    case 'if': {
      const subject = predicateCounts(e.test).every((c) => c.op === 'near') ? 'there are' : 'you have';
      return `If ${subject} ${predicateText(e.test)}: ${joinClauses(e.then)}.`;
    }
    case 'pay':
      return `You may ${e.cost.map(costText).join(' and ')} to ${joinClauses(e.then)}.`;
    case 'choice':
      return `Choose one: ${e.options.map(joinClauses).join('; or ')}.`;
    case 'others':
      return `Each other player may ${e.effects.map((x) => leafText(x, 'they')).join(', then ')}.`;
  }
  return assertNever(e, 'effect');
}

export const effectsText = (effects: readonly Effect[]): string => effects.map(effectText).join(' ');

function abilityText(a: Ability): string {
  return `${colorName(a.color)}: ${effectsText(a.effects)}`;
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

export function scoreText(s: Score): string {
  switch (s.op) {
    case 'per': {
      const what = s.each === 1 ? countNoun(s.count, false) : `${s.each} ${countNoun(s.count, true)}`;
      return `${s.vp} VP per ${what}${s.max !== undefined ? ` (max ${s.max} VP)` : ''}.`;
    }
    case 'threshold':
      return `${s.vp} VP if you have ${predicateText(s.test)}.`;
    case 'ladder':
      return `${capitalize(countNoun(s.count, true))}: ${s.steps.map((st) => `${st.atLeast}+ = ${st.vp} VP`).join(', ')}.`;
  }
  return assertNever(s, 'score');
}

// ---------------------------------------------------------------------------------------------
// Whole cards
// ---------------------------------------------------------------------------------------------

export interface CardText {
  title: string;
  /** Type, Habitats, cost: "Tree · Sunny / Wet · Cost 4". */
  typeLine: string;
  /** Limits / VP strip. */
  stats: string;
  /** The rules box (ability, scoring, Event benefit); empty for Flora without an ability. */
  rules: string;
}

const habitatsText = (hs: readonly Habitat[]) => hs.map(habitatName).join(' / ');
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function cardText(card: EarthCard): CardText {
  switch (card.type) {
    case 'flora': {
      const t = trunkSlots(card);
      const growth =
        card.growthLimit === 0
          ? 'no Growth'
          : card.canopyVp === null
            ? `Growth ${card.growthLimit} (Trunks only)`
            : `Growth ${card.growthLimit} (Canopy ${card.canopyVp} VP${t === 0 ? ', no Trunk' : ''})`;
      return {
        title: card.name,
        typeLine: `${floraTypeName(card.floraType)} · ${habitatsText(card.habitats)} · Cost ${card.cost}`,
        stats: `Sprouts ${card.sproutLimit} · ${growth}`,
        rules: card.ability ? abilityText(card.ability) : '',
      };
    }
    case 'terrain':
      return {
        title: card.name,
        typeLine: `Terrain · ${habitatsText(card.habitats)} · Cost ${card.cost}`,
        stats: card.scoring ? 'End of game bonus' : 'In-game ability (no end bonus)',
        rules: card.ability ? abilityText(card.ability) : card.scoring ? `End of game: ${scoreText(card.scoring)}` : '',
      };
    case 'event':
      return {
        title: card.name,
        typeLine: `Event · Cost ${card.cost}`,
        stats: `${signed(card.vp)} VP in your Event space`,
        rules: `Play at any time. ${effectsText(card.effects)}`,
      };
  }
  return assertNever(card, 'card');
}

/** A Fauna's claim rule alone, as the table shows it: the card's printed percentage changes nothing in play (EA-53). */
export function faunaRule(s: FaunaSide): string {
  return `Claim when you have ${predicateText(s.requirement, 'symbols')}.`;
}

/** A Fauna's full text; its printed percentage says what it is, since a bare "34%" reads as a chance. */
export function faunaText(s: FaunaSide): CardText {
  const pct = predicatePct(s.requirement);
  return {
    title: s.name,
    typeLine: `Fauna · side ${s.side}`,
    stats: `Leaves: ${s.tiers.join(' / ')} VP`,
    rules: `${faunaRule(s)}${pct === null ? '' : ` (${pct}% of the deck's Flora and Terrain cards are of the kind it counts.)`}`,
  };
}

export function islandText(s: IslandSide): CardText {
  const st = s.start;
  return {
    title: s.name,
    typeLine: `Island · side ${s.side} · ${habitatsText(s.habitats)}`,
    stats: `${s.vp} VP · Start: draw ${st.draw}, compost ${st.compost}, ${st.soil} Soil`,
    rules: abilityText(s.ability),
  };
}

export function climateText(s: ClimateSide): CardText {
  return {
    title: s.name,
    typeLine: `Climate · side ${s.side} · ${habitatsText(s.habitats)}`,
    stats: `${s.vp} VP`,
    rules: abilityText(s.ability),
  };
}

export function ecosystemText(s: EcosystemSide): CardText {
  return { title: s.name, typeLine: `Ecosystem · side ${s.side}`, stats: 'End of game objective', rules: scoreText(s.scoring) };
}

/** Gaia card text at difficulty k (EA-Gaia). */
export function gaiaText(g: GaiaCard, k: number): CardText {
  const you = (() => {
    switch (g.player) {
      case 'minor':
        return g.action === 'fauna' || g.action === 'wild'
          ? 'You choose an action: take its minor benefit and activate its abilities.'
          : `You take the minor ${actionName(g.action)} benefit and activate ${colorName(ACTION_COLOR[g.action])} abilities.`;
      case 'minorChosen':
        return 'You choose an action: take its minor benefit and activate its abilities.';
      case 'none':
        return 'You gain nothing.';
    }
    return assertNever(g.player, 'Gaia player benefit');
  })();
  const track = (t: GaiaTrack, n: number): string => {
    switch (t) {
      case 'scoringPile':
        return `puts ${n} ${plural(n, 'card', 'cards')} from the deck on her scoring pile`;
      case 'compost':
        return `gains ${n} Compost`;
      case 'sprouts':
        return `gains ${n} ${plural(n, 'Sprout', 'Sprouts')}`;
      case 'growth':
        return `gains ${n} Growth`;
    }
    return assertNever(t, 'Gaia track');
  };
  const gaia = (() => {
    switch (g.gaia.kind) {
      case 'track':
        return `Gaia ${track(g.gaia.track, g.gaia.perK * k)}.`;
      case 'claimFauna':
        return `Gaia claims the best open Fauna tier (if none: she ${track(g.gaia.fallback.track, g.gaia.fallback.perK * k)}).`;
    }
    return assertNever(g.gaia, 'Gaia gain');
  })();
  return { title: g.name, typeLine: `Gaia · ${g.action}`, stats: `Difficulty k = ${k}`, rules: `${you} ${gaia}` };
}
