/**
 * The Tipping Point card language: the vocabulary (categories, sides, levels, effect and cost ops), the zod
 * schemas for every card type and card file, and the types inferred from them. Card data is original to
 * this project (docs/tipping-point-cards.md); behaviour lives in this small declarative effect language:
 * the rules interpret `Effect`, `CostOp` and `CrisisBlock` values, never per-card code.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** The nine Need categories, in Country-board ring order (house rule TP-G05, clockwise from Justice). */
export const CATEGORIES = [
  'justice',
  'housing',
  'infrastructure',
  'energy',
  'water',
  'nutrition',
  'health',
  'education',
  'work',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A Need icon or target that may be any category (the RB's "Country board" icon). */
export const ANY = 'any' as const;
export type NeedTarget = Category | typeof ANY;

/** Crisis edges, clockwise from the top. All cards share one orientation (RB "same orientation"). */
export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];

export const CRISIS_LEVELS = [1, 2, 3, 4, 5] as const;
export type CrisisLevel = (typeof CRISIS_LEVELS)[number];

/** Instant effects. `needIcon` is the RB's Need icon: per icon, raise that Need OR flip a Project of it. */
export const EFFECT_OPS = [
  'needIcon',
  'raiseNeed',
  'flipProject',
  'gainInfluence',
  'gainCredits',
  'drawProjects',
  'removePollution',
  'synergyBonus',
] as const;

/** The effects the RB lists for Project cards (a subset of EFFECT_OPS). */
export const PROJECT_EFFECT_OPS = ['needIcon', 'gainInfluence', 'gainCredits', 'drawProjects', 'removePollution'] as const;
/** The four Adjacency Bonus types printed on the Country board's outer edge. */
const ADJACENCY_BONUS_OPS = ['gainInfluence', 'gainCredits', 'removePollution', 'drawProjects'] as const;

/** Costs an Advisor ability may demand (the RB's "discard" and "pay Credits" icons, plus lowering a Need). */
export const COST_OPS = ['payCredits', 'discardProjects', 'lowerNeed'] as const;

/** The RB's finite set of Crisis passives (lower-right hint): no spending, no raising, no Synergy. */
export const BLOCK_OPS = ['blockSpend', 'blockRaise', 'blockSynergy'] as const;

/** When an Advisor ability fires. `activated` = at the owner's choice any time in the Project phase. */
export const TRIGGERS = ['activated', 'afterPlay', 'afterSynergy', 'afterRaise', 'afterSolve', 'income'] as const;

export const LIMITS = ['eachTime', 'oncePerRound', 'oncePerGame'] as const;
export type Limit = (typeof LIMITS)[number];

// ---------------------------------------------------------------------------------------------
// Effect language
// ---------------------------------------------------------------------------------------------

export const categorySchema = z.enum(CATEGORIES);
export const needTargetSchema = z.enum([...CATEGORIES, ANY]);
const count = z.int().min(1).max(6);

const needIcon = z.strictObject({ op: z.literal('needIcon'), need: needTargetSchema, amount: z.int().min(1).max(3) });
const raiseNeed = z.strictObject({ op: z.literal('raiseNeed'), need: needTargetSchema, amount: count });
const flipProject = z.strictObject({ op: z.literal('flipProject'), category: needTargetSchema, amount: count });
const gainInfluence = z.strictObject({ op: z.literal('gainInfluence'), amount: count });
const gainCredits = z.strictObject({ op: z.literal('gainCredits'), amount: count });
const drawProjects = z.strictObject({ op: z.literal('drawProjects'), amount: count });
const removePollution = z.strictObject({ op: z.literal('removePollution'), amount: count });
const synergyBonus = z.strictObject({ op: z.literal('synergyBonus'), amount: count });

/**
 * Every instant effect. Amounts are always explicit. Credits gained are distributed freely over all
 * nine budgets and Influence is placed at once on face-down Projects (RB "Effects of Project Cards").
 */
const effectSchema = z.discriminatedUnion('op', [
  needIcon,
  raiseNeed,
  flipProject,
  gainInfluence,
  gainCredits,
  drawProjects,
  removePollution,
  synergyBonus,
]);
export type Effect = z.infer<typeof effectSchema>;

const projectEffectSchema = z.discriminatedUnion('op', [
  needIcon,
  gainInfluence,
  gainCredits,
  drawProjects,
  removePollution,
]);

const synergySchema = z.discriminatedUnion('op', [gainCredits, gainInfluence, drawProjects]);

/** `payCredits` with `any` = generic Credits, payable from any budgets in any combination. */
const costOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('payCredits'), category: needTargetSchema, amount: count }),
  z.strictObject({ op: z.literal('discardProjects'), amount: count }),
  z.strictObject({ op: z.literal('lowerNeed'), need: needTargetSchema, amount: count }),
]);
export type CostOp = z.infer<typeof costOpSchema>;

/** Crisis passives; global while the Crisis is face-up (house rule TP-G17). */
const crisisBlockSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('blockSpend'), category: categorySchema }),
  z.strictObject({ op: z.literal('blockRaise'), need: categorySchema }),
  z.strictObject({ op: z.literal('blockSynergy'), category: z.enum([...CATEGORIES, 'all']) }),
]);
export type CrisisBlock = z.infer<typeof crisisBlockSchema>;

const triggerSchema = z.discriminatedUnion('on', [
  z.strictObject({ on: z.literal('activated') }),
  z.strictObject({ on: z.literal('afterPlay'), category: needTargetSchema }),
  z.strictObject({ on: z.literal('afterSynergy') }),
  z.strictObject({ on: z.literal('afterRaise'), need: needTargetSchema }),
  z.strictObject({ on: z.literal('afterSolve') }),
  z.strictObject({ on: z.literal('income') }),
]);
export type Trigger = z.infer<typeof triggerSchema>;

/** An ability: when `trigger` fires (within `limit`), the owner may pay every `cost` op to resolve `effects`. */
const abilitySchema = z.strictObject({
  trigger: triggerSchema,
  limit: z.enum(LIMITS),
  cost: z.array(costOpSchema).max(3),
  effects: z.array(effectSchema).min(1).max(3),
});
export type Ability = z.infer<typeof abilitySchema>;

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

const name = z.string().min(3).max(40);

const projectIdSchema = z
  .string()
  .regex(new RegExp(`^(${CATEGORIES.join('|')})-\\d{2}$`))
  .brand<'TpProjectId'>();
export type ProjectId = z.infer<typeof projectIdSchema>;

/**
 * A Project card. `cost.generic` is payable from any budgets; each `cost.specific` entry only from
 * that category's budget (RB "Playing Project Cards"). Each `lowerNeed` entry lowers that Need by 1;
 * ignored without a marker, unplayable at level 1 (TP-33). Projects have no per-side icons: all four
 * sides carry the card's category for Synergy and Crisis placement.
 */
const projectSchema = z
  .strictObject({
    id: projectIdSchema,
    name,
    category: categorySchema,
    cost: z.strictObject({
      generic: z.int().min(0).max(6),
      specific: z.array(z.strictObject({ category: categorySchema, amount: z.int().min(1).max(6) })).max(2),
    }),
    lowerNeed: z.array(categorySchema).max(2),
    effects: z.array(projectEffectSchema).min(1).max(5),
  })
  .superRefine((p, ctx) => {
    if (!p.id.startsWith(`${p.category}-`)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'id must start with the category' });
    if (!p.effects.some((e) => e.op === 'needIcon')) ctx.addIssue({ code: 'custom', path: ['effects'], message: 'needs at least one Need icon' });
    if (p.lowerNeed.includes(p.category)) ctx.addIssue({ code: 'custom', path: ['lowerNeed'], message: 'lowers its own category' });
    const specific = p.cost.specific.map((s) => s.category);
    if (new Set(specific).size !== specific.length) ctx.addIssue({ code: 'custom', path: ['cost', 'specific'], message: 'repeated category' });
    if (projectCreditCost(p) < 1) ctx.addIssue({ code: 'custom', path: ['cost'], message: 'costs nothing' });
  });
export type ProjectCard = z.infer<typeof projectSchema>;

const crisisIdSchema = z.string().regex(/^crisis-[1-5]-\d+$/).brand<'TpCrisisId'>();

/**
 * A Crisis card. `influence[side]` is the number of Influence icons on that edge: the Crisis is solved
 * when every edge with icons faces a face-down Project holding that many tokens (TP-60). One category
 * for the whole card (house rule TP-G12). `pollution` is placed at every Conclusion step 1 while
 * face-up; `preservation` once, when solved.
 */
const crisisSchema = z
  .strictObject({
    id: crisisIdSchema,
    name,
    level: z.literal(CRISIS_LEVELS),
    category: categorySchema,
    influence: z.strictObject({
      N: z.int().min(0).max(3),
      E: z.int().min(0).max(3),
      S: z.int().min(0).max(3),
      W: z.int().min(0).max(3),
    }),
    pollution: z.int().min(0).max(5),
    preservation: z.int().min(1).max(9),
    block: crisisBlockSchema.nullable(),
  })
  .superRefine((c, ctx) => {
    if (!c.id.startsWith(`crisis-${c.level}-`)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'id must carry the level' });
    if (crisisInfluenceTotal(c) < 1) ctx.addIssue({ code: 'custom', path: ['influence'], message: 'needs at least one Influence icon' });
  });
export type CrisisCard = z.infer<typeof crisisSchema>;

const countryIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/).brand<'TpCountryId'>();
export type CountryId = z.infer<typeof countryIdSchema>;

/**
 * A Country card. Front ("Starting Setup"): hand size, Need marker start levels (a missing category
 * has no marker for the whole game, TP-06) and starting Credits per budget (missing = 0). Back
 * ("Conclusion & Income"): Project cards drawn per round. `ability` is off in the default data (TP-G37).
 */
const countrySchema = z
  .strictObject({
    id: countryIdSchema,
    name,
    startHand: z.int().min(0).max(10),
    drawPerRound: z.int().min(0).max(6),
    needs: z.partialRecord(categorySchema, z.int().min(1).max(5)),
    credits: z.partialRecord(categorySchema, z.int().min(0).max(20)),
    ability: abilitySchema.optional(),
  })
  .superRefine((c, ctx) => {
    if (Object.keys(c.needs).length === 0) ctx.addIssue({ code: 'custom', path: ['needs'], message: 'no Need markers' });
  });
export type CountryCard = z.infer<typeof countrySchema>;

const advisorCardIdSchema = z.string().regex(/^advisor-\d{2}$/).brand<'TpAdvisorCardId'>();
const advisorSideIdSchema = z.string().regex(/^advisor-\d{2}-[ab]$/).brand<'TpAdvisorSideId'>();
export type AdvisorSideId = z.infer<typeof advisorSideIdSchema>;

/**
 * One side of an Advisor card. `discardValue`: Credits (of the discarded card's category) per Project
 * card discarded as payment. `exchangeRate`: Credits, all from one budget, per 1 Influence, any time.
 * `synergy`: the bonus per matching adjacent side. An Introduction side's bottom box reads
 * "Introduction Advisor" instead of an ability.
 */
const advisorSideSchema = z
  .strictObject({
    id: advisorSideIdSchema,
    name,
    intro: z.boolean(),
    discardValue: z.int().min(0).max(5),
    exchangeRate: z.int().min(1).max(9),
    synergy: synergySchema,
    ability: abilitySchema.nullable(),
  })
  .superRefine((s, ctx) => {
    if (s.intro && s.ability !== null) ctx.addIssue({ code: 'custom', path: ['ability'], message: 'an Introduction side has no ability' });
  });
export type AdvisorSide = z.infer<typeof advisorSideSchema>;

const advisorCardSchema = z
  .strictObject({ id: advisorCardIdSchema, a: advisorSideSchema, b: advisorSideSchema })
  .superRefine((c, ctx) => {
    if (c.a.id !== `${c.id}-a`) ctx.addIssue({ code: 'custom', path: ['a', 'id'], message: 'side a id must be <card>-a' });
    if (c.b.id !== `${c.id}-b`) ctx.addIssue({ code: 'custom', path: ['b', 'id'], message: 'side b id must be <card>-b' });
    if (c.a.intro && c.b.intro) ctx.addIssue({ code: 'custom', path: ['b', 'intro'], message: 'both sides are Introduction sides' });
  });
export type AdvisorCard = z.infer<typeof advisorCardSchema>;

/**
 * The Country board shared by all four colours (TP-G08). Level L is 1-based; arrays are indexed L-1.
 * `adjacency[i]` joins `ring[i]` and `ring[i+1]` (wrapping); its amount depends on the level just
 * reached (TP-G07). `incomeByLevel` is what a marker at that level yields in Conclusion step 3.
 */
export const countryBoardSchema = z
  .strictObject({
    ring: z.array(categorySchema).length(CATEGORIES.length),
    maxLevel: z.int().min(3).max(9),
    incomeByLevel: z.array(z.int().min(0).max(9)),
    pollutionByLevel: z.record(categorySchema, z.array(z.int().min(0).max(5))),
    adjacency: z
      .array(
        z.strictObject({
          pair: z.tuple([categorySchema, categorySchema]),
          bonus: z.enum(ADJACENCY_BONUS_OPS),
          amounts: z.array(z.int().min(0).max(9)),
        }),
      )
      .length(CATEGORIES.length),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.ring).size !== b.ring.length) ctx.addIssue({ code: 'custom', path: ['ring'], message: 'ring repeats a category' });
    if (b.incomeByLevel.length !== b.maxLevel) ctx.addIssue({ code: 'custom', path: ['incomeByLevel'], message: 'one entry per level' });
    for (const c of CATEGORIES) {
      if (b.pollutionByLevel[c].length !== b.maxLevel) ctx.addIssue({ code: 'custom', path: ['pollutionByLevel', c], message: 'one entry per level' });
    }
    b.adjacency.forEach((a, i) => {
      const next = b.ring[(i + 1) % b.ring.length];
      if (a.pair[0] !== b.ring[i] || a.pair[1] !== next) ctx.addIssue({ code: 'custom', path: ['adjacency', i, 'pair'], message: `must be [ring[${i}], ring[${i + 1}]]` });
      if (a.amounts.length !== b.maxLevel) ctx.addIssue({ code: 'custom', path: ['adjacency', i, 'amounts'], message: 'one entry per level' });
    });
  });
export type CountryBoard = z.infer<typeof countryBoardSchema>;
export type AdjacencyEntry = CountryBoard['adjacency'][number];

// ---------------------------------------------------------------------------------------------
// Card files
// ---------------------------------------------------------------------------------------------

/** Unique ids and names over a card list (names are what players type and see). */
function uniqueList<T extends z.ZodType<{ id: string; name: string }>>(item: T, length: number) {
  return z
    .array(item)
    .length(length)
    .superRefine((xs, ctx) => {
      for (const key of ['id', 'name'] as const) {
        const seen = new Set<string>();
        xs.forEach((x, i) => {
          if (seen.has(x[key])) ctx.addIssue({ code: 'custom', path: [i, key], message: `duplicate ${key} ${x[key]}` });
          seen.add(x[key]);
        });
      }
    });
}

const PROJECT_COUNT = 126;
const CRISES_PER_LEVEL = 6;
const COUNTRY_COUNT = 10;
export const ADVISOR_CARD_COUNT = 13;
const INTRO_SIDE_COUNT = 4;

export const projectsFileSchema = uniqueList(projectSchema, PROJECT_COUNT);
export const crisesFileSchema = uniqueList(crisisSchema, CRISES_PER_LEVEL * CRISIS_LEVELS.length).superRefine((cs, ctx) => {
  for (const level of CRISIS_LEVELS) {
    const n = cs.filter((c) => c.level === level).length;
    if (n !== CRISES_PER_LEVEL) ctx.addIssue({ code: 'custom', path: [], message: `level ${level} has ${n} Crises, not ${CRISES_PER_LEVEL}` });
  }
});
export const countriesFileSchema = uniqueList(countrySchema, COUNTRY_COUNT);
export const advisorsFileSchema = z
  .array(advisorCardSchema)
  .length(ADVISOR_CARD_COUNT)
  .superRefine((cards, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    cards.forEach((c, i) => {
      if (ids.has(c.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id ${c.id}` });
      ids.add(c.id);
      for (const side of ['a', 'b'] as const) {
        if (names.has(c[side].name)) ctx.addIssue({ code: 'custom', path: [i, side, 'name'], message: `duplicate name ${c[side].name}` });
        names.add(c[side].name);
      }
    });
    const intro = cards.flatMap((c) => [c.a, c.b]).filter((s) => s.intro).length;
    if (intro !== INTRO_SIDE_COUNT) ctx.addIssue({ code: 'custom', path: [], message: `${intro} Introduction sides, not ${INTRO_SIDE_COUNT}` });
  });

// ---------------------------------------------------------------------------------------------
// Numbers the schemas check
// ---------------------------------------------------------------------------------------------

/** Total Credits a Project costs (generic plus every specific amount). */
export function projectCreditCost(p: Pick<ProjectCard, 'cost'>): number {
  return p.cost.generic + p.cost.specific.reduce((n, s) => n + s.amount, 0);
}

export function crisisInfluenceTotal(c: Pick<CrisisCard, 'influence'>): number {
  return SIDES.reduce((n, s) => n + c.influence[s], 0);
}
