/**
 * The Tipping Point card catalogue: parsed and frozen from `data/tipping-point/*.json` at module load
 * (the schemas are in card-schema.ts), and the lookups over it. The rulebook describes the cards but prints
 * none of them; all card data is original to this project (docs/tipping-point-cards.md). Bad data throws
 * `CardDataError` on import, so a broken card can never reach a game.
 *
 * Pure module: no I/O beyond the static JSON imports, no randomness.
 */
import type { z } from 'zod';
import projectsJson from '../../../../data/tipping-point/projects.json';
import crisesJson from '../../../../data/tipping-point/crises.json';
import countriesJson from '../../../../data/tipping-point/countries.json';
import advisorsJson from '../../../../data/tipping-point/advisors.json';
import boardJson from '../../../../data/tipping-point/country-board.json';
import {
  advisorsFileSchema,
  countriesFileSchema,
  countryBoardSchema,
  crisesFileSchema,
  projectsFileSchema,
  type AdjacencyEntry,
  type AdvisorCard,
  type AdvisorSide,
  type AdvisorSideId,
  type Category,
  type CountryBoard,
  type CountryCard,
  type CountryId,
  type CrisisCard,
  type CrisisLevel,
  type Effect,
  type NeedTarget,
  type ProjectCard,
  type ProjectId,
} from './schema';

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export interface Catalogue {
  readonly projects: readonly ProjectCard[];
  readonly crises: readonly CrisisCard[];
  readonly countries: readonly CountryCard[];
  readonly advisors: readonly AdvisorCard[];
  readonly board: CountryBoard;
}

/** Raw, untrusted input to `parseCatalogue` (the JSON files as imported). */
export interface RawCatalogue {
  readonly projects: unknown;
  readonly crises: unknown;
  readonly countries: unknown;
  readonly advisors: unknown;
  readonly board: unknown;
}

/** Thrown at load time when card data is invalid. `badIds` names every offending card. */
export class CardDataError extends Error {
  override readonly name = 'CardDataError';
  constructor(
    readonly badIds: readonly string[],
    readonly details: readonly string[],
  ) {
    super(`Invalid Tipping Point card data; bad ids: ${badIds.join(', ')}\n${details.map((d) => `  - ${d}`).join('\n')}`);
  }
}

/** The id of the record an issue path points into: the card's `id` when the file is a list. */
function offendingId(file: string, data: unknown, path: readonly PropertyKey[]): string {
  const [head] = path;
  if (head === undefined) return `${file}`;
  if (Array.isArray(data) && typeof head === 'number') {
    const rec: unknown = data[head];
    const id = rec !== null && typeof rec === 'object' && 'id' in rec ? (rec as { id: unknown }).id : undefined;
    return typeof id === 'string' ? id : `${file}[${head}]`;
  }
  return `${file}.${String(head)}`;
}

/**
 * Validate every file and return the frozen catalogue, or throw one `CardDataError` listing all
 * bad ids across all files.
 */
export function parseCatalogue(raw: RawCatalogue): Catalogue {
  const badIds: string[] = [];
  const details: string[] = [];
  function parse<T>(file: string, schema: z.ZodType<T>, data: unknown): T | undefined {
    const r = schema.safeParse(data);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const id = offendingId(file, data, issue.path);
      if (!badIds.includes(id)) badIds.push(id);
      details.push(`${id}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    }
    return undefined;
  }
  const projects = parse('projects', projectsFileSchema, raw.projects);
  const crises = parse('crises', crisesFileSchema, raw.crises);
  const countries = parse('countries', countriesFileSchema, raw.countries);
  const advisors = parse('advisors', advisorsFileSchema, raw.advisors);
  const board = parse('country-board', countryBoardSchema, raw.board);
  if (!projects || !crises || !countries || !advisors || !board) throw new CardDataError(badIds, details);
  return deepFreeze({ projects, crises, countries, advisors, board });
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** The game's card data, validated at import. */
export const catalogue: Catalogue = parseCatalogue({
  projects: projectsJson,
  crises: crisesJson,
  countries: countriesJson,
  advisors: advisorsJson,
  board: boardJson,
});

// ---------------------------------------------------------------------------------------------
// Lookups and derived numbers
// ---------------------------------------------------------------------------------------------

const projectIndex = new Map<string, ProjectCard>(catalogue.projects.map((p) => [p.id, p]));
const crisisIndex = new Map<string, CrisisCard>(catalogue.crises.map((c) => [c.id, c]));
const countryIndex = new Map<string, CountryCard>(catalogue.countries.map((c) => [c.id, c]));
const advisorSideIndex = new Map<string, { card: AdvisorCard; side: AdvisorSide }>(
  catalogue.advisors.flatMap((card) => [
    [card.a.id, { card, side: card.a }],
    [card.b.id, { card, side: card.b }],
  ]),
);

export const projectById = (id: string): ProjectCard | undefined => projectIndex.get(id);
export const crisisById = (id: string): CrisisCard | undefined => crisisIndex.get(id);
export const countryById = (id: string): CountryCard | undefined => countryIndex.get(id);
export const advisorSideById = (id: string): AdvisorSide | undefined => advisorSideIndex.get(id)?.side;
export const advisorCardOfSide = (id: string): AdvisorCard | undefined => advisorSideIndex.get(id)?.card;

function must<T>(v: T | undefined, what: string, id: string): T {
  if (v === undefined) throw new Error(`Unknown Tipping Point ${what} id: ${id}`);
  return v;
}
/** Lookups for ids already held in game state; an unknown id there is a broken invariant. */
export const getProject = (id: ProjectId): ProjectCard => must(projectIndex.get(id), 'Project', id);
export const getCountry = (id: CountryId): CountryCard => must(countryIndex.get(id), 'Country', id);
export const getAdvisorSide = (id: AdvisorSideId): AdvisorSide => must(advisorSideIndex.get(id)?.side, 'Advisor side', id);
/** The cards behind ids the rules hold as plain strings (grid cells, hands, decks). */
export function proj(id: string): ProjectCard {
  const p = projectById(id);
  if (!p) throw new Error(`Unknown Project ${id}`);
  return p;
}
export function crisis(id: string): CrisisCard {
  const c = crisisById(id);
  if (!c) throw new Error(`Unknown Crisis ${id}`);
  return c;
}

export const projectsOfCategory = (category: Category): readonly ProjectCard[] =>
  catalogue.projects.filter((p) => p.category === category);
export const crisesOfLevel = (level: CrisisLevel): readonly CrisisCard[] => catalogue.crises.filter((c) => c.level === level);
export const advisorSides = (): readonly AdvisorSide[] => catalogue.advisors.flatMap((c) => [c.a, c.b]);

/** Need icons on a Project, expanded one entry per icon (each icon is used separately, TP-43). */
export function needIcons(p: Pick<ProjectCard, 'effects'>): NeedTarget[] {
  return p.effects.flatMap((e) => (e.op === 'needIcon' ? Array.from({ length: e.amount }, () => e.need) : []));
}

/** The two ring neighbours of a category: [counter-clockwise, clockwise]. */
export function ringNeighbours(category: Category, board: CountryBoard = catalogue.board): [Category, Category] {
  const i = board.ring.indexOf(category);
  const n = board.ring.length;
  return [board.ring[(i + n - 1) % n] as Category, board.ring[(i + 1) % n] as Category];
}

function adjacencyBetween(a: Category, b: Category, board: CountryBoard = catalogue.board): AdjacencyEntry | undefined {
  return board.adjacency.find((x) => (x.pair[0] === a && x.pair[1] === b) || (x.pair[0] === b && x.pair[1] === a));
}

/**
 * The Adjacency Bonus for raising `raised` to `level` next to `neighbour` (TP-50/51), as an Effect.
 * A level above the maximum counts as the maximum (TP-54). Whether the bonus is due at all (the
 * neighbour is not lower) is the engine's call.
 */
export function adjacencyBonus(raised: Category, neighbour: Category, level: number, board: CountryBoard = catalogue.board): Effect {
  const entry = adjacencyBetween(raised, neighbour, board);
  if (!entry) throw new Error(`${raised} and ${neighbour} are not adjacent on the Country board`);
  const l = Math.min(Math.max(level, 1), board.maxLevel);
  return { op: entry.bonus, amount: entry.amounts[l - 1] ?? 0 };
}
