/**
 * The Vested Interests seat that plays to win. It sees only its own view and the prompt it owes, rebuilds a
 * stand-in state from that view (stand-in.ts) to ask the rules what is legal and what it costs, and values
 * every action in final points (build-worth.ts, turn-choices.ts): income still to come, Legacy, its Vice, an
 * Operative more, and what Heat does to its Agenda's band or to Collapse (climate-stakes.ts). On its turn it
 * takes the action worth most and passes only when nothing is worth an Operative. Every later prompt of the
 * same action recomputes the same values, so it follows the plan it chose. Everything is a pure function of
 * (view, prompt): the generator is never used, so the seat is deterministic and replays.
 */
import type { AiPolicy } from '../../../engine/ai-policy';
import type { Option, Prompt } from '../../../engine/types';
import type { AssetId, District } from '../cards/schema';
import { catalogue } from '../cards/catalogue';
import type { VIView } from '../view';
import { assetWorth, bestOf, buildPlans, cellFor, contractPlans, type BuildPlan } from './build-worth';
import { ballotAnswer, campaignAnswer, joinAnswer, keepAnswer, smearAnswer, weatherDistrict, windowAnswer } from './responses';
import { seatContext, type SeatContext } from './seat-context';
import { safestPart } from '../option-lists';
import {
  convertValue, disinfoValue, fortifyPlan, researchValue, revealAgendaValue, schemeDrawValue, takeoverPlans, type TakeoverPlan,
} from './turn-choices';

/** Worth an action must beat to spend an Operative on it rather than pass. */
const WORTH_AN_OPERATIVE = 0.05;

const PAGING = new Set(['pg-next', 'pg-prev', 'back']);
const ASSET_BY_NAME = new Map<string, AssetId>(catalogue.assets.map((a) => [a.name, a.id]));

function bestBy<T>(xs: readonly T[], score: (x: T) => number): T | null {
  let best: T | null = null;
  let top = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > top) { top = v; best = x; }
  }
  return best;
}

const bestTakeover = (c: SeatContext): TakeoverPlan | null => bestBy(takeoverPlans(c), (t) => t.worth);

function fundChoice(c: SeatContext, offered: readonly string[]): { value: string; worth: number } | null {
  const worth = (k: string) => (k === 'research' ? researchValue(c) : k === 'disinfo' ? disinfoValue(c) : -Infinity);
  const k = bestBy(offered.filter((x) => x === 'research' || x === 'disinfo'), worth);
  return k === null ? null : { value: k, worth: worth(k) };
}

/** The action menu: every offered action valued, the best one taken if it is worth an Operative. */
function menuAnswer(c: SeatContext, p: Prompt): string {
  const has = (x: string) => p.options.some((o) => o.value === x);
  const worth: Record<string, number> = {};
  if (has('reveal-agenda')) worth['reveal-agenda'] = revealAgendaValue(c);
  if (has('build')) worth.build = bestOf(buildPlans(c))?.value ?? -Infinity;
  if (has('contract')) worth.contract = bestOf(contractPlans(c))?.value ?? -Infinity;
  if (has('takeover')) worth.takeover = bestTakeover(c)?.worth ?? -Infinity;
  if (has('fund')) worth.fund = fundChoice(c, ['research', 'disinfo'])?.worth ?? -Infinity;
  if (has('convert')) worth.convert = convertValue(c);
  if (has('fortify')) worth.fortify = fortifyPlan(c)?.worth ?? -Infinity;
  if (has('scheme')) worth.scheme = schemeDrawValue(c);
  const best = bestBy(Object.keys(worth), (k) => worth[k]!);
  return best !== null && worth[best]! > WORTH_AN_OPERATIVE ? best : 'pass';
}

/** A page of options: the wanted value if shown, else turn the page towards it, else the first real option. */
function onPage(p: Prompt, wanted: string | null | undefined): string {
  const real = p.options.filter((o) => !PAGING.has(o.value));
  if (wanted && real.some((o) => o.value === wanted)) return wanted;
  if (wanted && p.options.some((o) => o.value === 'pg-next')) return 'pg-next';
  return real[0]?.value ?? p.options[0]!.value;
}

const realOptions = (p: Prompt): Option[] => p.options.filter((o) => !PAGING.has(o.value));

function districtAnswer(c: SeatContext, p: Prompt): string {
  const name = /^Where will the (.+) go\?/.exec(p.text)?.[1];
  const t = name ? ASSET_BY_NAME.get(name) : undefined;
  const at = (d: District) => {
    const cell = t ? cellFor(c, t, d, null) : null;
    return t && cell ? assetWorth(c, t, cell, 0, []) : 0;
  };
  const best = bestBy(realOptions(p), (o) => at(o.value as District));
  return best?.value ?? onPage(p, null);
}


function cellAnswer(p: Prompt): string {
  const safe = realOptions(p).find((o) => o.label.includes('safe ground'));
  if (safe) return safe.value;
  return safestPart(p.options) ?? onPage(p, null);
}

function turnAnswer(c: SeatContext, p: Prompt): string {
  const values = p.options.map((o) => o.value);
  const text = p.text;
  const kind = p.id.replace(/[0-9]+$/, '');
  switch (kind) {
    case 'me': return menuAnswer(c, p);
    case 'su': return 'confirm';
    case 'ca': return campaignAnswer(c, p);
    case 'ke': return keepAnswer(c, p);
    case 'as': {
      const plan = bestOf(buildPlans(c).filter((x) => values.includes(x.type)));
      return onPage(p, plan?.type);
    }
    case 'co': {
      if (!values.some((x) => /^k\d+$/.test(x))) return onPage(p, null);
      const plan: BuildPlan | null = bestOf(contractPlans(c).filter((x) => values.includes(`k${x.slot}`)));
      return onPage(p, plan ? `k${plan.slot}` : null);
    }
    case 'di': return text.startsWith('Where will') ? districtAnswer(c, p) : onPage(p, null);
    case 'ce': return cellAnswer(p);
    case 'td': return onPage(p, bestTakeover(c)?.district);
    case 'ta': return onPage(p, bestTakeover(c)?.value);
    case 'fu': return text.startsWith('Fund') ? onPage(p, fundChoice(c, values)?.value) : onPage(p, null);
    case 'fo': { const f = fortifyPlan(c); return onPage(p, f ? `a${f.uid}` : null); }
    default: return onPage(p, null);
  }
}

function choose(v: VIView, p: Prompt): string {
  const c = seatContext(v, p.player);
  const kind = p.id.replace(/[0-9]+$/, '');
  switch (kind) {
    case 'w': return windowAnswer(c, p);
    case 'b': return ballotAnswer(c, p);
    case 'j': return joinAnswer(c, p);
    case 'v': return 'vested';
    case 'd': return weatherDistrict(c, p);
    case 's': return smearAnswer(c, p);
    case 'f': case 'g': return onPage(p, null);
    default: return turnAnswer(c, p);
  }
}

export const vestedInterestsStrongPolicy: AiPolicy<VIView> = {
  level: 'strong',
  label: 'Strong (builds for income, defends its assets, plays to its Agenda and Vice)',
  decide(_engine, view, prompt) {
    const picked = choose(view, prompt);
    return [prompt.options.some((o) => o.value === picked) ? picked : prompt.fallback ?? prompt.options[0]!.value];
  },
};
