/**
 * Rules text for Vested Interests cards, generated from the data so the words can never drift from what the
 * engine enforces: each phrase a text of the `vi-cards` catalogue (`text.*`, src/engine/words.ts), said in the
 * reader's language. A phrase that may open a sentence is asked for with the context `cap` (its `_cap` form). Every
 * switch covers its whole union and ends in `assertNever`, so a new effect op does not compile until it has text.
 * Beside the words, what the same expressions (amounts, conditions) come to at a table.
 */
import {
  type Ability,
  type AgendaCard,
  type Amount,
  type Asset,
  type AssetFilter,
  type AssetId,
  type Condition,
  type Contract,
  type Count,
  type CostAction,
  type District,
  type Effect,
  type Hazard,
  type House,
  type Initiative,
  type MiniCard,
  type PlanetCard,
  type Scheme,
  type SchemeWindow,
  type Trigger,
  type Vice,
  type Who,
} from './schema';
import { catalogue, getRole, type Catalogue } from './catalogue';
import { assertNever } from '../../../engine/result';
import { listWords, words, type WordParams } from '../../../engine/words';
import { assetName, cardName } from './names';
import type { PlayerId } from '../../../engine/types';
import { assetMatches, heldBy } from '../board';
import { playerState } from '../seats';
import type { VIState } from '../state';

/** A phrase of the card texts: `vi-cards:text.<key>`. */
const tw = (key: string, params: WordParams = {}): string => words(`vi-cards:text.${key}`, params);
/** The context that asks for a phrase's sentence-opening form. */
const opening = (cap: boolean): WordParams => (cap ? { context: 'cap' } : {});

const orList = (xs: readonly string[]): string => listWords('or', xs);
const andList = (xs: readonly string[]): string => listWords('and', xs);

const hazardName = (h: Hazard): string => words(`vi-rules:icon.hazard.${h}`);
/** A district by name as a sentence's subject or object: "the Delta". */
const districtName = (d: District): string => words(`vi-cards:district.${d}.the`);
/** "in the Delta", "in the Verge, the Rim or the Reach" (German says "im" before each: "im Verge, im Rim oder im Reach"). */
const inDistricts = (ds: readonly District[]): string => tw('inDistricts', { list: orList(ds.map((d) => words(`vi-cards:district.${d}.afterIn`))) });
const assetPlural = (id: AssetId): string => words(`vi-cards:asset.${id}.plural`);

function assetOf(id: string, cat: Catalogue): Asset {
  const a = cat.assets.find((x) => x.id === id);
  if (!a) throw new RangeError(`unknown asset ${id}`);
  return a;
}

/** An asset the catalogue holds, by `name` (its name or plural as a text). */
function known(id: AssetId, cat: Catalogue, name: (id: AssetId) => string): string {
  assetOf(id, cat);
  return name(id);
}

// ---------------------------------------------------------------------------------------------------------
// Expressions

/** Noun phrase for the assets a filter matches: "dirty asset", "Fossil Fuel Plants in the Delta"; `cap` when it opens a sentence. */
function filterText(f: AssetFilter, plural: boolean, cat: Catalogue = catalogue, held = false, cap = false): string {
  const classes = f.classes ? tw('classes', { list: orList(f.classes.map((c, i) => tw(`class.${c}`, opening(cap && i === 0)))) }) : '';
  const head = f.types
    ? orList(f.types.map((t) => known(t, cat, plural ? assetPlural : assetName)))
    : tw(plural ? 'noun.assets' : 'noun.asset', opening(cap && !f.classes));
  const where = f.districts ? tw('where', { in: inDistricts(f.districts) }) : '';
  const sea = f.offshore === undefined ? '' : tw(f.offshore ? (plural ? 'sea.bays' : 'sea.bay') : 'sea.land');
  return `${classes}${head}${held ? tw('held') : ''}${where}${sea}`;
}

/** What a Count counts, for "per …" phrases; `n` is the divisor (pluralises the noun when above 1). */
function countText(c: Count, n = 1, cat: Catalogue = catalogue): string {
  switch (c.of) {
    case 'assets':
      return n > 1 ? tw('count.lead', { n, what: filterText(c.filter, true, cat, true) }) : filterText(c.filter, false, cat, true);
    case 'sponsorships':
      return tw('count.sponsorships', { count: n });
    case 'capital':
      return tw('count.capital', { count: n });
    case 'crew':
      return tw('count.crew', { count: n, above: c.above });
    case 'schemesPlayed':
      return tw('count.schemesPlayed', { count: n });
    default:
      return assertNever(c);
  }
}

type Unit = 'capital' | 'influence' | 'legacy';

function amountText(a: Amount, unit: Unit, cat: Catalogue = catalogue): string {
  if (typeof a === 'number') return tw('amount.n', { n: a, unit: tw(`unit.${unit}`) });
  const max = a.max === undefined ? '' : tw('amount.max', { max: a.max });
  return tw('amount.per', { each: a.each, unit: tw(`unit.${unit}`), per: countText(a.per, a.divisor ?? 1, cat), max });
}

type Person = 'you' | 'they';

function conditionText(c: Condition, person: Person = 'you', cat: Catalogue = catalogue): string {
  switch (c.test) {
    case 'holds': {
      const noun = c.count.of === 'assets'
        ? filterText(c.count.filter, c.atLeast > 1, cat)
        : countText(c.count, 1, cat);
      return tw(`cond.holds.${person}`, { n: c.atLeast, noun });
    }
    case 'noTippingThisRound':
      return tw('cond.noTipping');
    case 'roundIn':
      return tw('cond.roundIn', { rounds: orList(c.rounds.map(String)) });
    default:
      return assertNever(c);
  }
}

/** Whom an effect addresses: its holder ("Gain 1 Capital."), or someone named ("Each player gains 1 Capital."). */
interface Subject {
  readonly you: boolean;
  /** The name opening a sentence: "Each player". */
  readonly who: string;
  /** Whose, opening a sentence: "Each player's". */
  readonly whose: string;
  readonly person: Person;
}

function subject(who: Who): Subject {
  switch (who) {
    case 'actor':
      return { you: true, who: '', whose: '', person: 'you' };
    case 'each':
    case 'sponsor':
    case 'sponsorOrFirstPlayer':
      return { you: false, who: tw(`who.${who}`), whose: tw(`whose.${who}`), person: 'they' };
    default:
      return assertNever(who);
  }
}

/** A sentence of an effect said to its holder (`.you`) or of someone named (`.other`, with `who`). */
const addressed = (key: string, s: Subject, params: WordParams): string => tw(`${key}.${s.you ? 'you' : 'other'}`, { ...params, who: s.who, whose: s.whose });

// ---------------------------------------------------------------------------------------------------------
// Effects and abilities

/** An effect as the sentence it opens, and who its condition speaks of. */
function effectBody(e: Effect, cat: Catalogue): { text: string; person: Person } {
  switch (e.op) {
    case 'gainCapital': {
      const s = subject(e.who);
      return { text: addressed('fx.gain', s, { amount: amountText(e.amount, 'capital', cat) }), person: s.person };
    }
    case 'payCapital': {
      const s = subject(e.who);
      return { text: addressed('fx.pay', s, { amount: amountText(e.amount, 'capital', cat) }), person: s.person };
    }
    case 'gainInfluence': {
      const s = subject(e.who);
      return { text: addressed('fx.gain', s, { amount: amountText(e.amount, 'influence', cat) }), person: s.person };
    }
    case 'gainLegacy': {
      const s = subject(e.who);
      return { text: addressed('fx.gain', s, { amount: amountText(e.amount, 'legacy', cat) }), person: s.person };
    }
    case 'shiftDial':
      return { text: e.ppm > 0 ? tw('fx.dialRises', { ppm: e.ppm }) : tw('fx.dialFalls', { ppm: -e.ppm }), person: 'you' };
    case 'suspendIncome':
      return { text: tw('fx.suspend', { assets: filterText(e.assets, true, cat, false, true), count: e.incomes }), person: 'you' };
    case 'bonusIncome':
      return { text: tw('fx.bonus', { assets: filterText(e.assets, true, cat, false, true), n: e.perAsset }), person: 'you' };
    case 'removeAllTokens':
      return { text: tw(`fx.remove.${e.token}`), person: 'you' };
    case 'placeCommunityAsset': {
      const s = subject(e.chooser);
      assetOf(e.asset, cat);
      return {
        text: addressed('fx.community', s, { asset: assetName(e.asset), where: inDistricts(e.districts), ignore: e.ignoreNimby ? tw('fx.ignoringNimby') : '' }),
        person: s.person,
      };
    }
    case 'grantDefence': {
      const s = subject(e.who);
      return { text: addressed('fx.defence', s, { count: e.count, assets: filterText(e.assets, true, cat) }), person: s.person };
    }
    case 'waiveCost': {
      const s = subject(e.who);
      if (e.expires !== 'endOfNextRound') return assertNever(e.expires);
      return { text: addressed('fx.waiveResearch', s, { count: e.uses }), person: s.person };
    }
    case 'boostAttack':
      return { text: tw('fx.boostAttack', { n: e.strength }), person: 'you' };
    case 'cancelVote':
      return { text: tw('fx.cancelVote'), person: 'you' };
    case 'chooseWeatherDistrict':
      return { text: tw('fx.chooseDistrict'), person: 'you' };
    case 'placeNimby':
      return { text: tw(e.cancelPendingBuild ? 'fx.nimbyCancels' : 'fx.nimby'), person: 'you' };
    case 'addTribunalVotes':
      return { text: tw('fx.tribunalVotes', { n: e.votes }), person: 'you' };
    case 'waiveRepairs':
      return { text: tw('fx.waiveRepairs'), person: 'you' };
    case 'silenceResearch':
      return { text: tw('fx.silence', { count: e.worldTurns }), person: 'you' };
    case 'peekSecret':
      return { text: tw(`fx.peek.${e.secret === 'vice' ? 'vice' : 'agenda'}`), person: 'you' };
    default:
      return assertNever(e);
  }
}

/** One sentence per effect, e.g. "Each player gains 2 Capital if they hold at least 1 Transport Hub." */
export function effectText(e: Effect, cat: Catalogue = catalogue): string {
  const { text, person } = effectBody(e, cat);
  return tw('effect', { body: text, guard: e.if ? tw('guard', { cond: conditionText(e.if, person, cat) }) : '' });
}

function effectsText(es: readonly Effect[], cat: Catalogue = catalogue): string {
  return es.length === 0 ? tw('nothing') : es.map((e) => effectText(e, cat)).join(' ');
}

function triggerText(t: Trigger): string {
  switch (t) {
    case 'income':
    case 'anyResearchFunded':
    case 'otherPlayerRepairPayment':
      return tw(`trigger.${t}`);
    default:
      return assertNever(t);
  }
}

function costActionText(a: CostAction, cap: boolean): string {
  switch (a) {
    case 'build':
    case 'contract':
    case 'fortify':
    case 'drawScheme':
      return tw(`costAction.${a}`, opening(cap));
    default:
      return assertNever(a);
  }
}

/** `a` or `an`, as English says it before a noun phrase starting with `englishStart` (every name here starts as it is spelt). */
const article = (englishStart: string): 'a' | 'an' => (/^[aeiou]/i.test(englishStart) ? 'an' : 'a');

export function abilityText(a: Ability, cat: Catalogue = catalogue): string {
  switch (a.op) {
    case 'trigger': {
      const guard = a.if ? tw('triggerGuard', { cond: conditionText(a.if, 'you', cat) }) : '';
      return tw('ability.trigger', { trigger: triggerText(a.on), guard, effects: a.effects.map((e) => effectText(e, cat)).join(' ') });
    }
    case 'costModifier': {
      const first = a.assets?.classes?.[0] ?? (a.assets?.types ? assetOf(a.assets.types[0]!, cat).name : 'asset');
      const what = a.assets ? tw(`costFor.${article(first)}`, { noun: filterText(a.assets, false, cat) }) : '';
      const actions = orList(a.appliesTo.map((x, i) => costActionText(x, i === 0)));
      return tw(a.delta < 0 ? 'ability.costLess' : 'ability.costMore', { actions, what, n: Math.abs(a.delta) });
    }
    case 'convertAsset': {
      const from = orList(a.from.map((id) => known(id, cat, assetPlural)));
      const to = tw(`withArticle.${article(assetOf(a.to[0]!, cat).name)}`, { name: orList(a.to.map((id) => assetName(id))) });
      const ignores = [a.ignoreDistrictRules ? tw('ignore.districtRules') : null, a.ignoreNimby ? tw('ignore.nimby') : null].filter((x) => x !== null);
      return tw('ability.convert', {
        times: tw('times', { count: a.perEra }), capital: a.capital, from, to, ignores: ignores.length > 0 ? tw('ignoring', { list: andList(ignores) }) : '',
      });
    }
    case 'immunity':
      return tw('ability.immunity', { hazards: orList(a.hazards.map(hazardName)) });
    case 'heatModifier':
      return tw(a.ppm > 0 ? 'ability.heatRaised' : 'ability.heatLowered', { n: Math.abs(a.ppm) });
    case 'incomeModifier':
      return tw('ability.income', { n: `${a.capital > 0 ? '+' : ''}${a.capital}` });
    case 'crewImmediate':
      return tw('ability.crewImmediate');
    case 'takeoverModifier':
      return tw('ability.takeoverModifier', { n: a.strength });
    case 'takeoverAnyType':
      return tw('ability.takeoverAnyType');
    case 'vestedMarker':
      return tw('ability.vestedMarker');
    case 'researchCooling':
      return tw('ability.researchCooling', { ppm: a.ppm, cap: cat.climate.research.tableCapPerRound });
    case 'freeAction':
      return tw('ability.freeAction', { times: tw('times', { count: a.perRound }), effects: a.effects.map((e) => effectText(e, cat)).join(' ') });
    case 'takeoverShield':
      return tw('ability.takeoverShield');
    default:
      return assertNever(a);
  }
}

export function contractText(k: Contract, cat: Catalogue = catalogue): string {
  const asset = assetOf(k.asset, cat);
  const t = contractTerms(k, cat);
  return [tw('contract', { name: cardName(k.id), colour: tw(`colour.${k.colour}`), asset: assetName(k.asset), price: k.price, cost: asset.cost }), ...t.where, ...t.effects].join(' ');
}

/**
 * A Contract's terms beyond its asset and price, one sentence each: `where` it may be built and who may take it,
 * and its `effects` (what taking it gives, what its asset does); `plain` holds the same effects without naming the
 * asset they belong to, for a line that names it already.
 */
export function contractTerms(k: Contract, cat: Catalogue = catalogue): { where: string[]; effects: string[]; plain: string[] } {
  assetOf(k.asset, cat);
  const where: string[] = [];
  if (k.placement?.districts) where.push(tw('mustBuild.in', { in: inDistricts(k.placement.districts) }));
  if (k.placement?.offshore === 'only') where.push(tw('mustBuild.bay'));
  if (k.placement?.offshore === 'never') where.push(tw('mustBuild.land'));
  if (k.requires) where.push(tw('takeOnlyIf', { cond: conditionText(k.requires, 'you', cat) }));
  const onTake = k.onTake.length > 0 ? [tw('onTaking', { effects: effectsText(k.onTake, cat) })] : [];
  const abilities = k.assetAbilities.map((a) => abilityText(a, cat));
  return { where, effects: [...onTake, ...abilities.map((text) => tw('thisAsset', { asset: assetName(k.asset), text }))], plain: [...onTake, ...abilities] };
}

export function initiativeText(i: Initiative, cat: Catalogue = catalogue): string {
  const v = cat.rules.votes;
  const head = i.kind === 'good'
    ? tw('initiative.good', { name: cardName(i.id), ppm: -v.good.ppm })
    : tw('initiative.bad', { name: cardName(i.id), ppm: v.bad.ppm });
  return `${head} ${effectsText(i.rider, cat)}`;
}

/** "1-3 home, 4 the Verge, 5 the Rim, 6 First Player chooses": consecutive equal faces are grouped. */
function dieText(cat: Catalogue = catalogue): string {
  const faces = cat.climate.weather.districtDie;
  const groups: { from: number; to: number; face: string }[] = [];
  faces.forEach((face, i) => {
    const lastGroup = groups[groups.length - 1];
    if (lastGroup && lastGroup.face === face && lastGroup.to === i) lastGroup.to = i + 1;
    else groups.push({ from: i + 1, to: i + 1, face });
  });
  const label = (face: string): string => (face === 'home' ? tw('die.home') : face === 'firstPlayerChooses' ? tw('die.firstPlayer') : districtName(face as District));
  return groups.map((g) => tw('die.face', { faces: g.from === g.to ? `${g.from}` : `${g.from}-${g.to}`, label: label(g.face) })).join(', ');
}

export function planetText(p: PlanetCard, cat: Catalogue = catalogue): string {
  switch (p.kind) {
    case 'weather': {
      const where = p.targeting === 'fixed'
        ? tw('planet.fixed', { district: districtName(p.home) })
        : tw('planet.home', { district: districtName(p.home), die: dieText(cat) });
      const hits = andList(p.affects.types.map((t) => known(t, cat, assetPlural)));
      return tw('planet.weather', { name: cardName(p.id), hazard: hazardName(p.hazard), where, hits, sea: p.affects.offshore ? tw('planet.bays') : '' });
    }
    case 'scenario':
      return tw('planet.scenario', { name: cardName(p.id), effects: effectsText(p.effects, cat) });
    default:
      return assertNever(p);
  }
}

export function schemeText(s: Scheme, cat: Catalogue = catalogue): string {
  const when = tw('scheme.when', { window: tw(`window.${s.window satisfies SchemeWindow}`), others: s.othersOnly ? tw('scheme.othersOnly') : '' });
  return tw('scheme.text', { name: cardName(s.id), copies: s.copies, when, effects: effectsText(s.effects, cat), exclusive: s.exclusive ? tw('scheme.exclusive') : '' });
}

export function houseText(h: House, cat: Catalogue = catalogue): string {
  return tw('house', { name: cardName(h.id), abilities: h.abilities.map((a) => abilityText(a, cat)).join(' ') });
}

export function agendaText(a: AgendaCard, cat: Catalogue = catalogue): string {
  const role = getRole(a.role, cat);
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const lines = [
    tw('agenda.head', { title: cardName(a.id), role: words(`vi-cards:role.${a.role}.name`) }),
    tw('agenda.bands', { danger: signed(role.bands.danger), severe: signed(role.bands.severe), extreme: signed(role.bands.extreme) }),
  ];
  if (role.canWinCollapse) {
    const q = cat.scoring.collapse;
    lines.push(tw('agenda.collapse', { dirty: q.minDirtyAssets, capital: q.minCapital }));
  }
  if (role.onReveal.length > 0) lines.push(tw('agenda.onReveal', { abilities: role.onReveal.map((x) => abilityText(x, cat)).join(' ') }));
  return lines.join(' ');
}

export function viceText(v: Vice, cat: Catalogue = catalogue): string {
  return tw('vice', { name: cardName(v.id), amount: amountText(v.score, 'legacy', cat), flashpoint: v.flashpoint ? '' : tw('notFlashpoint') });
}

/** A Vice's text without its name, for a place that shows the name above it (its rule, from "At the end"). */
export function viceBody(v: Vice, cat: Catalogue = catalogue): string {
  return tw('viceBody', { amount: amountText(v.score, 'legacy', cat), flashpoint: v.flashpoint ? '' : tw('notFlashpoint') });
}

function miniCardText(m: MiniCard, cat: Catalogue = catalogue): string {
  const attach = tw(m.attach === 'ownInstitution' ? 'mini.attach' : 'mini.oneShot');
  const body = [...m.abilities.map((a) => abilityText(a, cat)), ...m.effects.map((e) => effectText(e, cat))].join(' ');
  return tw('mini.text', { name: cardName(m.id), copies: m.copies, cost: m.cost, attach, body });
}

function byId<T extends { readonly id: string }>(xs: readonly T[], id: string): T {
  const found = xs.find((x) => x.id === id);
  if (!found) throw new RangeError(`unknown card id ${id}`);
  return found;
}

/** Rules text for any card id in the catalogue (House, Agenda, Vice, Contract, Initiative, Planet, Scheme, mini-card). */
export function cardText(id: string, cat: Catalogue = catalogue): string {
  const kind = id.slice(0, id.indexOf('.'));
  switch (kind) {
    case 'house': return houseText(byId(cat.houses, id), cat);
    case 'agenda': return agendaText(byId(cat.agendas.cards, id), cat);
    case 'vice': return viceText(byId(cat.vices, id), cat);
    case 'contract': return contractText(byId(cat.contracts, id), cat);
    case 'initiative': return initiativeText(byId(cat.initiatives, id), cat);
    case 'planet': return planetText(byId(cat.planet, id), cat);
    case 'scheme': return schemeText(byId(cat.schemes, id), cat);
    case 'mini': return miniCardText(byId(cat.miniCards, id), cat);
    default: throw new RangeError(`no card text for id ${id}`);
  }
}

/** Every card id that has rules text, in catalogue order. */
export function textCardIds(cat: Catalogue = catalogue): string[] {
  return [
    ...cat.houses, ...cat.agendas.cards, ...cat.vices, ...cat.contracts, ...cat.initiatives, ...cat.planet,
    ...cat.schemes, ...cat.miniCards,
  ].map((c) => c.id);
}

// ---------------------------------------------------------------------------------------------------------
// How the cards' shared expressions read the table: counts, amounts, conditions and paying what you can

function countOf(s: VIState, p: PlayerId, c: Count): number {
  switch (c.of) {
    case 'assets': return heldBy(s, p).filter((a) => assetMatches(c.filter, a)).length;
    case 'sponsorships': return playerState(s, p).sponsorships;
    case 'capital': return playerState(s, p).capital;
    case 'crew': return Math.max(0, playerState(s, p).crew - c.above);
    case 'schemesPlayed': return playerState(s, p).schemesPlayed;
  }
}
export function amountOf(s: VIState, p: PlayerId, a: Amount): number {
  if (typeof a === 'number') return a;
  const n = Math.floor(countOf(s, p, a.per) / (a.divisor ?? 1)) * a.each;
  return a.max !== undefined ? Math.min(a.max, n) : n;
}
export function holds(s: VIState, p: PlayerId, c: Condition | undefined): boolean {
  if (!c) return true;
  switch (c.test) {
    case 'holds': return countOf(s, p, c.count) >= c.atLeast;
    case 'noTippingThisRound': return !s.tippedThisRound;
    case 'roundIn': return c.rounds.includes(s.round);
  }
}

/** "Pay what you can" (Votes and Initiatives): no payment a card asks for takes more Capital than a player holds. */
export function payCapital(s: VIState, p: PlayerId, n: number): number {
  const paid = Math.max(0, Math.min(playerState(s, p).capital, n));
  playerState(s, p).capital -= paid;
  return paid;
}
