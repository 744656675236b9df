/**
 * The four actions (rulebook Actions: Planting, Composting, Watering, Growing): the printed action table
 * as card effects, who takes the major and the minor benefit, planting a card, and Watering's Sprout conversion.
 */
import type { PlayerId, RuleError } from '../../../engine/types';
import { TABLEAU_SLOTS, parseSlot, slotName } from '../board';
import { actionName } from '../cards/words';
import type { Action, Effect } from '../cards/schema';
import { findEarthCard, getEarthCard, getTableauCard } from '../cards/catalogue';
import { commit, pub, type Ctx } from '../draft';
import { fail, notOption, type EarthError } from '../errors';
import { gainSoil } from '../resources';
import { activeId } from '../seats';
import type { Job, PlayerState } from '../state';

const TABLEAU = { where: 'tableau' } as const;

/** The printed action table (EA-17..EA-27), in the card effect language. Plant's major is a job of its own. */
const MAJOR: Record<Exclude<Action, 'plant'>, Effect[]> = {
  compost: [
    { op: 'gain', resource: 'soil', amount: 5 },
    { op: 'gain', resource: 'compost', amount: 2 },
  ],
  water: [
    { op: 'sprout', amount: 6, on: TABLEAU },
    { op: 'gain', resource: 'soil', amount: 2 },
  ],
  grow: [
    { op: 'gain', resource: 'card', amount: 4 },
    { op: 'grow', amount: 2, on: TABLEAU },
  ],
};
export const MINOR: Record<Action, Effect[]> = {
  plant: [{ op: 'gain', resource: 'card', amount: 1 }],
  compost: [
    { op: 'gain', resource: 'soil', amount: 2 },
    { op: 'gain', resource: 'compost', amount: 2 },
  ],
  water: [
    { op: 'sprout', amount: 2, on: TABLEAU },
    { op: 'gain', resource: 'soil', amount: 2 },
  ],
  grow: [{ op: 'choice', options: [[{ op: 'gain', resource: 'card', amount: 2 }], [{ op: 'grow', amount: 2, on: TABLEAU }]] }],
};

export function majorJobs(a: Action): Job[] {
  if (a === 'plant')
    return [
      { k: 'plant', discount: 0, major: true, src: 'Plant' },
      { k: 'fx', fx: [{ op: 'drawKeep', look: 4, keep: 1 }], host: null, src: 'Plant' },
    ];
  return [{ k: 'fx', fx: MAJOR[a], host: null, src: actionName(a) }];
}
export const minorJobs = (a: Action): Job[] => [{ k: 'fx', fx: MINOR[a], host: null, src: `${actionName(a)}'s minor benefit` }];

// ---------------------------------------------------------------------------------------------
// Planting: pay the Soil cost in full, place the card in the next space (Placement Rules)
// ---------------------------------------------------------------------------------------------

/** Cards in hand that a `plant` job may plant now. */
export function plantable(pl: PlayerState, job: Extract<Job, { k: 'plant' }>): string[] {
  if (pl.tableau.length >= TABLEAU_SLOTS) return [];
  return pl.hand.filter((id) => {
    const c = getEarthCard(id);
    if (c.type === 'event') return false;
    const f = job.filter;
    if (f) {
      if (f.type && c.type !== f.type) return false;
      if (f.floraType && (c.type !== 'flora' || !(c.floraType === f.floraType || (f.floraType === 'herb' && c.floraType === 'mushroom')))) return false;
      if (f.habitat && !c.habitats.includes(f.habitat)) return false;
    }
    return Math.max(0, c.cost - job.discount) <= pl.soil;
  });
}

/** Plant a card from hand, or plant nothing. */
export function answerPlant(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'plant' }>, v: string): RuleError<EarthError> | null {
  if (v === 'skip') {
    if (job.major) pub(c, `{${p}} plants nothing.`);
    c.s.players[p]!.jobs.shift();
    return null;
  }
  return plantCard(c, p, job, v);
}

function plantCard(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'plant' }>, id: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  const card = findEarthCard(id);
  if (!card) return notOption(id);
  if (!pl.hand.includes(id)) return fail('not-in-hand', 'You do not hold that card.');
  if (card.type === 'event') return fail('not-plantable', `${card.name} is an Event: Events are played into the Event space, never planted (EA-48).`);
  if (pl.tableau.length >= TABLEAU_SLOTS) return fail('tableau-full', 'Your tableau already holds 16 cards (EA-19).');
  const cost = Math.max(0, card.cost - job.discount);
  if (cost > pl.soil) return fail('cannot-afford', `Planting ${card.name} costs ${cost} Soil and you have ${pl.soil} (EA-49: costs are paid in full).`);
  if (!plantable(pl, job).includes(id)) return fail('not-allowed', `${job.src} cannot plant ${card.name}.`);
  pl.soil -= cost;
  pl.hand.splice(pl.hand.indexOf(id), 1);
  const at = pl.tableau.length;
  pl.tableau.push({ id, sprouts: 0, growth: 0 });
  commit(c, `planted ${card.name} face up from your hand`);
  pub(c, `{${p}} plants ${card.name} at ${slotName(at)} for ${cost} Soil.`);
  pl.jobs.shift();
  return null;
}

// ---------------------------------------------------------------------------------------------
// Watering: Sprout conversion
// ---------------------------------------------------------------------------------------------

/** Flora holding 2 Sprouts or more. */
export function convertible(pl: PlayerState): number[] {
  return pl.tableau.map((s, i) => (s.sprouts >= 2 ? i : -1)).filter((i) => i >= 0);
}

/** EA-25 / EA-G15: 2 Sprouts from one Flora → 2 Soil, on your own turn only (from the conversion menu, which closes). */
export function convert(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  if (activeId(c.s) !== p) return fail('not-your-turn', 'Sprouts can be converted only on your own turn (EA-G15).');
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  if (pl.tableau[i]!.sprouts < 2) return fail('too-few-sprouts', `${getTableauCard(pl.tableau[i]!.id).name} has fewer than 2 Sprouts to convert.`);
  pl.tableau[i]!.sprouts -= 2;
  // Soil gained like any other: in Team mode it may go on the Team board this turn (EA-62).
  gainSoil(c, p, 2);
  pub(c, `{${p}} converts 2 Sprouts on ${getTableauCard(pl.tableau[i]!.id).name} into 2 Soil.`);
  pl.jobs.shift();
  return null;
}
