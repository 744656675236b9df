/**
 * A basic AI seat for Vested Interests. It reads only its own seat's view and prompt (so it cannot cheat) and
 * plays to its Agenda: Stewards build clean, fund Research and back good Initiatives; Accelerationists build dirty
 * and back bad ones; everyone defends their own assets and plays a Scheme now and then. It invests while an asset
 * can still pay for itself before the end (income over the rounds left, plus its holding at the end, against
 * Capital that would score a point per 4) and hoards Capital after that.
 */
import type { AiPolicy } from '../../../engine/ai-policy';
import { nextFloat, nextInt, type RngState } from '../../../engine/rng';
import type { Option } from '../../../engine/types';
import { getAsset, getContract, getInitiative } from '../cards/catalogue';
import { words } from '../../../engine/words';
import type { VIView } from '../view';
import { onSafeGround, safestPart } from '../option-lists';

function pick<T>(rng: RngState, xs: readonly T[]): [T, RngState] {
  const [i, r] = nextInt(rng, xs.length);
  return [xs[i]!, r];
}

/** The Contract worth most to this seat (its price in place of the asset's), among the slots offered (null: the whole row). */
function bestContract(v: VIView, role: string, offered: readonly string[] | null): { choice: string; value: number } | null {
  let best: { choice: string; value: number } | null = null;
  for (const m of v.market) {
    if (!m) continue;
    const choice = `k${m.slot}`;
    const type = getContract(m.id as never).asset;
    const value = assetValue(v, role, type) + (getAsset(type).cost - m.price) / 4;
    if ((offered === null || offered.includes(choice)) && (best === null || value > best.value)) best = { choice, value };
  }
  return best;
}

/** Vices that pay for assets in one district. */
const VICE_DISTRICT: Record<string, string> = {
  'vice.coastal-hoarder': 'Delta', 'vice.highland-baron': 'Rim', 'vice.plainsmaster': 'Reach', 'vice.timber-heart': 'Verge',
};

/** How close (ppm) the projected Dial may come to Collapse before an Opportunist cools the world like a Steward. */
const DANGER_MARGIN = 40;

/** Whether the projected Dial is near enough to Collapse that a seat which loses by it must cool the world. */
const inDanger = (v: VIView, role: string) => role !== 'accelerationist' && v.projection >= v.collapseAt - DANGER_MARGIN;

/** Points an asset brings this seat by the end, less the points its price would have scored as Capital. */
function assetValue(v: VIView, role: string, type: string): number {
  const a = getAsset(type as never);
  const vice = v.me?.vice.id ?? '';
  const viceBonus =
    (vice === 'vice.green-halo' && a.class === 'clean') || (vice === 'vice.smokestack-nostalgia' && a.class === 'dirty') ||
    (vice === 'vice.crew-boss' && a.crew > 0) ? 2 : 0;
  const holding = a.class === 'dirty' ? 0 : a.legacy;
  // Near Collapse every ppm threatens everything a seat has built, so heat outweighs any income.
  const agenda = inDanger(v, role) || role === 'steward' ? -3 * a.heat : role === 'accelerationist' ? a.heat : 0;
  // An Institution is where Research goes: the one lever that keeps the world from Collapse.
  const research = type === 'institution' && role !== 'accelerationist' ? 2 : 0;
  return research + viceBonus + (a.income * (v.rounds - v.round)) / 4 + holding + agenda - a.cost / 4;
}

export const basicPolicy: AiPolicy<VIView> = {
  level: 'basic',
  label: words('vi:ai.basic'),
  decide(_engine, view, prompt, rng0) {
    const v = view;
    const role = v.me?.agenda.role ?? 'opportunist';
    const opts = prompt.options;
    const has = (x: string) => opts.some((o) => o.value === x);
    const [f, rng] = nextFloat(rng0);
    const real = opts.filter((o) => o.value !== 'back' && !o.value.startsWith('pg-'));
    const any = (pool: readonly Option[]) => (pool.length > 0 ? pick(rng, pool)[0].value : prompt.fallback ?? opts[0]!.value);
    const kind = prompt.id.replace(/[0-9]+$/, '');
    switch (kind) {
      case 'w': return [f < 0.5 && opts.length > 1 ? opts[1]!.value : 'none'];
      case 'b': return [f < 0.4 && opts.length > 1 ? any(opts.slice(1).filter((o) => o.value.endsWith('-1'))) : 'none'];
      case 'j': return [has('def2') ? 'def2' : f < 0.2 && has('att') ? 'att' : 'aside'];
      case 'v': return [role === 'accelerationist' ? 'vested' : 'community'];
      case 'ca': {
        // The most offered on this page (a hand over 24 Influence is paged; the first page is enough to lead).
        const max = Math.max(...opts.map((o) => Number(o.value)).filter((n) => Number.isInteger(n)));
        const good = v.initiative !== null && getInitiative(v.initiative.id).kind === 'good';
        // Influence scores nothing at the end, so back what helps: the top backer of a good Initiative is its Sponsor.
        const wantsHeat = role === 'accelerationist' || (role === 'opportunist' && v.projection < 520);
        const n = good !== wantsHeat ? max : 0;
        return [String(n)];
      }
      case 'me': {
        const roundsLeft = v.rounds - v.round;
        // Stewards cool towards Danger; everyone else only keeps the world from Collapse.
        const coolAt = role === 'steward' ? 500 : role === 'opportunist' ? v.collapseAt - DANGER_MARGIN : v.collapseAt + 999;
        // The table's cooling is capped at one Research's worth, so a second one only costs Capital.
        const cooling = v.assets.some((a) => a.mini === 'research' && !a.silenced && !a.community);
        if (has('fund') && !cooling && v.projection >= coolAt && roundsLeft >= 1) return ['fund'];
        const deal = bestContract(v, role, null);
        // The row may hold deals this seat cannot take; the coin keeps a refused look from repeating forever.
        if (has('contract') && roundsLeft >= 3 && deal !== null && deal.value > 3 && f < 0.6) return ['contract'];
        // Building may find nothing worth it and come back here: the coin ends that.
        if (has('build') && roundsLeft >= 3 && f < 0.8) return ['build'];
        if (has('convert') && role !== 'accelerationist') return ['convert'];
        return ['pass'];
      }
      case 'as': {
        const value = (o: Option) => assetValue(v, role, o.value);
        const best = [...real].sort((a, b) => value(b) - value(a))[0];
        return [best && value(best) > 0 ? best.value : 'back'];
      }
      case 'co': {
        // Contracts and conversions share this prefix; conversion offers no "k" slots.
        if (!real.some((o) => /^k\d+$/.test(o.value))) return [any(real)];
        const deal = bestContract(v, role, real.map((o) => o.value));
        return [deal !== null && deal.value > 0 ? deal.choice : 'back'];
      }
      case 'di': {
        const home = VICE_DISTRICT[v.me?.vice.id ?? ''];
        return [home && has(home) ? home : any(real)];
      }
      case 'ce': {
        const safe = real.find(onSafeGround);
        return [safe?.value ?? safestPart(opts) ?? any(real)];
      }
      case 'fu': return [has('research') ? 'research' : any(real)];
      default: return [any(real.length > 0 ? real : opts)];
    }
  },
};
