/**
 * A basic AI seat for Vested Interests. It reads only its own seat's view and prompt (so it cannot cheat) and
 * plays to its Agenda: Stewards build clean, fund Research and back good Initiatives; Accelerationists build dirty
 * and back bad ones; everyone defends their own assets and plays a Scheme now and then.
 */
import type { AiPolicy } from '../../ai/policy';
import { nextFloat, nextInt, type RngState } from '../../engine/rng';
import type { Option } from '../../engine/types';
import { getAsset } from './cards';
import type { VIView } from './view';

function pick<T>(rng: RngState, xs: readonly T[]): [T, RngState] {
  const [i, r] = nextInt(rng, xs.length);
  return [xs[i]!, r];
}

const CLEAN_FIRST = ['forest', 'wetland', 'solar', 'wind', 'geothermal', 'housing', 'institution', 'transport-hub', 'cultural-centre'];

export const basicPolicy: AiPolicy = {
  level: 'basic',
  label: 'Basic (plays to its Agenda)',
  decide(_engine, view, prompt, rng0) {
    const v = view as VIView;
    const role = v.me?.agenda.role ?? 'opportunist';
    const opts = prompt.options;
    const has = (x: string) => opts.some((o) => o.value === x);
    let rng = rng0;
    let f: number;
    [f, rng] = nextFloat(rng);
    const real = opts.filter((o) => o.value !== 'back' && !o.value.startsWith('pg-'));
    const any = (pool: readonly Option[]) => (pool.length > 0 ? pick(rng, pool)[0].value : prompt.fallback ?? opts[0]!.value);
    const kind = prompt.id.replace(/[0-9]+$/, '');
    switch (kind) {
      case 'w': return [f < 0.5 && opts.length > 1 ? opts[1]!.value : 'none'];
      case 'b': return [f < 0.4 && opts.length > 1 ? any(opts.slice(1).filter((o) => o.value.endsWith('-1'))) : 'none'];
      case 'j': return [has('def2') ? 'def2' : f < 0.2 && has('att') ? 'att' : 'aside'];
      case 'v': return [role === 'accelerationist' ? 'vested' : 'community'];
      case 'ca': {
        const max = opts.length - 1;
        const good = v.initiative?.kind === 'good';
        const keen = (good && role === 'steward') || (!good && role === 'accelerationist');
        const n = Math.min(max, keen ? 3 : role === 'opportunist' ? 1 : 0);
        return [String(n)];
      }
      case 'me': {
        const acts = ['fund', 'contract', 'build', 'fortify', 'takeover', 'scheme', 'convert', 'peek'].filter(has);
        if (acts.length === 0 || f < 0.12) return ['pass'];
        if (role === 'steward' && has('fund') && f < 0.6) return ['fund'];
        return [any(acts.map((value) => ({ value, label: value })))];
      }
      case 'as': {
        const want = role === 'accelerationist'
          ? real.filter((o) => getAsset(o.value as never).class === 'dirty')
          : role === 'steward' ? real.filter((o) => CLEAN_FIRST.includes(o.value)) : real;
        return [any(want.length > 0 ? want : real)];
      }
      case 'fu': return [has('research') ? 'research' : any(real)];
      default: return [any(real.length > 0 ? real : opts)];
    }
  },
};
