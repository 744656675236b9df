/**
 * Activate Abilities (rulebook Turn Structure, step 3): every player activates the abilities matching the
 * action's colour, and multicoloured ones, on their Island, Climate and tableau; the tableau top-left to
 * bottom-right, the Island and Climate before or after it as the player chooses. Also the `activate`
 * effect, which copies another card's ability (EA-D13).
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { adjacentSlots, parseSlot } from '../board';
import { ACTION_COLOR, type Action } from '../card-schema';
import { getTableauCard } from '../cards';
import { pub, type Ctx } from '../draft';
import { fail, notOption, type EarthError } from '../errors';
import { climateSide, islandSide } from '../player-cards';
import type { EarthState, Job, PlayerState } from '../state';

/** EA-12..EA-14: every player activates the action's colour and multicoloured abilities. */
export function startActivation(c: Ctx): void {
  const s = c.s;
  s.phase = 'activate';
  const a = s.action;
  if (a === null) return;
  const colour = ACTION_COLOR[a];
  const fires = (col: string) => col === colour || col === 'multi';
  for (const p of s.order) {
    const pl = s.players[p]!;
    const hasBlock = [islandSide(pl), climateSide(pl)].some((x) => x && fires(x.ability.color));
    const hasTab = pl.tableau.some((sl) => {
      const card = getTableauCard(sl.id);
      return card.ability !== undefined && fires(card.ability.color);
    });
    if (hasBlock && hasTab) pl.jobs.push({ k: 'order', action: a, until: pl.tableau.length });
    else pl.jobs.push(...orderedActivation(s, p, a, true, pl.tableau.length));
  }
}

/**
 * The jobs for one player's activations in the order they chose (EA-14). `until`: the tableau size when
 * step 3 began; cards planted later wait for the next turn (EA-D12).
 */
function orderedActivation(s: EarthState, p: PlayerId, a: Action, before: boolean, until: number): Job[] {
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
  return before ? [...block, ...tab] : [...tab, ...block];
}

/** Island and Climate first ("before") or the tableau first. */
export function answerOrder(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'order' }>, v: string): RuleError<EarthError> | null {
  if (v !== 'before' && v !== 'after') return notOption(v);
  const pl = c.s.players[p]!;
  pl.jobs.shift();
  pl.jobs.unshift(...orderedActivation(c.s, p, job.action, v === 'before', job.until));
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
  if (!activatable(pl, job).includes(i)) return fail('cannot-activate', `${job.src} cannot activate ${getTableauCard(pl.tableau[i]!.id).name} (EA-D13).`);
  const card = getTableauCard(pl.tableau[i]!.id);
  pl.jobs.shift();
  pub(c, `{${p}} activates ${card.name}.`);
  pl.jobs.unshift({ k: 'fx', fx: card.ability!.effects, host: i, src: card.name });
  return null;
}
