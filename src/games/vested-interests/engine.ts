/**
 * The Vested Interests rules engine: setup, the round's automatic steps (settled in a loop), the prompts each
 * seat owes and `apply`, which validates an answer against exactly the options it was offered.
 *
 * Secrecy is the heart of this game. Every secret window (Scheme windows, the Campaign, Tribunal ballots) asks
 * every player with the same prompt id and the same public text, whatever they hold; nothing public depends on
 * an unrevealed Agenda, Vice, Scheme hand or commitment. Rules that hinge on an Agenda (Accelerationist
 * powers) apply only once it is revealed (VI-G22).
 */
import { err, ok, type Result } from '../../engine/result';
import { rollDie, seedRng, shuffle, type RngState } from '../../engine/rng';
import type { Answer, Applied, GameEvent, Option, PlayerId, Prompt, RuleError } from '../../engine/types';
import {
  bandOf, buildAgendaDeck, catalogue, DISTRICTS, eraOf, expandCopies, getAgenda, getAsset, getContract, getHouse,
  getInitiative, getPlanetCard, getRole, getScheme, getVice, scoringMatrix,
  type Ability, type Amount, type AssetFilter, type AssetId, type Condition, type CostAction, type Count,
  type District, type Effect, type Role,
} from './cards';
import { districtOf as districtOfCell, institutionSites, isBlocked, isOffshore as isOffshoreCell, cellsIn as cellsInDistrict, hotspotCandidates, zone } from './board';

// Geometry lookups are pure and hot in prompt building, so they are memoised per board and hotspot set.
const CELLS = Object.fromEntries(DISTRICTS.map((d) => [d, cellsInDistrict(d)])) as Record<District, string[]>;
const cellsIn = (d: District) => CELLS[d];
const DISTRICT_OF = new Map(DISTRICTS.flatMap((d) => CELLS[d].map((c) => [c, d] as const)));
const districtOf = (c: string): District => DISTRICT_OF.get(c) ?? districtOfCell(c);
const OFFSHORE = new Set(DISTRICTS.flatMap((d) => CELLS[d]).filter((c) => isOffshoreCell(c)));
const isOffshore = (c: string) => OFFSHORE.has(c);
const SITES = new Map<number, Set<string>>();
const isSite = (c: string, n: number) => {
  if (!SITES.has(n)) SITES.set(n, new Set(institutionSites(n)));
  return SITES.get(n)!.has(c);
};
const ZONES = new Map<string, Set<string>>();
function zoneSet(hotspots: readonly string[]): Set<string> {
  const key = hotspots.join(',');
  let z = ZONES.get(key);
  if (!z) { z = new Set(hotspots.flatMap((h) => zone(h))); if (ZONES.size > 64) ZONES.clear(); ZONES.set(key, z); }
  return z;
}
const inAnyZone = (c: string, hotspots: readonly string[]) => zoneSet(hotspots).has(c);
import type { AssetState, Options, PlayerState, Stage, Takeover, VIState, WindowKind } from './state';

const cat = catalogue;
const R = cat.rules;
type S = VIState;

// ---------------------------------------------------------------------------------------------------------
// Small helpers

const everyone = (text: string): GameEvent => ({ text, visibleTo: 'all' });
const only = (p: PlayerId, text: string): GameEvent => ({ text, visibleTo: [p] });
const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });

const modeOf = (s: S) => s.options.variant;
export const roundsOf = (s: S) => R.rounds[modeOf(s)];
export const eraNumber = (s: S, round = s.round) => eraOf(Math.min(round, roundsOf(s)), modeOf(s)).era;
const P = (s: S, p: PlayerId): PlayerState => {
  const x = s.me[p];
  if (!x) throw new Error(`no player ${p}`);
  return x;
};
const firstPlayer = (s: S): PlayerId => s.players[s.first]!;
/** Players clockwise starting at `start` (a seat). */
function clockwise(s: S, start: PlayerId): PlayerId[] {
  const i = s.players.indexOf(start);
  return s.players.map((_, k) => s.players[(i + k) % s.players.length]!);
}
const fromFirst = (s: S) => clockwise(s, firstPlayer(s));

function roll(s: S): number {
  const [n, r] = rollDie(s.rng as RngState);
  s.rng = [...r];
  return n;
}
function shuf<T>(s: S, xs: readonly T[]): T[] {
  const [out, r] = shuffle(s.rng as RngState, xs);
  s.rng = [...r];
  return out;
}

const roleOf = (s: S, p: PlayerId): Role => getAgenda(P(s, p).agenda).role;
const isRevealedAccelerationist = (s: S, p: PlayerId | null): boolean =>
  p !== null && modeOf(s) === 'full' && P(s, p).agendaRevealed && roleOf(s, p) === 'accelerationist';

/** Standing rules a player holds: their House, plus their Agenda's once it is revealed. */
function abilitiesOf(s: S, p: PlayerId): readonly Ability[] {
  const me = P(s, p);
  const house = getHouse(me.house).abilities;
  const agenda = me.agendaRevealed && modeOf(s) === 'full' ? getRole(roleOf(s, p)).onReveal : [];
  return [...house, ...agenda];
}
const hasAbility = (s: S, p: PlayerId, op: Ability['op']) => abilitiesOf(s, p).some((a) => a.op === op);

function typeMatches(f: AssetFilter | undefined, type: AssetId): boolean {
  if (!f) return true;
  const a = getAsset(type);
  if (f.types && !f.types.includes(type)) return false;
  if (f.classes && !f.classes.includes(a.class)) return false;
  return true;
}
function assetMatches(f: AssetFilter, a: AssetState): boolean {
  if (!typeMatches(f, a.type)) return false;
  if (f.districts && !f.districts.includes(districtOf(a.cell))) return false;
  if (f.offshore !== undefined && f.offshore !== isOffshore(a.cell)) return false;
  return true;
}
/** Assets a player holds for every purpose: owned or Vested, never Community (VI-G24). */
const heldBy = (s: S, p: PlayerId) => s.assets.filter((a) => a.owner === p && !a.community);

function countOf(s: S, p: PlayerId, c: Count): number {
  switch (c.of) {
    case 'assets': return heldBy(s, p).filter((a) => assetMatches(c.filter, a)).length;
    case 'sponsorships': return P(s, p).sponsorships;
    case 'capital': return P(s, p).capital;
    case 'crew': return Math.max(0, P(s, p).crew - c.above);
    case 'schemesPlayed': return P(s, p).schemesPlayed;
  }
}
function amountOf(s: S, p: PlayerId, a: Amount): number {
  if (typeof a === 'number') return a;
  const n = Math.floor(countOf(s, p, a.per) / (a.divisor ?? 1)) * a.each;
  return a.max !== undefined ? Math.min(a.max, n) : n;
}
function holds(s: S, p: PlayerId, c: Condition | undefined): boolean {
  if (!c) return true;
  switch (c.test) {
    case 'holds': return countOf(s, p, c.count) >= c.atLeast;
    case 'noTippingThisRound': return !s.tippedThisRound;
    case 'roundIn': return c.rounds.includes(s.round);
  }
}

function costOf(s: S, p: PlayerId, action: CostAction, base: number, type?: AssetId): number {
  let delta = 0;
  for (const a of abilitiesOf(s, p)) {
    if (a.op !== 'costModifier' || !a.appliesTo.includes(action)) continue;
    if (a.assets && (!type || !typeMatches(a.assets, type))) continue;
    delta += a.delta;
  }
  return Math.max(0, base + delta);
}
const schemeCost = (s: S, p: PlayerId) => costOf(s, p, 'drawScheme', R.actions.drawScheme.capital as number);
const fortifyCost = (s: S, p: PlayerId) => costOf(s, p, 'fortify', R.actions.fortify.capital as number);
const miniCost = (s: S, p: PlayerId, kind: 'research' | 'cia' | 'disinfo') => {
  const base = cat.miniCards.find((m) => m.kind === kind)!.cost;
  return kind === 'research' && P(s, p).freeResearchUntil >= s.round ? 0 : base;
};
function contractAbilities(a: AssetState): readonly Ability[] {
  return a.contract && !a.community ? getContract(a.contract).assetAbilities : [];
}

function payCapital(s: S, p: PlayerId, n: number): number {
  const paid = Math.max(0, Math.min(P(s, p).capital, n));
  P(s, p).capital -= paid;
  return paid;
}

const assetAt = (s: S, cell: string) => s.assets.find((a) => a.cell === cell);
const assetName = (type: AssetId) => getAsset(type).name;
const uidAsset = (s: S, uid: number) => s.assets.find((a) => a.uid === uid);
const describeAsset = (a: AssetState) =>
  `${a.oldWorld && !a.owner ? 'Old World ' : ''}${assetName(a.type)} at ${a.cell}${a.owner ? ` ({${a.owner}})` : a.community ? ' (Community)' : ''}`;
/** Option labels are not name-substituted by the platform, so they name seats by number; texts carry the key. */
const seatLabel = (s: S, p: PlayerId) => `Seat ${s.players.indexOf(p) + 1}`;
const seatKey = (s: S) => `(${s.players.map((p, i) => `Seat ${i + 1} is {${p}}`).join(', ')}.)`;

// ---------------------------------------------------------------------------------------------------------
// Climate

function assetHeat(a: AssetState): number {
  const base = getAsset(a.type).heat;
  if (a.community) {
    if (base > 0 && R.community.positiveHeat === 'removed') return 0;
    if (base < 0 && R.community.cooling === 'removed') return 0;
    return base;
  }
  return base + contractAbilities(a).reduce((n, x) => n + (x.op === 'heatModifier' ? x.ppm : 0), 0);
}
export const netHeat = (s: S) => s.assets.reduce((n, a) => n + assetHeat(a), 0);
const researchPpm = cat.miniCards.find((m) => m.kind === 'research')!.abilities
  .reduce((n, a) => n + (a.op === 'researchCooling' ? a.ppm : 0), 0);
/** Combined Research cooling, capped for the whole table (VI-29). */
export function cooling(s: S): number {
  const active = s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0).length;
  return Math.min(cat.climate.research.tableCapPerRound, active * researchPpm);
}
const penalties = (tipped: readonly string[]) =>
  cat.climate.tipping.filter((t) => tipped.includes(t.id)).reduce((n, t) => n + t.penalty, 0);

/** Where the Dial ends if nothing changes: the rest of the game's Step 1s with today's Heat and cooling. */
export function projection(s: S): number {
  let ppm = s.dial;
  const tipped = [...s.tipped];
  const heat = netHeat(s);
  const cool = Math.min(cat.climate.research.tableCapPerRound, s.assets.filter((a) => a.mini === 'research' && !a.community).length * researchPpm);
  for (let r = s.round + 1; r <= roundsOf(s); r += 1) {
    ppm += eraOf(r, modeOf(s)).baseline + penalties(tipped) + heat - cool;
    if (ppm >= cat.climate.collapseAt) return ppm;
    for (const t of cat.climate.tipping) if (t.threshold !== null && !tipped.includes(t.id) && ppm >= t.threshold) tipped.push(t.id);
  }
  return ppm;
}

/** Moves the Dial; a rise is checked against Collapse at once. */
function shiftDial(s: S, ppm: number, why: string, ev: GameEvent[]): void {
  s.dial += ppm;
  ev.push(everyone(`${why}: the Dial ${ppm >= 0 ? 'rises' : 'falls'} ${Math.abs(ppm)} to ${s.dial} ppm.`));
  if (ppm > 0 && s.dial >= cat.climate.collapseAt) endCollapse(s, ev);
}

// ---------------------------------------------------------------------------------------------------------
// Effects

interface EffectCtx { actor: PlayerId | null; sponsor: PlayerId | null }

function recipients(s: S, who: 'actor' | 'each' | 'sponsor' | 'sponsorOrFirstPlayer', ctx: EffectCtx): PlayerId[] {
  switch (who) {
    case 'actor': return ctx.actor ? [ctx.actor] : [];
    case 'each': return fromFirst(s);
    case 'sponsor': return ctx.sponsor ? [ctx.sponsor] : [];
    case 'sponsorOrFirstPlayer': return [ctx.sponsor ?? firstPlayer(s)];
  }
}

/** Applies one-shot effects from riders, scenarios, Contracts and triggers; may open a follow-up stage. */
function runEffects(s: S, effects: readonly Effect[], ctx: EffectCtx, ev: GameEvent[], source: string): void {
  for (const e of effects) {
    if (s.flow === 'over') return;
    switch (e.op) {
      case 'gainCapital': case 'payCapital': case 'gainInfluence': case 'gainLegacy':
        for (const p of recipients(s, e.who, ctx)) {
          if (!holds(s, p, e.if)) continue;
          const n = amountOf(s, p, e.amount);
          if (n <= 0) continue;
          if (e.op === 'gainCapital') { P(s, p).capital += n; ev.push(everyone(`${source}: {${p}} gains ${n} Capital.`)); }
          if (e.op === 'gainInfluence') { P(s, p).influence += n; ev.push(everyone(`${source}: {${p}} gains ${n} Influence.`)); }
          if (e.op === 'gainLegacy') { P(s, p).legacy += n; ev.push(everyone(`${source}: {${p}} gains ${n} Legacy.`)); }
          if (e.op === 'payCapital') { const paid = payCapital(s, p, n); if (paid > 0) ev.push(everyone(`${source}: {${p}} pays ${paid} Capital.`)); }
        }
        break;
      case 'shiftDial': shiftDial(s, e.ppm, source, ev); break;
      case 'suspendIncome':
        for (const a of s.assets) if (!a.community && assetMatches(e.assets, a)) a.idle = Math.max(a.idle, e.incomes);
        ev.push(everyone(`${source}: matching assets earn nothing at the next Income.`));
        break;
      case 'bonusIncome':
        for (const a of s.assets) if (!a.community && assetMatches(e.assets, a)) a.bonus += e.perAsset;
        ev.push(everyone(`${source}: matching assets earn +${e.perAsset} at the next Income.`));
        break;
      case 'removeAllTokens':
        if (e.token === 'defence') for (const a of s.assets) a.defence = false;
        else s.nimbys = [];
        ev.push(everyone(`${source}: every ${e.token === 'defence' ? 'Defence' : 'NIMBY'} token leaves the board.`));
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
        for (const p of recipients(s, e.who, ctx)) P(s, p).freeResearchUntil = s.round + 1;
        ev.push(everyone(`${source}: each player's next Research, funded by the end of next round, costs 0.`));
        break;
      // Scheme and mini-card effects are resolved where their windows and actions close.
      case 'boostAttack': case 'cancelVote': case 'chooseWeatherDistrict': case 'placeNimby': case 'addTribunalVotes':
      case 'waiveRepairs': case 'silenceResearch': case 'peekSecret':
        break;
    }
  }
}

function trigger(s: S, p: PlayerId, on: 'income' | 'anyResearchFunded' | 'otherPlayerRepairPayment', ev: GameEvent[], source: string): void {
  for (const a of abilitiesOf(s, p)) {
    if (a.op === 'trigger' && a.on === on && holds(s, p, a.if)) runEffects(s, a.effects, { actor: p, sponsor: null }, ev, source);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Placement

const defenceTokensLeft = (s: S) => R.tokens.defence - s.assets.filter((a) => a.defence).length;
const institutionsOnBoard = (s: S) => s.assets.filter((a) => a.type === 'institution').length;

/** Why `type` may not stand on `cell` for `p`, or null if it may (VI-04, VI-43, VI-48, NIMBY). */
function placementProblem(s: S, p: PlayerId | null, type: AssetId, cell: string, contract: string | null, ignoreNimby = false): string | null {
  const a = getAsset(type);
  const n = s.players.length;
  const d = districtOf(cell);
  if (assetAt(s, cell)) return `${cell} is already taken.`;
  if (isBlocked(cell, n)) return `${cell} is the reserve site, used only with five players.`;
  if (a.siteOnly !== isSite(cell, n)) return a.siteOnly ? `${a.name} stands only on an Institution site.` : `${cell} is an Institution site: only an Institution stands there.`;
  if (!a.districts.includes(d)) return `${a.name} cannot be built in the ${d}.`;
  const off = isOffshore(cell);
  if (off && !a.offshore) return `${a.name} cannot stand on a bay cell.`;
  if (!off && !a.land) return `${a.name} stands only on a bay cell.`;
  if (contract) {
    const k = getContract(contract);
    if (k.placement?.districts && !k.placement.districts.includes(d)) return `${k.name} must be built in ${k.placement.districts.join(' or ')}.`;
    if (k.placement?.offshore === 'only' && !off) return `${k.name} must be built on a bay cell.`;
    if (k.placement?.offshore === 'never' && off) return `${k.name} must be built on land.`;
  }
  if (!ignoreNimby && s.nimbys.includes(d)) return `A NIMBY closes the ${d} to building.`;
  if (a.institution) {
    if (institutionsOnBoard(s) >= R.institutions.boardMax[`${n}` as '3' | '4' | '5']) return 'The board already holds the most Institutions allowed.';
    if (p && s.round <= R.institutions.perPlayerLimitThroughRound
      && heldBy(s, p).filter((x) => x.type === 'institution').length >= R.institutions.perPlayerLimit) {
      return `Until round ${R.institutions.perPlayerLimitThroughRound + 1} each player may hold only ${R.institutions.perPlayerLimit} Institution.`;
    }
  }
  return null;
}

function legalCells(s: S, p: PlayerId | null, type: AssetId, district: District, contract: string | null, ignoreNimby = false): string[] {
  return cellsIn(district).filter((c) => placementProblem(s, p, type, c, contract, ignoreNimby) === null);
}
function legalDistricts(s: S, p: PlayerId | null, type: AssetId, contract: string | null): District[] {
  return DISTRICTS.filter((d) => cellsIn(d).some((c) => placementProblem(s, p, type, c, contract) === null));
}
const buildCost = (s: S, p: PlayerId, type: AssetId) => costOf(s, p, 'build', getAsset(type).cost, type);
const contractPrice = (s: S, p: PlayerId, id: string) => costOf(s, p, 'contract', getContract(id).price, getContract(id).asset);

function buildableTypes(s: S, p: PlayerId): AssetId[] {
  return cat.assets.filter((a) => (s.supply[a.id] ?? 0) > 0 && buildCost(s, p, a.id) <= P(s, p).capital
    && legalDistricts(s, p, a.id, null).length > 0).map((a) => a.id);
}
/** Whether `p` could take the Contract in `slot` now, Operatives aside (VI-48, VI-50). */
function contractProblem(s: S, p: PlayerId, slot: number): string | null {
  const id = s.market[slot];
  if (!id) return 'That Contract slot is empty.';
  const k = getContract(id);
  if ((s.supply[k.asset] ?? 0) <= 0) return `No ${getAsset(k.asset).plural} are left in supply.`;
  const price = contractPrice(s, p, id);
  if (price > P(s, p).capital) return `${k.name} costs ${price} Capital and you have ${P(s, p).capital}.`;
  if (k.requires && !holds(s, p, k.requires)) return `${k.name} needs a condition you do not meet.`;
  if (legalDistricts(s, p, k.asset, id).length === 0) return `${k.name} has no legal cell for you.`;
  return null;
}

function forestDistricts(s: S): District[] {
  if ((s.supply.forest ?? 0) <= 0) return [];
  return (['Verge', 'Rim', 'Reach'] as District[]).filter((d) => legalCells(s, null, 'forest', d, null, true).length > 0);
}
function defenceTargets(s: S, p: PlayerId, f: AssetFilter): AssetState[] {
  return heldBy(s, p).filter((a) => !a.defence && assetMatches(f, a));
}

// ---------------------------------------------------------------------------------------------------------
// Setup

export function setup(players: readonly PlayerId[], seed: string, options: Options): Result<S, RuleError> {
  const n = players.length;
  if (n < R.players.min || n > R.players.max) return fail('player-count', `Vested Interests seats ${R.players.min} to ${R.players.max} players, not ${n}.`);
  const mode = options.variant;
  const s = {
    schemaVersion: 1, options, players: [...players], rng: [...seedRng(seed)], seq: 0, round: 1, first: 0,
    flow: 'world', stage: { kind: 'none' }, turnOf: null,
    dial: cat.climate.dial.start, projection: cat.climate.dial.projectionStart,
    tipped: cat.climate.tipping.filter((t) => t.preCrossed).map((t) => t.id), tippedThisRound: false,
    history: [{ round: 0, ppm: cat.climate.dial.start }], hotspots: [], assets: [], nextUid: 1, nimbys: [],
    supply: Object.fromEntries(cat.assets.map((a) => [a.id, n === 5 && a.supplyAtFivePlayers ? a.supplyAtFivePlayers : a.supply])),
    minis: { research: 0, cia: 0, disinfo: 0 }, me: {},
    contractDeck: [], contractDiscard: [], market: [], initiativeDeck: [], initiative: null, goodPassed: 0,
    planetDeck: [], planet: null, weather: { district: null, roll: null, waived: [], report: '' },
    schemeDeck: [], schemeDiscard: [], playedSchemes: [], takeover: null, pending: null, voteCancelled: false,
    lastVote: null, smear: {}, lastTribunal: null, final: null,
  } as unknown as S;
  for (const m of cat.miniCards) s.minis[m.kind] = m.copies;
  // Hotspots: two random cells per district (VI-15).
  for (const d of DISTRICTS) s.hotspots.push(...shuf(s, hotspotCandidates(d)).slice(0, cat.board.hotspots.perDistrict));
  for (const ow of cat.board.oldWorld) {
    s.assets.push({ uid: s.nextUid++, type: ow.asset, cell: ow.cell, owner: null, oldWorld: true, community: false, vested: false,
      contract: null, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  }
  const houses = shuf(s, cat.houses.map((h) => h.id));
  const agendas = shuf(s, buildAgendaDeck(shuf(s, cat.agendas.cards), n, mode)).map((a) => a.id);
  const vices = shuf(s, cat.vices.filter((v) => mode === 'full' || v.flashpoint).map((v) => v.id));
  players.forEach((p, i) => {
    s.me[p] = {
      house: houses[i]!, agenda: agendas[i]!, agendaRevealed: false, vice: vices[i]!, viceRevealed: false,
      capital: R.start.capital, influence: R.start.influence, legacy: 0, crew: R.start.operatives, ops: R.start.operatives,
      passed: false, commit: null, schemes: [], schemesPlayed: 0, sponsorships: 0, convertedEras: [], ciaRound: 0,
      freeResearchUntil: 0, tribunalVictimRound: null, communityCreated: 0, peeks: [],
    };
  });
  s.contractDeck = shuf(s, cat.contracts.map((k) => k.id));
  s.market = s.contractDeck.splice(0, R.market.size);
  s.initiativeDeck = shuf(s, cat.initiatives.map((i) => i.id));
  s.planetDeck = shuf(s, cat.planet.map((p) => p.id));
  s.schemeDeck = mode === 'full' ? shuf(s, expandCopies(cat.schemes)) : [];
  // First Player: highest total on the dice; tied players roll again (VI-16, VI-G44).
  let tied = [...players];
  while (tied.length > 1) {
    const totals = tied.map((p) => ({ p, t: Array.from({ length: R.firstPlayerDice }, () => roll(s)).reduce((a, b) => a + b, 0) }));
    const best = Math.max(...totals.map((x) => x.t));
    tied = totals.filter((x) => x.t === best).map((x) => x.p);
  }
  s.first = players.indexOf(tied[0]!);
  const ev: GameEvent[] = [];
  settle(s, ev);
  return ok(s);
}

// ---------------------------------------------------------------------------------------------------------
// The round's automatic steps

function openWindow(s: S, window: WindowKind, actor: PlayerId | null): void {
  s.stage = { kind: 'window', window, actor, answers: {} };
  s.seq += 1;
}

function drawInto(s: S, deck: 'contractDeck' | 'schemeDeck', discard: 'contractDiscard' | 'schemeDiscard'): string | null {
  if (s[deck].length === 0 && s[discard].length > 0) {
    s[deck] = shuf(s, s[discard]);
    s[discard] = [];
  }
  return s[deck].shift() ?? null;
}
function refillMarket(s: S): void {
  s.market = s.market.filter((x) => x !== null);
  while (s.market.length < R.market.size) {
    const id = drawInto(s, 'contractDeck', 'contractDiscard');
    if (!id) break;
    s.market.push(id);
  }
  while (s.market.length < R.market.size) s.market.push(null);
}

/** Runs automatic steps until someone owes a decision or the game ends (style rule 7). */
function settle(s: S, ev: GameEvent[]): void {
  for (let guard = 0; guard < 200; guard += 1) {
    if (s.flow === 'over' || s.stage.kind !== 'none') return;
    step(s, ev);
  }
  throw new Error('Vested Interests: the round did not settle');
}

function step(s: S, ev: GameEvent[]): void {
  const mode = modeOf(s);
  switch (s.flow) {
    case 'world': {
      // Step 1: advance the Dial (VI-20).
      s.tippedThisRound = false;
      const era = eraOf(s.round, mode);
      const heat = netHeat(s);
      const cool = cooling(s);
      const pen = penalties(s.tipped);
      for (const a of s.assets) if (a.silenced > 0) a.silenced -= 1;
      s.dial += era.baseline + pen + heat - cool;
      ev.push(everyone(`Round ${s.round} (era ${era.era}). The world turns: baseline +${era.baseline}, tipping +${pen}, Heat ${heat >= 0 ? '+' : ''}${heat}, Research −${cool}. The Dial reads ${s.dial} ppm.`));
      s.history.push({ round: s.round, ppm: s.dial });
      if (s.dial >= cat.climate.collapseAt) { endCollapse(s, ev); return; }
      // Step 2: tipping points (VI-21).
      for (const t of cat.climate.tipping) {
        if (t.threshold !== null && !s.tipped.includes(t.id) && s.dial >= t.threshold) {
          s.tipped.push(t.id);
          s.tippedThisRound = true;
          ev.push(everyone(`Tipping point: ${t.name} flips at ${t.threshold} ppm (+${t.penalty} ppm every round from now on).`));
        }
      }
      // Step 3: Projection (VI-22).
      s.projection = projection(s);
      // Step 4: Planet card.
      s.planet = s.planetDeck.shift() ?? null;
      if (!s.planet) { s.planetDeck = shuf(s, cat.planet.map((p) => p.id)); s.planet = s.planetDeck.shift()!; }
      const card = getPlanetCard(s.planet);
      ev.push(everyone(`Planet card: ${card.name}.`));
      if (card.kind === 'weather') {
        s.weather = { district: null, roll: null, waived: [], report: '' };
        s.flow = 'weatherRoll';
        if (mode === 'full') openWindow(s, 'WEATHER', null);
      } else {
        s.weather = { district: null, roll: null, waived: [], report: card.name };
        runEffects(s, card.effects, { actor: null, sponsor: null }, ev, card.name);
        if ((s.flow as string) !== 'over') s.flow = 'initiative';
      }
      return;
    }
    case 'weatherRoll': {
      const card = getPlanetCard(s.planet!);
      if (card.kind !== 'weather') throw new Error('weatherRoll without weather');
      s.flow = 'weatherResolve';
      if (card.targeting === 'fixed') { s.weather.district = card.home; return; }
      if (s.weather.district) return; // chosen by a Weather Machine
      const die = roll(s);
      s.weather.roll = die;
      const face = cat.climate.weather.districtDie[die - 1]!;
      ev.push(everyone(`{${firstPlayer(s)}} rolls the district die: ${die}.`));
      if (face === 'home') s.weather.district = card.home;
      else if (face === 'firstPlayerChooses') { s.stage = { kind: 'weatherPick', chooser: firstPlayer(s) }; s.seq += 1; }
      else s.weather.district = face;
      return;
    }
    case 'weatherResolve':
      resolveWeather(s, ev);
      s.flow = 'initiative';
      return;
    case 'initiative': {
      if (s.initiativeDeck.length === 0) s.initiativeDeck = shuf(s, cat.initiatives.map((i) => i.id));
      s.initiative = s.initiativeDeck.shift()!;
      const ini = getInitiative(s.initiative);
      ev.push(everyone(`Initiative in the vote box: ${ini.name} (${ini.kind}).`));
      // Step 6: slide the Contracts and refill (round 1's row was just dealt).
      if (s.round > 1 && R.market.refresh === 'discardOldest') {
        const old = s.market.shift();
        if (old) s.contractDiscard.push(old);
        s.market.push(null);
      }
      refillMarket(s);
      const era = eraOf(s.round, mode);
      if (era.rounds[0] === s.round) {
        for (const p of s.players) P(s, p).influence += era.influenceGrant;
        ev.push(everyone(`Era ${era.era} begins: every player takes ${era.influenceGrant} Influence.`));
      }
      s.flow = 'income';
      return;
    }
    case 'income':
      income(s, ev);
      s.flow = 'actions';
      for (const p of s.players) { P(s, p).passed = false; P(s, p).commit = null; }
      s.turnOf = firstPlayer(s);
      s.stage = { kind: 'turn', player: firstPlayer(s), step: { k: 'menu' } };
      s.seq += 1;
      return;
    case 'actions': {
      const order = clockwise(s, s.turnOf ?? firstPlayer(s)).slice(1);
      order.push(s.turnOf ?? firstPlayer(s));
      const next = order.find((p) => !P(s, p).passed);
      s.seq += 1;
      if (next) {
        s.turnOf = next;
        s.stage = { kind: 'turn', player: next, step: { k: 'menu' } };
      } else {
        s.flow = 'voteWindow';
      }
      return;
    }
    case 'voteWindow':
      s.voteCancelled = false;
      s.flow = 'voteResolve';
      if (mode === 'full') openWindow(s, 'VOTE_REVEAL', null);
      return;
    case 'voteResolve':
      s.flow = 'tribunal';
      resolveVote(s, ev);
      return;
    case 'tribunal':
      if (R.tribunalAfterRounds[mode].includes(s.round)) {
        s.stage = { kind: 'ballot', ballots: {} };
        s.seq += 1;
        s.flow = 'tribunalWindow';
      } else s.flow = 'roundEnd';
      return;
    case 'tribunalWindow': {
      const st = s.lastTribunal;
      if (!st) throw new Error('no ballots');
      const lines = s.players.map((p) => {
        const b = st.ballots[p] ?? 'none';
        if (b === 'none') return `{${p}} casts no vote`;
        const [, who, amount] = b.split('-');
        P(s, p).influence -= Number(amount);
        return `{${p}} puts ${amount} on {${who}}`;
      });
      ev.push(everyone(`Tribunal ballots revealed: ${lines.join('; ')}.`));
      s.smear = {};
      s.flow = 'tribunalResolve';
      openWindow(s, 'TRIBUNAL_REVEAL', null);
      return;
    }
    case 'tribunalResolve':
      resolveTribunal(s, ev);
      s.flow = 'roundEnd';
      return;
    case 'roundEnd':
      if (s.round >= roundsOf(s)) { endSurvival(s, ev); return; }
      s.round += 1;
      s.first = (s.first + 1) % s.players.length;
      s.flow = 'world';
      return;
    case 'over':
      return;
  }
}

function income(s: S, ev: GameEvent[]): void {
  const parts: string[] = [];
  for (const p of fromFirst(s)) {
    const me = P(s, p);
    let fromAssets = 0;
    for (const a of heldBy(s, p)) {
      if (a.idle > 0) continue;
      fromAssets += getAsset(a.type).income + a.bonus
        + contractAbilities(a).reduce((n, x) => n + (x.op === 'incomeModifier' ? x.capital : 0), 0);
    }
    const before = me.capital;
    me.capital += fromAssets + R.baseIncome;
    const sub: GameEvent[] = [];
    trigger(s, p, 'income', sub, 'Income');
    me.ops = me.crew;
    parts.push(`{${p}} +${me.capital - before} Capital`);
    for (const e of sub) if (/Influence/.test(e.text)) ev.push(e);
  }
  for (const a of s.assets) { if (a.idle > 0) a.idle -= 1; a.bonus = 0; }
  ev.push(everyone(`Income: ${parts.join(', ')}. Operatives return.`));
  // Dead Contracts: discarded at the end of Income, then the row refills (VI-35).
  let dead = 0;
  s.market.forEach((id, slot) => {
    if (id && s.players.every((p) => contractProblem(s, p, slot) !== null)) { s.contractDiscard.push(id); s.market[slot] = null; dead += 1; }
  });
  if (dead > 0) { refillMarket(s); ev.push(everyone(`${dead} dead Contract${dead > 1 ? 's' : ''} discarded; the row refills.`)); }
}

// ---------------------------------------------------------------------------------------------------------
// Weather

function regimeOf(s: S) {
  const b = bandOf(s.dial);
  return cat.climate.weather.regimes[b === 'collapse' ? 'extreme' : b];
}

function resolveWeather(s: S, ev: GameEvent[]): void {
  const card = getPlanetCard(s.planet!);
  if (card.kind !== 'weather' || !s.weather.district) return;
  const regime = regimeOf(s);
  const struck: District[] = [s.weather.district];
  if (s.dial >= cat.climate.weather.spreadFrom) {
    const order = cat.climate.weather.spreadOrder;
    struck.push(order[(order.indexOf(s.weather.district) + 1) % order.length]!);
  }
  const report: string[] = [];
  for (const d of struck) {
    let hit = 0;
    for (const a of s.assets) {
      if (a.community || districtOf(a.cell) !== d) continue;
      const zoned = inAnyZone(a.cell, s.hotspots);
      if (regime.effectsScope === 'hotspotZones' && !zoned) continue;
      const typeHit = card.affects.types.includes(a.type) || (card.affects.offshore && isOffshore(a.cell));
      if (!typeHit || a.defence) continue;
      if (contractAbilities(a).some((x) => x.op === 'immunity' && x.hazards.includes(card.hazard))) continue;
      const lose = zoned ? regime.exhaustIncomes.inZone : regime.exhaustIncomes.outsideZones;
      if (lose > 0) { a.idle = Math.max(a.idle, lose); hit += 1; }
    }
    const payments: string[] = [];
    for (const p of fromFirst(s)) {
      const mine = heldBy(s, p).filter((a) => districtOf(a.cell) === d);
      if (mine.length === 0) continue;
      const zoned = mine.some((a) => inAnyZone(a.cell, s.hotspots));
      const owed = zoned ? regime.repairs.inZone : regime.repairs.outsideZonesOnly;
      if (owed <= 0) continue;
      if (s.weather.waived.includes(p)) { payments.push(`{${p}} pays nothing (Creative Claims)`); continue; }
      const paid = payCapital(s, p, owed);
      payments.push(`{${p}} pays ${paid}`);
      if (paid >= 1) {
        for (const q of s.players) if (q !== p) trigger(s, q, 'otherPlayerRepairPayment', [], 'Repairs');
        const collectors = s.players.filter((q) => q !== p && abilitiesOf(s, q).some((x) => x.op === 'trigger' && x.on === 'otherPlayerRepairPayment'));
        if (collectors.length > 0) payments.push(`${collectors.map((q) => `{${q}}`).join(', ')} collect${collectors.length === 1 ? 's' : ''} 1`);
      }
    }
    report.push(`${d}: ${hit} asset${hit === 1 ? '' : 's'} struck${payments.length ? `; repairs: ${payments.join(', ')}` : '; no repairs'}`);
  }
  s.weather.report = `${card.name} strikes ${struck.join(' and ')} (${bandOf(s.dial) === 'danger' ? 'Danger: hotspot zones only' : bandOf(s.dial) === 'severe' ? 'Severe: whole district' : 'Extreme: whole district, zones lose two Incomes'}). ${report.join('. ')}.`;
  ev.push(everyone(s.weather.report));
}

// ---------------------------------------------------------------------------------------------------------
// Votes

function resolveVote(s: S, ev: GameEvent[]): void {
  const ini = getInitiative(s.initiative!);
  const commits: Record<string, number> = Object.fromEntries(s.players.map((p) => [p, P(s, p).commit ?? 0]));
  const shown = s.players.map((p) => `{${p}} ${commits[p]}`).join(', ');
  for (const p of s.players) P(s, p).commit = null;
  if (s.voteCancelled) {
    s.lastVote = { round: s.round, commits, result: 'Blackout: the vote was cancelled and all Influence returned.' };
    ev.push(everyone(`Campaigns revealed: ${shown}. Blackout! The vote is cancelled and all committed Influence returns.`));
    return;
  }
  for (const p of s.players) P(s, p).influence -= commits[p]!;
  const total = Object.values(commits).reduce((a, b) => a + b, 0);
  const needed = s.players.length + R.votes.thresholdOverPlayers;
  const top = Math.max(...Object.values(commits));
  const tops = s.players.filter((p) => commits[p] === top);
  const leader = top > 0 && tops.length === 1 ? tops[0]! : null;
  if (total < needed) {
    s.lastVote = { round: s.round, commits, result: `${ini.name} failed with ${total} of ${needed}.` };
    ev.push(everyone(`Campaigns revealed: ${shown}. ${ini.name} fails (${total} of ${needed} needed); the Influence is spent.`));
    return;
  }
  ev.push(everyone(`Campaigns revealed: ${shown}. ${ini.name} passes with ${total} (${needed} needed).`));
  let result = `${ini.name} passed with ${total}.`;
  if (ini.kind === 'good') {
    shiftDial(s, R.votes.good.ppm, ini.name, ev);
    if (leader) {
      P(s, leader).legacy += R.votes.good.sponsorLegacy;
      P(s, leader).sponsorships += 1;
      ev.push(everyone(`{${leader}} is the Sponsor: +${R.votes.good.sponsorLegacy} Legacy.`));
      result += ` Sponsor {${leader}}.`;
    } else ev.push(everyone('Top contribution tied: no Sponsor.'));
    s.goodPassed += 1;
    if (s.goodPassed % R.votes.breakthrough.every === 0) {
      shiftDial(s, R.votes.breakthrough.ppm, 'Breakthrough', ev);
      const most = Math.max(...s.players.map((p) => P(s, p).sponsorships));
      const leaders = s.players.filter((p) => P(s, p).sponsorships === most && most > 0);
      const lead = leaders.length === 1 ? leaders[0]! : leader && leaders.includes(leader) ? leader : null;
      if (lead) { P(s, lead).legacy += R.votes.breakthrough.legacy; ev.push(everyone(`Breakthrough: {${lead}}, the leading Sponsor, gains ${R.votes.breakthrough.legacy} Legacy.`)); }
      result += ' Breakthrough!';
    }
  } else {
    shiftDial(s, R.votes.bad.ppm, ini.name, ev);
    if (s.flow === 'over') return;
    if (leader) {
      P(s, leader).capital += R.votes.bad.topContributorCapital;
      ev.push(everyone(`{${leader}} was the top contributor: +${R.votes.bad.topContributorCapital} Capital.`));
    }
  }
  s.lastVote = { round: s.round, commits, result };
  if (s.flow !== 'over') runEffects(s, ini.rider, { actor: null, sponsor: leader && ini.kind === 'good' ? leader : null }, ev, ini.name);
  if (s.stage.kind !== 'none') s.seq += 1;
}

// ---------------------------------------------------------------------------------------------------------
// Tribunal

/** Suspects a Tribunal may name: players with a secret still hidden (VI-108). */
const tribunalEligible = (s: S) => s.players.filter((p) => !(P(s, p).agendaRevealed && P(s, p).viceRevealed));

function resolveTribunal(s: S, ev: GameEvent[]): void {
  const t = s.lastTribunal!;
  const votes: Record<string, number> = Object.fromEntries(s.players.map((p) => [p, s.smear[p] ?? 0]));
  for (const p of s.players) {
    const b = t.ballots[p];
    if (b && b !== 'none') { const [, who, n] = b.split('-'); votes[who!] = (votes[who!] ?? 0) + Number(n); }
  }
  const eligible = tribunalEligible(s);
  const top = Math.max(0, ...eligible.map((p) => votes[p] ?? 0));
  let result: string;
  if (top <= 0 && R.tribunal.zeroTopNamesNobody) result = 'Nobody received a vote: nobody is named.';
  else {
    let cands = eligible.filter((p) => votes[p] === top);
    const fresh = cands.filter((p) => P(s, p).tribunalVictimRound === null);
    if (fresh.length > 0) cands = fresh;
    const victim = fromFirst(s).find((p) => cands.includes(p))!;
    const me = P(s, victim);
    me.tribunalVictimRound = s.round;
    if (!me.agendaRevealed) {
      me.agendaRevealed = true;
      const a = getAgenda(me.agenda);
      result = `{${victim}} is named (${votes[victim]} vote${votes[victim] === 1 ? '' : 's'}) and reveals their Agenda: ${a.title}, ${getRole(a.role).name}.`;
    } else {
      me.viceRevealed = true;
      result = `{${victim}} is named (${votes[victim]} vote${votes[victim] === 1 ? '' : 's'}) and reveals their Vice: ${getVice(me.vice).name}.`;
    }
  }
  s.lastTribunal = { ...t, result };
  ev.push(everyone(`Tribunal: ${result}`));
}

// ---------------------------------------------------------------------------------------------------------
// The end

function dirtyCount(s: S, p: PlayerId) { return heldBy(s, p).filter((a) => getAsset(a.type).class === 'dirty').length; }

function revealAll(s: S): void {
  for (const p of s.players) { P(s, p).agendaRevealed = true; P(s, p).viceRevealed = true; }
}

function endCollapse(s: S, ev: GameEvent[]): void {
  const q = cat.scoring.collapse;
  const order = fromFirst(s);
  const qualified = order.filter((p) => getRole(roleOf(s, p)).canWinCollapse && dirtyCount(s, p) >= q.minDirtyAssets && P(s, p).capital >= q.minCapital);
  qualified.sort((a, b) => (P(s, b).capital - P(s, a).capital) || (dirtyCount(s, b) - dirtyCount(s, a)) || (order.indexOf(a) - order.indexOf(b)));
  const winner = qualified[0] ?? null;
  revealAll(s);
  const summary = winner
    ? `Collapse at ${s.dial} ppm. {${winner}}, a qualified Accelerationist (${dirtyCount(s, winner)} dirty assets, ${P(s, winner).capital} Capital), wins alone.`
    : `Collapse at ${s.dial} ppm. No Accelerationist qualifies: everyone loses.`;
  s.final = { band: 'collapse', scores: {}, winner, summary };
  s.flow = 'over';
  s.stage = { kind: 'none' };
  ev.push(everyone(summary));
}

function scoreOf(s: S, p: PlayerId, band: 'danger' | 'severe' | 'extreme') {
  const me = P(s, p);
  const vice = amountOf(s, p, getVice(me.vice).score);
  const holdingsPts = heldBy(s, p).reduce((n, a) => n + getAsset(a.type).legacy, 0);
  const capital = Math.floor(me.capital / cat.scoring.base.capitalDivisor);
  const agenda = scoringMatrix()[roleOf(s, p)][band];
  return { legacy: me.legacy, vice, holdings: holdingsPts, capital, agenda, total: me.legacy + vice + holdingsPts + capital + agenda };
}

function endSurvival(s: S, ev: GameEvent[]): void {
  const band = bandOf(s.dial);
  if (band === 'collapse') { endCollapse(s, ev); return; }
  const scores = Object.fromEntries(s.players.map((p) => [p, scoreOf(s, p, band)]));
  const order = fromFirst(s);
  const ranked = [...s.players].sort((a, b) => (scores[b]!.total - scores[a]!.total)
    || (P(s, b).communityCreated - P(s, a).communityCreated)
    || (P(s, b).influence - P(s, a).influence)
    || (order.indexOf(a) - order.indexOf(b)));
  const winner = ranked[0]!;
  revealAll(s);
  const bandName = band === 'danger' ? 'Danger' : band === 'severe' ? 'Severe danger' : 'Extreme danger';
  const summary = `The world survives at ${s.dial} ppm (${bandName}). {${winner}} wins with ${scores[winner]!.total} Legacy.`;
  s.final = { band, scores, winner, summary };
  s.flow = 'over';
  s.stage = { kind: 'none' };
  ev.push(everyone(summary));
  ev.push(everyone(`Final scores: ${ranked.map((p) => `{${p}} ${scores[p]!.total} (${getAgenda(P(s, p).agenda).title}, ${getRole(roleOf(s, p)).name}; ${getVice(P(s, p).vice).name})`).join('; ')}.`));
}

// ---------------------------------------------------------------------------------------------------------
// Prompts

const MAX_OPTIONS = 25;

/** Numbers carried by Scheme and mini-card effects, read from the data rather than restated here. */
function effectNumber(cardId: string, op: 'boostAttack' | 'addTribunalVotes' | 'silenceResearch'): number {
  const effects = cardId.startsWith('scheme.') ? getScheme(cardId).effects : cat.miniCards.find((m) => m.id === cardId)!.effects;
  for (const e of effects) {
    if (e.op === 'boostAttack' && op === e.op) return e.strength;
    if (e.op === 'addTribunalVotes' && op === e.op) return e.votes;
    if (e.op === 'silenceResearch' && op === e.op) return e.worldTurns;
  }
  throw new Error(`${cardId} has no ${op} effect`);
}
const SMEAR_VOTES = effectNumber('scheme.smear-dossier', 'addTribunalVotes');
const DISINFO_TURNS = effectNumber('mini.disinfo', 'silenceResearch');
function paged(options: Option[], page: number, tail: Option[] = []): Option[] {
  const room = MAX_OPTIONS - tail.length;
  if (options.length <= room) return [...options, ...tail];
  const size = room - 2;
  const pages = Math.ceil(options.length / size);
  const pg = Math.max(0, Math.min(page, pages - 1));
  const out = options.slice(pg * size, pg * size + size);
  if (pg < pages - 1) out.push({ value: 'pg-next', label: `More choices (page ${pg + 2} of ${pages})` });
  if (pg > 0) out.push({ value: 'pg-prev', label: `Earlier choices (page ${pg} of ${pages})` });
  return [...out, ...tail];
}
const BACK: Option = { value: 'back', label: 'Back to the action menu' };

const WINDOW_TEXT: Record<WindowKind, string> = {
  BUILD: 'a build is declared',
  TAKEOVER: 'the Takeover dice are about to roll',
  WEATHER: 'weather is about to strike',
  VOTE_REVEAL: 'the Campaigns are about to be revealed',
  TRIBUNAL_REVEAL: 'the Tribunal ballots are revealed',
};

function schemeFits(s: S, p: PlayerId, schemeId: string, w: WindowKind, actor: PlayerId | null): boolean {
  const sc = getScheme(schemeId);
  if (sc.othersOnly && p === actor) return false;
  switch (w) {
    case 'BUILD': {
      if (sc.window === 'BUILD') return !!s.pending && !s.nimbys.includes(districtOf(s.pending.cell)) && s.nimbys.length < R.tokens.nimby;
      return sc.window === 'CONTRACT_TAKEN' && !!s.pending && s.pending.slot !== null;
    }
    case 'TAKEOVER': return sc.window === 'TAKEOVER';
    case 'WEATHER': {
      const card = s.planet ? getPlanetCard(s.planet) : null;
      if (sc.window === 'WEATHER_DISTRICT') return !!card && card.kind === 'weather' && card.targeting === 'roll';
      return sc.window === 'WEATHER_REPAIRS';
    }
    case 'VOTE_REVEAL': return sc.window === 'VOTE_REVEAL';
    case 'TRIBUNAL_REVEAL': return sc.window === 'TRIBUNAL_REVEAL' && tribunalEligible(s).some((q) => q !== p);
  }
}

function windowContext(s: S, w: WindowKind, actor: PlayerId | null): string {
  if (w === 'BUILD' && s.pending) {
    const k = s.pending.slot !== null ? ` through a Contract` : '';
    return `{${actor}} declares ${assetName(s.pending.asset)} at ${s.pending.cell}${k}`;
  }
  if (w === 'TAKEOVER' && s.takeover) return `{${s.takeover.attacker}} attacks ${takeoverTargetName(s, s.takeover)}`;
  if (w === 'WEATHER' && s.planet) return `${getPlanetCard(s.planet).name} is coming`;
  return `Scheme window`;
}

const takeoverTargetName = (s: S, t: Takeover) => t.nimby ? `the NIMBY in the ${t.nimby}` : describeAsset(uidAsset(s, t.uid!)!);

export function prompts(s: S): Prompt[] {
  const st = s.stage;
  switch (st.kind) {
    case 'none': return [];
    case 'turn': return [turnPrompt(s, st.player, st.step)];
    case 'window': {
      const ctx = windowContext(s, st.window, st.actor);
      return s.players.filter((p) => !(p in st.answers)).map((p) => {
        const hand = [...new Set(P(s, p).schemes)].filter((id) => schemeFits(s, p, id, st.window, st.actor));
        return {
          player: p, id: `w${s.seq}`, private: true, fallback: 'none',
          text: `Scheme window: ${ctx}. Play a Scheme now, or stand aside.`,
          publicText: `Scheme window (${WINDOW_TEXT[st.window]}): every player decides in secret`,
          options: [{ value: 'none', label: 'Stand aside' }, ...hand.map((id) => ({ value: id, label: `Play ${getScheme(id).name}` }))],
        };
      });
    }
    case 'ballot':
      return s.players.filter((p) => !(p in st.ballots)).map((p) => {
        const opts: Option[] = [{ value: 'none', label: 'Stand aside (no vote)' }];
        const max = Math.min(R.tribunal.maxInfluence, P(s, p).influence);
        for (const q of tribunalEligible(s)) {
          if (q === p && !R.tribunal.selfVote) continue;
          for (let n = 1; n <= max; n += 1) opts.push({ value: `v-${q}-${n}`, label: `${n} Influence against ${seatLabel(s, q)}` });
        }
        return {
          player: p, id: `b${s.seq}`, private: true, fallback: 'none', options: opts,
          text: `Tribunal: secretly commit 0-${R.tribunal.maxInfluence} Influence against one suspect. The most votes must reveal a secret. ${seatKey(s)}`,
          publicText: 'Tribunal: every player votes in secret',
        };
      });
    case 'join': {
      const t = s.takeover!;
      const p = t.order[st.idx]!;
      const ops = P(s, p).ops;
      const opts: Option[] = [{ value: 'aside', label: 'Stand aside' }];
      if (ops >= 1) opts.push({ value: 'att', label: 'Join the attack (1 Operative)' }, { value: 'def', label: 'Join the defence (1 Operative)' });
      if (p === t.owner && ops >= 2) opts.push({ value: 'def2', label: 'Defend with 2 Operatives' });
      const text = `Takeover: {${t.attacker}} attacks ${takeoverTargetName(s, t)}. Commit once, to one side.`;
      return [{ player: p, id: `j${s.seq}`, private: false, fallback: 'aside', options: opts, text, publicText: text }];
    }
    case 'vested': {
      const t = s.takeover!;
      const text = `Your Takeover of ${takeoverTargetName(s, t)} succeeded: flip it to a Community marker, or hold it with a Vested marker.`;
      return [{ player: t.attacker, id: `v${s.seq}`, private: false, fallback: 'community', text, publicText: text,
        options: [{ value: 'community', label: 'Community marker (yields to nobody, its Heat removed)' }, { value: 'vested', label: 'Vested marker (it yields to you, its Heat stays)' }] }];
    }
    case 'weatherPick': {
      const card = getPlanetCard(s.planet!);
      const text = `Choose the district ${card.name} strikes.`;
      return [{ player: st.chooser, id: `d${s.seq}`, private: false, text, publicText: text,
        options: DISTRICTS.map((d) => ({ value: d, label: d })) }];
    }
    case 'forest': {
      const text = st.district ? `Reforestation: choose a free cell in the ${st.district} for the Community Forest.` : 'Reforestation: choose the district for the Community Forest.';
      const options = st.district
        ? paged(legalCells(s, null, 'forest', st.district, null, true).map((c) => cellOption(s, c)), st.page)
        : forestDistricts(s).map((d) => ({ value: d, label: d }));
      return [{ player: st.chooser, id: `f${s.seq}`, private: false, text, publicText: text, options }];
    }
    case 'defence': {
      const p = st.queue[0]!;
      const text = 'Coastal Defence Fund: place 1 free Defence on one of your Delta assets.';
      const options: Option[] = [{ value: 'none', label: 'Place none' },
        ...defenceTargets(s, p, { districts: ['Delta'] }).slice(0, 24).map((a) => ({ value: `a${a.uid}`, label: describeAsset(a).replace(/ \(\{p\d+\}\)/, '') }))];
      return [{ player: p, id: `g${s.seq}`, private: false, fallback: 'none', text, publicText: text, options }];
    }
    case 'smear': {
      const p = st.queue[0]!;
      const text = `Smear Dossier: add ${SMEAR_VOTES} votes against one suspect. ${seatKey(s)}`;
      return [{ player: p, id: `s${s.seq}`, private: false, text, publicText: text,
        options: tribunalEligible(s).filter((q) => q !== p).map((q) => ({ value: q, label: seatLabel(s, q) })) }];
    }
  }
}

function cellOption(s: S, c: string): Option {
  return { value: c, label: `${c}${inAnyZone(c, s.hotspots) ? ' (hotspot zone)' : ' (safe ground)'}` };
}

/** Targets of a Takeover for `p`: dirty assets and Institutions they do not hold, NIMBYs (VI-66, VI-67, VI-76). */
function takeoverTargets(s: S, p: PlayerId): { value: string; district: District; label: string }[] {
  const acc = isRevealedAccelerationist(s, p) && hasAbility(s, p, 'takeoverAnyType');
  const out: { value: string; district: District; label: string }[] = [];
  for (const a of s.assets) {
    if (a.community || a.owner === p) continue;
    const def = getAsset(a.type);
    if (!def.takeoverTarget && !acc) continue;
    if (a.mini && isRevealedAccelerationist(s, p)) continue;
    if (!a.owner && !R.takeover.neutralTargetable) continue;
    out.push({ value: `a${a.uid}`, district: districtOf(a.cell), label: describeAsset(a).replace(/\{(p\d+)\}/, (_, q: string) => seatLabel(s, q)) });
  }
  for (const d of s.nimbys) out.push({ value: `n-${d}`, district: d, label: `NIMBY token in the ${d}` });
  return out;
}

function fundOptions(s: S, p: PlayerId): Option[] {
  const me = P(s, p);
  const out: Option[] = [];
  const freeInst = heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).length > 0;
  for (const kind of ['research', 'cia', 'disinfo'] as const) {
    if (s.minis[kind] <= 0 || miniCost(s, p, kind) > me.capital) continue;
    if (kind !== 'disinfo' && !freeInst) continue;
    if (kind === 'disinfo' && !s.assets.some((a) => a.mini === 'research' && !a.community && a.silenced === 0)) continue;
    const m = cat.miniCards.find((x) => x.kind === kind)!;
    out.push({ value: kind, label: `${m.name} (${miniCost(s, p, kind)} Capital)` });
  }
  return out;
}

function convertOptions(s: S, p: PlayerId): Option[] {
  const conv = abilitiesOf(s, p).find((a) => a.op === 'convertAsset');
  if (!conv || conv.op !== 'convertAsset') return [];
  const era = eraNumber(s);
  if (P(s, p).convertedEras.filter((e) => e === era).length >= conv.perEra) return [];
  const out: Option[] = [];
  for (const a of heldBy(s, p)) {
    if (!conv.from.includes(a.type)) continue;
    for (const to of conv.to) if ((s.supply[to] ?? 0) > 0) out.push({ value: `a${a.uid}-${to}`, label: `${assetName(a.type)} at ${a.cell} → ${assetName(to)}` });
  }
  return out.slice(0, 24);
}
const ciaReady = (s: S, p: PlayerId) => heldBy(s, p).some((a) => a.mini === 'cia') && P(s, p).ciaRound !== s.round
  && s.players.some((q) => q !== p && !P(s, q).viceRevealed);

/** The action menu: every entry here is legal now (style rule 6: the menu and apply share these checks). */
function menuOptions(s: S, p: PlayerId): Option[] {
  const me = P(s, p);
  const out: Option[] = [];
  const act = me.ops > 0;
  if (act && buildableTypes(s, p).length > 0) out.push({ value: 'build', label: 'Build an asset' });
  if (act && s.market.some((_, i) => contractProblem(s, p, i) === null)) out.push({ value: 'contract', label: 'Take a Contract' });
  if (act && takeoverTargets(s, p).length > 0) out.push({ value: 'takeover', label: 'Launch a Takeover' });
  if (act && modeOf(s) === 'full' && me.capital >= schemeCost(s, p) && s.schemeDeck.length + s.schemeDiscard.length > 0) {
    out.push({ value: 'scheme', label: `Draw a Scheme (${schemeCost(s, p)} Capital)` });
  }
  if (act && fundOptions(s, p).length > 0) out.push({ value: 'fund', label: 'Fund Research, a CIA Desk or Disinfo' });
  if (act && me.capital >= fortifyCost(s, p) && defenceTokensLeft(s) > 0 && heldBy(s, p).some((a) => !a.defence)) {
    out.push({ value: 'fortify', label: `Fortify an asset (${fortifyCost(s, p)} Capital)` });
  }
  if (act && convertOptions(s, p).length > 0) out.push({ value: 'convert', label: 'Convert a Fossil plant (free, once per era)' });
  if (ciaReady(s, p)) out.push({ value: 'peek', label: 'CIA Desk: look at a Vice (free)' });
  if (!me.agendaRevealed) out.push({ value: 'reveal-agenda', label: 'Reveal your Agenda to everyone (free)' });
  if (!me.viceRevealed) out.push({ value: 'reveal-vice', label: 'Reveal your Vice to everyone (free)' });
  out.push({ value: 'pass', label: 'Pass (final for this round; then your secret Campaign)' });
  return out;
}

function turnPrompt(s: S, p: PlayerId, st: Extract<Stage, { kind: 'turn' }>['step']): Prompt {
  const me = P(s, p);
  const id = `${st.k.slice(0, 2)}${s.seq}`;
  const base = { player: p, id, private: false, fallback: 'back' };
  switch (st.k) {
    case 'menu': {
      const text = `Your turn: ${me.ops} Operative${me.ops === 1 ? '' : 's'}, ${me.capital} Capital, ${me.influence} Influence. Choose an action.`;
      return { ...base, text, publicText: 'choosing an action', options: menuOptions(s, p), fallback: 'pass' };
    }
    case 'asset':
      return { ...base, text: 'Build: choose an asset.', publicText: 'choosing an asset to build',
        options: [...buildableTypes(s, p).map((t) => ({ value: t, label: `${assetName(t)} (${buildCost(s, p, t)} Capital)` })), BACK] };
    case 'contract':
      return { ...base, text: 'Take a Contract: choose one from the row.', publicText: 'choosing a Contract',
        options: [...s.market.flatMap((id, i) => id && contractProblem(s, p, i) === null
          ? [{ value: `k${i}`, label: `${getContract(id).name}: ${assetName(getContract(id).asset)} for ${contractPrice(s, p, id)}` }] : []), BACK] };
    case 'district': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      return { ...base, text: `Where will the ${assetName(st.asset!)} go? Choose a district.`, publicText: `choosing a district for a ${assetName(st.asset!)}`,
        options: [...legalDistricts(s, p, st.asset!, contract).map((d) => ({ value: d, label: d })), BACK] };
    }
    case 'cell': {
      const contract = st.slot !== undefined ? s.market[st.slot] ?? null : null;
      return { ...base, text: `Choose a free cell in the ${st.district} for the ${assetName(st.asset!)}.`, publicText: `choosing a cell in the ${st.district}`,
        options: paged(legalCells(s, p, st.asset!, st.district!, contract).map((c) => cellOption(s, c)), st.page ?? 0, [BACK]) };
    }
    case 'tdistrict': {
      const ds = [...new Set(takeoverTargets(s, p).map((t) => t.district))];
      return { ...base, text: 'Takeover: choose the district of the target.', publicText: 'choosing a Takeover target',
        options: [...ds.map((d) => ({ value: d, label: d })), BACK] };
    }
    case 'target':
      return { ...base, text: `Takeover: choose the target in the ${st.district}. ${seatKey(s)}`, publicText: 'choosing a Takeover target',
        options: paged(takeoverTargets(s, p).filter((t) => t.district === st.district).map((t) => ({ value: t.value, label: t.label })), st.page ?? 0, [BACK]) };
    case 'fund':
      return { ...base, text: 'Fund a mini-card.', publicText: 'choosing a mini-card', options: [...fundOptions(s, p), BACK] };
    case 'fundInst':
      return { ...base, text: 'Attach it to which of your Institutions?', publicText: 'choosing an Institution',
        options: [...heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).map((a) => ({ value: `a${a.uid}`, label: `Institution at ${a.cell}` })), BACK] };
    case 'disinfo':
      return { ...base, text: 'Disinfo: name a Research in play. It misses the next cooling.', publicText: 'naming a Research to silence',
        options: [...s.assets.filter((a) => a.mini === 'research' && !a.community && a.silenced === 0)
          .map((a) => ({ value: `a${a.uid}`, label: `Research at ${a.cell}${a.owner ? ` (${seatLabel(s, a.owner)})` : ''}` })), BACK] };
    case 'fortify':
      return { ...base, text: 'Fortify: choose one of your assets for a Defence token.', publicText: 'choosing an asset to fortify',
        options: paged(heldBy(s, p).filter((a) => !a.defence).map((a) => ({ value: `a${a.uid}`, label: `${assetName(a.type)} at ${a.cell}` })), st.page ?? 0, [BACK]) };
    case 'convert':
      return { ...base, text: 'Convert one of your Fossil Fuel Plants in place.', publicText: 'converting a Fossil plant', options: [...convertOptions(s, p), BACK] };
    case 'peek':
      return { ...base, text: `CIA Desk: whose Vice will you look at? ${seatKey(s)}`, publicText: 'using a CIA Desk',
        options: [...s.players.filter((q) => q !== p && !P(s, q).viceRevealed).map((q) => ({ value: q, label: seatLabel(s, q) })), BACK] };
    case 'keep': {
      const hand = me.schemes;
      const opts: Option[] = hand.length <= R.schemes.handLimit ? [{ value: 'keep', label: 'Keep everything' }] : [];
      hand.forEach((id, i) => opts.push({ value: `x${i}`, label: `Discard ${getScheme(id).name}` }));
      return { ...base, private: true, text: `You drew ${getScheme(st.drawn!).name}. Your hand holds at most ${R.schemes.handLimit}.`,
        publicText: 'sorting their Schemes', options: opts, fallback: opts[0]!.value };
    }
    case 'campaign': {
      const max = Math.min(me.influence, MAX_OPTIONS - 1);
      return { ...base, private: true, fallback: '0',
        text: `Campaign for ${getInitiative(s.initiative!).name}: commit Influence in secret (you hold ${me.influence}). Revealed when everyone has passed.`,
        publicText: 'making a secret Campaign decision',
        options: Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? 'Commit 0' : `Commit ${n} Influence` })) };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Apply

export function apply(s0: S, p: PlayerId, a: Answer): Result<Applied<S>, RuleError> {
  if (s0.flow === 'over') return fail('game-over', 'The game is over.');
  const prompt = prompts(s0).find((x) => x.player === p && x.id === a.prompt);
  if (!prompt) {
    return prompts(s0).some((x) => x.player === p)
      ? fail('moved-on', 'That question is no longer open: answer the current one.')
      : fail('not-your-decision', 'You do not owe a decision right now.');
  }
  if (a.values.length !== 1) return fail('one-value', 'Pick exactly one option.');
  const v = a.values[0]!;
  if (!prompt.options.some((o) => o.value === v)) {
    const why = s0.stage.kind === 'turn' && s0.stage.step.k === 'menu' ? menuRefusal(s0, p, v) : null;
    return fail('illegal-choice', why ?? `"${v}" is not one of the choices offered.`);
  }
  const s = structuredClone(s0);
  const ev: GameEvent[] = [];
  let committed = true;
  const st = s.stage;
  switch (st.kind) {
    case 'turn': committed = turnAnswer(s, p, st.step, v, ev); break;
    case 'window': {
      st.answers[p] = v;
      if (Object.keys(st.answers).length === s.players.length) closeWindow(s, st, ev);
      break;
    }
    case 'ballot':
      st.ballots[p] = v;
      if (Object.keys(st.ballots).length === s.players.length) {
        s.lastTribunal = { round: s.round, ballots: { ...st.ballots }, result: '' };
        s.stage = { kind: 'none' };
      }
      break;
    case 'join': joinAnswer(s, p, st.idx, v, ev); break;
    case 'vested': {
      const t = s.takeover!;
      flipAsset(s, t, v === 'vested', ev);
      s.takeover = null;
      s.stage = { kind: 'none' };
      break;
    }
    case 'weatherPick':
      s.weather.district = v as District;
      ev.push(everyone(`{${p}} sends ${getPlanetCard(s.planet!).name} to the ${v}.`));
      s.stage = { kind: 'none' };
      break;
    case 'forest':
      if (v === 'pg-next' || v === 'pg-prev') { s.stage = { ...st, page: st.page + (v === 'pg-next' ? 1 : -1) }; committed = false; break; }
      if (!st.district) { s.stage = { ...st, district: v as District, page: 0 }; committed = false; break; }
      s.assets.push({ uid: s.nextUid++, type: 'forest', cell: v, owner: null, oldWorld: false, community: true, vested: false,
        contract: null, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
      s.supply.forest = (s.supply.forest ?? 0) - 1;
      P(s, p).communityCreated += 1;
      ev.push(everyone(`{${p}} plants a Community Forest at ${v}.`));
      s.stage = { kind: 'none' };
      break;
    case 'defence': {
      if (v !== 'none') {
        const asset = uidAsset(s, Number(v.slice(1)))!;
        asset.defence = true;
        ev.push(everyone(`{${p}} places a free Defence on the ${assetName(asset.type)} at ${asset.cell}.`));
      }
      const queue = st.queue.slice(1).filter((q) => defenceTargets(s, q, { districts: ['Delta'] }).length > 0);
      s.stage = queue.length > 0 && defenceTokensLeft(s) > 0 ? { kind: 'defence', queue } : { kind: 'none' };
      break;
    }
    case 'smear': {
      s.smear[v] = (s.smear[v] ?? 0) + SMEAR_VOTES;
      ev.push(everyone(`{${p}}'s Smear Dossier adds ${SMEAR_VOTES} votes against {${v}}.`));
      const queue = st.queue.slice(1);
      s.stage = queue.length > 0 ? { kind: 'smear', queue } : { kind: 'none' };
      break;
    }
    case 'none': return fail('no-decision', 'Nothing is waiting for an answer.');
  }
  const simultaneous = st.kind === 'window' || st.kind === 'ballot';
  if (!simultaneous || s.stage.kind !== st.kind) s.seq += 1;
  settle(s, ev);
  return ok({ state: s, events: ev, committed });
}

function menuRefusal(s: S, p: PlayerId, v: string): string | null {
  const me = P(s, p);
  const needsOp = ['build', 'contract', 'takeover', 'scheme', 'fund', 'fortify', 'convert'];
  if (needsOp.includes(v) && me.ops <= 0) return 'You have no Operatives left this round: pass, or reveal a secret.';
  switch (v) {
    case 'scheme':
      if (modeOf(s) === 'flashpoint') return 'Flashpoint has no Schemes.';
      if (me.capital < schemeCost(s, p)) return `Drawing a Scheme costs ${schemeCost(s, p)} Capital and you have ${me.capital}.`;
      return 'The Scheme pile is empty.';
    case 'build': return `Nothing in supply is both affordable with your ${me.capital} Capital and legal anywhere.`;
    case 'contract': return 'No Contract in the row is one you can afford and place.';
    case 'takeover': return 'There is no asset or NIMBY you may target.';
    case 'fortify': return `Fortifying costs ${fortifyCost(s, p)} Capital and needs an undefended asset of yours.`;
    case 'convert': return 'Only Helios Combine converts, once per era, and needs a Fossil Fuel Plant and supply.';
    case 'fund': return 'You cannot fund a mini-card now: Research and CIA need your own free Institution, Disinfo needs an active Research.';
    case 'peek': return 'Your CIA Desk needs an Institution of yours carrying it, once per round.';
    case 'reveal-agenda': return 'Your Agenda is already revealed.';
    case 'reveal-vice': return 'Your Vice is already revealed.';
    default: return null;
  }
}

/** Handles an answer in the active player's turn chain; returns whether it committed. */
function turnAnswer(s: S, p: PlayerId, st: Extract<Stage, { kind: 'turn' }>['step'], v: string, ev: GameEvent[]): boolean {
  const me = P(s, p);
  const go = (step: Extract<Stage, { kind: 'turn' }>['step']) => { s.stage = { kind: 'turn', player: p, step }; };
  const endTurn = () => { s.stage = { kind: 'none' }; };
  if (v === 'back') { go({ k: 'menu' }); return false; }
  if (v === 'pg-next' || v === 'pg-prev') { go({ ...st, page: (st.page ?? 0) + (v === 'pg-next' ? 1 : -1) }); return false; }
  switch (st.k) {
    case 'menu':
      switch (v) {
        case 'build': go({ k: 'asset' }); return false;
        case 'contract': go({ k: 'contract' }); return false;
        case 'takeover': go({ k: 'tdistrict' }); return false;
        case 'fund': go({ k: 'fund' }); return false;
        case 'fortify': go({ k: 'fortify', page: 0 }); return false;
        case 'convert': go({ k: 'convert' }); return false;
        case 'peek': go({ k: 'peek' }); return false;
        case 'scheme': {
          me.ops -= 1;
          const cost = schemeCost(s, p);
          me.capital -= cost;
          const id = drawInto(s, 'schemeDeck', 'schemeDiscard')!;
          me.schemes.push(id);
          ev.push(everyone(`{${p}} pays ${cost} Capital and draws a Scheme.`));
          ev.push(only(p, `You draw ${getScheme(id).name}.`));
          go({ k: 'keep', drawn: id });
          return true;
        }
        case 'reveal-agenda': {
          me.agendaRevealed = true;
          const ag = getAgenda(me.agenda);
          ev.push(everyone(`{${p}} reveals their Agenda: ${ag.title}, ${getRole(ag.role).name}.`));
          go({ k: 'menu' });
          return true;
        }
        case 'reveal-vice':
          me.viceRevealed = true;
          ev.push(everyone(`{${p}} reveals their Vice: ${getVice(me.vice).name}.`));
          go({ k: 'menu' });
          return true;
        case 'pass':
          me.passed = true;
          ev.push(everyone(`{${p}} passes for the round.`));
          go({ k: 'campaign' });
          return true;
        default: return true;
      }
    case 'asset': go({ k: 'district', mode: 'build', asset: v as AssetId }); return false;
    case 'contract': {
      const slot = Number(v.slice(1));
      go({ k: 'district', mode: 'contract', asset: getContract(s.market[slot]!).asset, slot });
      return false;
    }
    case 'district': go({ ...st, k: 'cell', district: v as District, page: 0 }); return false;
    case 'cell': {
      const contract = st.slot !== undefined ? s.market[st.slot]! : null;
      const cost = contract ? contractPrice(s, p, contract) : buildCost(s, p, st.asset!);
      me.ops -= 1;
      s.pending = { player: p, asset: st.asset!, cell: v, slot: st.slot ?? null, cost };
      ev.push(everyone(`{${p}} declares ${contract ? `the Contract ${getContract(contract).name}: ` : 'a build: '}${assetName(st.asset!)} at ${v}.`));
      if (modeOf(s) === 'full') openWindow(s, 'BUILD', p);
      else { completeBuild(s, ev); endTurn(); }
      return true;
    }
    case 'tdistrict': go({ k: 'target', district: v as District, page: 0 }); return false;
    case 'target': {
      me.ops -= 1;
      const uid = v.startsWith('a') ? Number(v.slice(1)) : null;
      const nimby = v.startsWith('n-') ? (v.slice(2) as District) : null;
      const owner = uid !== null ? uidAsset(s, uid)!.owner : null;
      const order = clockwise(s, p).slice(1).filter((q) => P(s, q).ops > 0);
      s.takeover = { attacker: p, uid, nimby, owner, order, att: { [p]: 1 }, def: {}, boost: 0 };
      ev.push(everyone(`{${p}} launches a Takeover against ${takeoverTargetName(s, s.takeover)}.`));
      afterJoins(s, ev, 0);
      return true;
    }
    case 'fund':
      if (v === 'disinfo') go({ k: 'disinfo', mini: 'disinfo' });
      else go({ k: 'fundInst', mini: v as 'research' | 'cia' });
      return false;
    case 'fundInst': {
      const inst = uidAsset(s, Number(v.slice(1)))!;
      const kind = st.mini as 'research' | 'cia';
      const cost = miniCost(s, p, kind);
      me.ops -= 1;
      me.capital -= cost;
      if (kind === 'research' && me.freeResearchUntil >= s.round) me.freeResearchUntil = 0;
      s.minis[kind] -= 1;
      inst.mini = kind;
      ev.push(everyone(`{${p}} funds a ${kind === 'research' ? 'Research Programme' : 'CIA Desk'} on the Institution at ${inst.cell} (${cost} Capital).`));
      if (kind === 'research') for (const q of fromFirst(s)) trigger(s, q, 'anyResearchFunded', ev, 'Halcyon Labs');
      endTurn();
      return true;
    }
    case 'disinfo': {
      const target = uidAsset(s, Number(v.slice(1)))!;
      const cost = miniCost(s, p, 'disinfo');
      me.ops -= 1;
      me.capital -= cost;
      s.minis.disinfo -= 1;
      target.silenced = DISINFO_TURNS;
      ev.push(everyone(`{${p}} runs a Disinfo Drive against the Research at ${target.cell}: it misses the next cooling.`));
      endTurn();
      return true;
    }
    case 'fortify': {
      const target = uidAsset(s, Number(v.slice(1)))!;
      const cost = fortifyCost(s, p);
      me.ops -= 1;
      me.capital -= cost;
      target.defence = true;
      ev.push(everyone(`{${p}} fortifies the ${assetName(target.type)} at ${target.cell} (${cost} Capital).`));
      endTurn();
      return true;
    }
    case 'convert': {
      const [uidPart, to] = v.split('-') as [string, AssetId];
      const target = uidAsset(s, Number(uidPart.slice(1)))!;
      me.ops -= 1;
      s.supply[target.type] = (s.supply[target.type] ?? 0) + 1;
      s.supply[to] = (s.supply[to] ?? 0) - 1;
      ev.push(everyone(`{${p}} converts the Fossil Fuel Plant at ${target.cell} into a ${assetName(to)}.`));
      target.type = to;
      target.contract = null;
      me.convertedEras.push(eraNumber(s));
      endTurn();
      return true;
    }
    case 'peek': {
      me.ciaRound = s.round;
      const vice = P(s, v).vice;
      me.peeks.push({ target: v, vice });
      ev.push(everyone(`{${p}} uses a CIA Desk to look at {${v}}'s Vice.`));
      ev.push(only(p, `Your CIA Desk shows {${v}}'s Vice: ${getVice(vice).name}.`));
      go({ k: 'menu' });
      return true;
    }
    case 'keep':
      if (v !== 'keep') {
        const i = Number(v.slice(1));
        const [gone] = me.schemes.splice(i, 1);
        if (gone) s.schemeDiscard.push(gone);
        ev.push(everyone(`{${p}} discards a Scheme face down.`));
      }
      endTurn();
      return true;
    case 'campaign':
      me.commit = Number(v);
      endTurn();
      return true;
  }
}

function completeBuild(s: S, ev: GameEvent[]): void {
  const b = s.pending!;
  const me = P(s, b.player);
  const contract = b.slot !== null ? s.market[b.slot]! : null;
  me.capital -= Math.min(me.capital, b.cost);
  s.supply[b.asset] = (s.supply[b.asset] ?? 0) - 1;
  s.assets.push({ uid: s.nextUid++, type: b.asset, cell: b.cell, owner: b.player, oldWorld: false, community: false, vested: false,
    contract, defence: false, idle: 0, bonus: 0, mini: null, silenced: 0 });
  ev.push(everyone(`{${b.player}} builds a ${assetName(b.asset)} at ${b.cell} for ${b.cost} Capital.`));
  const def = getAsset(b.asset);
  if (def.crew && me.crew < R.crewMax) {
    me.crew += 1;
    const now = contract && getContract(contract).assetAbilities.some((x) => x.op === 'crewImmediate');
    if (now) me.ops += 1;
    ev.push(everyone(`{${b.player}} gains a permanent Operative${now ? ', ready at once' : ', arriving at the next Income'}.`));
  }
  if (contract && b.slot !== null) {
    s.market[b.slot] = null;
    s.contractDiscard.push(contract);
    refillMarket(s);
    runEffects(s, getContract(contract).onTake, { actor: b.player, sponsor: null }, ev, getContract(contract).name);
  }
  s.pending = null;
}

function joinAnswer(s: S, p: PlayerId, idx: number, v: string, ev: GameEvent[]): void {
  const t = s.takeover!;
  const me = P(s, p);
  if (v === 'att') { me.ops -= 1; t.att[p] = 1; ev.push(everyone(`{${p}} joins the attack.`)); }
  if (v === 'def') { me.ops -= 1; t.def[p] = 1; ev.push(everyone(`{${p}} joins the defence.`)); }
  if (v === 'def2') { me.ops -= 2; t.def[p] = 2; ev.push(everyone(`{${p}} defends with 2 Operatives.`)); }
  if (v === 'aside') ev.push(everyone(`{${p}} stands aside.`));
  afterJoins(s, ev, idx + 1);
}

function afterJoins(s: S, ev: GameEvent[], idx: number): void {
  const t = s.takeover!;
  if (idx < t.order.length) { s.stage = { kind: 'join', idx }; return; }
  if (modeOf(s) === 'full') openWindow(s, 'TAKEOVER', t.attacker);
  else rollTakeover(s, ev);
}

/** Step 4 of a Takeover: each side rolls a die and adds its strength; the defender wins ties (VI-70, VI-71). */
function rollTakeover(s: S, ev: GameEvent[]): void {
  const t = s.takeover!;
  const att = Object.values(t.att).reduce((a, b) => a + b, 0) + t.boost + (isRevealedAccelerationist(s, t.owner) ? 1 : 0);
  const security = t.nimby ? R.takeover.nimbySecurity : getAsset(uidAsset(s, t.uid!)!.type).security;
  const def = security + Object.values(t.def).reduce((a, b) => a + b, 0);
  const ra = roll(s);
  const rd = roll(s);
  const win = R.takeover.defenderWinsTies ? ra + att > rd + def : ra + att >= rd + def;
  ev.push(everyone(`Takeover dice: attack ${ra} + ${att} = ${ra + att}, defence ${rd} + ${def} = ${rd + def}. ${win ? 'The attack succeeds.' : 'The defence holds.'}`));
  s.stage = { kind: 'none' };
  if (!win) { s.takeover = null; return; }
  if (t.nimby) {
    s.nimbys = s.nimbys.filter((d) => d !== t.nimby);
    ev.push(everyone(`The NIMBY in the ${t.nimby} is removed.`));
    s.takeover = null;
    return;
  }
  if (isRevealedAccelerationist(s, t.attacker) && hasAbility(s, t.attacker, 'vestedMarker')) { s.stage = { kind: 'vested' }; return; }
  flipAsset(s, t, false, ev);
  s.takeover = null;
}

function flipAsset(s: S, t: Takeover, vested: boolean, ev: GameEvent[]): void {
  const a = uidAsset(s, t.uid!)!;
  if (vested) {
    a.owner = t.attacker;
    a.vested = true;
    ev.push(everyone(`{${t.attacker}} places a Vested marker: the ${assetName(a.type)} at ${a.cell} now yields to them.`));
  } else {
    a.owner = null;
    a.community = true;
    a.vested = false;
    a.defence = false;
    a.mini = null;
    P(s, t.attacker).communityCreated += 1;
    ev.push(everyone(`The ${assetName(a.type)} at ${a.cell} becomes a Community asset.`));
  }
}

/** Everyone has answered a Scheme window: played Schemes resolve clockwise from the First Player (VI-G41). */
function closeWindow(s: S, st: Extract<Stage, { kind: 'window' }>, ev: GameEvent[]): void {
  const played = fromFirst(s).filter((p) => st.answers[p] && st.answers[p] !== 'none').map((p) => ({ p, id: st.answers[p]! }));
  const taken = new Set<string>();
  const spend = (p: PlayerId, id: string) => {
    const me = P(s, p);
    me.schemes.splice(me.schemes.indexOf(id), 1);
    me.schemesPlayed += 1;
    s.schemeDiscard.push(id);
    s.playedSchemes.push({ round: s.round, player: p, scheme: id });
    ev.push(everyone(`{${p}} plays ${getScheme(id).name}.`));
  };
  /** Exclusive Schemes: only the first of each kind resolves; the rest go back to hand unspent. */
  const resolves = (x: { p: PlayerId; id: string }) => {
    const sc = getScheme(x.id);
    if (!sc.exclusive) return true;
    if (taken.has(sc.window)) { ev.push(everyone(`{${x.p}}'s ${sc.name} is pre-empted and returns to their hand.`)); return false; }
    taken.add(sc.window);
    return true;
  };
  s.stage = { kind: 'none' };
  switch (st.window) {
    case 'BUILD': {
      const nimby = played.find((x) => getScheme(x.id).window === 'BUILD' && resolves(x));
      const b = s.pending!;
      if (nimby) {
        spend(nimby.p, nimby.id);
        const d = districtOf(b.cell);
        s.nimbys.push(d);
        P(s, b.player).ops += 1;
        ev.push(everyone(`A NIMBY closes the ${d}: {${b.player}}'s build is cancelled, the Operative returns and nothing is paid.`));
        for (const x of played) if (x !== nimby) ev.push(everyone(`{${x.p}}'s Scheme returns to their hand unspent.`));
        s.pending = null;
        break;
      }
      for (const x of played) {
        if (getScheme(x.id).window === 'BUILD') continue;
        spend(x.p, x.id);
        runEffects(s, getScheme(x.id).effects, { actor: x.p, sponsor: null }, ev, getScheme(x.id).name);
      }
      completeBuild(s, ev);
      break;
    }
    case 'TAKEOVER':
      for (const x of played) { spend(x.p, x.id); s.takeover!.boost += effectNumber(x.id, 'boostAttack'); }
      rollTakeover(s, ev);
      return;
    case 'WEATHER': {
      for (const x of played) {
        const sc = getScheme(x.id);
        if (!resolves(x)) continue;
        spend(x.p, x.id);
        if (sc.window === 'WEATHER_DISTRICT') s.stage = { kind: 'weatherPick', chooser: x.p };
        else s.weather.waived.push(x.p);
      }
      break;
    }
    case 'VOTE_REVEAL': {
      const blackout = played.find((x) => resolves(x));
      if (blackout) { spend(blackout.p, blackout.id); s.voteCancelled = true; }
      break;
    }
    case 'TRIBUNAL_REVEAL': {
      for (const x of played) spend(x.p, x.id);
      if (played.length > 0) s.stage = { kind: 'smear', queue: played.map((x) => x.p) };
      break;
    }
  }
}

export function outcomeOf(s: S) {
  if (!s.final) return null;
  const scores = Object.fromEntries(Object.entries(s.final.scores).map(([p, x]) => [p, x.total]));
  return { kind: 'ranked' as const, winners: s.final.winner ? [s.final.winner] : [], summary: s.final.summary, ...(Object.keys(scores).length > 0 ? { scores } : {}) };
}
