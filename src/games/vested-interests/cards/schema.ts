/**
 * Vested Interests card and rules schemas: the zod schemas and inferred types every data file is checked against.
 *
 * Every card behaviour is written in a small declarative language so the engine interprets data and never
 * carries code per card:
 * - `Effect` (discriminated on `op`): a one-shot change resolved at a moment (a rider, a Scheme, a Contract
 *   being taken, a scenario). Any Effect may carry an `if` guard, evaluated per recipient.
 * - `Ability` (discriminated on `op`): a standing rule held by a House, a revealed Agenda, a Contract's asset
 *   or a mini-card. `trigger` abilities wrap Effects with a timing (`on`).
 * - `Count`, `Amount`, `AssetFilter` and `Condition` are the shared expressions those ops use.
 *
 * Numbers the rulebook leaves out are documented in docs/vested-interests-data.md.
 */
import { z } from 'zod';
// ---------------------------------------------------------------------------------------------------------
// Vocabulary

export const DISTRICTS = ['Delta', 'Reach', 'Verge', 'Rim'] as const;
export const District = z.enum(DISTRICTS);
export type District = z.infer<typeof District>;

const ASSET_CLASSES = ['dirty', 'clean', 'civic'] as const;
const AssetClass = z.enum(ASSET_CLASSES);
type AssetClass = z.infer<typeof AssetClass>;

export const ASSET_IDS = [
  'fossil-plant', 'monoculture', 'logging', 'motorway',
  'solar', 'wind', 'forest', 'wetland', 'geothermal',
  'housing', 'transport-hub', 'institution', 'cultural-centre',
] as const;
export const AssetId = z.enum(ASSET_IDS);
export type AssetId = z.infer<typeof AssetId>;

export const HAZARDS = ['flood', 'surge', 'drought', 'fire', 'hurricane'] as const;
export const Hazard = z.enum(HAZARDS);
export type Hazard = z.infer<typeof Hazard>;

/** Final climate bands that carry Agenda scores; Collapse is a separate outcome (no Legacy scoring). */
const BANDS = ['danger', 'severe', 'extreme'] as const;
export const Band = z.enum(BANDS);
export type Band = z.infer<typeof Band>;

export const ROLES = ['steward', 'opportunist', 'accelerationist'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

const SCHEME_WINDOWS = [
  'TAKEOVER', 'WEATHER_DISTRICT', 'WEATHER_REPAIRS', 'BUILD', 'CONTRACT_TAKEN', 'VOTE_REVEAL', 'TRIBUNAL_REVEAL',
] as const;
export const SchemeWindow = z.enum(SCHEME_WINDOWS);
export type SchemeWindow = z.infer<typeof SchemeWindow>;

export const MINI_KINDS = ['research', 'cia', 'disinfo'] as const;
const MiniKind = z.enum(MINI_KINDS);
type MiniKind = z.infer<typeof MiniKind>;

export const PLAYER_COUNTS = [3, 4, 5] as const;
export const GAME_MODES = ['full', 'flashpoint'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/**
 * Who an Effect addresses. `actor` is the player the card belongs to at that moment: the taker of a Contract,
 * the player of a Scheme, the holder of a House, Agenda or mini-card. `each` is every player, resolved in
 * clockwise order from the First Player. `sponsor` exists only for Initiatives (no Sponsor: nobody).
 */
const WHO = ['actor', 'each', 'sponsor', 'sponsorOrFirstPlayer'] as const;
export const Who = z.enum(WHO);
export type Who = z.infer<typeof Who>;

export const CellId = z.string().regex(/^(D|DB|Re|V|Ri)[1-9][0-9]*$/, 'cell id like D1, DB3, Re20, V12, Ri47');
export type CellId = z.infer<typeof CellId>;

const cardId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}\\.[a-z0-9]+(-[a-z0-9]+)*$`), `id like ${prefix}.some-name`);
const name = z.string().min(1);
const int = z.number().int();
const nat = z.number().int().min(0);
const pos = z.number().int().min(1);
const nonEmpty = <T extends z.ZodType>(t: T) => z.array(t).min(1);

// ---------------------------------------------------------------------------------------------------------
// Expressions

/** Matches assets on the board; every given criterion must hold, an empty filter matches any asset. */
export const AssetFilter = z.strictObject({
  types: nonEmpty(AssetId).optional(),
  classes: nonEmpty(AssetClass).optional(),
  districts: nonEmpty(District).optional(),
  offshore: z.boolean().optional(),
});
export type AssetFilter = z.infer<typeof AssetFilter>;

export const COUNT_KINDS = ['assets', 'sponsorships', 'capital', 'crew', 'schemesPlayed'] as const;
/**
 * A number read off one player. `assets` counts the non-Community assets the player owns or holds Vested
 * (VI-G24); `crew` counts permanent Operatives above `above`.
 */
export const Count = z.discriminatedUnion('of', [
  z.strictObject({ of: z.literal('assets'), filter: AssetFilter }),
  z.strictObject({ of: z.literal('sponsorships') }),
  z.strictObject({ of: z.literal('capital') }),
  z.strictObject({ of: z.literal('crew'), above: nat }),
  z.strictObject({ of: z.literal('schemesPlayed') }),
]);
export type Count = z.infer<typeof Count>;

/** `min(max, floor(count / divisor) * each)`; divisor defaults to 1 and max to unlimited. */
const PerAmount = z.strictObject({
  each: pos,
  per: Count,
  divisor: pos.optional(),
  max: pos.optional(),
});
type PerAmount = z.infer<typeof PerAmount>;
export const Amount = z.union([pos, PerAmount]);
export type Amount = z.infer<typeof Amount>;

export const CONDITION_TESTS = ['holds', 'noTippingThisRound', 'roundIn'] as const;
export const Condition = z.discriminatedUnion('test', [
  z.strictObject({ test: z.literal('holds'), count: Count, atLeast: pos }),
  z.strictObject({ test: z.literal('noTippingThisRound') }),
  z.strictObject({ test: z.literal('roundIn'), rounds: nonEmpty(pos) }),
]);
export type Condition = z.infer<typeof Condition>;

// ---------------------------------------------------------------------------------------------------------
// Effects (one-shot)

export const EFFECT_OPS = [
  'gainCapital', 'payCapital', 'gainInfluence', 'gainLegacy', 'shiftDial', 'suspendIncome', 'bonusIncome',
  'removeAllTokens', 'placeCommunityAsset', 'grantDefence', 'waiveCost', 'boostAttack', 'cancelVote',
  'chooseWeatherDistrict', 'placeNimby', 'addTribunalVotes', 'waiveRepairs', 'silenceResearch', 'peekSecret',
] as const;
export type EffectOp = (typeof EFFECT_OPS)[number];

const effect = <Op extends EffectOp, S extends z.ZodRawShape>(op: Op, shape: S) =>
  z.strictObject({ op: z.literal(op), if: Condition.optional(), ...shape });

/**
 * One-shot effects. Capital and Influence come from and go to the bank. `payCapital` is "pay what you can"
 * (VI-60). `suspendIncome`/`bonusIncome` act on the next `incomes` Income phases (the Income that follows a
 * Planet card in the same round, or the next round's Income after a vote). `shiftDial` changes the Dial at once
 * and a rise is checked for Collapse.
 */
export const Effect = z.discriminatedUnion('op', [
  effect('gainCapital', { who: Who, amount: Amount }),
  effect('payCapital', { who: Who, amount: Amount }),
  effect('gainInfluence', { who: Who, amount: Amount }),
  effect('gainLegacy', { who: Who, amount: Amount }),
  effect('shiftDial', { ppm: int.refine((n) => n !== 0, 'ppm must be non-zero') }),
  effect('suspendIncome', { assets: AssetFilter, incomes: pos }),
  effect('bonusIncome', { assets: AssetFilter, perAsset: pos }),
  effect('removeAllTokens', { token: z.enum(['defence', 'nimby']) }),
  effect('placeCommunityAsset', { chooser: Who, asset: AssetId, districts: nonEmpty(District), ignoreNimby: z.boolean() }),
  effect('grantDefence', { who: Who, assets: AssetFilter, count: pos }),
  effect('waiveCost', { who: Who, action: z.enum(['fundResearch']), uses: pos, expires: z.enum(['endOfNextRound']) }),
  effect('boostAttack', { strength: pos }),
  effect('cancelVote', {}),
  effect('chooseWeatherDistrict', {}),
  effect('placeNimby', { cancelPendingBuild: z.boolean() }),
  effect('addTribunalVotes', { votes: pos }),
  effect('waiveRepairs', {}),
  effect('silenceResearch', { worldTurns: pos }),
  effect('peekSecret', { secret: z.enum(['vice', 'agenda']) }),
]);
export type Effect = z.infer<typeof Effect>;

// ---------------------------------------------------------------------------------------------------------
// Abilities (standing rules)

const TRIGGERS = ['income', 'anyResearchFunded', 'otherPlayerRepairPayment'] as const;
export const Trigger = z.enum(TRIGGERS);
export type Trigger = z.infer<typeof Trigger>;

const COST_ACTIONS = ['build', 'contract', 'fortify', 'drawScheme'] as const;
export const CostAction = z.enum(COST_ACTIONS);
export type CostAction = z.infer<typeof CostAction>;

export const ABILITY_OPS = [
  'trigger', 'costModifier', 'convertAsset', 'immunity', 'heatModifier', 'incomeModifier', 'crewImmediate',
  'takeoverModifier', 'takeoverAnyType', 'vestedMarker', 'researchCooling', 'freeAction', 'takeoverShield',
] as const;
export type AbilityOp = (typeof ABILITY_OPS)[number];

const ability = <Op extends AbilityOp, S extends z.ZodRawShape>(op: Op, shape: S) =>
  z.strictObject({ op: z.literal(op), ...shape });

/**
 * Standing rules. On a Contract (`assetAbilities`) they belong to the built asset and follow its holder
 * (VI-G52). `costModifier.delta` is added to the Capital cost (negative = discount, floor 0).
 */
export const Ability = z.discriminatedUnion('op', [
  ability('trigger', { on: Trigger, if: Condition.optional(), effects: nonEmpty(Effect) }),
  ability('costModifier', {
    appliesTo: nonEmpty(CostAction),
    assets: AssetFilter.optional(),
    delta: int.refine((n) => n !== 0, 'delta must be non-zero'),
  }),
  ability('convertAsset', {
    from: nonEmpty(AssetId), to: nonEmpty(AssetId), perEra: pos, capital: nat,
    ignoreDistrictRules: z.boolean(), ignoreNimby: z.boolean(),
  }),
  ability('immunity', { hazards: nonEmpty(Hazard) }),
  ability('heatModifier', { ppm: int.refine((n) => n !== 0, 'ppm must be non-zero') }),
  ability('incomeModifier', { capital: int.refine((n) => n !== 0, 'capital must be non-zero') }),
  ability('crewImmediate', {}),
  ability('takeoverModifier', { against: z.enum(['holder']), strength: pos }),
  ability('takeoverAnyType', {}),
  ability('vestedMarker', {}),
  ability('researchCooling', { ppm: pos }),
  ability('freeAction', { perRound: pos, effects: nonEmpty(Effect) }),
  ability('takeoverShield', { from: z.enum(['revealedAccelerationist']) }),
]);
export type Ability = z.infer<typeof Ability>;

/** The ability ops a Contract may attach to its asset. */
export const CONTRACT_ABILITY_OPS = ['immunity', 'heatModifier', 'incomeModifier', 'crewImmediate'] as const satisfies readonly AbilityOp[];

// ---------------------------------------------------------------------------------------------------------
// Board

export const BoardCell = z.strictObject({
  id: CellId,
  district: District,
  /** Triangle coordinates: a+b+c = 2 points up, 1 points down; neighbours differ by 1 in one coordinate. */
  at: z.tuple([int, int, int]),
  /** Set on offshore cells: the bay they belong to. */
  bay: z.string().regex(/^[a-z]+(-[a-z]+)*$/).optional(),
});
export type BoardCell = z.infer<typeof BoardCell>;

export const Board = z.strictObject({
  layout: z.string(),
  districts: z.array(z.strictObject({
    id: District, prefix: z.enum(['D', 'Re', 'V', 'Ri']), name, terrain: name, homeHazards: nonEmpty(Hazard),
  })).length(4),
  bays: nonEmpty(z.strictObject({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/), name, district: District })),
  oldWorld: nonEmpty(z.strictObject({ cell: CellId, asset: AssetId })),
  sites: nonEmpty(z.strictObject({ cell: CellId, kind: z.enum(['institution', 'institution-reserve']) })),
  /** What the reserve site is with fewer than five players: unusable (`blocked`) or a normal Rim cell. */
  reserveSiteBelowFivePlayers: z.enum(['blocked', 'ordinary']),
  hotspots: z.strictObject({ perDistrict: pos, zoneSteps: pos, exclude: z.array(CellId) }),
  cells: nonEmpty(BoardCell),
});
export type Board = z.infer<typeof Board>;

// ---------------------------------------------------------------------------------------------------------
// Cards

export const Asset = z.strictObject({
  id: AssetId,
  name,
  plural: name,
  class: AssetClass,
  institution: z.boolean(),
  cost: pos,
  income: nat,
  /** ppm added at each Step 1 while it stands and is not Community (negative = cooling). */
  heat: int,
  districts: nonEmpty(District),
  /** May stand on land cells / on offshore bay cells (bays belong to the Delta). */
  land: z.boolean(),
  offshore: z.boolean(),
  /** Only on Institution sites, and sites hold nothing else. */
  siteOnly: z.boolean(),
  crew: z.union([z.literal(0), z.literal(1)]),
  supply: pos,
  supplyAtFivePlayers: pos.optional(),
  /** End-of-game holding value (base points). */
  legacy: nat,
  /** Base defence strength in a Takeover. */
  security: nat,
  takeoverTarget: z.boolean(),
});
export type Asset = z.infer<typeof Asset>;

export const House = z.strictObject({ id: cardId('house'), name, abilities: nonEmpty(Ability) });
export type House = z.infer<typeof House>;

export const AgendaRole = z.strictObject({
  role: Role,
  name,
  /** Legacy bonus (or penalty) by final band: this is the scoring matrix. */
  bands: z.strictObject({ danger: int, severe: int, extreme: int }),
  canWinCollapse: z.boolean(),
  inFlashpoint: z.boolean(),
  /** Rules that switch on for this player once the Agenda is revealed. */
  onReveal: z.array(Ability),
});
export type AgendaRole = z.infer<typeof AgendaRole>;

export const AgendaCard = z.strictObject({ id: cardId('agenda'), title: name, role: Role });
export type AgendaCard = z.infer<typeof AgendaCard>;

export const DeckComposition = z.strictObject({ steward: nat, opportunist: nat, accelerationist: nat });
export type DeckComposition = z.infer<typeof DeckComposition>;
const ByPlayerCount = <T extends z.ZodType>(t: T) => z.strictObject({ '3': t, '4': t, '5': t });

export const Agendas = z.strictObject({
  roles: z.array(AgendaRole).length(ROLES.length),
  cards: nonEmpty(AgendaCard),
  decks: z.strictObject({ full: ByPlayerCount(DeckComposition), flashpoint: ByPlayerCount(DeckComposition) }),
});
export type Agendas = z.infer<typeof Agendas>;

export const Vice = z.strictObject({ id: cardId('vice'), name, flashpoint: z.boolean(), score: PerAmount });
export type Vice = z.infer<typeof Vice>;

export const Contract = z.strictObject({
  id: cardId('contract'),
  name,
  asset: AssetId,
  /** Amber for dirty assets, teal for clean and civic ones (VI-46). */
  colour: z.enum(['amber', 'teal']),
  price: nat,
  /** Narrows where the asset may go; checked when taken (VI-48). */
  placement: z.strictObject({
    districts: nonEmpty(District).optional(),
    offshore: z.enum(['only', 'never']).optional(),
  }).optional(),
  /** Must hold for the taker, before the asset is placed. */
  requires: Condition.optional(),
  onTake: z.array(Effect).default([]),
  assetAbilities: z.array(Ability).default([]),
});
export type Contract = z.infer<typeof Contract>;

export const Initiative = z.strictObject({
  id: cardId('initiative'),
  name,
  /** Good: Dial -9 then the rider. Bad: Dial +6 then the rider (rules.votes). */
  kind: z.enum(['good', 'bad']),
  rider: nonEmpty(Effect),
});
export type Initiative = z.infer<typeof Initiative>;

export const PlanetCard = z.discriminatedUnion('kind', [
  z.strictObject({
    id: cardId('planet'),
    name,
    kind: z.literal('weather'),
    hazard: Hazard,
    home: District,
    /** `roll`: the district die picks (1-3 home); `fixed`: always the home district, no roll, no Weather Machine. */
    targeting: z.enum(['roll', 'fixed']),
    /** Asset types the card strikes; `offshore: true` also strikes every asset on a bay cell. */
    affects: z.strictObject({ types: nonEmpty(AssetId), offshore: z.boolean() }),
  }),
  z.strictObject({ id: cardId('planet'), name, kind: z.literal('scenario'), effects: z.array(Effect) }),
]);
export type PlanetCard = z.infer<typeof PlanetCard>;

export const Scheme = z.strictObject({
  id: cardId('scheme'),
  name,
  copies: pos,
  window: SchemeWindow,
  /** Two exclusive Schemes in one window: the first in clockwise order resolves, the rest return unspent. */
  exclusive: z.boolean(),
  /** Playable only when another player is the one acting in this window. */
  othersOnly: z.boolean(),
  effects: nonEmpty(Effect),
});
export type Scheme = z.infer<typeof Scheme>;

export const MiniCard = z.strictObject({
  id: cardId('mini'),
  kind: MiniKind,
  name,
  cost: nat,
  copies: pos,
  attach: z.enum(['ownInstitution', 'none']),
  abilities: z.array(Ability),
  effects: z.array(Effect),
});
export type MiniCard = z.infer<typeof MiniCard>;

// ---------------------------------------------------------------------------------------------------------
// Climate, rules, scoring

export const Era = z.strictObject({ era: pos, rounds: nonEmpty(pos), baseline: nat, influenceGrant: nat });
export type Era = z.infer<typeof Era>;

const TippingToken = z.strictObject({
  id: cardId('tipping'),
  name,
  threshold: pos.nullable(),
  preCrossed: z.boolean(),
  penalty: pos,
});
type TippingToken = z.infer<typeof TippingToken>;

const Regime = z.strictObject({
  effectsScope: z.enum(['hotspotZones', 'district']),
  /** Capital each owner pays per struck district: any non-Community asset in a zone, or only outside zones. */
  repairs: z.strictObject({ inZone: nat, outsideZonesOnly: nat }),
  /** How many Income phases a struck, undefended asset loses. */
  exhaustIncomes: z.strictObject({ inZone: nat, outsideZones: nat }),
});

const DIE_FACES = ['home', 'firstPlayerChooses', ...DISTRICTS] as const;
export const Climate = z.strictObject({
  dial: z.strictObject({ start: pos, projectionStart: pos }),
  eras: z.strictObject({ full: nonEmpty(Era), flashpoint: nonEmpty(Era) }),
  tipping: nonEmpty(TippingToken),
  collapseAt: pos,
  /** Danger below severeFrom, Severe below extremeFrom, Extreme below collapseAt. Weather regimes use the same cut-offs. */
  bands: z.strictObject({ severeFrom: pos, extremeFrom: pos }),
  /** Combined Research cooling per Step 1 for the whole table (VI-29); each programme's own ppm is on its mini-card. */
  research: z.strictObject({ tableCapPerRound: pos }),
  weather: z.strictObject({
    districtDie: z.array(z.enum(DIE_FACES)).length(6),
    spreadFrom: pos,
    spreadOrder: z.array(District).length(4),
    regimes: z.strictObject({ danger: Regime, severe: Regime, extreme: Regime }),
  }),
});
export type Climate = z.infer<typeof Climate>;

const ActionCost = z.strictObject({
  operatives: nat,
  capital: z.union([nat, z.enum(['assetCost', 'contractPrice', 'miniCardCost'])]),
});
export const Rules = z.strictObject({
  players: z.strictObject({ min: pos, max: pos }),
  rounds: z.strictObject({ full: pos, flashpoint: pos }),
  tribunalAfterRounds: z.strictObject({ full: z.array(pos), flashpoint: z.array(pos) }),
  start: z.strictObject({ capital: nat, operatives: pos, influence: nat }),
  crewMax: pos,
  baseIncome: nat,
  firstPlayerDice: pos,
  market: z.strictObject({ size: pos, refresh: z.enum(['discardOldest', 'refillOnly']) }),
  schemes: z.strictObject({ handLimit: pos, perPlayerPerWindow: pos, windowMinMs: nat, windowMaxMs: pos }),
  actions: z.strictObject({
    build: ActionCost, contract: ActionCost, takeover: ActionCost, drawScheme: ActionCost,
    fundProgramme: ActionCost, fortify: ActionCost, convert: ActionCost,
  }),
  defence: z.strictObject({ perAsset: pos }),
  takeover: z.strictObject({
    nimbySecurity: nat, ownerMaxOperatives: pos, joinerMaxOperatives: pos, defenderWinsTies: z.boolean(),
    communityTargetable: z.boolean(), neutralTargetable: z.boolean(),
  }),
  community: z.strictObject({ positiveHeat: z.enum(['removed', 'kept']), cooling: z.enum(['removed', 'kept']) }),
  votes: z.strictObject({
    thresholdOverPlayers: nat,
    good: z.strictObject({ ppm: int, sponsorLegacy: nat }),
    breakthrough: z.strictObject({ every: pos, ppm: int, legacy: nat }),
    bad: z.strictObject({ ppm: int, topContributorCapital: nat }),
  }),
  tribunal: z.strictObject({ maxInfluence: pos, selfVote: z.boolean(), zeroTopNamesNobody: z.boolean() }),
  institutions: z.strictObject({ boardMax: ByPlayerCount(pos), perPlayerLimit: pos, perPlayerLimitThroughRound: pos }),
  tokens: z.strictObject({ nimby: pos, defence: pos, community: pos, vested: pos }),
});
export type Rules = z.infer<typeof Rules>;

export const Scoring = z.strictObject({
  base: z.strictObject({ legacyEarned: z.boolean(), vice: z.boolean(), holdings: z.boolean(), capitalDivisor: pos }),
  collapse: z.strictObject({
    minDirtyAssets: nat,
    minCapital: nat,
    tieBreak: nonEmpty(z.enum(['capital', 'dirtyAssets', 'clockwiseFromFirstPlayer'])),
  }),
  survival: z.strictObject({
    tieBreak: nonEmpty(z.enum(['legacy', 'communityCreated', 'influence', 'clockwiseFromFirstPlayer'])),
  }),
});
export type Scoring = z.infer<typeof Scoring>;
