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
import { ew } from '../texts';

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
      { k: 'plant', discount: 0, major: true, src: actionName('plant') },
      { k: 'fx', fx: [{ op: 'drawKeep', look: 4, keep: 1 }], host: null, src: actionName('plant') },
    ];
  return [{ k: 'fx', fx: MAJOR[a], host: null, src: actionName(a) }];
}
export const minorJobs = (a: Action): Job[] => [{ k: 'fx', fx: MINOR[a], host: null, src: ew('src.minor', { action: actionName(a) }) }];

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
    if (job.major) pub(c, ew('log.plantsNothing', { player: `{${p}}` }));
    c.s.players[p]!.jobs.shift();
    return null;
  }
  return plantCard(c, p, job, v);
}

function plantCard(c: Ctx, p: PlayerId, job: Extract<Job, { k: 'plant' }>, id: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  const card = findEarthCard(id);
  if (!card) return notOption(id);
  if (!pl.hand.includes(id)) return fail('not-in-hand', ew('error.notInHand'));
  if (card.type === 'event') return fail('not-plantable', ew('error.eventNotPlanted', { card: card.name }));
  if (pl.tableau.length >= TABLEAU_SLOTS) return fail('tableau-full', ew('error.tableauFull'));
  const cost = Math.max(0, card.cost - job.discount);
  if (cost > pl.soil) return fail('cannot-afford', ew('error.plantCost', { card: card.name, cost, soil: pl.soil }));
  if (!plantable(pl, job).includes(id)) return fail('not-allowed', ew('error.cannotPlant', { src: job.src, card: card.name }));
  pl.soil -= cost;
  pl.hand.splice(pl.hand.indexOf(id), 1);
  const at = pl.tableau.length;
  pl.tableau.push({ id, sprouts: 0, growth: 0 });
  commit(c, ew('revealed.planted', { card: card.name }));
  pub(c, ew('log.plants', { player: `{${p}}`, card: card.name, slot: slotName(at), cost }));
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
  if (activeId(c.s) !== p) return fail('not-your-turn', ew('error.convertOwnTurn'));
  const i = parseSlot(pl, v);
  if (typeof i !== 'number') return i;
  if (pl.tableau[i]!.sprouts < 2) return fail('too-few-sprouts', ew('error.fewSprouts', { card: getTableauCard(pl.tableau[i]!.id).name }));
  pl.tableau[i]!.sprouts -= 2;
  // Soil gained like any other: in Team mode it may go on the Team board this turn (EA-62).
  gainSoil(c, p, 2);
  pub(c, ew('log.converts', { player: `{${p}}`, card: getTableauCard(pl.tableau[i]!.id).name }));
  pl.jobs.shift();
  return null;
}
