/**
 * Activate Abilities (rulebook Turn Structure, step 3): every player activates the abilities matching the
 * action's colour, and multicoloured ones, on their Island, Climate and tableau; the tableau top-left to
 * bottom-right, the Island and Climate before or after it as the player chooses. Also the `activate`
 * effect, which copies another card's ability (EA-D13).
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { adjacentSlots, parseSlot } from '../board';
import { ACTION_COLOR, type Action } from '../cards/schema';
import { getTableauCard } from '../cards/catalogue';
import { priv, pub, type Ctx } from '../draft';
import { fail, notOption, type EarthError } from '../errors';
import { climateSide, islandSide } from '../player-cards';
import type { EarthState, Job, PlayerState } from '../state';
import { orderMatters } from './order-matters';
import { ew } from '../texts';

/**
 * EA-12..EA-14: every player activates the action's colour and multicoloured abilities. The order question
 * is asked only when both groups fire, the order can change the result (`orderMatters`) and the player has
 * no standing preference; otherwise the preference, or Island and Climate first, applies by itself (H08).
 */
export function startActivation(c: Ctx): void {
  const s = c.s;
  s.phase = 'activate';
  const a = s.action;
  if (a === null) return;
  for (const p of s.order) {
    const pl = s.players[p]!;
    const until = pl.tableau.length;
    const { block, tab } = activations(s, p, a, until);
    const fxOf = (jobs: Job[]) => jobs.flatMap((j) => (j.k === 'fx' ? j.fx : []));
    const ask = block.length > 0 && tab.length > 0 && pl.orderPref === null && orderMatters(fxOf(block), fxOf(tab));
    if (ask) pl.jobs.push({ k: 'order', action: a, until });
    else pl.jobs.push(...(pl.orderPref === 'after' ? [...tab, ...block] : [...block, ...tab]));
  }
}

/**
 * One player's activations: the Island/Climate block and the tableau. `until`: the tableau size when
 * step 3 began; cards planted later wait for the next turn (EA-D12).
 */
function activations(s: EarthState, p: PlayerId, a: Action, until: number): { block: Job[]; tab: Job[] } {
  const pl = s.players[p]!;
  const colour = ACTION_COLOR[a];
  const fires = (col: string) => col === colour || col === 'multi';
  const block: Job[] = [];
  for (const side of [islandSide(pl), climateSide(pl)])
    if (side && fires(side.ability.color)) block.push({ k: 'fx', fx: side.ability.effects, host: null, src: side.name });
  const tab: Job[] = [];
  pl.tableau.forEach((sl, i) => {
    const card = getTableauCard(sl.id);
    if (i < until && card.ability && fires(card.ability.color)) tab.push({ k: 'fx', fx: card.ability.effects, host: i, src: card.name });
  });
  return { block, tab };
}

/** Island and Climate first ("before") or the tableau first; "always.…" also keeps that answer from now on. */
export function answerOrder(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'order' }>, v: string): RuleError<EarthError> | null {
  const always = v.startsWith('always.');
  const choice = always ? v.slice(7) : v;
  if (choice !== 'before' && choice !== 'after') return notOption(v);
  const pl = c.s.players[p]!;
  if (always) {
    pl.orderPref = choice;
    priv(c, p, ew(choice === 'before' ? 'log.alwaysBefore' : 'log.alwaysAfter'));
  }
  pl.jobs.shift();
  const { block, tab } = activations(c.s, p, job.action, job.until);
  pl.jobs.unshift(...(choice === 'before' ? [...block, ...tab] : [...tab, ...block]));
  return null;
}

/** Cards an `activate` may copy (EA-D13). */
export function activatable(pl: PlayerState, job: Extract<Job, { k: 'activate' }>): number[] {
  const out: number[] = [];
  pl.tableau.forEach((sl, i) => {
    if (i === job.host) return;
    if (job.where === 'adjacent' && (job.host === null || !adjacentSlots(job.host).includes(i))) return;
    const c = getTableauCard(sl.id);
    if (!c.ability || c.ability.color === 'multi') return;
    if (c.ability.effects.some((x) => x.op === 'activate')) return;
    out.push(i);
  });
  return out;
}

/** Copy the ability of one of the offered cards, or activate nothing. */
export function answerActivate(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'activate' }>, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (v === 'skip') {
    pl.jobs.shift();
    return null;
  }
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  if (!activatable(pl, job).includes(i)) return fail('cannot-activate', ew('error.cannotActivate', { src: job.src, card: getTableauCard(pl.tableau[i]!.id).name }));
  const card = getTableauCard(pl.tableau[i]!.id);
  pl.jobs.shift();
  pub(c, ew('log.activates', { player: `{${p}}`, card: card.name }));
  pl.jobs.unshift({ k: 'fx', fx: card.ability!.effects, host: i, src: card.name });
  return null;
}
