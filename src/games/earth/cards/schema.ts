/**
 * The Earth card language: zod schemas for every card set and the declarative effect, count and scoring
 * language the engine interprets. Declarative only; the catalogue parsed from `data/earth/*.json` is `cards.ts`.
 * Rule ids (EA-nn, EA-Gnn) are listed in `docs/rule-ids.md`; the open rules this data had to decide are in
 * `docs/earth-cards.md` ("House rules decided by the data").
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** EA-46: printed top-right on Flora, Terrain, Island and Climate cards. */
export const HABITATS = ['sunny', 'wet', 'rocky', 'cold'] as const;
export type Habitat = (typeof HABITATS)[number];

/** EA-45: a Mushroom also counts as a Herb (EA-G28: a "Mushroom" requirement counts Mushrooms only). */
export const FLORA_TYPES = ['tree', 'bush', 'herb', 'mushroom'] as const;
export type FloraType = (typeof FLORA_TYPES)[number];

/** The four actions (EA-10) ... */
export const ACTIONS = ['plant', 'compost', 'water', 'grow'] as const;
export type Action = (typeof ACTIONS)[number];
export const isAction = (x: string): x is Action => (ACTIONS as readonly string[]).includes(x);

/** ... their colours, plus multicoloured, which activates on every action (EA-57). */
export const COLORS = ['green', 'red', 'blue', 'yellow', 'multi'] as const;
export type Color = (typeof COLORS)[number];

export const ACTION_COLOR = { plant: 'green', compost: 'red', water: 'blue', grow: 'yellow' } as const satisfies Record<
  Action,
  Color
>;

/** `gain`: soil from the supply, a card drawn from the deck, a card moved from the deck face-down into Compost. */
const GAIN_RESOURCES = ['soil', 'card', 'compost'] as const;
/** Optional costs (`pay`), paid in full (EA-49): Soil to the supply, cards from hand to the deck bottom, Sprouts off your Flora. */
const COST_RESOURCES = ['soil', 'card', 'sprout'] as const;
/** Quantities a `resource` count reads from the owner's state. `events` counts the Event space (an explicit mention, EA-44). */
const COUNTED_RESOURCES = ['soil', 'hand', 'compost', 'sprouts', 'trunks', 'canopies', 'events'] as const;
/** Grid relations of the card carrying the effect (tableau cards only, EA-G29). */
const NEAR_SCOPES = ['adjacent', 'row', 'column'] as const;
const LINES = ['row', 'column'] as const;
const DISTINCT_OF = ['habitat', 'color'] as const;
const SET_OF = ['habitat', 'floraType'] as const;
const ACTIVATE_WHERE = ['adjacent', 'tableau'] as const;

/** Every effect op of the language, in the order the docs describe them. */
export const EFFECT_OPS = [
  'gain',
  'drawKeep',
  'compostFromHand',
  'sprout',
  'grow',
  'plant',
  'minor',
  'activate',
  'per',
  'if',
  'pay',
  'choice',
  'others',
] as const;
export const COUNT_OPS = ['cards', 'near', 'resource', 'lines', 'distinct', 'sets'] as const;
export const PREDICATE_OPS = ['atLeast', 'atMost', 'all'] as const;
export const SCORE_OPS = ['per', 'threshold', 'ladder'] as const;

const GAIA_ACTIONS = ['plant', 'compost', 'water', 'grow', 'fauna', 'wild'] as const;
const GAIA_TRACKS = ['scoringPile', 'compost', 'sprouts', 'growth'] as const;
export type GaiaTrack = (typeof GAIA_TRACKS)[number];

// ---------------------------------------------------------------------------------------------
// Filters, counts, predicates
// ---------------------------------------------------------------------------------------------

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * Which of the owner's cards match. All given fields must hold.
 * - no `type`/`floraType`/`canopy`: any "card" in the rulebook's sense (tableau + Island + Climate, EA-44);
 * - `type`: only tableau cards of that type; `floraType` / `canopy` imply Flora;
 * - `floraType: 'herb'` matches Herbs and Mushrooms (EA-45, EA-G28);
 * - `color` matches the printed ability colour exactly (`multi` is its own colour; `none` = no ability).
 */
const cardFilterSchema = z.strictObject({
  type: z.enum(['flora', 'terrain']).optional(),
  floraType: z.enum(FLORA_TYPES).optional(),
  habitat: z.enum(HABITATS).optional(),
  color: z.enum([...COLORS, 'none']).optional(),
  /** Only Flora whose Growth is complete (a Canopy is on it). */
  canopy: z.literal(true).optional(),
});
export type CardFilter = z.infer<typeof cardFilterSchema>;

/** Filter for what a `plant` effect may plant: Flora or Terrain only (Events are played, never planted). */
export const plantFilterSchema = z.strictObject({
  type: z.enum(['flora', 'terrain']).optional(),
  floraType: z.enum(FLORA_TYPES).optional(),
  habitat: z.enum(HABITATS).optional(),
});
export type PlantFilter = z.infer<typeof plantFilterSchema>;

export const countSchema = z.discriminatedUnion('op', [
  /** Number of the owner's cards (tableau + Island + Climate) matching the filter. */
  z.strictObject({ op: z.literal('cards'), filter: cardFilterSchema }),
  /** Tableau cards adjacent to (orthogonally) / in the same row / column as this card, excluding itself. */
  z.strictObject({ op: z.literal('near'), scope: z.enum(NEAR_SCOPES), filter: cardFilterSchema }),
  /** A quantity: Soil held, cards in hand, cards in Compost, Sprouts, Trunks, Canopies, Events played. */
  z.strictObject({ op: z.literal('resource'), resource: z.enum(COUNTED_RESOURCES) }),
  /** Number of tableau rows / columns holding at least `atLeast` cards that match the filter. */
  z.strictObject({ op: z.literal('lines'), line: z.enum(LINES), filter: cardFilterSchema, atLeast: int(1, 4) }),
  /** Number of different Habitats / ability colours among the owner's cards (`multi` is a colour of its own). */
  z.strictObject({ op: z.literal('distinct'), of: z.enum(DISTINCT_OF) }),
  /**
   * Complete sets: `habitat` = min over the 4 Habitats of the number of cards showing it (a two-Habitat
   * card counts toward both); `floraType` = min of Trees, Bushes, Herbs (Mushrooms count as Herbs).
   */
  z.strictObject({ op: z.literal('sets'), of: z.enum(SET_OF) }),
]);
export type Count = z.infer<typeof countSchema>;

const compareSchema = z.discriminatedUnion('op', [
  /** "N+" on a card (EA-52). */
  z.strictObject({ op: z.literal('atLeast'), count: countSchema, n: int(0, 99) }),
  /** "N-" on a card (EA-52). */
  z.strictObject({ op: z.literal('atMost'), count: countSchema, n: int(0, 99) }),
]);
export type Compare = z.infer<typeof compareSchema>;

export const predicateSchema = z.discriminatedUnion('op', [
  ...compareSchema.options,
  /** Every listed condition holds. */
  z.strictObject({ op: z.literal('all'), of: z.array(compareSchema).min(2).max(4) }),
]);
export type Predicate = z.infer<typeof predicateSchema>;

// ---------------------------------------------------------------------------------------------
// Effects (abilities, Event benefits)
// ---------------------------------------------------------------------------------------------

/** Where Sprouts / Growth go: on this card, on Flora orthogonally adjacent to it, or on any of your Flora. */
export const targetSchema = z.discriminatedUnion('where', [
  z.strictObject({ where: z.literal('self') }),
  z.strictObject({ where: z.literal('adjacent'), filter: cardFilterSchema.optional() }),
  z.strictObject({ where: z.literal('tableau'), filter: cardFilterSchema.optional() }),
]);
export type Target = z.infer<typeof targetSchema>;

export const costSchema = z.strictObject({ resource: z.enum(COST_RESOURCES), amount: int(1, 6) });
export type Cost = z.infer<typeof costSchema>;

const leafEffectSchemas = [
  /** Take `amount` of a resource: Soil from the supply, cards drawn, cards composted from the deck. */
  z.strictObject({ op: z.literal('gain'), resource: z.enum(GAIN_RESOURCES), amount: int(1, 8) }),
  /** Draw `look` cards, keep `keep`, the rest go to the bottom of the deck (like Plant major). */
  z
    .strictObject({ op: z.literal('drawKeep'), look: int(2, 8), keep: int(1, 7) })
    .refine((e) => e.keep < e.look, { message: 'drawKeep: keep must be less than look' }),
  /** Move up to `upTo` cards from hand face-down into Compost (1 VP each at the end, EA-36). */
  z.strictObject({ op: z.literal('compostFromHand'), upTo: int(1, 5) }),
  /** Place up to `amount` Sprouts on the target Flora, within Sprout limits. */
  z.strictObject({ op: z.literal('sprout'), amount: int(1, 8), on: targetSchema }),
  /** Place up to `amount` Growth (Trunks first, then the Canopy) on the target Flora, within Growth limits. */
  z.strictObject({ op: z.literal('grow'), amount: int(1, 6), on: targetSchema }),
  /** Plant one card from hand into the next tableau slot, paying its Soil cost minus `discount` (min 0). */
  z.strictObject({ op: z.literal('plant'), discount: int(0, 8), filter: plantFilterSchema.optional() }),
  /** Take the minor benefit (bottom row) of that action. No abilities activate because of it. */
  z.strictObject({ op: z.literal('minor'), action: z.enum(ACTIONS) }),
  /** Activate the ability of one other card in your tableau (never multicoloured, never another `activate`). */
  z.strictObject({ op: z.literal('activate'), where: z.enum(ACTIVATE_WHERE) }),
] as const;

const leafEffectSchema = z.discriminatedUnion('op', [...leafEffectSchemas]);
export type LeafEffect = z.infer<typeof leafEffectSchema>;

const perEffectSchema = z.strictObject({
  op: z.literal('per'),
  /** Repeat `effect` floor(count / each) times, at most `max` times. */
  count: countSchema,
  each: int(1, 10),
  max: int(1, 10).optional(),
  effect: leafEffectSchema,
});

/** A leaf effect or a `per` repetition of one: what compound effects may contain. */
export const scaledEffectSchema = z.discriminatedUnion('op', [...leafEffectSchemas, perEffectSchema]);
export type ScaledEffect = z.infer<typeof scaledEffectSchema>;

export const effectSchema = z.discriminatedUnion('op', [
  ...leafEffectSchemas,
  perEffectSchema,
  /** Only if the test holds at resolution time. */
  z.strictObject({ op: z.literal('if'), test: predicateSchema, then: z.array(scaledEffectSchema).min(1) }),
  /** Optional: pay every cost in full (EA-49), then take `then`. */
  z.strictObject({ op: z.literal('pay'), cost: z.array(costSchema).min(1).max(2), then: z.array(scaledEffectSchema).min(1) }),
  /** Take exactly one of the options. */
  z.strictObject({
    op: z.literal('choice'),
    options: z.array(z.array(scaledEffectSchema).min(1)).min(2).max(3),
  }),
  /** Each other player may take these (resolved clockwise from the active player, EA-G16). */
  z.strictObject({ op: z.literal('others'), effects: z.array(leafEffectSchema).min(1) }),
]);
export type Effect = z.infer<typeof effectSchema>;

/** An ability: activates whenever an action of its colour is taken (any player's turn), multi on every action. */
const abilitySchema = z.strictObject({
  color: z.enum(COLORS),
  effects: z.array(effectSchema).min(1).max(3),
});
export type Ability = z.infer<typeof abilitySchema>;

// ---------------------------------------------------------------------------------------------
// End-game scoring (Terrain bonuses, Ecosystem objectives)
// ---------------------------------------------------------------------------------------------

export const scoreSchema = z.discriminatedUnion('op', [
  /** `vp` for every `each` counted, capped at `max` VP in total. */
  z.strictObject({
    op: z.literal('per'),
    count: countSchema,
    each: int(1, 10),
    vp: int(1, 10),
    max: int(1, 20).optional(),
  }),
  /** `vp` if the test holds at the end of the game. */
  z.strictObject({ op: z.literal('threshold'), test: predicateSchema, vp: int(1, 20) }),
  /** The VP of the highest step reached (steps strictly ascending in both fields). */
  z
    .strictObject({
      op: z.literal('ladder'),
      count: countSchema,
      steps: z.array(z.strictObject({ atLeast: int(1, 99), vp: int(1, 20) })).min(2).max(4),
    })
    .refine((s) => s.steps.every((st, i) => i === 0 || (st.atLeast > s.steps[i - 1]!.atLeast && st.vp > s.steps[i - 1]!.vp)), {
      message: 'ladder steps must ascend',
    }),
]);
export type Score = z.infer<typeof scoreSchema>;

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

const habitatsSchema = z
  .array(z.enum(HABITATS))
  .min(1)
  .max(2)
  .refine((h) => new Set(h).size === h.length, { message: 'habitats must be distinct' });
const nameSchema = z.string().min(3).max(28);

export const floraSchema = z
  .strictObject({
    id: z.string().regex(/^flora-\d{3}$/),
    name: nameSchema,
    type: z.literal('flora'),
    floraType: z.enum(FLORA_TYPES),
    /** Soil paid in full to plant it (EA-17, EA-65). */
    cost: int(0, 9),
    habitats: habitatsSchema,
    /** Most Sprouts this card can hold (EA-22). */
    sproutLimit: int(0, 6),
    /** Most Growth pieces it accepts: Trunks first, then the Canopy if it has one (EA-G09). */
    growthLimit: int(0, 5),
    /** VP for completed Growth, scored instead of its Trunks (EA-38); null = no Canopy, Trunks only. */
    canopyVp: int(1, 12).nullable(),
    ability: abilitySchema.optional(),
  })
  .refine((f) => f.canopyVp === null || f.growthLimit >= 1, { message: 'a Canopy needs a Growth limit of at least 1' })
  .refine((f) => f.canopyVp === null || f.canopyVp > f.growthLimit - 1, {
    message: 'canopyVp must beat the Trunks it replaces',
  });
export type FloraCard = z.infer<typeof floraSchema>;

export const terrainSchema = z
  .strictObject({
    id: z.string().regex(/^terrain-\d{3}$/),
    name: nameSchema,
    type: z.literal('terrain'),
    cost: int(0, 9),
    habitats: habitatsSchema,
    /** In-game Terrain: an ability. */
    ability: abilitySchema.optional(),
    /** End-game Terrain: a bonus (EA-39). A Terrain has exactly one of the two. */
    scoring: scoreSchema.optional(),
  })
  .refine((t) => (t.ability === undefined) !== (t.scoring === undefined), {
    message: 'a Terrain has exactly one of ability / scoring',
  });
export type TerrainCard = z.infer<typeof terrainSchema>;

export const eventSchema = z.strictObject({
  id: z.string().regex(/^event-\d{3}$/),
  name: nameSchema,
  type: z.literal('event'),
  /** Soil paid in full when played (EA-G10). */
  cost: int(0, 3),
  /** Scored at the end from the Event space; may be negative (EA-35). */
  vp: int(-5, 6),
  /** The instant benefit (EA-47). */
  effects: z.array(effectSchema).min(1).max(3),
});
export type EventCard = z.infer<typeof eventSchema>;
export type EarthCard = FloraCard | TerrainCard | EventCard;
/** Cards that take a tableau slot (EA-G21). */
export type TableauCard = FloraCard | TerrainCard;

const sideLetter = z.enum(['A', 'B']);
const twoSides = <T extends z.ZodType<{ side: 'A' | 'B' }>>(side: T) =>
  z.tuple([side, side]).refine((s) => s[0]?.side === 'A' && s[1]?.side === 'B', { message: 'sides must be A then B' });

const faunaSideSchema = z
  .strictObject({
    side: sideLetter,
    name: nameSchema,
    requirement: predicateSchema,
    /** Leaf VP by claim order (EA-55, EA-G04); strictly descending. */
    tiers: z.array(int(1, 20)).length(5),
  })
  .refine((s) => s.tiers.every((t, i) => i === 0 || t < s.tiers[i - 1]!), { message: 'tiers must descend' });
export const faunaCardSchema = z.strictObject({ id: z.string().regex(/^fauna-\d{2}$/), sides: twoSides(faunaSideSchema) });
export type FaunaSide = z.infer<typeof faunaSideSchema>;
export type FaunaCard = z.infer<typeof faunaCardSchema>;

const islandSideSchema = z.strictObject({
  side: sideLetter,
  name: nameSchema,
  vp: int(0, 6),
  habitats: habitatsSchema,
  /** Starting resources (EA-07): cards drawn, cards composted from the deck, Soil gained. */
  start: z.strictObject({ draw: int(0, 6), compost: int(0, 4), soil: int(0, 8) }),
  ability: abilitySchema,
});
export const islandCardSchema = z.strictObject({ id: z.string().regex(/^island-\d{2}$/), sides: twoSides(islandSideSchema) });
export type IslandSide = z.infer<typeof islandSideSchema>;
export type IslandCard = z.infer<typeof islandCardSchema>;

const climateSideSchema = z.strictObject({
  side: sideLetter,
  name: nameSchema,
  vp: int(0, 6),
  habitats: habitatsSchema,
  ability: abilitySchema,
});
export const climateCardSchema = z.strictObject({ id: z.string().regex(/^climate-\d{2}$/), sides: twoSides(climateSideSchema) });
export type ClimateSide = z.infer<typeof climateSideSchema>;
export type ClimateCard = z.infer<typeof climateCardSchema>;

const ecosystemSideSchema = z.strictObject({ side: sideLetter, name: nameSchema, scoring: scoreSchema });
export const ecosystemCardSchema = z.strictObject({
  id: z.string().regex(/^ecosystem-\d{2}$/),
  sides: twoSides(ecosystemSideSchema),
});
export type EcosystemSide = z.infer<typeof ecosystemSideSchema>;
export type EcosystemCard = z.infer<typeof ecosystemCardSchema>;

// ---------------------------------------------------------------------------------------------
// Gaia (solo opponent, EA-G19 / "EA-Gaia")
// ---------------------------------------------------------------------------------------------

const gaiaCardSchema = z.strictObject({
  id: z.string().regex(/^gaia-[a-z]+$/),
  name: nameSchema,
  action: z.enum(GAIA_ACTIONS),
  /** What the human gets on Gaia's turn: the action's minor benefit, the minor of a colour they choose, or nothing. */
  player: z.enum(['minor', 'minorChosen', 'none']),
  /** What Gaia gains on her own turn: `perK` × difficulty k units on a track, or a Fauna claim. */
  gaia: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('track'), track: z.enum(GAIA_TRACKS), perK: int(1, 4) }),
    z.strictObject({
      kind: z.literal('claimFauna'),
      /** Used when every Fauna tier is gone. */
      fallback: z.strictObject({ track: z.enum(GAIA_TRACKS), perK: int(1, 4) }),
    }),
  ]),
});
export type GaiaCard = z.infer<typeof gaiaCardSchema>;

export const gaiaSchema = z
  .strictObject({
    deck: z.array(gaiaCardSchema).length(6),
    difficulties: z
      .array(z.strictObject({ level: int(1, 4), name: z.string().min(3), k: int(1, 6) }))
      .length(4),
    defaultLevel: int(1, 4),
    /** On the human's turn Gaia gains `perK` × k units of the chosen action's track instead of a minor benefit. */
    playerTurn: z.strictObject({
      perK: int(1, 4),
      tracks: z.strictObject({
        plant: z.enum(GAIA_TRACKS),
        compost: z.enum(GAIA_TRACKS),
        water: z.enum(GAIA_TRACKS),
        grow: z.enum(GAIA_TRACKS),
      }),
    }),
    /** The game ends right after the last card of this pass through her deck (EA-60: the second exhaustion). */
    passes: int(1, 4),
    /** VP per unit on each track (Leaves score their tier). */
    vpPerUnit: z.strictObject({ scoringPile: int(1, 3), compost: int(1, 3), sprouts: int(1, 3), growth: int(1, 3) }),
    /** EA-G25: Gaia never takes the 7 VP completion bonus. */
    gaiaTakesCompletionBonus: z.literal(false),
    /** After EA-42 (Gaia's Soil and hand count 0) a remaining tie goes to Gaia. */
    finalTie: z.enum(['gaia', 'player', 'share']),
  })
  .refine((g) => new Set(g.deck.map((c) => c.action)).size === 6, { message: 'one Gaia card per action' })
  .refine((g) => g.difficulties.every((d, i) => d.level === i + 1 && (i === 0 || d.k > g.difficulties[i - 1]!.k)), {
    message: 'difficulty levels must be 1..4 with rising k',
  });
export type Gaia = z.infer<typeof gaiaSchema>;
