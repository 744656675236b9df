import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  EFFECT_OPS,
  SIDES,
  type Category,
  type CostOp,
  type CrisisBlock,
  type Effect,
  type ProjectCard,
} from '../../src/games/tipping-point/cards/schema';
import { advisorSides, catalogue } from '../../src/games/tipping-point/cards/catalogue';
import * as cardText from '../../src/games/tipping-point/cards/text';
import { say } from '../../src/words/say';

// The card texts as an English reader reads them.
const { TEXT_LIMITS } = cardText;
const en =
  <A extends unknown[]>(f: (...a: A) => string) =>
  (...a: A): string =>
    say('en', f(...a));
const CATEGORY_LABEL = Object.fromEntries(Object.entries(cardText.CATEGORY_LABEL).map(([k, v]) => [k, say('en', v)])) as Record<Category, string>;
const abilityText = en(cardText.abilityText);
const advisorText = en(cardText.advisorText);
const blockText = en(cardText.blockText);
const costOpText = en(cardText.costOpText);
const countryText = en(cardText.countryText);
const crisisText = en(cardText.crisisText);
const effectText = en(cardText.effectText);
const projectText = en(cardText.projectText);

// Card text (D-T of docs/tipping-point-cards.md): every effect, cost and passive is said in words.

const { projects, crises, countries } = catalogue;
const sides = advisorSides();

const lbl = (t: string) => (t === 'any' || t === 'all' ? t : CATEGORY_LABEL[t as Category]);

/** Independent of card-text.ts: the words a reader must find for each op. */
function effectPattern(e: Effect): RegExp {
  switch (e.op) {
    case 'needIcon':
      return new RegExp(`${lbl(e.need)}${e.amount > 1 ? ` ×${e.amount}` : ''}`);
    case 'raiseNeed':
      return new RegExp(`raise .*${lbl(e.need)}.* by ${e.amount}`, 'i');
    case 'flipProject':
      return new RegExp(`flip ${e.amount} .*Project`, 'i');
    case 'gainInfluence':
      return new RegExp(`gain ${e.amount} Influence`, 'i');
    case 'gainCredits':
      return new RegExp(`gain ${e.amount} Credit`, 'i');
    case 'drawProjects':
      return new RegExp(`draw ${e.amount} Project card`, 'i');
    case 'removePollution':
      return new RegExp(`remove ${e.amount} Pollution`, 'i');
    case 'synergyBonus':
      return new RegExp(`${e.amount} Synergy Bonus`, 'i');
  }
}
function costPattern(c: CostOp): RegExp {
  switch (c.op) {
    case 'payCredits':
      return new RegExp(`pay ${c.amount} ${c.category === 'any' ? '' : `${lbl(c.category)} `}Credit`, 'i');
    case 'discardProjects':
      return new RegExp(`discard ${c.amount} Project card`, 'i');
    case 'lowerNeed':
      return new RegExp(`lower .*Need.* by ${c.amount}`, 'i');
  }
}
function blockPattern(b: CrisisBlock): RegExp {
  switch (b.op) {
    case 'blockSpend':
      return new RegExp(`${lbl(b.category)} Credits cannot be spent`);
    case 'blockRaise':
      return new RegExp(`${lbl(b.need)} Need cannot be raised`);
    case 'blockSynergy':
      return new RegExp(`no Synergy Bonus for ${b.category === 'all' ? 'any' : lbl(b.category)} Project`);
  }
}

describe('tipping-point/card-text', () => {
  it.each(projects.map((p) => [p.id, p] as const))('Project %s: text fits the card and states every cost and effect', (_, p) => {
    const t = projectText(p);
    expect(t.length).toBeGreaterThan(0);
    expect(t.length).toBeLessThanOrEqual(TEXT_LIMITS.project);
    for (const e of p.effects) expect(t).toMatch(effectPattern(e));
    if (p.cost.generic > 0) expect(t).toMatch(new RegExp(`Cost: ${p.cost.generic} Credit`));
    for (const s of p.cost.specific) expect(t).toContain(`${s.amount} ${lbl(s.category)} Credit`);
    for (const l of p.lowerNeed) expect(t).toContain(`lower ${lbl(l)} Need by 1`);
    expect(t).toContain('Raise or flip');
  });

  it.each(crises.map((c) => [c.id, c] as const))('Crisis %s: text fits the card and states every number and passive', (_, c) => {
    const t = crisisText(c);
    expect(t.length).toBeLessThanOrEqual(TEXT_LIMITS.crisis);
    expect(t).toContain(`Level ${c.level} ${lbl(c.category)}`);
    for (const s of SIDES) if (c.influence[s] > 0) expect(t).toContain(`${s} ${c.influence[s]}`);
    expect(t).toContain(`+${c.pollution} Pollution`);
    expect(t).toContain(`+${c.preservation} Preservation`);
    if (c.block) expect(t).toMatch(blockPattern(c.block));
    else expect(t).not.toContain('While active');
  });

  it.each(sides.map((s) => [s.id, s] as const))('Advisor %s: text fits the card and states rates, Synergy and ability', (_, s) => {
    const t = advisorText(s);
    expect(t.length).toBeLessThanOrEqual(TEXT_LIMITS.advisor);
    expect(t).toContain(`Discard: ${s.discardValue} Credit`);
    expect(t).toContain(`Exchange: ${s.exchangeRate} Credits`);
    expect(t).toMatch(effectPattern(s.synergy));
    if (s.ability) {
      for (const e of s.ability.effects) expect(t).toMatch(effectPattern(e));
      for (const c of s.ability.cost) expect(t).toMatch(costPattern(c));
      if (s.ability.limit === 'oncePerRound') expect(t).toMatch(/once per round/i);
      if (s.ability.limit === 'oncePerGame') expect(t).toMatch(/once per game/i);
    } else {
      expect(t).toContain('Introduction Advisor');
    }
  });

  it.each(countries.map((c) => [c.id, c] as const))('Country %s: text fits the card and states every start value', (_, c) => {
    const t = countryText(c);
    expect(t.length).toBeLessThanOrEqual(TEXT_LIMITS.country);
    expect(t).toContain(`Start: ${c.startHand} Project cards`);
    expect(t).toContain(`draw ${c.drawPerRound} Project card`);
    for (const k of CATEGORIES) {
      const level = c.needs[k];
      if (level !== undefined) expect(t).toMatch(new RegExp(`Needs:.*${lbl(k)} ${level}`));
      else expect(t).toMatch(new RegExp(`No marker:.*${lbl(k)}`));
      const credits = c.credits[k];
      if (credits) expect(t).toMatch(new RegExp(`Credits:.*${lbl(k)} ${credits}`));
    }
  });

  it('renders every op of every union, each distinctly', () => {
    const effects: Effect[] = [
      { op: 'needIcon', need: 'water', amount: 2 },
      { op: 'raiseNeed', need: 'any', amount: 1 },
      { op: 'flipProject', category: 'energy', amount: 1 },
      { op: 'gainInfluence', amount: 2 },
      { op: 'gainCredits', amount: 1 },
      { op: 'drawProjects', amount: 3 },
      { op: 'removePollution', amount: 1 },
      { op: 'synergyBonus', amount: 1 },
    ];
    expect(effects.map((e) => e.op).sort()).toEqual([...EFFECT_OPS].sort());
    const texts = effects.map(effectText);
    effects.forEach((e, i) => expect(texts[i]).toMatch(effectPattern(e)));
    expect(new Set(texts).size).toBe(texts.length);
    const costs: CostOp[] = [
      { op: 'payCredits', category: 'justice', amount: 2 },
      { op: 'discardProjects', amount: 1 },
      { op: 'lowerNeed', need: 'work', amount: 1 },
    ];
    costs.forEach((c) => expect(costOpText(c)).toMatch(costPattern(c)));
    const blocks: CrisisBlock[] = [
      { op: 'blockSpend', category: 'water' },
      { op: 'blockRaise', need: 'health' },
      { op: 'blockSynergy', category: 'all' },
      { op: 'blockSynergy', category: 'work' },
    ];
    blocks.forEach((b) => expect(blockText(b)).toMatch(blockPattern(b)));
    expect(
      abilityText({ trigger: { on: 'afterRaise', need: 'energy' }, limit: 'oncePerGame', cost: costs, effects: [effects[1]!] }),
    ).toMatch(/^After you raise your Energy Need, once per game: pay 2 Justice Credits, discard 1 Project card and lower your Work Need by 1 to raise any Need by 1\.$/);
  });

  it('changes the text when the data changes (text is derived, not stored)', () => {
    const p = structuredClone(projects.find((x) => x.lowerNeed.length > 0)!) as ProjectCard;
    const before = projectText(p);
    p.cost.generic += 1;
    expect(projectText(p)).not.toBe(before);
    const c = structuredClone(crises[0]!);
    c.block = null;
    expect(crisisText(c)).not.toContain('While active');
  });
});
