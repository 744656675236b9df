/**
 * The Vested Interests catalogue: every data file under data/vested-interests, parsed against card-schema.ts and
 * cross-checked once at module load, so bad data fails the process at startup with the offending ids listed
 * rather than mid-game; and the lookups the rules use.
 */
import { z } from 'zod';
import agendasJson from '../../../../data/vested-interests/agendas.json';
import assetsJson from '../../../../data/vested-interests/assets.json';
import boardJson from '../../../../data/vested-interests/board.json';
import climateJson from '../../../../data/vested-interests/climate.json';
import contractsJson from '../../../../data/vested-interests/contracts.json';
import housesJson from '../../../../data/vested-interests/houses.json';
import initiativesJson from '../../../../data/vested-interests/initiatives.json';
import miniCardsJson from '../../../../data/vested-interests/mini-cards.json';
import planetJson from '../../../../data/vested-interests/planet.json';
import rulesJson from '../../../../data/vested-interests/rules.json';
import schemesJson from '../../../../data/vested-interests/schemes.json';
import scoringJson from '../../../../data/vested-interests/scoring.json';
import vicesJson from '../../../../data/vested-interests/vices.json';
import {
  Agendas, Asset, ASSET_IDS, Board, Climate, Contract, CONTRACT_ABILITY_OPS, GAME_MODES, House, Initiative, MINI_KINDS, MiniCard, PlanetCard, PLAYER_COUNTS, ROLES, Rules, Scheme, Scoring, Vice,
  type Ability, type AgendaCard, type AgendaRole, type AssetId, type Band, type DeckComposition, type Effect, type Era, type Role, type Who, type GameMode,
} from './schema';
import type { VIState } from '../state';

// ---------------------------------------------------------------------------------------------------------
// Catalogue

const Files = {
  'board.json': Board,
  'assets.json': z.strictObject({ assets: z.array(Asset) }),
  'houses.json': z.strictObject({ houses: z.array(House) }),
  'agendas.json': Agendas,
  'vices.json': z.strictObject({ vices: z.array(Vice) }),
  'contracts.json': z.strictObject({ contracts: z.array(Contract) }),
  'initiatives.json': z.strictObject({ initiatives: z.array(Initiative) }),
  'planet.json': z.strictObject({ planet: z.array(PlanetCard) }),
  'schemes.json': z.strictObject({ schemes: z.array(Scheme) }),
  'mini-cards.json': z.strictObject({ miniCards: z.array(MiniCard) }),
  'climate.json': Climate,
  'rules.json': Rules,
  'scoring.json': Scoring,
} as const;
type FileName = keyof typeof Files;

/** The raw JSON of every data file, keyed by file name (what `parseCatalogue` accepts). */
export type RawCatalogue = { readonly [F in FileName]: unknown };

export interface Catalogue {
  readonly board: Board;
  readonly assets: readonly Asset[];
  readonly houses: readonly House[];
  readonly agendas: Agendas;
  readonly vices: readonly Vice[];
  readonly contracts: readonly Contract[];
  readonly initiatives: readonly Initiative[];
  readonly planet: readonly PlanetCard[];
  readonly schemes: readonly Scheme[];
  readonly miniCards: readonly MiniCard[];
  readonly climate: Climate;
  readonly rules: Rules;
  readonly scoring: Scoring;
}

/** Thrown at startup when the data does not parse or does not cross-check; `problems` lists every fault. */
export class CatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Vested Interests data is invalid (${problems.length} problem(s)):\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogueError';
  }
}

/** Names the ids met along an issue path, so a message reads `contracts.json [contract.x] price: ...`. */
function locate(raw: unknown, path: readonly PropertyKey[]): string {
  const ids: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<PropertyKey, unknown>)[key];
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      const id = (node as { id?: unknown }).id;
      if (typeof id === 'string') ids.push(id);
    }
  }
  const where = path.map(String).join('.');
  return `${ids.length > 0 ? `[${ids.join(' > ')}] ` : ''}${where || '(root)'}`;
}

function parseFile<F extends FileName>(file: F, raw: unknown, problems: string[]): z.infer<(typeof Files)[F]> | null {
  const result = Files[file].safeParse(raw);
  if (result.success) return result.data as z.infer<(typeof Files)[F]>;
  for (const issue of result.error.issues) problems.push(`${file} ${locate(raw, issue.path)}: ${issue.message}`);
  return null;
}

/** Parses and cross-checks all data files; throws a CatalogueError listing every problem. Pure. */
export function parseCatalogue(raw: RawCatalogue): Catalogue {
  const problems: string[] = [];
  const board = parseFile('board.json', raw['board.json'], problems);
  const assets = parseFile('assets.json', raw['assets.json'], problems);
  const houses = parseFile('houses.json', raw['houses.json'], problems);
  const agendas = parseFile('agendas.json', raw['agendas.json'], problems);
  const vices = parseFile('vices.json', raw['vices.json'], problems);
  const contracts = parseFile('contracts.json', raw['contracts.json'], problems);
  const initiatives = parseFile('initiatives.json', raw['initiatives.json'], problems);
  const planet = parseFile('planet.json', raw['planet.json'], problems);
  const schemes = parseFile('schemes.json', raw['schemes.json'], problems);
  const miniCards = parseFile('mini-cards.json', raw['mini-cards.json'], problems);
  const climate = parseFile('climate.json', raw['climate.json'], problems);
  const rules = parseFile('rules.json', raw['rules.json'], problems);
  const scoring = parseFile('scoring.json', raw['scoring.json'], problems);
  if (!board || !assets || !houses || !agendas || !vices || !contracts || !initiatives || !planet || !schemes
    || !miniCards || !climate || !rules || !scoring) {
    throw new CatalogueError(problems);
  }
  const catalogue: Catalogue = {
    board, assets: assets.assets, houses: houses.houses, agendas, vices: vices.vices,
    contracts: contracts.contracts, initiatives: initiatives.initiatives, planet: planet.planet,
    schemes: schemes.schemes, miniCards: miniCards.miniCards, climate, rules, scoring,
  };
  problems.push(...crossCheck(catalogue));
  if (problems.length > 0) throw new CatalogueError(problems);
  return deepFreeze(catalogue);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Every Effect nested in a list of abilities (trigger and freeAction bodies). */
function effectsOfAbilities(abilities: readonly Ability[]): Effect[] {
  return abilities.flatMap((a) => (a.op === 'trigger' || a.op === 'freeAction' ? a.effects : []));
}

/** Whom an effect addresses or lets choose, if anyone. */
function whoOf(e: Effect): Who | null {
  if ('who' in e) return e.who;
  if ('chooser' in e) return e.chooser;
  return null;
}

/** Referential and numeric invariants that a schema alone cannot express. */
function crossCheck(c: Catalogue): string[] {
  const out: string[] = [];
  const bad = (where: string, msg: string) => out.push(`${where}: ${msg}`);

  // Unique ids across every card kind.
  const seen = new Map<string, number>();
  const allIds = [
    ...c.assets.map((x) => x.id), ...c.houses.map((x) => x.id), ...c.agendas.cards.map((x) => x.id),
    ...c.vices.map((x) => x.id), ...c.contracts.map((x) => x.id), ...c.initiatives.map((x) => x.id),
    ...c.planet.map((x) => x.id), ...c.schemes.map((x) => x.id), ...c.miniCards.map((x) => x.id),
    ...c.climate.tipping.map((x) => x.id),
  ];
  for (const id of allIds) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [id, n] of seen) if (n > 1) bad(`[${id}]`, `id used ${n} times`);

  // Board.
  const b = c.board;
  const cells = new Map(b.cells.map((cell) => [cell.id, cell]));
  if (cells.size !== b.cells.length) bad('board.json cells', 'duplicate cell ids');
  const coords = new Set<string>();
  const prefixOf = new Map(b.districts.map((d) => [d.id, d.prefix]));
  const bayIds = new Set(b.bays.map((x) => x.id));
  if (new Set(b.districts.map((d) => d.id)).size !== 4) bad('board.json districts', 'each district exactly once');
  for (const cell of b.cells) {
    const [a0, b0, c0] = cell.at;
    const sum = a0 + b0 + c0;
    if (sum !== 1 && sum !== 2) bad(`board.json [${cell.id}]`, `coordinates ${cell.at.join(',')} are not a triangle (sum ${sum})`);
    const key = cell.at.join(',');
    if (coords.has(key)) bad(`board.json [${cell.id}]`, `coordinates ${key} used twice`);
    coords.add(key);
    const prefix = `${prefixOf.get(cell.district)}${cell.bay !== undefined ? 'B' : ''}`;
    if (!new RegExp(`^${prefix}[1-9][0-9]*$`).test(cell.id)) bad(`board.json [${cell.id}]`, `id should start ${prefix} for ${cell.district}`);
    if (cell.bay !== undefined) {
      const bay = b.bays.find((x) => x.id === cell.bay);
      if (!bay) bad(`board.json [${cell.id}]`, `unknown bay ${cell.bay}`);
      else if (bay.district !== cell.district) bad(`board.json [${cell.id}]`, `bay ${bay.id} belongs to ${bay.district}`);
    }
  }
  for (const bay of bayIds) if (!b.cells.some((cell) => cell.bay === bay)) bad(`board.json bay ${bay}`, 'has no cells');
  const assetById = new Map(c.assets.map((a) => [a.id, a]));
  const fixedCells = new Set<string>();
  for (const ow of b.oldWorld) {
    const cell = cells.get(ow.cell);
    const asset = assetById.get(ow.asset);
    if (!cell) { bad(`board.json oldWorld ${ow.cell}`, 'unknown cell'); continue; }
    if (asset && !asset.districts.includes(cell.district)) bad(`board.json oldWorld ${ow.cell}`, `${asset.id} is not legal in ${cell.district}`);
    if (cell.bay !== undefined) bad(`board.json oldWorld ${ow.cell}`, 'Old World assets stand on land');
    if (fixedCells.has(ow.cell)) bad(`board.json oldWorld ${ow.cell}`, 'cell used twice');
    fixedCells.add(ow.cell);
  }
  for (const site of b.sites) {
    const cell = cells.get(site.cell);
    if (!cell) { bad(`board.json sites ${site.cell}`, 'unknown cell'); continue; }
    if (cell.bay !== undefined) bad(`board.json sites ${site.cell}`, 'sites are on land');
    if (fixedCells.has(site.cell)) bad(`board.json sites ${site.cell}`, 'cell already fixed');
    fixedCells.add(site.cell);
  }
  for (const id of b.hotspots.exclude) if (!cells.has(id)) bad('board.json hotspots.exclude', `unknown cell ${id}`);

  // Assets.
  if (new Set(c.assets.map((a) => a.id)).size !== ASSET_IDS.length || c.assets.length !== ASSET_IDS.length) {
    bad('assets.json', `expected each of the ${ASSET_IDS.length} asset ids exactly once`);
  }
  for (const a of c.assets) {
    const w = `assets.json [${a.id}]`;
    if (a.takeoverTarget !== (a.class === 'dirty' || a.institution)) bad(w, 'takeoverTarget must be true exactly for dirty assets and Institutions (VI-66)');
    if (a.offshore && !a.districts.includes('Delta')) bad(w, 'offshore assets must be legal in the Delta (the bays are Delta)');
    if (!a.land && !a.offshore) bad(w, 'asset can stand nowhere');
    if (a.institution !== (a.id === 'institution') || a.siteOnly !== a.institution) bad(w, 'only the Institution is site-only');
  }

  // Contracts.
  for (const k of c.contracts) {
    const w = `contracts.json [${k.id}]`;
    const asset = assetById.get(k.asset);
    if (!asset) continue;
    if (k.price >= asset.cost) bad(w, `price ${k.price} is no discount on ${asset.id} (cost ${asset.cost})`);
    if (k.colour !== (asset.class === 'dirty' ? 'amber' : 'teal')) bad(w, `colour ${k.colour} does not match class ${asset.class}`);
    for (const d of k.placement?.districts ?? []) if (!asset.districts.includes(d)) bad(w, `${asset.id} is not legal in ${d}`);
    if (k.placement?.offshore === 'only' && !asset.offshore) bad(w, `${asset.id} cannot stand offshore`);
    for (const ab of k.assetAbilities) {
      if (!(CONTRACT_ABILITY_OPS as readonly string[]).includes(ab.op)) bad(w, `ability ${ab.op} cannot sit on a Contract`);
      if (ab.op === 'crewImmediate' && asset.crew === 0) bad(w, `${asset.id} grants no Operative`);
    }
    for (const e of k.onTake) if (whoOf(e) !== null && whoOf(e) !== 'actor' && whoOf(e) !== 'each') bad(w, `${e.op} names a Sponsor outside a vote`);
  }

  // Who may appear where: `actor` has no meaning on Initiatives and Planet cards; Sponsors only exist on Initiatives.
  for (const i of c.initiatives) {
    for (const e of i.rider) if (whoOf(e) === 'actor') bad(`initiatives.json [${i.id}]`, `${e.op} addresses the actor; an Initiative has none`);
  }
  for (const p of c.planet) {
    if (p.kind !== 'scenario') continue;
    for (const e of p.effects) if (whoOf(e) !== null && whoOf(e) !== 'each') bad(`planet.json [${p.id}]`, `${e.op} must address each player`);
  }
  const nonVote = [
    ...c.houses.flatMap((h) => effectsOfAbilities(h.abilities).map((e) => [h.id, e] as const)),
    ...c.schemes.flatMap((s) => s.effects.map((e) => [s.id, e] as const)),
    ...c.miniCards.flatMap((m) => [...m.effects, ...effectsOfAbilities(m.abilities)].map((e) => [m.id, e] as const)),
    ...c.agendas.roles.flatMap((r) => effectsOfAbilities(r.onReveal).map((e) => [r.role, e] as const)),
  ];
  for (const [id, e] of nonVote) {
    const who = whoOf(e);
    if (who === 'sponsor' || who === 'sponsorOrFirstPlayer') bad(`[${id}]`, `${e.op} names a Sponsor outside a vote`);
  }

  // Planet.
  for (const p of c.planet) {
    if (p.kind !== 'weather') continue;
    const home = b.districts.find((d) => d.id === p.home);
    if (home && !home.homeHazards.includes(p.hazard)) bad(`planet.json [${p.id}]`, `${p.hazard} is not at home in ${p.home}`);
  }

  // Mini-cards.
  for (const m of c.miniCards) {
    const w = `mini-cards.json [${m.id}]`;
    if (m.attach === 'none' && m.abilities.length > 0) bad(w, 'a one-shot mini-card has no standing abilities');
    if (m.attach !== 'none' && m.effects.length > 0) bad(w, 'an attached mini-card acts through abilities');
  }
  if (new Set(c.miniCards.map((m) => m.kind)).size !== MINI_KINDS.length) bad('mini-cards.json', 'one entry per kind');

  // Agendas.
  const roles = new Set(c.agendas.roles.map((r) => r.role));
  if (roles.size !== ROLES.length) bad('agendas.json roles', 'each role exactly once');
  for (const mode of GAME_MODES) {
    for (const n of PLAYER_COUNTS) {
      const comp = c.agendas.decks[mode][`${n}`];
      const w = `agendas.json decks.${mode}.${n}`;
      for (const role of ROLES) {
        const have = c.agendas.cards.filter((x) => x.role === role).length;
        if (comp[role] > have) bad(w, `needs ${comp[role]} ${role} cards, only ${have} exist`);
        const def = c.agendas.roles.find((r) => r.role === role);
        if (mode === 'flashpoint' && def && !def.inFlashpoint && comp[role] > 0) bad(w, `${role} is not used in Flashpoint`);
      }
      const size = comp.steward + comp.opportunist + comp.accelerationist;
      if (size < n) bad(w, `${size} cards cannot seat ${n} players`);
      // VI-10: the composition alone must make an all-Steward table impossible.
      if (comp.steward >= n) bad(w, `${comp.steward} Stewards would allow an all-Steward table of ${n}`);
    }
  }

  // Climate.
  const cl = c.climate;
  for (const mode of GAME_MODES) {
    const rounds = cl.eras[mode].flatMap((e) => e.rounds);
    const expected = Array.from({ length: c.rules.rounds[mode] }, (_, i) => i + 1);
    if (rounds.join(',') !== expected.join(',')) bad(`climate.json eras.${mode}`, `rounds must run 1..${c.rules.rounds[mode]} in order`);
    cl.eras[mode].forEach((e, i) => { if (e.era !== i + 1) bad(`climate.json eras.${mode}`, 'eras numbered from 1'); });
  }
  const pre = cl.tipping.filter((t) => t.preCrossed);
  if (pre.length !== 1) bad('climate.json tipping', 'exactly one token starts crossed (Ice Loss)');
  let last = cl.dial.start;
  for (const t of cl.tipping) {
    if (t.preCrossed !== (t.threshold === null)) bad(`climate.json [${t.id}]`, 'a pre-crossed token has no threshold, others need one');
    if (t.threshold !== null) {
      if (t.threshold <= last) bad(`climate.json [${t.id}]`, 'thresholds must rise above the start and each other');
      last = t.threshold;
    }
  }
  if (last >= cl.collapseAt) bad('climate.json', 'tipping points must lie below Collapse');
  if (!(cl.dial.start < cl.bands.severeFrom && cl.bands.severeFrom < cl.bands.extremeFrom && cl.bands.extremeFrom < cl.collapseAt)) {
    bad('climate.json bands', 'need start < severeFrom < extremeFrom < collapseAt');
  }
  if (new Set(cl.weather.spreadOrder).size !== 4) bad('climate.json weather.spreadOrder', 'each district once');
  if (!cl.weather.districtDie.includes('home')) bad('climate.json weather.districtDie', 'some face must strike the home district');
  // Rules.
  for (const mode of GAME_MODES) {
    for (const r of c.rules.tribunalAfterRounds[mode]) if (r > c.rules.rounds[mode]) bad(`rules.json tribunalAfterRounds.${mode}`, `round ${r} does not exist`);
  }
  if (c.rules.players.min !== PLAYER_COUNTS[0] || c.rules.players.max !== PLAYER_COUNTS[PLAYER_COUNTS.length - 1]) {
    bad('rules.json players', `player counts are ${PLAYER_COUNTS.join('-')}`);
  }
  const institution = assetById.get('institution');
  const printed = b.sites.filter((s) => s.kind === 'institution').length;
  const reserve = b.sites.filter((s) => s.kind === 'institution-reserve').length;
  for (const n of PLAYER_COUNTS) {
    const max = c.rules.institutions.boardMax[`${n}`];
    const sites = printed + (n === 5 ? reserve : 0);
    if (max > sites) bad(`rules.json institutions.boardMax.${n}`, `${max} Institutions but only ${sites} sites`);
    const supply = n === 5 ? institution?.supplyAtFivePlayers ?? institution?.supply : institution?.supply;
    if (supply !== undefined && supply < max) bad(`assets.json [institution]`, `supply ${supply} below the board maximum ${max} at ${n} players`);
  }
  return out;
}

const RAW: RawCatalogue = {
  'board.json': boardJson,
  'assets.json': assetsJson,
  'houses.json': housesJson,
  'agendas.json': agendasJson,
  'vices.json': vicesJson,
  'contracts.json': contractsJson,
  'initiatives.json': initiativesJson,
  'planet.json': planetJson,
  'schemes.json': schemesJson,
  'mini-cards.json': miniCardsJson,
  'climate.json': climateJson,
  'rules.json': rulesJson,
  'scoring.json': scoringJson,
};

/** The validated, frozen data. Parsed once when this module loads. */
export const catalogue: Catalogue = parseCatalogue(RAW);

/** A copy of the raw JSON, for tests that corrupt one record and expect a CatalogueError. */
export function rawCatalogue(): RawCatalogue {
  return structuredClone(RAW);
}

// ---------------------------------------------------------------------------------------------------------
// Lookups

function indexById<T extends { readonly id: string }>(kind: string, xs: readonly T[]): (id: string) => T {
  const byId = new Map(xs.map((x) => [x.id, x]));
  return (id) => {
    const found = byId.get(id);
    if (!found) throw new RangeError(`unknown ${kind} id: ${id}`);
    return found;
  };
}

export const getAsset: (id: AssetId) => Asset = indexById('asset', catalogue.assets);
export const getHouse = indexById('house', catalogue.houses);
export const getAgenda = indexById('agenda', catalogue.agendas.cards);
export const getVice = indexById('vice', catalogue.vices);
export const getContract = indexById('contract', catalogue.contracts);
export const getInitiative = indexById('initiative', catalogue.initiatives);
export const getPlanetCard = indexById('planet card', catalogue.planet);
export const getScheme = indexById('scheme', catalogue.schemes);

export function getRole(role: Role, cat: Catalogue = catalogue): AgendaRole {
  const found = cat.agendas.roles.find((r) => r.role === role);
  if (!found) throw new RangeError(`unknown role: ${role}`);
  return found;
}

/** Agenda bonus by role and final band: the scoring matrix. */
export function scoringMatrix(cat: Catalogue = catalogue): Readonly<Record<Role, Readonly<Record<Band, number>>>> {
  return {
    steward: getRole('steward', cat).bands,
    opportunist: getRole('opportunist', cat).bands,
    accelerationist: getRole('accelerationist', cat).bands,
  };
}

/** Final band of a Dial reading; `collapse` at or above the Collapse threshold. */
export function bandOf(ppm: number, climate: Climate = catalogue.climate): Band | 'collapse' {
  if (ppm >= climate.collapseAt) return 'collapse';
  if (ppm >= climate.bands.extremeFrom) return 'extreme';
  if (ppm >= climate.bands.severeFrom) return 'severe';
  return 'danger';
}

/** The era a round belongs to. */
export function eraOf(round: number, mode: GameMode = 'full', climate: Climate = catalogue.climate): Era {
  const era = climate.eras[mode].find((e) => e.rounds.includes(round));
  if (!era) throw new RangeError(`round ${round} is outside the ${mode} game`);
  return era;
}

/** A deck of ids with each card repeated by its `copies` (for Schemes and mini-cards); unshuffled. */
export function expandCopies(cards: readonly { readonly id: string; readonly copies: number }[]): string[] {
  return cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
}

// ---------------------------------------------------------------------------------------------------------
// Agenda deck

export function agendaComposition(players: number, mode: GameMode = 'full', cat: Catalogue = catalogue): DeckComposition {
  if (players !== 3 && players !== 4 && players !== 5) throw new RangeError(`Vested Interests seats 3-5 players, not ${players}`);
  return cat.agendas.decks[mode][`${players}`];
}

/**
 * The Agenda deck for a table: the first `n` cards of each role, in the order of `pool`, where `n` comes from
 * the composition for that player count and mode. Pure: the caller shuffles `pool` with the game RNG first
 * (so titles vary) and shuffles the result before dealing. Because every composition holds fewer Stewards than
 * players (checked at load), no deal from it can seat an all-Steward table (VI-10).
 */
export function buildAgendaDeck(
  pool: readonly AgendaCard[],
  players: number,
  mode: GameMode = 'full',
  cat: Catalogue = catalogue,
): AgendaCard[] {
  const want = agendaComposition(players, mode, cat);
  const taken: Record<Role, number> = { steward: 0, opportunist: 0, accelerationist: 0 };
  const deck: AgendaCard[] = [];
  for (const card of pool) {
    if (taken[card.role] < want[card.role]) {
      taken[card.role] += 1;
      deck.push(card);
    }
  }
  for (const role of ROLES) {
    if (taken[role] < want[role]) throw new RangeError(`pool has ${taken[role]} ${role} agendas, ${want[role]} needed`);
  }
  return deck;
}

/** "How a round works": ten rounds in three eras (Flashpoint: six in two). */
export const modeOf = (s: VIState) => s.options.variant;
export const roundsOf = (s: VIState) => catalogue.rules.rounds[modeOf(s)];
export const eraNumber = (s: VIState, round = s.round) => eraOf(Math.min(round, roundsOf(s)), modeOf(s)).era;
