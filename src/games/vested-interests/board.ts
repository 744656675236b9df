/**
 * Vested Interests board geometry: pure helpers over the triangular cells in data/vested-interests/board.json.
 *
 * Cells are triangles on one lattice with coordinates [a, b, c]: a+b+c = 2 points up, 1 points down. Two cells
 * share an edge exactly when their coordinates differ by 1 in a single place, so adjacency and the edge-step
 * distance |Δa|+|Δb|+|Δc| are computed, never stored. A hotspot zone is the hotspot plus every cell reachable
 * in at most `steps` shared-edge steps without leaving its district (VI-05).
 */
import { type Board, type BoardCell, type CellId, type District, type Ability, type AssetFilter, type AssetId, DISTRICTS } from './cards/schema';
import { catalogue, getAsset, getContract } from './cards/catalogue';
import type { PlayerId } from '../../engine/types';
import { words } from '../../engine/words';
import { assetName } from './cards/names';
import type { AssetState, VIState } from './state';

export type Tri = readonly [number, number, number];

export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

function isUp(t: Tri): boolean {
  return t[0] + t[1] + t[2] === 2;
}

/** The three lattice triangles sharing an edge with `t` (whether or not they are on the board). */
export function triNeighbours(t: Tri): Tri[] {
  const [a, b, c] = t;
  const d = isUp(t) ? -1 : 1;
  return [[a + d, b, c], [a, b + d, c], [a, b, c + d]];
}

/** Shared-edge steps between two triangles on the unbounded lattice. */
export function triDistance(p: Tri, q: Tri): number {
  return Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]);
}

/** Centre of a triangle with unit edges; x grows rightwards and y upwards (the renderer flips y). */
export function triCentre(t: Tri): Point {
  const [a, b, c] = t;
  return { x: (a - c) / 2, y: (SQRT3 / 6) * (2 * b - a - c) };
}

/** The three corners of a triangle with unit edges, in the frame of `triCentre`. */
export function triCorners(t: Tri): [Point, Point, Point] {
  const { x, y } = triCentre(t);
  const r = SQRT3 / 3; // centre to corner
  const h = SQRT3 / 6; // centre to edge
  return isUp(t)
    ? [{ x, y: y + r }, { x: x - 0.5, y: y - h }, { x: x + 0.5, y: y - h }]
    : [{ x, y: y - r }, { x: x + 0.5, y: y + h }, { x: x - 0.5, y: y + h }];
}

const keyOf = (t: Tri): string => `${t[0]},${t[1]},${t[2]}`;

/** Lookup tables over one board. Built once; the board itself stays plain JSON. */
export interface BoardIndex {
  readonly data: Board;
  readonly cells: readonly BoardCell[];
  readonly byId: ReadonlyMap<string, BoardCell>;
  readonly byCoord: ReadonlyMap<string, BoardCell>;
  readonly order: ReadonlyMap<string, number>;
  /** Each district's cells in board order: placement asks for them for every prompt. */
  readonly inDistrict: ReadonlyMap<District, readonly CellId[]>;
  /** The cells of a set of hotspots' zones, and the sites in use at a player count, kept once asked for. */
  readonly zoneSets: Map<string, ReadonlySet<CellId>>;
  readonly siteSets: Map<number, ReadonlySet<CellId>>;
}

function indexBoard(data: Board): BoardIndex {
  return {
    data,
    cells: data.cells,
    byId: new Map(data.cells.map((c) => [c.id, c])),
    byCoord: new Map(data.cells.map((c) => [keyOf(c.at), c])),
    order: new Map(data.cells.map((c, i) => [c.id, i])),
    inDistrict: new Map(DISTRICTS.map((d) => [d, data.cells.filter((c) => c.district === d).map((c) => c.id)])),
    zoneSets: new Map(),
    siteSets: new Map(),
  };
}

/** The Vested Interests board from the catalogue. */
export const board: BoardIndex = indexBoard(catalogue.board);

// ---------------------------------------------------------------------------------------------------------
// Cell ids

export interface ParsedCellId {
  readonly district: District;
  readonly offshore: boolean;
  readonly index: number;
}

/** `D12` is Delta land cell 12, `DB3` Delta bay cell 3, `Re`/`V`/`Ri` the Reach, Verge and Rim. Null if malformed. */
export function parseCellId(id: string, ix: BoardIndex = board): ParsedCellId | null {
  const m = /^([A-Z][a-z]?)(B?)([1-9][0-9]*)$/.exec(id);
  if (!m) return null;
  const district = ix.data.districts.find((d) => d.prefix === m[1]);
  if (!district) return null;
  return { district: district.id, offshore: m[2] === 'B', index: Number(m[3]) };
}

export function cellIdOf(district: District, index: number, offshore = false, ix: BoardIndex = board): CellId {
  const d = ix.data.districts.find((x) => x.id === district);
  if (!d) throw new RangeError(`unknown district ${district}`);
  return `${d.prefix}${offshore ? 'B' : ''}${index}`;
}

/**
 * A cell's name as players read it: its district's letters and its number ("Re12", a bay's "DB3"), each language's
 * own letters for its own district names. The id stays the cell's value in options and state.
 */
export function cellName(id: string, ix: BoardIndex = board): string {
  const c = parseCellId(id, ix);
  if (!c) return id;
  // One short text per district (its letters and the number), not the letters as a text of their own inside it: a
  // cell is named in many kept log lines, and the nested form made a five-player record a tenth larger.
  return words(`vi:cell.${c.offshore ? 'bay' : c.district}`, { n: c.index });
}

function getCell(id: string, ix: BoardIndex = board): BoardCell {
  const cell = ix.byId.get(id);
  if (!cell) throw new RangeError(`unknown cell ${id}`);
  return cell;
}

export function isOffshore(id: CellId, ix: BoardIndex = board): boolean {
  return getCell(id, ix).bay !== undefined;
}

export function districtOf(id: CellId, ix: BoardIndex = board): District {
  return getCell(id, ix).district;
}

/** Every cell of a district (the Delta's include both bays), in board order. */
export function cellsIn(district: District, ix: BoardIndex = board): readonly CellId[] {
  return ix.inDistrict.get(district) ?? [];
}

export function landCellsIn(district: District, ix: BoardIndex = board): CellId[] {
  return ix.cells.filter((c) => c.district === district && c.bay === undefined).map((c) => c.id);
}

export function offshoreCells(ix: BoardIndex = board): CellId[] {
  return ix.cells.filter((c) => c.bay !== undefined).map((c) => c.id);
}

// ---------------------------------------------------------------------------------------------------------
// Adjacency and distance

/** Board cells sharing an edge with `id`, across district borders too, in board order. */
export function neighbours(id: CellId, ix: BoardIndex = board): CellId[] {
  return triNeighbours(getCell(id, ix).at)
    .flatMap((t) => {
      const n = ix.byCoord.get(keyOf(t));
      return n ? [n.id] : [];
    })
    .sort((p, q) => (ix.order.get(p) ?? 0) - (ix.order.get(q) ?? 0));
}

export function neighboursInDistrict(id: CellId, ix: BoardIndex = board): CellId[] {
  const d = districtOf(id, ix);
  return neighbours(id, ix).filter((n) => districtOf(n, ix) === d);
}

export function areAdjacent(p: CellId, q: CellId, ix: BoardIndex = board): boolean {
  return triDistance(getCell(p, ix).at, getCell(q, ix).at) === 1;
}

/** Shared-edge steps between two cells on the lattice, ignoring districts and the board's edge. */
export function distance(p: CellId, q: CellId, ix: BoardIndex = board): number {
  return triDistance(getCell(p, ix).at, getCell(q, ix).at);
}

/** Cells reachable from `from` in at most `steps` shared-edge steps, never leaving `from`'s district. */
function reachWithinDistrict(from: CellId, steps: number, ix: BoardIndex): Map<CellId, number> {
  const seen = new Map<CellId, number>([[from, 0]]);
  let frontier = [from];
  for (let step = 1; step <= steps && frontier.length > 0; step += 1) {
    const next: CellId[] = [];
    for (const id of frontier) {
      for (const n of neighboursInDistrict(id, ix)) {
        if (!seen.has(n)) {
          seen.set(n, step);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/** Shared-edge steps from `p` to `q` through cells of their district only; null if they are in different districts. */
export function stepsWithinDistrict(p: CellId, q: CellId, ix: BoardIndex = board): number | null {
  if (districtOf(p, ix) !== districtOf(q, ix)) return null;
  return reachWithinDistrict(p, ix.cells.length, ix).get(q) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Hotspots and sites

/**
 * The zone of a hotspot: its own cell and every cell within `steps` shared-edge steps inside its district
 * (VI-05), in board order. The rulebook's zone is `steps = 3`; 1 and 2 are offered for house rules and display.
 */
export function zone(hotspot: CellId, steps: number = board.data.hotspots.zoneSteps, ix: BoardIndex = board): CellId[] {
  if (!Number.isInteger(steps) || steps < 0) throw new RangeError(`zone steps must be a whole number, got ${steps}`);
  return [...reachWithinDistrict(hotspot, steps, ix).keys()].sort((p, q) => (ix.order.get(p) ?? 0) - (ix.order.get(q) ?? 0));
}

/** Whether `cell` lies in the zone of any of `hotspots` (zones never cross district borders). */
export function inAnyZone(cell: CellId, hotspots: readonly CellId[], ix: BoardIndex = board): boolean {
  const key = hotspots.join(',');
  let z = ix.zoneSets.get(key);
  if (!z) {
    z = new Set(hotspots.flatMap((h) => zone(h, ix.data.hotspots.zoneSteps, ix)));
    // A game keeps its hotspots: a handful of sets are asked for at once, so the oldest need not be kept.
    if (ix.zoneSets.size > 64) ix.zoneSets.clear();
    ix.zoneSets.set(key, z);
  }
  return z.has(cell);
}

/** Cells a district's hotspots may be drawn from (VI-G13): all its cells, bays included, less `exclude`. */
export function hotspotCandidates(district: District, ix: BoardIndex = board): CellId[] {
  const excluded = new Set(ix.data.hotspots.exclude);
  return cellsIn(district, ix).filter((id) => !excluded.has(id));
}

/** Institution sites in use: the printed ones, plus the reserve site at five players (VI-44). */
export function institutionSites(players: number, ix: BoardIndex = board): CellId[] {
  return ix.data.sites.filter((s) => s.kind === 'institution' || players >= 5).map((s) => s.cell);
}

/** Whether a cell can hold nothing at this player count (the unused reserve site, when configured `blocked`). */
export function isBlocked(id: CellId, players: number, ix: BoardIndex = board): boolean {
  if (players >= 5 || ix.data.reserveSiteBelowFivePlayers !== 'blocked') return false;
  return ix.data.sites.some((s) => s.kind === 'institution-reserve' && s.cell === id);
}

/** Whether a cell is an Institution site in use at this player count (sites hold Institutions only). */
export function isSite(id: CellId, players: number, ix: BoardIndex = board): boolean {
  let sites = ix.siteSets.get(players);
  if (!sites) ix.siteSets.set(players, (sites = new Set(institutionSites(players, ix))));
  return sites.has(id);
}

// ---------------------------------------------------------------------------------------------------------
// Assets on the board: which match a card's filter, who holds them, how they are named

export function typeMatches(f: AssetFilter | undefined, type: AssetId): boolean {
  if (!f) return true;
  const a = getAsset(type);
  if (f.types && !f.types.includes(type)) return false;
  if (f.classes && !f.classes.includes(a.class)) return false;
  return true;
}
export function assetMatches(f: AssetFilter, a: AssetState): boolean {
  if (!typeMatches(f, a.type)) return false;
  if (f.districts && !f.districts.includes(districtOf(a.cell))) return false;
  if (f.offshore !== undefined && f.offshore !== isOffshore(a.cell)) return false;
  return true;
}
/** Assets a player holds for every purpose: owned or Vested, never Community (VI-G24). */
export const heldBy = (s: VIState, p: PlayerId) => s.assets.filter((a) => a.owner === p && !a.community);

/** A Contract's abilities stay with the asset built from it while a player holds it. */
export function contractAbilities(a: AssetState): readonly Ability[] {
  return a.contract && !a.community ? getContract(a.contract).assetAbilities : [];
}

export const assetAt = (s: VIState, cell: string) => s.assets.find((a) => a.cell === cell);
export { assetName } from './cards/names';
export const uidAsset = (s: VIState, uid: number) => s.assets.find((a) => a.uid === uid);
/** An asset named for the table: "Old World Fossil Fuel Plant at Re3 ({p1})"; without its holder when `holder` is false. */
export function describeAsset(a: AssetState, holder = true): string {
  const what = words('vi:asset.at', { asset: a.oldWorld && !a.owner ? words('vi:asset.oldWorld', { asset: assetName(a.type) }) : assetName(a.type), cell: cellName(a.cell) });
  if (a.owner) return holder ? words('vi:asset.held', { name: what, owner: `{${a.owner}}` }) : what;
  return a.community ? words('vi:asset.community', { name: what }) : what;
}
