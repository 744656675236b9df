/**
 * Rules text for Vested Interests cards, generated from the data so the words can never drift from what the
 * engine enforces. Every switch covers its whole union and ends in `assertNever`, so a new effect op does not
 * compile until it has text. Beside the words, what the same expressions (amounts, conditions) come to at a table.
 */
import {
  type Ability,
  type AgendaCard,
  type Amount,
  type Asset,
  type AssetFilter,
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
import type { PlayerId } from '../../../engine/types';
import { assetMatches, heldBy } from '../board';
import { playerState } from '../seats';
import type { VIState } from '../state';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "a", "a or b", "a, b or c". */
function orList(xs: readonly string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;
}

function andList(xs: readonly string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

const HAZARD_NAMES: Readonly<Record<Hazard, string>> = {
  flood: 'Flood',
  surge: 'Sea-level Surge',
  drought: 'Drought',
  fire: 'Forest Fire',
  hurricane: 'Hurricane',
};

const WINDOW_NAMES: Readonly<Record<SchemeWindow, string>> = {
  TAKEOVER: 'a Takeover, after joins and before the dice',
  WEATHER_DISTRICT: 'weather, before the district die is rolled',
  WEATHER_REPAIRS: 'weather, when repairs are due',
  BUILD: 'a Build or Contract placement',
  CONTRACT_TAKEN: 'a Contract being taken',
  VOTE_REVEAL: 'the vote reveal',
  TRIBUNAL_REVEAL: 'the Tribunal reveal',
};

function districtName(d: District, cat: Catalogue): string {
  return cat.board.districts.find((x) => x.id === d)?.name ?? d;
}

function assetOf(id: string, cat: Catalogue): Asset {
  const a = cat.assets.find((x) => x.id === id);
  if (!a) throw new RangeError(`unknown asset ${id}`);
  return a;
}

// ---------------------------------------------------------------------------------------------------------
// Expressions

/** Noun phrase for the assets a filter matches: "dirty asset", "Fossil Fuel Plants in the Delta". */
function filterText(f: AssetFilter, plural: boolean, cat: Catalogue = catalogue, participle = ''): string {
  const classes = f.classes ? `${orList(f.classes)} ` : '';
  const head = f.types
    ? orList(f.types.map((t) => (plural ? assetOf(t, cat).plural : assetOf(t, cat).name)))
    : plural ? 'assets' : 'asset';
  const held = participle ? ` ${participle}` : '';
  const where = f.districts ? ` in ${orList(f.districts.map((d) => districtName(d, cat)))}` : '';
  const sea = f.offshore === undefined ? '' : f.offshore ? (plural ? ' on bay cells' : ' on a bay cell') : ' on land';
  return `${classes}${head}${held}${where}${sea}`;
}

/** What a Count counts, for "per …" phrases; `n` is the divisor (pluralises the noun when above 1). */
function countText(c: Count, n = 1, cat: Catalogue = catalogue): string {
  const many = n > 1;
  const lead = many ? `${n} ` : '';
  switch (c.of) {
    case 'assets':
      return `${lead}${filterText(c.filter, many, cat, 'held')}`;
    case 'sponsorships':
      return `${lead}${many ? 'Sponsorships' : 'Sponsorship'} earned`;
    case 'capital':
      return `${lead}Capital held`;
    case 'crew':
      return `${lead}permanent ${many ? 'Operatives' : 'Operative'} above ${c.above}`;
    case 'schemesPlayed':
      return `${lead}${many ? 'Schemes' : 'Scheme'} played`;
    default:
      return assertNever(c);
  }
}

function amountText(a: Amount, unit: string, cat: Catalogue = catalogue): string {
  if (typeof a === 'number') return `${a} ${unit}`;
  const max = a.max === undefined ? '' : ` (max ${a.max})`;
  return `${a.each} ${unit} per ${countText(a.per, a.divisor ?? 1, cat)}${max}`;
}

type Person = 'you' | 'they';

function conditionText(c: Condition, person: Person = 'you', cat: Catalogue = catalogue): string {
  switch (c.test) {
    case 'holds': {
      const noun = c.count.of === 'assets'
        ? filterText(c.count.filter, c.atLeast > 1, cat)
        : countText(c.count, 1, cat);
      return `${person} hold at least ${c.atLeast} ${noun}`;
    }
    case 'noTippingThisRound':
      return 'no tipping point was crossed this round';
    case 'roundIn':
      return `this is round ${orList(c.rounds.map(String))}`;
    default:
      return assertNever(c);
  }
}

interface Subject {
  readonly name: string;
  /** Addressing the card's holder reads as an instruction: "Gain 1 Capital." */
  readonly imperative: boolean;
  readonly person: Person;
  readonly their: string;
  readonly possessive: string;
}

function subject(who: Who): Subject {
  switch (who) {
    case 'actor':
      return { name: 'you', imperative: true, person: 'you', their: 'your', possessive: 'your' };
    case 'each':
      return { name: 'each player', imperative: false, person: 'they', their: 'their', possessive: "each player's" };
    case 'sponsor':
      return { name: 'the Sponsor', imperative: false, person: 'they', their: 'their', possessive: "the Sponsor's" };
    case 'sponsorOrFirstPlayer':
      return {
        name: 'the Sponsor (or the First Player if there is none)', imperative: false, person: 'they', their: 'their',
        possessive: "the Sponsor's (or the First Player's if there is none)",
      };
    default:
      return assertNever(who);
  }
}

const verb = (s: Subject, base: string, third: string): string => (s.imperative ? base : `${s.name} ${third}`);

// ---------------------------------------------------------------------------------------------------------
// Effects and abilities

function effectBody(e: Effect, cat: Catalogue): { text: string; person: Person } {
  switch (e.op) {
    case 'gainCapital': {
      const s = subject(e.who);
      return { text: `${verb(s, 'gain', 'gains')} ${amountText(e.amount, 'Capital', cat)}`, person: s.person };
    }
    case 'payCapital': {
      const s = subject(e.who);
      return { text: `${verb(s, 'pay', 'pays')} ${amountText(e.amount, 'Capital', cat)} to the bank (pay what you can)`, person: s.person };
    }
    case 'gainInfluence': {
      const s = subject(e.who);
      return { text: `${verb(s, 'gain', 'gains')} ${amountText(e.amount, 'Influence', cat)}`, person: s.person };
    }
    case 'gainLegacy': {
      const s = subject(e.who);
      return { text: `${verb(s, 'gain', 'gains')} ${amountText(e.amount, 'Legacy', cat)}`, person: s.person };
    }
    case 'shiftDial':
      return {
        text: e.ppm > 0 ? `the Dial rises ${e.ppm} ppm at once (check Collapse)` : `the Dial falls ${-e.ppm} ppm at once`,
        person: 'you',
      };
    case 'suspendIncome':
      return {
        text: `${filterText(e.assets, true, cat)} earn nothing at the next ${e.incomes === 1 ? 'Income' : `${e.incomes} Income phases`}, defended or not`,
        person: 'you',
      };
    case 'bonusIncome':
      return { text: `${filterText(e.assets, true, cat)} each earn +${e.perAsset} Capital at the next Income`, person: 'you' };
    case 'removeAllTokens':
      return { text: `remove every ${e.token === 'defence' ? 'Defence' : 'NIMBY'} token from the board`, person: 'you' };
    case 'placeCommunityAsset': {
      const s = subject(e.chooser);
      const where = orList(e.districts.map((d) => districtName(d, cat)));
      return {
        text: `${verb(s, 'place', 'places')} a Community ${assetOf(e.asset, cat).name} from supply on a free cell in ${where}${e.ignoreNimby ? ', ignoring NIMBY' : ''}`,
        person: s.person,
      };
    }
    case 'grantDefence': {
      const s = subject(e.who);
      return {
        text: `${s.name} may place ${e.count} free Defence token${e.count > 1 ? 's' : ''} on ${e.count > 1 ? '' : 'one of '}${s.their} ${filterText(e.assets, true, cat)}`,
        person: s.person,
      };
    }
    case 'waiveCost': {
      const s = subject(e.who);
      const what = e.uses === 1 ? 'next Research funded' : `next ${e.uses} Research funded`;
      const until = e.expires === 'endOfNextRound' ? 'before the end of next round' : assertNever(e.expires);
      return { text: `${s.possessive} ${what} ${until} costs 0 Capital`, person: s.person };
    }
    case 'boostAttack':
      return { text: `the attackers gain +${e.strength} strength in this Takeover`, person: 'you' };
    case 'cancelVote':
      return { text: 'cancel this vote; all committed Influence returns to its owners', person: 'you' };
    case 'chooseWeatherDistrict':
      return { text: 'choose the struck district instead of rolling the die', person: 'you' };
    case 'placeNimby':
      return {
        text: e.cancelPendingBuild
          ? 'place a NIMBY token in the district of that build; the build is cancelled, its Operative returns and nothing is paid'
          : 'place a NIMBY token in the district of that build',
        person: 'you',
      };
    case 'addTribunalVotes':
      return { text: `add ${e.votes} votes against any eligible suspect`, person: 'you' };
    case 'waiveRepairs':
      return { text: 'you pay no repairs for this weather', person: 'you' };
    case 'silenceResearch':
      return {
        text: `name a Research in play: it removes nothing until the world has turned ${e.worldTurns === 1 ? 'once' : `${e.worldTurns} times`} more`,
        person: 'you',
      };
    case 'peekSecret':
      return { text: `look privately at another player's ${e.secret === 'vice' ? 'Vice' : 'Agenda'}`, person: 'you' };
    default:
      return assertNever(e);
  }
}

/** One sentence per effect, e.g. "Each player gains 2 Capital if they hold at least 1 Transport Hub." */
export function effectText(e: Effect, cat: Catalogue = catalogue): string {
  const { text, person } = effectBody(e, cat);
  const guard = e.if ? ` if ${conditionText(e.if, person, cat)}` : '';
  return `${cap(text)}${guard}.`;
}

function effectsText(es: readonly Effect[], cat: Catalogue = catalogue): string {
  return es.length === 0 ? 'Nothing happens.' : es.map((e) => effectText(e, cat)).join(' ');
}

function triggerText(t: Trigger): string {
  switch (t) {
    case 'income':
      return 'At each Income';
    case 'anyResearchFunded':
      return 'Whenever any player funds a Research (the funder pays nothing extra)';
    case 'otherPlayerRepairPayment':
      return 'Whenever another player makes a repair payment (once per payment, per struck district)';
    default:
      return assertNever(t);
  }
}

function costActionText(a: CostAction): string {
  switch (a) {
    case 'build':
      return 'building';
    case 'contract':
      return 'taking a Contract';
    case 'fortify':
      return 'fortifying';
    case 'drawScheme':
      return 'drawing a Scheme';
    default:
      return assertNever(a);
  }
}

export function abilityText(a: Ability, cat: Catalogue = catalogue): string {
  switch (a.op) {
    case 'trigger': {
      const guard = a.if ? `, if ${conditionText(a.if, 'you', cat)}` : '';
      return `${triggerText(a.on)}${guard}: ${a.effects.map((e) => effectText(e, cat)).join(' ')}`;
    }
    case 'costModifier': {
      const noun = a.assets ? filterText(a.assets, false, cat) : '';
      const what = a.assets ? ` for ${/^[aeiouAEIOU]/.test(noun) ? 'an' : 'a'} ${noun}` : '';
      const dir = a.delta < 0 ? 'less' : 'more';
      return `${cap(orList(a.appliesTo.map(costActionText)))}${what} costs ${Math.abs(a.delta)} Capital ${dir}${a.delta < 0 ? ' (never below 0)' : ''}.`;
    }
    case 'convertAsset': {
      const from = orList(a.from.map((id) => assetOf(id, cat).plural));
      const to = orList(a.to.map((id) => assetOf(id, cat).name));
      const ignores = [a.ignoreDistrictRules ? 'district rules' : null, a.ignoreNimby ? 'NIMBY' : null].filter((x) => x !== null);
      return `${a.perEra === 1 ? 'Once' : `${a.perEra} times`} per era, for 1 Operative and ${a.capital} Capital: replace one of your ${from} with ${withArticle(to)} from supply on the same cell${ignores.length > 0 ? `, ignoring ${andList(ignores)}` : ''}.`;
    }
    case 'immunity':
      return `Immune to ${orList(a.hazards.map((h) => HAZARD_NAMES[h]))} card effects (repairs still apply).`;
    case 'heatModifier':
      return `Its Heat is ${a.ppm > 0 ? 'raised' : 'lowered'} by ${Math.abs(a.ppm)} ppm.`;
    case 'incomeModifier':
      return `It earns ${a.capital > 0 ? '+' : ''}${a.capital} Capital at each Income.`;
    case 'crewImmediate':
      return 'Its Operative joins your supply at once, not at the next Income.';
    case 'takeoverModifier':
      return `Takeovers against your assets gain +${a.strength} strength.`;
    case 'takeoverAnyType':
      return 'You may target any asset type with a Takeover.';
    case 'vestedMarker':
      return 'When a Takeover you declared succeeds, you may place a Vested marker instead of a Community marker.';
    case 'researchCooling':
      return `Removes ${a.ppm} ppm at each world turn after it is placed; the whole table's Research cooling is capped at ${cat.climate.research.tableCapPerRound} ppm per round.`;
    case 'freeAction':
      return `${a.perRound === 1 ? 'Once' : `${a.perRound} times`} per round, on your turn, free: ${a.effects.map((e) => effectText(e, cat)).join(' ')}`;
    case 'takeoverShield':
      return 'Its Institution cannot be taken over by a revealed Accelerationist.';
    default:
      return assertNever(a);
  }
}

export function contractText(k: Contract, cat: Catalogue = catalogue): string {
  const asset = assetOf(k.asset, cat);
  const t = contractTerms(k, cat);
  return [`${k.name} (${k.colour}): ${asset.name} for ${k.price} Capital (list ${asset.cost}).`, ...t.where, ...t.effects].join(' ');
}

/**
 * A Contract's terms beyond its asset and price, one sentence each: `where` it may be built and who may take it,
 * and its `effects` (what taking it gives, what its asset does).
 */
export function contractTerms(k: Contract, cat: Catalogue = catalogue): { where: string[]; effects: string[] } {
  const asset = assetOf(k.asset, cat);
  const where: string[] = [];
  if (k.placement?.districts) where.push(`Must be built in ${orList(k.placement.districts.map((d) => districtName(d, cat)))}.`);
  if (k.placement?.offshore === 'only') where.push('Must be built on a bay cell.');
  if (k.placement?.offshore === 'never') where.push('Must be built on land.');
  if (k.requires) where.push(`Take only if ${conditionText(k.requires, 'you', cat)}.`);
  const effects = [
    ...(k.onTake.length > 0 ? [`On taking: ${effectsText(k.onTake, cat)}`] : []),
    ...k.assetAbilities.map((a) => `This ${asset.name}: ${abilityText(a, cat)}`),
  ];
  return { where, effects };
}

export function initiativeText(i: Initiative, cat: Catalogue = catalogue): string {
  const v = cat.rules.votes;
  const head = i.kind === 'good'
    ? `${i.name} (good). If passed the Dial falls ${-v.good.ppm} ppm, then:`
    : `${i.name} (bad). If passed the Dial rises ${v.bad.ppm} ppm, then:`;
  return `${head} ${effectsText(i.rider, cat)}`;
}

/** "1-3 home, 4 the Verge, 5 the Rim, 6 First Player chooses": consecutive equal faces are grouped. */
function dieText(cat: Catalogue = catalogue): string {
  const faces = cat.climate.weather.districtDie;
  const groups: { from: number; to: number; label: string }[] = [];
  faces.forEach((face, i) => {
    const label = face === 'home' ? 'home' : face === 'firstPlayerChooses' ? 'First Player chooses' : districtName(face, cat);
    const lastGroup = groups[groups.length - 1];
    if (lastGroup && lastGroup.label === label && lastGroup.to === i) lastGroup.to = i + 1;
    else groups.push({ from: i + 1, to: i + 1, label });
  });
  return groups.map((g) => `${g.from === g.to ? g.from : `${g.from}-${g.to}`} ${g.label}`).join(', ');
}

export function planetText(p: PlanetCard, cat: Catalogue = catalogue): string {
  switch (p.kind) {
    case 'weather': {
      const where = p.targeting === 'fixed'
        ? `always strikes ${districtName(p.home, cat)} (no roll)`
        : `home ${districtName(p.home, cat)}; district die: ${dieText(cat)}`;
      const hits = andList(p.affects.types.map((t) => assetOf(t, cat).plural));
      const sea = p.affects.offshore ? ', and every asset on a bay cell' : '';
      return `${p.name} (${HAZARD_NAMES[p.hazard]}): ${where}. Strikes ${hits}${sea}: struck assets earn nothing this Income.`;
    }
    case 'scenario':
      return `${p.name} (scenario): ${effectsText(p.effects, cat)}`;
    default:
      return assertNever(p);
  }
}

export function schemeText(s: Scheme, cat: Catalogue = catalogue): string {
  const when = `Play during ${WINDOW_NAMES[s.window]}${s.othersOnly ? ', only when another player is acting' : ''}:`;
  const excl = s.exclusive ? ' (If several are played in one window, only the first in clockwise order resolves.)' : '';
  return `${s.name} (x${s.copies}). ${when} ${effectsText(s.effects, cat)}${excl}`;
}

export function houseText(h: House, cat: Catalogue = catalogue): string {
  return `${h.name}. ${h.abilities.map((a) => abilityText(a, cat)).join(' ')}`;
}

export function agendaText(a: AgendaCard, cat: Catalogue = catalogue): string {
  const role = getRole(a.role, cat);
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const lines = [
    `${a.title}: ${role.name}.`,
    `Final band: Danger ${signed(role.bands.danger)}, Severe ${signed(role.bands.severe)}, Extreme ${signed(role.bands.extreme)} Legacy.`,
  ];
  if (role.canWinCollapse) {
    const q = cat.scoring.collapse;
    lines.push(`On Collapse you win alone if you hold ${q.minDirtyAssets} or more dirty assets and ${q.minCapital} or more Capital.`);
  }
  if (role.onReveal.length > 0) lines.push(`Once revealed: ${role.onReveal.map((x) => abilityText(x, cat)).join(' ')}`);
  return lines.join(' ');
}

export function viceText(v: Vice, cat: Catalogue = catalogue): string {
  return `${v.name}: at the end, ${amountText(v.score, 'Legacy', cat)}.${v.flashpoint ? '' : ' Not used in Flashpoint.'}`;
}

function miniCardText(m: MiniCard, cat: Catalogue = catalogue): string {
  const attach = m.attach === 'ownInstitution' ? 'Attach to one of your Institutions that has no mini-card.' : 'One-shot.';
  const body = [...m.abilities.map((a) => abilityText(a, cat)), ...m.effects.map((e) => effectText(e, cat))].join(' ');
  return `${m.name} (x${m.copies}, ${m.cost} Capital). ${attach} ${body}`;
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

/** "a Housing", "an Institution": the article a name takes, by the sound it starts with (every name here starts as it is spelt). */
const withArticle = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

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
