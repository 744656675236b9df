/**
 * Rules text for every Earth card, generated from its data, so the words on a rendered card can
 * never drift from what the engine does: each phrase a text of the `earth-cards` catalogue (`text.*`), said in the
 * reader's language. A phrase that may open a sentence is asked for with the context `cap` (its `_cap` form). Every switch over the effect language is exhaustive
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
import { cw } from '../texts';
import { actionName, both, colorName, countNoun, filterNoun, floraTypeName, habitatName, minorBenefitText, predicatePct, predicateText } from './words';

/** The rules box of a card image holds at most this many characters (about 5 lines of 48). */
export const MAX_RULES_TEXT = 240;
/** The one-line type/stat strips on a card image. */
export const MAX_LINE_TEXT = 60;

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

/** Whose cards an effect speaks of: the owner's, or (inside `others`) each other player's. */
type Who = 'you' | 'they';

/** The context that asks for a phrase's sentence-opening form. */
const opening = (cap: boolean): Record<string, string> => (cap ? { context: 'cap' } : {});

function targetText(t: Target, who: Who): string {
  switch (t.where) {
    case 'self':
      return cw('text.target.self');
    case 'adjacent':
      return cw('text.target.adjacent', { noun: t.filter ? filterNoun(t.filter, true, 'Flora') : cw('text.noun.flora') });
    case 'tableau':
      return cw(`text.target.tableau.${who}`, { noun: t.filter ? filterNoun(t.filter, true, 'Flora') : cw('text.noun.flora') });
  }
  return assertNever(t, 'target');
}

/** A cost as a verb phrase: "pay 2 Soil", "put 1 card from your hand under the deck". */
function costText(c: Cost): string {
  switch (c.resource) {
    case 'soil':
      return cw('text.cost.soil', { amount: c.amount });
    case 'card':
      return cw('text.cost.card', { count: c.amount });
    case 'sprout':
      return cw('text.cost.sprout', { count: c.amount });
  }
  return assertNever(c.resource, 'cost');
}

const plantTarget = (f: PlantFilter | undefined): string => (f === undefined ? cw('text.plantTarget.any') : cw('text.plantTarget.some', { noun: filterNoun(f, false) }));

function leafText(e: LeafEffect, who: Who = 'you', cap = false): string {
  const o = opening(cap);
  switch (e.op) {
    case 'gain': {
      const r = e.resource;
      switch (r) {
        case 'soil':
          return cw('text.fx.gainSoil', { amount: e.amount, ...o });
        case 'card':
          return cw('text.fx.draw', { count: e.amount, ...o });
        case 'compost':
          return cw('text.fx.compostDeck', { count: e.amount, ...o });
      }
      return assertNever(r, 'gain resource');
    }
    case 'drawKeep':
      return cw('text.fx.drawKeep', { look: e.look, keep: e.keep, ...o });
    case 'compostFromHand':
      return cw(`text.fx.compostHand.${who}`, { count: e.upTo, ...o });
    case 'sprout':
      return cw('text.fx.sprout', { count: e.amount, target: targetText(e.on, who), ...o });
    case 'grow':
      return cw('text.fx.grow', { amount: e.amount, target: targetText(e.on, who), ...o });
    case 'plant':
      return e.discount === 0
        ? cw(`text.fx.plantFull.${who}`, { target: plantTarget(e.filter), ...o })
        : cw(`text.fx.plantLess.${who}`, { target: plantTarget(e.filter), discount: e.discount, ...o });
    case 'minor':
      return cw('text.fx.minor', { action: actionName(e.action), benefit: minorBenefitText(e.action), ...o });
    case 'activate':
      return e.where === 'adjacent' ? cw('text.fx.activateAdjacent', o) : cw(`text.fx.activateTableau.${who}`, o);
  }
  return assertNever(e, 'effect');
}

/** A scaled effect's phrase; `cap` when it opens a sentence. */
export function scaledText(e: ScaledEffect, cap = false): string {
  if (e.op !== 'per') return leafText(e, 'you', cap);
  const effect = leafText(e.effect, 'you', cap);
  const what = e.each === 1 ? cw('text.per.one', { effect, noun: countNoun(e.count, false) }) : cw('text.per.many', { effect, each: e.each, noun: countNoun(e.count, true) });
  return e.max !== undefined ? cw('text.per.upTo', { text: what, max: e.max }) : what;
}

/** Clauses in order, joined as "a, then b". */
export const thenList = (xs: readonly string[]): string => xs.reduce((a, b) => cw('text.then', { a, b }));

const joinClauses = (xs: readonly ScaledEffect[]) => thenList(xs.map((x) => scaledText(x)));

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
      return cw('text.sentence', { text: scaledText(e, true) });
    case 'if': {
      const near = predicateCounts(e.test).every((c) => c.op === 'near');
      return cw(near ? 'text.effect.ifThereAre' : 'text.effect.ifYouHave', { test: predicateText(e.test), then: joinClauses(e.then) });
    }
    case 'pay':
      return cw('text.effect.pay', { cost: both(e.cost.map(costText)), then: joinClauses(e.then) });
    case 'choice':
      return cw('text.effect.choice', { options: e.options.map(joinClauses).reduce((a, b) => cw('text.orChoice', { a, b })) });
    case 'others':
      return cw('text.effect.others', { effects: thenList(e.effects.map((x) => leafText(x, 'they'))) });
  }
  return assertNever(e, 'effect');
}

export const effectsText = (effects: readonly Effect[]): string => effects.map(effectText).join(' ');

function abilityText(a: Ability): string {
  return cw('text.ability', { colour: colorName(a.color), effects: effectsText(a.effects) });
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

export function scoreText(s: Score): string {
  switch (s.op) {
    case 'per': {
      const what = s.each === 1 ? countNoun(s.count, false) : cw('text.score.each', { each: s.each, noun: countNoun(s.count, true) });
      return s.max !== undefined ? cw('text.score.perMax', { vp: s.vp, what, max: s.max }) : cw('text.score.per', { vp: s.vp, what });
    }
    case 'threshold':
      return cw('text.score.threshold', { vp: s.vp, test: predicateText(s.test) });
    case 'ladder':
      return cw('text.score.ladder', { noun: countNoun(s.count, true, true), steps: s.steps.map((st) => cw('text.score.step', { atLeast: st.atLeast, vp: st.vp })).join(', ') });
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

/** What a Flora holds: its Growth limit and Canopy. */
function growthText(card: Extract<EarthCard, { type: 'flora' }>): string {
  if (card.growthLimit === 0) return cw('text.growth.none');
  if (card.canopyVp === null) return cw('text.growth.trunksOnly', { n: card.growthLimit });
  return cw(trunkSlots(card) === 0 ? 'text.growth.canopyOnly' : 'text.growth.canopy', { n: card.growthLimit, vp: card.canopyVp });
}

export function cardText(card: EarthCard): CardText {
  switch (card.type) {
    case 'flora':
      return {
        title: card.name,
        typeLine: cw('text.typeLine.flora', { type: floraTypeName(card.floraType), habitats: habitatsText(card.habitats), cost: card.cost }),
        stats: cw('text.stats.flora', { sprouts: card.sproutLimit, growth: growthText(card) }),
        rules: card.ability ? abilityText(card.ability) : '',
      };
    case 'terrain':
      return {
        title: card.name,
        typeLine: cw('text.typeLine.terrain', { habitats: habitatsText(card.habitats), cost: card.cost }),
        stats: cw(card.scoring ? 'text.stats.terrainBonus' : 'text.stats.terrainAbility'),
        rules: card.ability ? abilityText(card.ability) : card.scoring ? cw('text.endOfGame', { score: scoreText(card.scoring) }) : '',
      };
    case 'event':
      return {
        title: card.name,
        typeLine: cw('text.typeLine.event', { cost: card.cost }),
        stats: cw('text.stats.event', { vp: card.vp > 0 ? `+${card.vp}` : `${card.vp}` }),
        rules: cw('text.eventRules', { effects: effectsText(card.effects) }),
      };
  }
  return assertNever(card, 'card');
}

/** A Fauna's claim rule alone, as the table shows it: the card's printed percentage changes nothing in play (EA-53). */
export function faunaRule(s: FaunaSide): string {
  return cw('text.fauna.rule', { test: predicateText(s.requirement, 'symbols') });
}

/** A Fauna's full text; its printed percentage says what it is, since a bare "34%" reads as a chance. */
export function faunaText(s: FaunaSide): CardText {
  const pct = predicatePct(s.requirement);
  return {
    title: s.name,
    typeLine: cw('text.fauna.typeLine', { side: s.side }),
    stats: cw('text.fauna.stats', { tiers: s.tiers.join(' / ') }),
    rules: pct === null ? faunaRule(s) : cw('text.fauna.withPct', { rule: faunaRule(s), pct }),
  };
}

export function islandText(s: IslandSide): CardText {
  const st = s.start;
  return {
    title: s.name,
    typeLine: cw('text.island.typeLine', { side: s.side, habitats: habitatsText(s.habitats) }),
    stats: cw('text.island.stats', { vp: s.vp, draw: st.draw, compost: st.compost, soil: st.soil }),
    rules: abilityText(s.ability),
  };
}

export function climateText(s: ClimateSide): CardText {
  return {
    title: s.name,
    typeLine: cw('text.climate.typeLine', { side: s.side, habitats: habitatsText(s.habitats) }),
    stats: cw('text.climate.stats', { vp: s.vp }),
    rules: abilityText(s.ability),
  };
}

export function ecosystemText(s: EcosystemSide): CardText {
  return { title: s.name, typeLine: cw('text.ecosystem.typeLine', { side: s.side }), stats: cw('text.ecosystem.stats'), rules: scoreText(s.scoring) };
}

/** Gaia card text at difficulty k (EA-Gaia). */
export function gaiaText(g: GaiaCard, k: number): CardText {
  const you = (() => {
    switch (g.player) {
      case 'minor':
        return g.action === 'fauna' || g.action === 'wild'
          ? cw('text.gaia.youChoose')
          : cw('text.gaia.youMinor', { action: actionName(g.action), colour: colorName(ACTION_COLOR[g.action]) });
      case 'minorChosen':
        return cw('text.gaia.youChoose');
      case 'none':
        return cw('text.gaia.youNothing');
    }
    return assertNever(g.player, 'Gaia player benefit');
  })();
  const track = (t: GaiaTrack, n: number): string => cw(`text.gaia.track.${t}`, { count: n });
  const gaia = (() => {
    switch (g.gaia.kind) {
      case 'track':
        return cw('text.gaia.gains', { track: track(g.gaia.track, g.gaia.perK * k) });
      case 'claimFauna':
        return cw('text.gaia.claims', { track: track(g.gaia.fallback.track, g.gaia.fallback.perK * k) });
    }
    return assertNever(g.gaia, 'Gaia gain');
  })();
  return { title: g.name, typeLine: cw('text.gaia.typeLine', { action: cw(`text.gaia.action.${g.action}`) }), stats: cw('text.gaia.stats', { k }), rules: `${you} ${gaia}` };
}
