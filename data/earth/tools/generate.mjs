// Authors the original Earth card data in data/earth/*.json.
//
//   node data/earth/tools/generate.mjs          (writes the JSON, prints a summary)
//
// Deterministic: a fixed seed drives every choice, so re-running rewrites identical files.
// The design rules it follows (spreads, cost formula, power budget) are in docs/earth-cards.md and
// are checked independently by test/earth/cards.test.ts. Hand-authored sets (Events, Islands,
// Climates, Ecosystems, Fauna, Gaia) are written out literally below.
import { writeFileSync } from 'node:fs';
import {
  SELF, activate, adjacent, all, atLeast, atMost, cCard, cSoil, cSprout, cards, cfh, choice, compost, distinct,
  draw, drawKeep, grow, iff, ladder, lines, minor, near, others, pay, per, perVp, plant, res, sets, soil, sprout,
  tableau, threshold,
} from './lang.mjs';
import { abilityValue, floraCost, terrainAbilityCost, terrainScoringCost } from './power.mjs';

// ---------------------------------------------------------------- seeded choices
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(0xea2d);
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
function shuffle(arr) {
  const a = [...arr];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const HABITATS = ['sunny', 'wet', 'rocky', 'cold'];
const pad = (n, w) => String(n).padStart(w, '0');

// ---------------------------------------------------------------- names
const ROOTS = {
  sunny: ['Sun', 'Gold', 'Amber', 'Dawn', 'Ember', 'Blaze', 'Honey', 'Noon', 'Saffron', 'Glow', 'Flare', 'Bright'],
  wet: ['Mist', 'Marsh', 'Rain', 'Tide', 'Reed', 'Brook', 'Dew', 'Pool', 'Drizzle', 'Spray', 'Ripple', 'Silt'],
  rocky: ['Crag', 'Flint', 'Stone', 'Slate', 'Scree', 'Cliff', 'Ridge', 'Boulder', 'Granite', 'Pebble', 'Shale', 'Quartz'],
  cold: ['Frost', 'Rime', 'Snow', 'Glacier', 'Sleet', 'Hoar', 'Ice', 'Winter', 'Chill', 'Floe', 'Drift', 'Pale'],
};
const FLORA_MORPHS = {
  tree: ['bark', 'crown', 'spire', 'bough', 'ring', 'knot', 'limb', 'mast', 'shade', 'veil'],
  bush: ['thorn', 'berry', 'tangle', 'hedge', 'burr', 'twig', 'spur', 'knot', 'fringe', 'tuft'],
  herb: ['leaf', 'bell', 'lace', 'plume', 'frond', 'petal', 'whisker', 'feather', 'comb', 'wick'],
  mushroom: ['gill', 'stalk', 'spore', 'frill', 'button', 'ring', 'veil', 'hood'],
};
const FLORA_NOUNS = {
  tree: ['Pine', 'Cedar', 'Larch', 'Ash', 'Elm', 'Willow', 'Birch', 'Fir', 'Yew', 'Alder', 'Beech', 'Maple', 'Oak', 'Spruce', 'Palm', 'Poplar', 'Linden', 'Hornbeam'],
  bush: ['Briar', 'Bramble', 'Holly', 'Laurel', 'Myrtle', 'Hazel', 'Currant', 'Heath', 'Broom', 'Gorse', 'Elder', 'Privet', 'Buckthorn', 'Sloe', 'Rose'],
  herb: ['Sorrel', 'Clover', 'Mint', 'Fern', 'Sedge', 'Yarrow', 'Thyme', 'Mallow', 'Aster', 'Lily', 'Poppy', 'Orchid', 'Flax', 'Rush', 'Violet', 'Sage', 'Tansy', 'Vetch'],
  mushroom: ['Morel', 'Puffball', 'Bracket', 'Truffle', 'Toadstool', 'Inkcap', 'Earthstar', 'Milkcap', 'Webcap', 'Bolete', 'Waxcap'],
};
const TERRAIN_MORPHS = ['water', 'fall', 'wind', 'light', 'song', 'hush', 'glint', 'reach', 'gate', 'fold', 'watch', 'mere', 'run', 'rest', 'shadow', 'well'];
const TERRAIN_NOUNS = {
  sunny: ['Mesa', 'Dune', 'Steppe', 'Savanna', 'Plateau', 'Scrubland', 'Prairie', 'Sandbar'],
  wet: ['Delta', 'Estuary', 'Lagoon', 'Fen', 'Bog', 'Wetland', 'Floodplain', 'Spring', 'Shoal'],
  rocky: ['Tor', 'Outcrop', 'Canyon', 'Ravine', 'Bluff', 'Scarp', 'Moraine', 'Talus'],
  cold: ['Tundra', 'Tarn', 'Icefield', 'Cirque', 'Snowfield', 'Kettle', 'Coomb', 'Floe Edge'],
};
const usedDescriptors = new Set();
const usedNames = new Set();
function makeName(habitat, morphs, nouns) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const root = pick(ROOTS[habitat]);
    const morph = pick(morphs);
    // No letter runs at the join ("Clifffringe", "Chilllace").
    if (root.toLowerCase().endsWith(morph[0])) continue;
    const desc = root + morph;
    if (usedDescriptors.has(desc)) continue;
    const name = `${desc} ${pick(nouns)}`;
    if (usedNames.has(name) || name.length > 28) continue;
    usedDescriptors.add(desc);
    usedNames.add(name);
    return name;
  }
  throw new Error(`no name left for ${habitat}`);
}

// ---------------------------------------------------------------- habitats
/** Primary by per-type preference (least filled relative to weight), secondary = least used overall. */
function habitatAssigner(weights, globalCount) {
  const local = { sunny: 0, wet: 0, rocky: 0, cold: 0 };
  return (dual) => {
    const primary = [...HABITATS].sort((a, b) => local[a] / weights[a] - local[b] / weights[b] || globalCount[a] - globalCount[b])[0];
    local[primary]++;
    globalCount[primary]++;
    if (!dual) return [primary];
    // Secondaries stay within the type's liked Habitats (weight >= 0.7), least used overall first.
    const secondary = HABITATS.filter((h) => h !== primary && weights[h] >= 0.7).sort((a, b) => globalCount[a] - globalCount[b])[0];
    globalCount[secondary]++;
    return [primary, secondary];
  };
}

// ---------------------------------------------------------------- Flora ability templates
// Each template: (ctx) => effects; `needs` restricts it to cards with sprouts / growth.
const hasSprouts = (n) => (c) => c.sproutLimit >= n;
const hasGrowth = (c) => c.growthLimit >= 1;
const typeForCount = (t) => (t === 'mushroom' ? 'herb' : t);
const FLORA_TEMPLATES = {
  green: [
    { fx: (c) => [draw(c.big ? 2 : 1)] },
    { fx: (c) => (c.big ? [drawKeep(4, 2)] : [drawKeep(3, 1)]) },
    { fx: () => [plant(0)] },
    { fx: () => [plant(1, { floraType: 'herb' })] },
    { fx: (c) => [per(cards({ habitat: c.h }), c.big ? 2 : 3, draw(1), c.big ? 3 : 2)] },
    { fx: () => [pay([cCard(1)], soil(2))] },
    { fx: () => [draw(2), others(draw(1))] },
    { fx: (c) => [iff(atLeast(cards({ floraType: typeForCount(c.t) }), 3), draw(2))] },
    { fx: () => [activate('adjacent')] },
    { fx: () => [plant(0, { type: 'terrain' })] },
    { fx: (c) => [plant(1, { habitat: c.h })] },
    { fx: () => [soil(1), sprout(1, SELF)], needs: hasSprouts(1) },
  ],
  red: [
    { fx: (c) => [soil(c.big ? 3 : 2)] },
    { fx: (c) => [compost(c.big ? 2 : 1)] },
    { fx: () => [soil(1), compost(1)] },
    { fx: (c) => [cfh(c.big ? 3 : 2)] },
    { fx: () => [pay([cSoil(2)], compost(2))] },
    { fx: () => [per(cards({ floraType: 'mushroom' }), 1, soil(1), 3)] },
    { fx: (c) => [choice([soil(c.big ? 4 : 3)], [compost(c.big ? 3 : 2)])] },
    { fx: () => [pay([cSprout(1)], soil(3))] },
    { fx: () => [iff(atLeast(res('compost'), 6), soil(2))] },
    { fx: () => [soil(1), cfh(1)] },
    { fx: () => [soil(3), others(soil(1))] },
    { fx: () => [per(near('adjacent', { type: 'flora' }), 1, soil(1), 3)] },
  ],
  blue: [
    { fx: () => [sprout(2, SELF)], needs: hasSprouts(2) },
    { fx: (c) => [sprout(2, tableau({ floraType: typeForCount(c.t) }))] },
    { fx: (c) => [sprout(c.big ? 3 : 2, adjacent())] },
    { fx: () => [soil(1), sprout(1, SELF)], needs: hasSprouts(1) },
    { fx: () => [per(cards({ habitat: 'wet' }), 2, sprout(1, tableau()), 3)] },
    { fx: () => [pay([cSoil(1)], sprout(3, tableau()))] },
    { fx: (c) => (c.big ? [draw(1), soil(1)] : [draw(1)]) },
    { fx: (c) => [sprout(c.big ? 3 : 2, tableau({ habitat: c.h }))] },
    { fx: () => [pay([cSprout(2)], draw(2))] },
    { fx: () => [iff(atLeast(res('sprouts'), 6), soil(2))] },
    { fx: () => [sprout(2, tableau()), others(sprout(1, tableau()))] },
    { fx: () => [choice([sprout(2, SELF)], [soil(2)])], needs: hasSprouts(2) },
  ],
  yellow: [
    { fx: (c) => [grow(c.big ? 2 : 1, SELF)], needs: hasGrowth },
    { fx: (c) => [grow(c.big ? 2 : 1, tableau({ floraType: 'tree' }))] },
    { fx: (c) => [draw(c.big ? 2 : 1)] },
    { fx: () => [pay([cSoil(2)], grow(2, tableau()))] },
    { fx: () => [grow(1, SELF), soil(1)], needs: hasGrowth },
    { fx: () => [per(res('canopies'), 1, soil(1), 3)] },
    { fx: () => [pay([cSoil(2)], minor('water'))] },
    { fx: (c) => [grow(c.big ? 2 : 1, adjacent())] },
    { fx: () => [drawKeep(2, 1), grow(1, SELF)], needs: hasGrowth },
    { fx: () => [iff(atLeast(cards({ floraType: 'tree' }), 4), grow(2, tableau()))] },
    { fx: () => [pay([cSoil(1)], activate('tableau'))] },
    { fx: () => [choice([draw(2)], [grow(2, tableau())])] },
  ],
  multi: [
    { fx: () => [soil(1)] },
    { fx: () => [sprout(1, SELF)], needs: hasSprouts(1) },
    { fx: () => [pay([cCard(1)], compost(1))] },
    { fx: () => [iff(atMost(res('hand'), 2), draw(1))] },
    { fx: () => [pay([cSprout(1)], soil(2))] },
    { fx: () => [cfh(1)] },
  ],
};
const templatePtr = { green: 0, red: 0, blue: 0, yellow: 0, multi: 0 };
function floraAbility(color, ctx) {
  const list = FLORA_TEMPLATES[color];
  for (let k = 0; k < list.length; k++) {
    const i = (templatePtr[color] + k) % list.length;
    const t = list[i];
    if (t.needs && !t.needs(ctx)) continue;
    templatePtr[color] = i + 1;
    return { color, effects: t.fx(ctx) };
  }
  throw new Error(`no ${color} template fits`);
}

// ---------------------------------------------------------------- Flora
const FLORA_PLAN = {
  tree: {
    n: 55, colors: { yellow: 11, green: 8, blue: 5, red: 4, multi: 5 },
    weights: { sunny: 1.15, wet: 0.8, rocky: 1, cold: 1.05 }, dualEvery: 3,
    stats: () => {
      const trunks = pick([2, 3, 3, 4]);
      const canopy = rand() < 0.91;
      return { sproutLimit: pick([1, 1, 2, 2, 3]), growthLimit: trunks + (canopy ? 1 : 0), canopyVp: canopy ? trunks + 1 + pick([1, 2, 2, 3, 4]) : null };
    },
  },
  bush: {
    n: 50, colors: { red: 7, blue: 7, green: 7, yellow: 5, multi: 4 },
    weights: { sunny: 1.2, wet: 0.8, rocky: 1.2, cold: 0.8 }, dualEvery: 3,
    stats: () => {
      const trunks = pick([1, 1, 2]);
      const canopy = rand() < 0.64;
      return { sproutLimit: pick([1, 2, 2, 3]), growthLimit: trunks + (canopy ? 1 : 0), canopyVp: canopy ? trunks + 1 + pick([1, 1, 2]) : null };
    },
  },
  herb: {
    n: 56, colors: { blue: 11, green: 8, yellow: 6, red: 5, multi: 3 },
    weights: { sunny: 1.1, wet: 1.1, rocky: 0.9, cold: 0.9 }, dualEvery: 3,
    stats: () => {
      const bloom = rand() < 0.32;
      return { sproutLimit: pick([2, 2, 3, 3, 4]), growthLimit: bloom ? 1 : 0, canopyVp: bloom ? pick([2, 3]) : null };
    },
  },
  mushroom: {
    n: 18, colors: { red: 8, blue: 1, green: 1, yellow: 2, multi: 0 },
    weights: { sunny: 0.2, wet: 1.6, rocky: 0.6, cold: 1.4 }, dualEvery: 4,
    stats: () => ({ sproutLimit: pick([3, 4, 4, 5]), growthLimit: 0, canopyVp: null }),
  },
};

const floraGlobal = { sunny: 0, wet: 0, rocky: 0, cold: 0 };
const floraDraft = [];
// Mushrooms first: their Wet/Cold lean is then evened out by the other types' second Habitats.
for (const floraType of ['mushroom', 'tree', 'bush', 'herb']) {
  const plan = FLORA_PLAN[floraType];
  const assign = habitatAssigner(plan.weights, floraGlobal);
  const slots = [];
  for (const [color, k] of Object.entries(plan.colors)) for (let i = 0; i < k; i++) slots.push(color);
  while (slots.length < plan.n) slots.push(null);
  const colors = shuffle(slots);
  for (let i = 0; i < plan.n; i++) {
    const habitats = assign(i % plan.dualEvery === plan.dualEvery - 1);
    const stats = plan.stats();
    // Trees, the priciest type, get the larger version of several templates.
    const ctx = { ...stats, h: habitats[0], t: floraType, big: floraType === 'tree' };
    const card = {
      name: makeName(habitats[0], FLORA_MORPHS[floraType], FLORA_NOUNS[floraType]),
      type: 'flora',
      floraType,
      cost: 0,
      habitats,
      ...stats,
      ...(colors[i] ? { ability: floraAbility(colors[i], ctx) } : {}),
    };
    card.cost = floraCost(card);
    floraDraft.push(card);
  }
}
const flora = shuffle(floraDraft).map((c, i) => ({ id: `flora-${pad(i + 1, 3)}`, ...c }));

// ---------------------------------------------------------------- Terrain
const TERRAIN_ABILITIES = {
  green: [
    () => [per(near('adjacent', { type: 'flora' }), 2, draw(1), 2)],
    (h) => [plant(1, { habitat: h })],
    () => [drawKeep(4, 1)],
    () => [draw(1), soil(1)],
    () => [iff(atLeast(near('row', { type: 'flora' }), 3), draw(2))],
    () => [pay([cSoil(1)], drawKeep(4, 2))],
    () => [activate('adjacent')],
    () => [plant(2, { type: 'terrain' })],
    () => [per(cards({ type: 'terrain' }), 2, draw(1), 2)],
  ],
  red: [
    () => [per(near('row', { type: 'flora' }), 1, soil(1), 3)],
    () => [soil(2), compost(1)],
    () => [pay([cSoil(1)], minor('compost'))],
    () => [cfh(3)],
    () => [per(near('adjacent', { floraType: 'mushroom' }), 1, compost(1), 2), soil(1)],
    () => [choice([soil(4)], [compost(3)])],
    () => [pay([cCard(2)], soil(4))],
    () => [iff(atMost(res('soil'), 1), soil(3))],
    (h) => [per(cards({ habitat: h }), 2, soil(1), 3)],
  ],
  blue: [
    () => [sprout(3, adjacent())],
    (h) => [sprout(2, tableau({ habitat: h })), soil(1)],
    () => [sprout(2, tableau()), soil(1)],
    () => [pay([cSoil(1)], minor('water'))],
    () => [per(cards({ habitat: 'wet' }), 3, sprout(1, tableau()), 2), soil(1)],
    () => [choice([sprout(3, tableau())], [soil(3)])],
    () => [sprout(2, tableau({ floraType: 'mushroom' })), soil(1)],
    () => [iff(atLeast(near('adjacent', { type: 'flora' }), 3), sprout(3, adjacent()))],
    () => [sprout(2, adjacent()), others(soil(1))],
  ],
  yellow: [
    () => [grow(2, adjacent())],
    () => [grow(1, tableau({ floraType: 'tree' })), soil(1)],
    () => [pay([cSoil(1)], minor('grow'))],
    () => [per(near('column', { type: 'flora' }), 2, grow(1, adjacent()), 2)],
    () => [draw(1), grow(1, tableau())],
    () => [pay([cSoil(2)], grow(3, tableau()))],
    () => [choice([draw(2)], [grow(2, tableau())])],
    () => [activate('adjacent')],
    () => [iff(atLeast(res('canopies'), 2), draw(2))],
  ],
  multi: [
    () => [soil(1)],
    () => [pay([cSoil(2)], draw(1))],
    () => [sprout(1, adjacent())],
    () => [iff(atMost(res('soil'), 1), soil(2))],
  ],
};
const TERRAIN_SCORING = [
  (h) => perVp(cards({ habitat: h }), 1, { max: 8 }),
  (h) => perVp(cards({ habitat: h }), 1, { max: 8 }),
  (h) => perVp(cards({ habitat: h }), 1, { max: 8 }),
  (h) => perVp(cards({ habitat: h }), 1, { max: 8 }),
  () => perVp(near('adjacent', { type: 'flora' }), 2, { max: 8 }),
  () => perVp(near('adjacent', { floraType: 'tree' }), 3, { max: 9 }),
  () => perVp(near('row', { floraType: 'herb' }), 2, { max: 6 }),
  () => perVp(near('column', { floraType: 'bush' }), 2, { max: 6 }),
  (h) => perVp(near('row', { habitat: h }), 2, { max: 6 }),
  (h) => perVp(near('column', { habitat: h }), 2, { max: 6 }),
  () => ladder(sets('habitat'), [[1, 2], [2, 5], [3, 8]]),
  () => perVp(sets('habitat'), 3, { max: 9 }),
  () => perVp(res('sprouts'), 1, { each: 3, max: 6 }),
  () => perVp(res('canopies'), 2, { max: 8 }),
  () => threshold(atLeast(res('compost'), 8), 5),
  () => perVp(res('events'), 1, { max: 5 }),
  () => perVp(lines('row', { type: 'flora' }, 4), 3, { max: 9 }),
  (h) => perVp(lines('column', { habitat: h }, 2), 2, { max: 8 }),
  () => perVp(cards({ color: 'red' }), 1, { max: 6 }),
  () => ladder(distinct('color'), [[3, 2], [4, 4], [5, 7]]),
  () => threshold(all(atLeast(cards({ floraType: 'tree' }), 3), atLeast(cards({ floraType: 'herb' }), 3)), 6),
  () => perVp(cards({ type: 'terrain' }), 1, { max: 6 }),
  () => threshold(atMost(res('hand'), 2), 4),
  () => perVp(res('trunks'), 1, { each: 2, max: 5 }),
  () => perVp(cards({ type: 'flora', color: 'none' }), 1, { max: 6 }),
  () => perVp(sets('floraType'), 2, { max: 8 }),
];

const terrainGlobal = { sunny: 0, wet: 0, rocky: 0, cold: 0 };
const assignTerrain = habitatAssigner({ sunny: 1, wet: 1, rocky: 1, cold: 1 }, terrainGlobal);
const terrainKinds = [];
for (const color of ['green', 'red', 'blue', 'yellow', 'multi'])
  TERRAIN_ABILITIES[color].forEach((fx) => terrainKinds.push({ color, fx }));
TERRAIN_SCORING.forEach((sc) => terrainKinds.push({ sc }));
if (terrainKinds.length !== 66) throw new Error(`terrain kinds ${terrainKinds.length}`);
const terrainDraft = terrainKinds.map((k, i) => {
  const habitats = assignTerrain(i % 4 === 3);
  const h = habitats[0];
  const name = makeName(h, TERRAIN_MORPHS, TERRAIN_NOUNS[h]);
  if (k.sc) {
    const scoring = k.sc(h);
    return { name, type: 'terrain', cost: terrainScoringCost(scoring), habitats, scoring };
  }
  const ability = { color: k.color, effects: k.fx(h) };
  return { name, type: 'terrain', cost: terrainAbilityCost(ability), habitats, ability };
});
const terrain = shuffle(terrainDraft).map((c, i) => ({ id: `terrain-${pad(i + 1, 3)}`, ...c }));

// ---------------------------------------------------------------- Events (hand-authored)
const ev = (name, cost, vp, ...effects) => ({ name, type: 'event', cost, vp, effects });
const eventList = [
  // strong benefit, negative VP (13)
  ev('Wildfire Ash', 0, -2, soil(6)),
  ev('Seed Vault Opening', 0, -3, draw(5)),
  ev('Monsoon Surge', 1, -2, sprout(5, tableau())),
  ev('Pioneer Rush', 0, -2, plant(3)),
  ev('Clearing Burn', 0, -3, soil(4), draw(2)),
  ev('Growth Spurt', 1, -2, grow(4, tableau())),
  ev('Flash Flood', 0, -1, soil(3), cfh(2)),
  ev('Emergency Irrigation', 1, -3, minor('water'), minor('grow')),
  ev('Land Clearance', 0, -3, plant(2), draw(1)),
  ev('Overharvest', 0, -3, drawKeep(6, 3), soil(2)),
  ev('Heatwave Bloom', 0, -1, per(cards({ habitat: 'sunny' }), 1, soil(1), 6)),
  ev('Sudden Thaw', 0, -2, per(cards({ habitat: 'cold' }), 1, grow(1, tableau()), 4)),
  ev('Quarry Spoil', 0, -1, choice([soil(5)], [draw(3)])),
  // modest benefit, positive VP (25)
  ev('Pollinator Week', 1, 1, sprout(2, tableau())),
  ev('Community Orchard', 2, 2, draw(1), others(draw(1))),
  ev('Protected Reserve', 3, 3, compost(1)),
  ev('Mycelial Network', 1, 1, per(cards({ floraType: 'mushroom' }), 1, compost(1), 4)),
  ev('Spring Rains', 1, 1, per(cards({ habitat: 'wet' }), 2, sprout(1, tableau()), 4)),
  ev('Citizen Survey', 0, 1, drawKeep(3, 1)),
  ev('Hedgerow Planting', 2, 2, plant(1, { floraType: 'bush' })),
  ev('Canopy Walk', 1, 1, per(res('canopies'), 1, soil(1), 4)),
  ev('Soil Restoration', 0, 2, cfh(2)),
  ev('Seed Scatter', 1, 2, sprout(2, tableau({ floraType: 'herb' }))),
  ev('Beaver Dam', 2, 2, minor('water')),
  ev('Leaf Litter', 0, 1, compost(2)),
  ev('Green Corridor', 2, 3, iff(atLeast(lines('row', { type: 'flora' }, 4), 1), draw(2))),
  ev('Seed Swap', 0, 1, pay([cCard(1)], drawKeep(3, 2))),
  ev('Rain Garden', 1, 2, sprout(2, tableau({ habitat: 'wet' }))),
  ev('Old Growth Charter', 3, 4, grow(1, tableau({ floraType: 'tree' }))),
  ev('Compost Drive', 1, 2, compost(1), others(compost(1))),
  ev('Alpine Census', 1, 2, iff(atLeast(cards({ habitat: 'cold' }), 4), soil(3))),
  ev('Dry Stone Walls', 2, 3, iff(atLeast(cards({ type: 'terrain' }), 2), compost(2))),
  ev('Meadow Mowing', 0, 1, choice([soil(2)], [sprout(1, tableau())])),
  ev('Bird Migration', 1, 2, sprout(1, tableau({ floraType: 'tree' })), draw(1)),
  ev('Tidepool Count', 1, 1, per(distinct('habitat'), 1, soil(1), 4)),
  ev('Shared Toolshed', 1, 2, activate('tableau')),
  ev('Harvest Fair', 2, 2, minor('compost')),
  ev('First Snowfall', 1, 2, grow(2, tableau({ habitat: 'cold' }))),
];
const events = eventList.map((c, i) => ({ id: `event-${pad(i + 1, 3)}`, ...c }));

// ---------------------------------------------------------------- Islands (hand-authored, A/B)
const isl = (name, habitats, vp, [d, c, s], color, ...effects) => ({ name, vp, habitats, start: { draw: d, compost: c, soil: s }, ability: { color, effects } });
const islandPairs = [
  [isl('Cinderkey', ['sunny'], 1, [2, 1, 1], 'red', soil(2)), isl('Ashmantle Reef', ['sunny', 'rocky'], 2, [2, 1, 3], 'red', soil(1))],
  [isl('Brinmoor', ['wet'], 1, [2, 1, 5], 'blue', sprout(2, tableau())), isl('Saltreed Atoll', ['wet'], 1, [2, 2, 4], 'blue', per(cards({ habitat: 'wet' }), 3, sprout(1, tableau()), 3))],
  [isl('Korrow Skerry', ['rocky'], 2, [2, 1, 2], 'green', pay([cSoil(1)], draw(2))), isl('Flintback', ['rocky', 'cold'], 1, [3, 0, 4], 'green', drawKeep(3, 1))],
  [isl('Isle of Hoarfell', ['cold'], 1, [2, 1, 4], 'yellow', grow(1, tableau()), soil(1)), isl('Rimehold', ['cold'], 2, [3, 1, 4], 'yellow', grow(1, tableau({ floraType: 'tree' })))],
  [isl('Tallow Cay', ['sunny', 'wet'], 0, [2, 1, 3], 'multi', iff(atMost(res('soil'), 1), soil(1))), isl('Gullhaven', ['wet'], 1, [2, 1, 3], 'multi', iff(atMost(res('hand'), 2), draw(1)))],
  [isl('Verdant Shelf', ['rocky'], 1, [2, 1, 1], 'red', choice([soil(3)], [compost(2)])), isl('Quarrystep', ['rocky'], 2, [2, 1, 5], 'red', pay([cSoil(2)], compost(2)))],
  [isl('Morrowmere', ['wet', 'cold'], 2, [3, 1, 4], 'blue', sprout(1, tableau())), isl('Lowfen Isle', ['wet'], 2, [2, 1, 3], 'blue', pay([cSoil(1)], sprout(3, tableau())))],
  [isl('Sunscar Atoll', ['sunny'], 0, [2, 1, 3], 'green', plant(0, { type: 'terrain', habitat: 'sunny' })), isl('Dawnreach', ['sunny'], 2, [2, 1, 3], 'green', draw(1))],
  [isl('Skarn Holm', ['rocky'], 1, [2, 1, 4], 'yellow', choice([draw(1)], [grow(1, tableau())])), isl('Basalt Steps', ['rocky', 'sunny'], 2, [2, 1, 3], 'yellow', pay([cSoil(1)], grow(2, tableau())))],
  [isl('Frostgate Isle', ['cold'], 2, [2, 1, 4], 'red', per(cards({ habitat: 'cold' }), 2, soil(1), 3)), isl('Glimmerfloe', ['cold', 'wet'], 2, [2, 1, 1], 'red', cfh(1), soil(1))],
  [isl('Thornwick', ['sunny'], 1, [2, 1, 4], 'yellow', draw(1)), isl('Emberhollow', ['sunny'], 2, [3, 1, 4], 'yellow', grow(1, tableau()))],
  [isl('Pellucid Bay', ['wet'], 3, [2, 1, 4], 'green', per(cards({ floraType: 'herb' }), 3, draw(1), 2)), isl('Marram Spit', ['wet', 'sunny'], 1, [2, 1, 3], 'green', choice([draw(1)], [soil(2)]))],
  [isl('Cairnholt', ['rocky'], 2, [3, 1, 3], 'blue', sprout(1, tableau({ habitat: 'rocky' })), soil(1)), isl('Slatewater', ['rocky', 'wet'], 1, [3, 1, 3], 'blue', iff(atLeast(res('sprouts'), 6), soil(2)), sprout(1, tableau()))],
  [isl('Glacier Tongue', ['cold'], 2, [2, 1, 6], 'multi', pay([cSprout(1)], draw(1))), isl('Snowmouth', ['cold'], 2, [3, 1, 3], 'blue', pay([cCard(1)], compost(1)))],
  [isl('Lanternfall', ['sunny', 'cold'], 1, [2, 1, 1], 'green', pay([cCard(1)], drawKeep(3, 2))), isl('Umber Isle', ['sunny'], 1, [1, 2, 3], 'red', per(res('compost'), 4, soil(1), 3))],
  [isl('Wrackhold', ['wet', 'rocky'], 2, [2, 1, 4], 'blue', per(cards({ habitat: 'wet' }), 2, soil(1), 3)), isl('Tidewrack', ['wet'], 3, [3, 1, 4], 'yellow', grow(1, tableau({ floraType: 'bush' })))],
];
const islands = islandPairs.map(([a, b], i) => ({ id: `island-${pad(i + 1, 2)}`, sides: [{ side: 'A', ...a }, { side: 'B', ...b }] }));

// ---------------------------------------------------------------- Climates (hand-authored, A/B)
const cli = (name, habitats, vp, color, ...effects) => ({ name, vp, habitats, ability: { color, effects } });
const climatePairs = [
  [cli('Monsoon Belt', ['wet'], 1, 'blue', sprout(2, tableau({ habitat: 'wet' }))), cli('Rain Shadow', ['sunny', 'rocky'], 2, 'red', soil(1))],
  [cli('Trade Winds', ['sunny', 'wet'], 1, 'green', draw(1)), cli('Doldrums', ['wet'], 2, 'multi', pay([cSoil(2)], compost(1)))],
  [cli('Polar Front', ['cold'], 2, 'yellow', grow(1, tableau({ habitat: 'cold' }))), cli('Thaw Season', ['cold', 'wet'], 3, 'blue', soil(1), sprout(1, tableau()))],
  [cli('Mild Maritime', ['wet'], 1, 'yellow', grow(1, tableau())), cli('Fog Coast', ['wet', 'cold'], 2, 'blue', sprout(1, tableau()))],
  [cli('Continental Swing', ['cold', 'sunny'], 1, 'red', choice([soil(2)], [compost(1)])), cli('Steppe Winds', ['sunny'], 3, 'green', pay([cSoil(1)], draw(2)))],
  [cli('Highland Chill', ['rocky', 'cold'], 3, 'red', per(cards({ habitat: 'rocky' }), 3, soil(1), 2)), cli('Valley Inversion', ['rocky'], 3, 'yellow', draw(1))],
  [cli('Savanna Seasons', ['sunny'], 1, 'green', per(cards({ floraType: 'tree' }), 3, draw(1), 2)), cli('Dry Summer', ['sunny'], 3, 'red', compost(1))],
  [cli('Cloudbelt', ['wet', 'rocky'], 1, 'blue', pay([cSoil(1)], sprout(3, tableau()))), cli('Mountain Drizzle', ['rocky'], 1, 'multi', iff(atMost(res('soil'), 1), soil(1)))],
  [cli('Boreal Edge', ['cold'], 1, 'yellow', grow(1, tableau({ floraType: 'tree' })), soil(1)), cli('Long Twilight', ['cold'], 2, 'green', drawKeep(3, 1))],
  [cli('Heat Dome', ['sunny'], 0, 'red', soil(2)), cli('Sirocco', ['sunny', 'rocky'], 2, 'yellow', pay([cSoil(1)], grow(2, tableau())))],
  [cli('Spring Floods', ['wet'], 1, 'blue', per(res('sprouts'), 4, soil(1), 2)), cli('Delta Tides', ['wet', 'sunny'], 1, 'red', cfh(1), soil(1))],
  [cli('Frost Pocket', ['cold', 'rocky'], 2, 'multi', pay([cCard(1)], soil(1))), cli('Lake Effect Snow', ['cold'], 1, 'blue', sprout(2, tableau({ habitat: 'cold' })))],
  [cli('Storm Track', ['wet', 'cold'], 1, 'green', choice([draw(1)], [soil(2)])), cli('Calm Anticyclone', ['sunny'], 3, 'yellow', grow(1, tableau({ floraType: 'bush' })))],
  [cli('Steamy Lowlands', ['wet', 'sunny'], 1, 'yellow', choice([draw(1)], [grow(1, tableau())])), cli('Evening Showers', ['wet'], 3, 'blue', sprout(1, tableau()))],
  [cli('Alpine Sun', ['rocky', 'sunny'], 1, 'green', plant(0, { type: 'terrain', habitat: 'rocky' })), cli('Scree Winds', ['rocky'], 2, 'red', soil(1), cfh(1))],
  [cli('Midnight Sun', ['cold', 'sunny'], 1, 'green', iff(atLeast(cards({ habitat: 'cold' }), 3), draw(2))), cli('Polar Night', ['cold'], 3, 'red', cfh(1))],
];
const climates = climatePairs.map(([a, b], i) => ({ id: `climate-${pad(i + 1, 2)}`, sides: [{ side: 'A', ...a }, { side: 'B', ...b }] }));

// ---------------------------------------------------------------- Ecosystems (hand-authored, A/B)
const eco = (name, scoring) => ({ name, scoring });
const ecosystemPairs = [
  [eco('Riverine Gallery', perVp(lines('column', { habitat: 'wet' }, 2), 3, { max: 12 })), eco('Terraced Slopes', perVp(lines('row', { habitat: 'rocky' }, 2), 3, { max: 12 }))],
  [eco('Wet Meadow Mosaic', ladder(cards({ habitat: 'wet' }), [[4, 4], [6, 7], [8, 10]])), eco('Sunlit Savanna', ladder(cards({ habitat: 'sunny' }), [[4, 4], [6, 7], [8, 10]]))],
  [eco('Talus Garden', ladder(cards({ habitat: 'rocky' }), [[4, 4], [6, 7], [8, 10]])), eco('Snowmelt Basin', ladder(cards({ habitat: 'cold' }), [[4, 4], [6, 7], [8, 10]]))],
  [eco('Fungal Understory', perVp(cards({ floraType: 'mushroom' }), 3, { max: 12 })), eco('Hedgerow Web', ladder(cards({ floraType: 'bush' }), [[3, 4], [5, 8], [7, 12]]))],
  [eco('Old-Growth Stand', ladder(cards({ floraType: 'tree' }), [[3, 4], [5, 8], [7, 12]])), eco('Herb Layer', ladder(cards({ floraType: 'herb' }), [[4, 4], [6, 8], [8, 12]]))],
  [eco('Patchwork Commons', perVp(sets('habitat'), 3, { max: 12 })), eco('Three-Tier Woodland', perVp(sets('floraType'), 3, { max: 12 }))],
  [eco('Layered Canopy', perVp(res('canopies'), 2, { max: 12 })), eco('Dewfall Carpet', perVp(res('sprouts'), 1, { each: 2, max: 10 }))],
  [eco('Humus Heartland', perVp(res('compost'), 1, { each: 2, max: 10 })), eco('Heartwood Grove', perVp(res('trunks'), 1, { max: 10 }))],
  [eco('Kaleidoscope Edge', ladder(distinct('color'), [[4, 5], [5, 9]])), eco('Balanced Understorey', threshold(all(atLeast(cards({ floraType: 'tree' }), 3), atLeast(cards({ floraType: 'bush' }), 3), atLeast(cards({ floraType: 'herb' }), 3)), 10))],
  [eco('Rock Garden Maze', perVp(cards({ type: 'terrain' }), 2, { max: 10 })), eco('Pristine Wilds', threshold(all(atMost(cards({ type: 'terrain' }), 1), atLeast(cards({ type: 'flora' }), 12)), 9))],
  [eco('Rain-Fed Thicket', perVp(cards({ color: 'blue' }), 2, { max: 10 })), eco('Decomposer Loop', perVp(cards({ color: 'red' }), 2, { max: 10 }))],
  [eco('Seedfall Clearing', perVp(cards({ color: 'green' }), 2, { max: 10 })), eco('Sunward Climb', perVp(cards({ color: 'yellow' }), 2, { max: 10 }))],
  [eco('Quiet Understory', perVp(cards({ type: 'flora', color: 'none' }), 1, { max: 10 })), eco('Seasonal Almanac', threshold(atLeast(res('events'), 3), 7))],
  [eco('Full Rows', perVp(lines('row', { type: 'flora' }, 4), 3, { max: 12 })), eco('Tree Lines', perVp(lines('column', { floraType: 'tree' }, 2), 3, { max: 12 }))],
  [eco('Herb Spiral', perVp(lines('column', { floraType: 'herb' }, 2), 3, { max: 12 })), eco('Frost Hollows', perVp(lines('row', { habitat: 'cold' }, 2), 3, { max: 12 }))],
  [eco('Crowned Sunlands', perVp(cards({ canopy: true, habitat: 'sunny' }), 3, { max: 12 })), eco('Four Winds Ring', perVp(lines('column', { type: 'terrain' }, 1), 3, { max: 12 }))],
];
const ecosystems = ecosystemPairs.map(([a, b], i) => ({ id: `ecosystem-${pad(i + 1, 2)}`, sides: [{ side: 'A', ...a }, { side: 'B', ...b }] }));

// ---------------------------------------------------------------- Fauna (hand-authored, A/B)
const TIERS = [10, 8, 6, 4, 2];
const fau = (name, requirement) => ({ name, requirement, tiers: TIERS });
const faunaPairs = [
  [fau('Dewstep Heron', atLeast(cards({ habitat: 'wet' }), 6)), fau('Glintwing Lizard', atLeast(cards({ habitat: 'sunny' }), 6))],
  [fau('Cragrunner Pika', atLeast(cards({ habitat: 'rocky' }), 6)), fau('Rimecoat Stoat', atLeast(cards({ habitat: 'cold' }), 6))],
  [fau('Sporeback Slug', atLeast(cards({ floraType: 'mushroom' }), 3)), fau('Barkdrum Woodpecker', atLeast(cards({ floraType: 'tree' }), 5))],
  [fau('Thicket Wren', atLeast(cards({ floraType: 'bush' }), 5)), fau('Meadowhum Bee', atLeast(cards({ floraType: 'herb' }), 6))],
  [fau('Crownleap Squirrel', atLeast(res('canopies'), 3)), fau('Puddlehop Frog', atLeast(res('sprouts'), 12))],
  [fau('Loamturner Worm', atLeast(res('compost'), 10)), fau('Burrowing Tortoise', atLeast(cards({ type: 'terrain' }), 4))],
  [fau('Hedgeline Dormouse', atLeast(lines('row', { type: 'flora' }, 4), 2)), fau('Columnar Owl', atLeast(lines('column', { floraType: 'tree' }, 3), 1))],
  [fau('Prismwing Moth', atLeast(distinct('color'), 5)), fau('Wanderhoof Elk', atLeast(sets('habitat'), 2))],
  [fau('Shyfern Deer', all(atLeast(cards({ type: 'flora' }), 10), atMost(cards({ type: 'terrain' }), 1))), fau('Ashgrazer Goat', atLeast(cards({ color: 'red' }), 4))],
  [fau('Rainsong Toad', atLeast(cards({ color: 'blue' }), 4)), fau('Sunbask Skink', atLeast(cards({ color: 'yellow' }), 4))],
  [fau('Seedcache Jay', atLeast(cards({ color: 'green' }), 4)), fau('Ringbark Beetle', atLeast(res('trunks'), 8))],
  [fau('Briarnest Finch', atLeast(cards({ canopy: true, floraType: 'bush' }), 2)), fau('Almanac Raven', atLeast(res('events'), 3))],
  [fau('Quietmoss Snail', atLeast(cards({ type: 'flora', color: 'none' }), 5)), fau('Mistfen Otter', all(atLeast(cards({ habitat: 'wet' }), 3), atLeast(cards({ habitat: 'cold' }), 3)))],
  [fau('Dunestride Fox', all(atLeast(cards({ habitat: 'sunny' }), 3), atLeast(cards({ habitat: 'rocky' }), 3))), fau('Ledgeclimb Ibex', atLeast(lines('row', { habitat: 'rocky' }, 3), 1))],
  [fau('Streamline Newt', atLeast(lines('column', { habitat: 'wet' }, 3), 1)), fau('Trio Hummingbird', atLeast(sets('floraType'), 3))],
  [fau('Snowden Lynx', atLeast(cards({ type: 'terrain', habitat: 'cold' }), 2)), fau('Hoarding Marmot', atLeast(res('soil'), 10))],
];
const fauna = faunaPairs.map(([a, b], i) => ({ id: `fauna-${pad(i + 1, 2)}`, sides: [{ side: 'A', ...a }, { side: 'B', ...b }] }));

// ---------------------------------------------------------------- Gaia (EA-Gaia)
const gaia = {
  deck: [
    { id: 'gaia-plant', name: 'Gaia Seeds', action: 'plant', player: 'minor', gaia: { kind: 'track', track: 'scoringPile', perK: 1 } },
    { id: 'gaia-compost', name: 'Gaia Decays', action: 'compost', player: 'minor', gaia: { kind: 'track', track: 'compost', perK: 1 } },
    { id: 'gaia-water', name: 'Gaia Rains', action: 'water', player: 'minor', gaia: { kind: 'track', track: 'sprouts', perK: 1 } },
    { id: 'gaia-grow', name: 'Gaia Grows', action: 'grow', player: 'minor', gaia: { kind: 'track', track: 'growth', perK: 1 } },
    { id: 'gaia-fauna', name: 'Gaia Calls the Wild', action: 'fauna', player: 'none', gaia: { kind: 'claimFauna', fallback: { track: 'compost', perK: 1 } } },
    { id: 'gaia-wild', name: 'Gaia Turns', action: 'wild', player: 'minorChosen', gaia: { kind: 'track', track: 'compost', perK: 1 } },
  ],
  difficulties: [
    { level: 1, name: 'Beginner', k: 1 },
    { level: 2, name: 'Standard', k: 2 },
    { level: 3, name: 'Hard', k: 3 },
    { level: 4, name: 'Expert', k: 4 },
  ],
  defaultLevel: 2,
  playerTurn: { perK: 1, tracks: { plant: 'scoringPile', compost: 'compost', water: 'sprouts', grow: 'growth' } },
  passes: 2,
  vpPerUnit: { scoringPile: 1, compost: 1, sprouts: 1, growth: 1 },
  gaiaTakesCompletionBonus: false,
  finalTie: 'gaia',
};

// ---------------------------------------------------------------- write
/** Pretty JSON that keeps small objects and arrays on one line (one effect per line at most). */
function fmt(v, indent = '') {
  const flat = JSON.stringify(v, null, 1).replace(/\n\s*/g, ' ').replace(/([[{]) /g, '$1').replace(/ ([\]}])/g, '$1');
  if (v === null || typeof v !== 'object' || flat.length + indent.length <= 110) return flat;
  const inner = indent + '  ';
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + fmt(x, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${fmt(x, inner)}`).join(',\n')}\n${indent}}`;
}
const out = { flora, terrain, events, islands, climates, ecosystems, fauna, gaia };
for (const [file, data] of Object.entries(out)) {
  writeFileSync(new URL(`../${file}.json`, import.meta.url), `${fmt(data)}\n`);
}
const count = (arr, f) => arr.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
console.log('flora', flora.length, count(flora, (f) => f.floraType), count(flora, (f) => f.ability?.color ?? 'none'));
console.log('flora habitats', floraGlobal, 'terrain habitats', terrainGlobal);
console.log('flora cost', count(flora, (f) => f.cost));
for (const t of ['tree', 'bush', 'herb', 'mushroom']) {
  const fs = flora.filter((f) => f.floraType === t);
  console.log(t, 'mean cost', (fs.reduce((a, f) => a + f.cost, 0) / fs.length).toFixed(2));
}
console.log('terrain cost', count(terrain, (t) => t.cost), 'events', events.length);
const islandBudget = (s) => 1.5 * s.start.draw + 1.2 * s.start.compost + s.start.soil + s.vp + 3 * abilityValue(s.ability);
console.log('island budgets', islands.flatMap((c) => c.sides.map((s) => `${s.name}=${islandBudget(s).toFixed(1)}`)).join(' '));
console.log('climate budgets', climates.flatMap((c) => c.sides.map((s) => `${s.name}=${(s.vp + 3 * abilityValue(s.ability)).toFixed(1)}`)).join(' '));
