/**
 * Vested Interests game state: plain JSON, validated by zod. Hidden things (Agendas, Vices, Scheme hands,
 * Campaign commitments, Tribunal ballots, deck orders, the generator) live here and leave only through `view`.
 */
import { z } from 'zod';
import { AssetId, District } from './cards/schema';

const VARIANTS = ['full', 'flashpoint'] as const;
export const optionsSchema = z.object({
  variant: z.enum(VARIANTS).default('full'),
});
export type Options = z.infer<typeof optionsSchema>;

export const AssetState = z.object({
  uid: z.number().int(),
  type: AssetId,
  cell: z.string(),
  /** Owner, or the Vested holder; null for neutral Old World and Community assets. */
  owner: z.string().nullable(),
  oldWorld: z.boolean(),
  community: z.boolean(),
  vested: z.boolean(),
  /** The Contract it was built from: its abilities stay with the asset while a player holds it. */
  contract: z.string().nullable(),
  defence: z.boolean(),
  /** Income phases still lost to weather or a rider. */
  idle: z.number().int(),
  /** Extra Capital at the next Income. */
  bonus: z.number().int(),
  mini: z.enum(['research', 'cia']).nullable(),
  /** Research silenced by Disinfo: the number of world turns it still misses. */
  silenced: z.number().int(),
});
export type AssetState = z.infer<typeof AssetState>;

export const PlayerState = z.object({
  house: z.string(),
  agenda: z.string(),
  agendaRevealed: z.boolean(),
  vice: z.string(),
  viceRevealed: z.boolean(),
  capital: z.number().int(),
  influence: z.number().int(),
  legacy: z.number().int(),
  /** Permanent Operatives (3-6). */
  crew: z.number().int(),
  /** Operatives in supply this round. */
  ops: z.number().int(),
  passed: z.boolean(),
  /** Secret Campaign commitment this round (null: not yet asked). */
  commit: z.number().int().nullable(),
  schemes: z.array(z.string()),
  schemesPlayed: z.number().int(),
  sponsorships: z.number().int(),
  convertedEras: z.array(z.number().int()),
  ciaRound: z.number().int(),
  /** Science Council: the next Research costs 0 until the end of this round (0 = none). */
  freeResearchUntil: z.number().int(),
  tribunalVictimRound: z.number().int().nullable(),
  communityCreated: z.number().int(),
  /** What this player's CIA Desk showed them (private). */
  peeks: z.array(z.object({ target: z.string(), vice: z.string() })),
});
export type PlayerState = z.infer<typeof PlayerState>;

const WINDOW_KINDS = ['BUILD', 'TAKEOVER', 'WEATHER', 'VOTE_REVEAL', 'TRIBUNAL_REVEAL'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** Steps of the round that run on their own until someone owes a decision. */
const FLOW = [
  'world', 'weatherRoll', 'weatherResolve', 'initiative', 'income', 'actions',
  'voteWindow', 'voteResolve', 'tribunal', 'tribunalWindow', 'tribunalResolve', 'roundEnd', 'over',
] as const;

const TurnStep = z.object({
  k: z.enum(['menu', 'asset', 'district', 'cell', 'contract', 'tdistrict', 'target', 'fund', 'fundInst', 'disinfo',
    'fortify', 'convert', 'peek', 'keep', 'campaign', 'sure']),
  mode: z.enum(['build', 'contract', 'forest']).optional(),
  asset: AssetId.optional(),
  slot: z.number().int().optional(),
  district: District.optional(),
  page: z.number().int().optional(),
  mini: z.enum(['research', 'cia', 'disinfo']).optional(),
  drawn: z.string().optional(),
  /** The irreversible menu entry a 'sure' step asks the player to confirm. */
  confirm: z.enum(['scheme', 'reveal-agenda', 'reveal-vice', 'pass']).optional(),
});
export type TurnStep = z.infer<typeof TurnStep>;

export const Stage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('turn'), player: z.string(), step: TurnStep }),
  z.object({ kind: z.literal('window'), window: z.enum(WINDOW_KINDS), actor: z.string().nullable(), answers: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('join'), idx: z.number().int() }),
  z.object({ kind: z.literal('vested') }),
  z.object({ kind: z.literal('weatherPick'), chooser: z.string() }),
  z.object({ kind: z.literal('forest'), chooser: z.string(), district: District.nullable(), page: z.number().int() }),
  z.object({ kind: z.literal('defence'), queue: z.array(z.string()), page: z.number().int().optional() }),
  z.object({ kind: z.literal('smear'), queue: z.array(z.string()) }),
  z.object({ kind: z.literal('ballot'), ballots: z.record(z.string(), z.string()) }),
]);
export type Stage = z.infer<typeof Stage>;

export const Takeover = z.object({
  attacker: z.string(),
  uid: z.number().int().nullable(),
  nimby: District.nullable(),
  owner: z.string().nullable(),
  order: z.array(z.string()),
  att: z.record(z.string(), z.number().int()),
  def: z.record(z.string(), z.number().int()),
  boost: z.number().int(),
});
export type Takeover = z.infer<typeof Takeover>;

const PendingBuild = z.object({
  player: z.string(),
  asset: AssetId,
  cell: z.string(),
  slot: z.number().int().nullable(),
  cost: z.number().int(),
});
type PendingBuild = z.infer<typeof PendingBuild>;

export const FinalScore = z.object({
  legacy: z.number().int(),
  vice: z.number().int(),
  holdings: z.number().int(),
  capital: z.number().int(),
  agenda: z.number().int(),
  total: z.number().int(),
});
export type FinalScore = z.infer<typeof FinalScore>;

export const stateSchema = z.object({
  schemaVersion: z.literal(1),
  options: optionsSchema,
  players: z.array(z.string()),
  rng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  seq: z.number().int(),
  round: z.number().int(),
  first: z.number().int(),
  flow: z.enum(FLOW),
  stage: Stage,
  /** Whose action turn is running or ran last (Actions phase). */
  turnOf: z.string().nullable(),
  dial: z.number().int(),
  projection: z.number().int(),
  tipped: z.array(z.string()),
  tippedThisRound: z.boolean(),
  history: z.array(z.object({ round: z.number().int(), ppm: z.number().int() })),
  hotspots: z.array(z.string()),
  assets: z.array(AssetState),
  nextUid: z.number().int(),
  nimbys: z.array(District),
  supply: z.record(z.string(), z.number().int()),
  minis: z.object({ research: z.number().int(), cia: z.number().int(), disinfo: z.number().int() }),
  me: z.record(z.string(), PlayerState),
  contractDeck: z.array(z.string()),
  contractDiscard: z.array(z.string()),
  market: z.array(z.string().nullable()),
  initiativeDeck: z.array(z.string()),
  initiative: z.string().nullable(),
  goodPassed: z.number().int(),
  planetDeck: z.array(z.string()),
  planet: z.string().nullable(),
  weather: z.object({ district: District.nullable(), roll: z.number().int().nullable(), waived: z.array(z.string()), report: z.string() }),
  schemeDeck: z.array(z.string()),
  schemeDiscard: z.array(z.string()),
  playedSchemes: z.array(z.object({ round: z.number().int(), player: z.string(), scheme: z.string() })),
  takeover: Takeover.nullable(),
  pending: PendingBuild.nullable(),
  voteCancelled: z.boolean(),
  lastVote: z.object({ round: z.number().int(), commits: z.record(z.string(), z.number().int()), result: z.string() }).nullable(),
  smear: z.record(z.string(), z.number().int()),
  lastTribunal: z.object({ round: z.number().int(), ballots: z.record(z.string(), z.string()), result: z.string() }).nullable(),
  final: z.object({
    band: z.enum(['danger', 'severe', 'extreme', 'collapse']),
    scores: z.record(z.string(), FinalScore),
    winner: z.string().nullable(),
    summary: z.string(),
  }).nullable(),
});
export type VIState = z.infer<typeof stateSchema>;
