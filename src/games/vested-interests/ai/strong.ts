/**
 * The Vested Interests seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a
 * stand-in state from that view (stand-in.ts) to ask the rules what is legal and what it costs, and values
 * every action in final points (build-worth.ts, turn-choices.ts): income still to come, Legacy, its Vice, an
 * Operative more, and what Heat does to its Agenda's band or to Collapse (climate-stakes.ts). On its turn it
 * takes the action worth most and passes only when nothing is worth an Operative. Every later prompt of the
 * same action recomputes the same values, so it follows the plan it chose. Everything is a pure function of
 * (view, prompt): the generator is never used, so the seat is deterministic and replays.
 */
import { Weighing, type AiPolicy } from '../../../engine/ai-policy';
import type { Option, Prompt } from '../../../engine/types';
import type { AssetId, District } from '../cards/schema';
import { assetName, districtName } from '../cards/names';
import type { VIView } from '../view';
import { called, cellWhy, firstOptionWhy, hw, nextPageWhy, notOfferedWhy, optionName, passWhy, pointsLine, type ViWeighing } from './advice';
import { assetWorth, bestOf, buildPlans, cellFor, contractPlans, type BuildPlan, type WorthParts } from './build-worth';
import { ballotAnswer, campaignAnswer, joinAnswer, keepAnswer, smearAnswer, weatherDistrict, windowAnswer } from './responses';
import { seatContext, type SeatContext } from './seat-context';
import { onSafeGround, safestPart, wordsParam } from '../option-lists';
import { unpackWords, words } from '../../../engine/words';
import {
  convertValue, disinfoValue, fortifyPlan, researchValue, revealAgendaValue, schemeDrawValue, takeoverPlans, type TakeoverPlan,
} from './turn-choices';

/** Worth an action must beat to spend an Operative on it rather than pass. */
const WORTH_AN_OPERATIVE = 0.05;

const PAGING = new Set(['pg-next', 'pg-prev', 'back']);

/** The first of the highest scores; each finite score is recorded in `w` (under `key`) when a Hint asks why. */
function bestBy<T>(xs: readonly T[], score: (x: T) => number, w?: ViWeighing, key?: (x: T) => string): T | null {
  let best: T | null = null;
  let top = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (w && key && Number.isFinite(v)) w.see(key(x), v);
    if (v > top) { top = v; best = x; }
  }
  return best;
}

const bestTakeover = (c: SeatContext, w?: ViWeighing, key?: (t: TakeoverPlan) => string): TakeoverPlan | null => bestBy(takeoverPlans(c), (t) => t.worth, w, key);

function fundChoice(c: SeatContext, offered: readonly string[], w?: ViWeighing): { value: string; worth: number } | null {
  const worth = (k: string) => (k === 'research' ? researchValue(c) : k === 'disinfo' ? disinfoValue(c) : -Infinity);
  const k = bestBy(offered.filter((x) => x === 'research' || x === 'disinfo'), worth, w, (x) => x);
  return k === null ? null : { value: k, worth: worth(k) };
}

/** What most of a build's worth is made of, recomputed for the one plan a Hint names. */
function planParts(c: SeatContext, plan: BuildPlan): WorthParts {
  const parts: WorthParts = { income: 0, legacy: 0, vice: 0, crew: 0, throttle: 0, climate: 0 };
  assetWorth(c, plan.type, plan.cell, plan.cost, plan.riders, parts);
  return parts;
}

/** A build or Contract as players read it: the asset and where it would stand. */
const planName = (plan: BuildPlan) => hw('inDistrict', { name: assetName(plan.type), district: districtName(plan.district) });

/** The action menu: every offered action valued, the best one taken if it is worth an Operative. */
function menuAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const has = (x: string) => p.options.some((o) => o.value === x);
  const worth: Record<string, number> = {};
  const plans: Record<string, BuildPlan | null> = {};
  if (has('reveal-agenda')) worth['reveal-agenda'] = revealAgendaValue(c);
  if (has('build')) worth.build = (plans.build = bestOf(buildPlans(c)))?.value ?? -Infinity;
  if (has('contract')) worth.contract = (plans.contract = bestOf(contractPlans(c)))?.value ?? -Infinity;
  if (has('takeover')) worth.takeover = bestTakeover(c)?.worth ?? -Infinity;
  if (has('fund')) worth.fund = fundChoice(c, ['research', 'disinfo'])?.worth ?? -Infinity;
  if (has('convert')) worth.convert = convertValue(c);
  if (has('fortify')) worth.fortify = fortifyPlan(c)?.worth ?? -Infinity;
  if (has('scheme')) worth.scheme = schemeDrawValue(c);
  const best = bestBy(Object.keys(worth), (k) => worth[k]!, w, (k) => k);
  const pick = best !== null && worth[best]! > WORTH_AN_OPERATIVE ? best : 'pass';
  if (w) menuWhy(c, p, w, best, pick, plans);
  return pick;
}

function menuWhy(c: SeatContext, p: Prompt, w: ViWeighing, best: string | null, pick: string, plans: Record<string, BuildPlan | null>): void {
  const name = (k: string) => {
    const plan = plans[k];
    return plan ? hw('withPlan', { name: called(p, k), plan: planName(plan) }) : called(p, k);
  };
  if (pick === 'pass') {
    const top = w.best();
    w.why = passWhy(best === null || !top ? undefined : { name: name(top.key), worth: top.score }, WORTH_AN_OPERATIVE, p.options.length - 1);
    return;
  }
  w.chosen = pick;
  const plan = plans[pick];
  const top = w.best();
  if (plan && top) top.detail = planParts(c, plan);
  w.why = pointsLine(w, name);
}

/** A page of options: the wanted value if shown, else turn the page towards it, else the first real option. */
function onPage(p: Prompt, wanted: string | null | undefined): string {
  const real = p.options.filter((o) => !PAGING.has(o.value));
  if (wanted && real.some((o) => o.value === wanted)) return wanted;
  if (wanted && p.options.some((o) => o.value === 'pg-next')) return 'pg-next';
  return real[0]?.value ?? p.options[0]!.value;
}

/**
 * `onPage`, with the Hint's line: the comparison when the wanted option is shown, the page turned towards it, or
 * the first option when nothing was wanted. `name` says the wanted option as players read it.
 */
function pageAnswer(p: Prompt, wanted: string | null | undefined, w: ViWeighing | undefined, line: () => string, name: () => string): string {
  const pick = onPage(p, wanted);
  if (w) w.why = pick === wanted ? line() : !wanted ? firstOptionWhy(p, pick) : pick === 'pg-next' ? nextPageWhy(name()) : notOfferedWhy(p, pick, name());
  return pick;
}

const realOptions = (p: Prompt): Option[] => p.options.filter((o) => !PAGING.has(o.value));

function districtAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  // The asset being placed, read from the question's data: the catalogue key of the asset it names.
  const named = wordsParam(p.text, 'vi:prompt.district', 'asset');
  const key = typeof named === 'string' ? unpackWords(named).parts[0]?.key : undefined;
  const t = key ? (/^vi-cards:asset\.(.+)\.name$/.exec(key)?.[1] as AssetId | undefined) : undefined;
  const at = (d: District) => {
    const cell = t ? cellFor(c, t, d, null) : null;
    return t && cell ? assetWorth(c, t, cell, 0, []) : 0;
  };
  const best = bestBy(realOptions(p), (o) => at(o.value as District), w, (o) => o.value);
  const pick = best?.value ?? onPage(p, null);
  if (w) w.why = best ? pointsLine(w, (d) => called(p, d), hw('better.there')) : firstOptionWhy(p, pick);
  return pick;
}

function cellAnswer(p: Prompt, w?: ViWeighing): string {
  const safe = realOptions(p).find(onSafeGround);
  const part = safe ? null : safestPart(p.options);
  const pick = safe?.value ?? part ?? onPage(p, null);
  if (w) w.why = cellWhy(p, pick, safe ? 'safe' : part ? 'part' : 'first');
  return pick;
}

/** Plans offered on this prompt, each recorded under its option's value, with the best's parts for the Hint. */
function planAnswer(c: SeatContext, p: Prompt, plans: readonly BuildPlan[], value: (x: BuildPlan) => string, w?: ViWeighing): string {
  const plan = bestOf(plans);
  if (!w) return onPage(p, plan ? value(plan) : null);
  for (const x of plans) w.see(value(x), x.value, x === plan ? planParts(c, x) : undefined);
  if (plan) w.chosen = value(plan);
  const name = (k: string) => (plan && k === value(plan) ? hw('inDistrict', { name: called(p, k), district: districtName(plan.district) }) : called(p, k));
  return pageAnswer(p, plan ? value(plan) : null, w, () => pointsLine(w, name), () => (plan ? planName(plan) : ''));
}

function turnAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const values = p.options.map((o) => o.value);
  // Which question this is, by its catalogue key (its data), never its words.
  const asks = (key: string) => unpackWords(p.text).parts[0]?.key === key;
  const kind = p.id.replace(/[0-9]+$/, '');
  switch (kind) {
    case 'me': return menuAnswer(c, p, w);
    case 'su':
      if (w) w.why = hw('confirm', { name: optionName(p, 'confirm') ?? hw('confirmName') });
      return 'confirm';
    case 'ca': return campaignAnswer(c, p, w);
    case 'ke': return keepAnswer(c, p, w);
    case 'as': return planAnswer(c, p, buildPlans(c).filter((x) => values.includes(x.type)), (x) => x.type, w);
    case 'co': {
      if (!values.some((x) => /^k\d+$/.test(x))) return pageAnswer(p, null, w, () => '', () => '');
      return planAnswer(c, p, contractPlans(c).filter((x) => values.includes(`k${x.slot}`)), (x) => `k${x.slot}`, w);
    }
    case 'di': return asks('vi:prompt.district') ? districtAnswer(c, p, w) : pageAnswer(p, null, w, () => '', () => '');
    case 'ce': return cellAnswer(p, w);
    case 'td': {
      const t = bestTakeover(c);
      return pageAnswer(p, t?.district, w, () => takeoverWhy(p, t!, t!.district as District), () => (t ? districtName(t.district as District) : ''));
    }
    case 'ta': {
      const t = bestTakeover(c, w, (x) => x.value);
      return pageAnswer(p, t?.value, w, () => pointsLine(w!, (k) => called(p, k), hw('better.takeover')), () => optionName(p, t?.value ?? '') ?? hw('itsTarget'));
    }
    case 'fu': {
      if (!asks('vi:prompt.fund')) return pageAnswer(p, null, w, () => '', () => '');
      const f = fundChoice(c, values, w);
      return pageAnswer(p, f?.value, w, () => pointsLine(w!, (k) => called(p, k)), () => (f ? called(p, f.value) : ''));
    }
    case 'fo': {
      const f = fortifyPlan(c);
      const value = f ? `a${f.uid}` : null;
      return pageAnswer(p, value, w, () => fortifyWhy(p, f!.worth, value!), () => optionName(p, value ?? '') ?? hw('itsAsset'));
    }
    default: return pageAnswer(p, null, w, () => '', () => '');
  }
}

function takeoverWhy(p: Prompt, t: TakeoverPlan, district: District): string {
  return hw('targetThere', { name: optionName(p, district) ?? districtName(district) });
}

function fortifyWhy(p: Prompt, worth: number, value: string): string {
  return hw(worth > 0 ? 'fortify.saves' : 'fortify.little', { name: optionName(p, value) ?? hw('thisAsset') });
}

function choose(v: VIView, p: Prompt, w?: ViWeighing): string {
  const c = seatContext(v, p.player);
  const kind = p.id.replace(/[0-9]+$/, '');
  switch (kind) {
    case 'w': return windowAnswer(c, p, w);
    case 'b': return ballotAnswer(c, p, w);
    case 'j': return joinAnswer(c, p, w);
    case 'v':
      if (w) w.why = hw('vested', { name: optionName(p, 'vested') ?? hw('vestedMarker') });
      return 'vested';
    case 'd': return weatherDistrict(c, p, w);
    case 's': return smearAnswer(c, p, w);
    case 'f': case 'g': return pageAnswer(p, null, w, () => '', () => '');
    default: return turnAnswer(c, p, w);
  }
}

/** The answer, and when a Hint asks, the line why: both from the one path, so they cannot differ. */
function answer(view: VIView, prompt: Prompt, w?: ViWeighing): string[] {
  const picked = choose(view, prompt, w);
  if (prompt.options.some((o) => o.value === picked)) return [picked];
  const out = prompt.fallback ?? prompt.options[0]!.value;
  if (w) w.why = firstOptionWhy(prompt, out);
  return [out];
}

export const vestedInterestsStrongPolicy: AiPolicy<VIView> = {
  level: 'strong',
  label: words('vi:ai.strong'),
  decide(_engine, view, prompt) {
    return answer(view, prompt);
  },
  advise(_engine, view, prompt) {
    const w: ViWeighing = new Weighing();
    const out = answer(view, prompt, w);
    return { answer: out, why: w.why ?? firstOptionWhy(prompt, out[0]!) };
  },
};
