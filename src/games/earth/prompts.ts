/**
 * Who owes what: each seat's front job that needs a decision becomes its prompt, with its options (at most
 * 25: longer lists page with "More…") and the side menus every decision offers (an Event, Sprout
 * conversion, the Team board).
 */
import type { Option, PlayerId, Prompt } from '../../engine/types';
import { slotName } from './board';
import { actionWords } from './action-options';
import { cardOption, cardsDetail, detailOf, sideOption } from './card-options';
import { cardText, climateText, ecosystemText, effectsText, islandText } from './cards/text';
import { actionName, both, colorName } from './cards/words';
import { fitWords } from '../../engine/words';
import { ew } from './texts';
import { thenList } from './cards/text';
import { ACTIONS, type Action } from './cards/schema';
import { getClimate, getEarthCard, getEcosystem, getIsland, getTableauCard, sideOf } from './cards/catalogue';
import { convertible, plantable } from './rules/actions';
import { affordableEvents } from './rules/events';
import { targets } from './rules/growth';
import { textNow, worthActivating, worthChoosing } from './rules/worth';
import { teamMoves, teamOf } from './rules/team';
import { activeId } from './seats';
import type { EarthState, Job, PlayerState } from './state';

/** A label or hint as long as Discord allows, in the longest of the given wordings that fits once said. */
const fit = (...xs: string[]) => fitWords(100, xs);

function slotLabel(pl: PlayerState, i: number, kind: 'sprout' | 'grow'): string {
  const sl = pl.tableau[i]!;
  const c = getTableauCard(sl.id);
  const lim = c.type === 'flora' ? (kind === 'sprout' ? c.sproutLimit : c.growthLimit) : 0;
  const have = kind === 'sprout' ? sl.sprouts : sl.growth;
  return fit(ew(`option.slot.${kind}`, { name: c.name, slot: slotName(i), have, limit: lim }));
}

const optional = (detail: string | undefined) => (detail === undefined ? {} : { detail });

/** Options beyond a page are reached with "More…"; each prompt keeps ≤ 25 options. */
function paged(pl: PlayerState, head: Option[], items: Option[], tail: Option[]): Option[] {
  const room = 25 - head.length - tail.length;
  if (items.length <= room) return [...head, ...items, ...tail];
  const per = room - 1;
  const pages = Math.ceil(items.length / per);
  const page = pl.page % pages;
  return [...head, ...items.slice(page * per, page * per + per), { value: 'more', label: ew('option.more', { page: page + 1, pages }) }, ...tail];
}



/** The side menus every decision offers: Events at any time (EA-47), conversion on your turn (EA-25), Team board. */
function extras(s: EarthState, p: PlayerId, job: Job): Option[] {
  if (job.k === 'menu' || job.k === 'pickIsland' || job.k === 'pickClimate' || job.k === 'pickEco' || s.phase === 'over') return [];
  const pl = s.players[p]!;
  const out: Option[] = [];
  // Not while choosing which drawn card to keep: an Event's own draw would mix with those cards.
  if (job.k !== 'keep' && affordableEvents(pl).length > 0) out.push({ value: 'menu.event', label: ew('option.menuEvent') });
  if (activeId(s) === p && convertible(pl).length > 0) out.push({ value: 'menu.convert', label: ew('option.menuConvert') });
  if (job.k !== 'team' && teamMoves(s, p).length > 0) out.push({ value: 'menu.team', label: ew('option.menuTeam') });
  return out;
}

/** The action taken for a seat that does not answer in time: a planting when it can plant, else Compost. */
function fallbackAction(pl: PlayerState): Action {
  if (plantable(pl, { k: 'plant', discount: 0, major: true, src: '' }).length > 0) return 'plant';
  return 'compost';
}

function promptFor(s: EarthState, p: PlayerId): Prompt | null {
  const pl = s.players[p];
  const job = pl?.jobs[0];
  if (!pl || !job || s.phase === 'over') return null;
  const id = `e${s.turnNo}.${pl.ask}`;
  const base = { player: p, id, private: true } as const;
  const tail = extras(s, p, job);
  const mk = (text: string, publicText: string, head: Option[], items: Option[], fallback?: string, fixed: Option[] = [], detail?: string): Prompt => ({
    ...base,
    text,
    publicText,
    options: paged(pl, head, items, [...fixed, ...tail]),
    ...(fallback !== undefined ? { fallback } : {}),
    ...(detail !== undefined ? { detail } : {}),
  });
  switch (job.k) {
    case 'pickIsland':
      return mk(ew('prompt.pickIsland'), ew('public.pickIsland'), [],
        pl.offers.islands.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = islandText(sideOf(getIsland(cid), sd));
          return sideOption(`${cid}.${sd}`, t, sd, t.stats);
        })), undefined, [], detailOf(pl.offers.islands.flatMap((cid) => (['A', 'B'] as const).map((sd) => islandText(sideOf(getIsland(cid), sd))))));
    case 'pickClimate':
      return mk(ew('prompt.pickClimate'), ew('public.pickClimate'), [],
        pl.offers.climates.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = climateText(sideOf(getClimate(cid), sd));
          // The ability is what sets one Climate apart; its colour alone when the whole of it does not fit a button.
          const side = sideOf(getClimate(cid), sd);
          return sideOption(`${cid}.${sd}`, t, sd, [t.rules, ew('option.climateShort', { colour: colorName(side.ability.color), stats: t.stats })]);
        })), undefined, [], detailOf(pl.offers.climates.flatMap((cid) => (['A', 'B'] as const).map((sd) => climateText(sideOf(getClimate(cid), sd))))));
    case 'pickEco':
      return mk(ew('prompt.pickEco'), ew('public.pickEco'), [],
        pl.offers.ecosystems.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = ecosystemText(sideOf(getEcosystem(cid), sd));
          return sideOption(`${cid}.${sd}`, t, sd, t.rules);
        })), undefined, [], detailOf(pl.offers.ecosystems.flatMap((cid) => (['A', 'B'] as const).map((sd) => ecosystemText(sideOf(getEcosystem(cid), sd))))));
    case 'action': {
      // The four actions keep the printed order all game (issue 14). None is marked as suggested: the Hint is the
      // one advisor, and this rule of thumb (plant when you can) would often disagree with it.
      const fallback = fallbackAction(pl);
      return mk(ew('prompt.action', { round: s.round }), ew('public.action'), [],
        ACTIONS.map((a) => ({ value: a, ...actionWords(s, p, a) })), fallback);
    }
    case 'plant': {
      const cards = plantable(pl, job).sort((a, b) => getEarthCard(b).cost - getEarthCard(a).cost);
      const where = slotName(pl.tableau.length);
      const items = cards.map((cid) => cardOption(cid));
      const skip = { value: 'skip', label: ew('option.plantNothing') };
      return job.major
        ? mk(ew('prompt.plant', { where, soil: pl.soil }), ew('public.plant'), [], items, undefined, [skip], cardsDetail(cards))
        : mk(ew(job.discount ? 'prompt.plantMayLess' : 'prompt.plantMay', { src: job.src, discount: job.discount, where, soil: pl.soil }), ew('public.plantMay'), [], items, 'skip', [skip], cardsDetail(cards));
    }
    case 'keep':
      return mk(ew('prompt.keep', { src: job.src, keep: job.keep }), ew('public.keep'), [],
        pl.looking.map((cid) => cardOption(cid)), undefined, [], cardsDetail(pl.looking));
    case 'sprout':
    case 'grow': {
      const slots = targets(pl, job.k, job.on, job.host);
      return mk(ew(`prompt.place.${job.k}`, { src: job.src, count: job.n }), ew(`public.place.${job.k}`),
        [{ value: 'auto', label: ew('option.placeAuto', { count: job.n }) }],
        [...slots.map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, job.k) })), { value: 'stop', label: ew('option.placeStop', { count: job.n }) }], 'auto');
    }
    case 'compostHand':
      return mk(ew('prompt.compostHand', { src: job.src, count: job.n }), ew('public.compostHand'),
        [{ value: 'stop', label: ew('option.stopComposting') }], pl.hand.map((cid) => cardOption(cid)), 'stop', [], cardsDetail(pl.hand));
    case 'discard':
      return mk(ew('prompt.discard', { src: job.src, count: job.n }), ew('public.discard'), [],
        pl.hand.map((cid) => cardOption(cid)), undefined, [], cardsDetail(pl.hand));
    case 'activate': {
      const slots = worthActivating(s, p, job);
      const named = (i: number) => getTableauCard(pl.tableau[i]!.id);
      return mk(ew('prompt.activate', { src: job.src }), ew('public.activate'), [],
        [...slots.map((i) => {
          const says = effectsText(named(i).ability!.effects);
          return { value: `s${i}`, label: fit(ew('option.activateCard', { name: named(i).name, says }), ew('option.activateSlot', { name: named(i).name, slot: slotName(i) })), hint: fit(says, ew('option.abilityBelow')) };
        }), { value: 'skip', label: ew('option.activateNothing') }], 'skip', [], detailOf(slots.map((i) => cardText(named(i)))));
    }
    case 'pay': {
      const costs = both(job.cost.map((c) => ew(`amount.${c.resource}`, { count: c.amount })));
      const gets = thenList(job.then.map((e) => textNow(s, p, e, job.host)));
      const name = ew('option.payName', { costs });
      return mk(ew('prompt.pay', { src: job.src, costs, gets }), ew('public.pay'), [],
        [{ value: 'pay', label: fit(ew('option.named', { name, rest: gets }), name), hint: fit(gets, ew('option.getsAbove')) }, { value: 'skip', label: ew('option.doNotPay') }], 'skip');
    }
    case 'choice':
    {
      const worth = worthChoosing(s, p, job);
      const words = (i: number) => thenList(job.options[i]!.map((e) => textNow(s, p, e, job.host)));
      const items = worth.map((i) => ({ value: `o${i}`, label: fit(words(i), ew('option.choice', { n: i + 1 })) }));
      // Every choice in full under the question: a label holds a long one only as "Choice 2".
      const lines = worth.map((i) => ew('option.choiceLine', { n: i + 1, says: words(i) }));
      return mk(ew('prompt.choice', { src: job.src }), ew('public.choice'), [], items, items[0]?.value, [], lines.length ? lines.join('\n') : undefined);
    }
    case 'order':
      return mk(ew('prompt.order', { action: actionName(job.action) }), ew('public.order'), [],
        [
          { value: 'before', label: ew('option.order.before') },
          { value: 'after', label: ew('option.order.after') },
          { value: 'always.before', label: ew('option.order.alwaysBefore') },
          { value: 'always.after', label: ew('option.order.alwaysAfter') },
        ], 'before');
    case 'wild':
      return mk(ew('prompt.wild'), ew('public.wild'), [],
        ACTIONS.map((a) => ({ value: a, label: ew('option.wild', { action: actionName(a) }) })), 'compost');
    case 'menu':
      return menuPrompt(s, p, pl, job.menu, base);
    case 'team':
      return mk(teamText(s, p), ew('public.team'), [{ value: 'done', label: ew('option.teamDone') }], teamOptions(s, p), 'done');
    case 'fx':
      return null;
  }
}

function teamText(s: EarthState, p: PlayerId): string {
  const b = s.teamBoards[teamOf(p) ?? 'A']!;
  return ew('prompt.team', { soil: b.soil, count: b.cards.length });
}

function teamOptions(s: EarthState, p: PlayerId): Option[] {
  return teamMoves(s, p).map((m) => {
    const [verb, what] = [m.slice(0, 4), m.slice(5)];
    const thing = what === 'soil' ? ew('option.oneSoil') : getEarthCard(what).name;
    return { value: m, label: fit(ew(verb === 'take' ? 'option.teamTake' : 'option.teamPut', { thing })) };
  });
}

function menuPrompt(s: EarthState, p: PlayerId, pl: PlayerState, menu: 'event' | 'convert' | 'team', base: { player: PlayerId; id: string; private: true }): Prompt {
  const back = { value: 'back', label: ew('option.back') };
  const fin = (text: string, publicText: string, items: Option[]): Prompt => ({ ...base, text, publicText, options: paged(pl, [back], items, []), fallback: 'back' });
  switch (menu) {
    case 'event':
      return { ...fin(ew('prompt.menuEvent', { soil: pl.soil }), ew('public.thinking'), affordableEvents(pl).map((cid) => cardOption(cid))), ...optional(cardsDetail(affordableEvents(pl))) };
    case 'convert':
      return fin(ew('prompt.menuConvert'), ew('public.thinking'), convertible(pl).map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, 'sprout') })));
    case 'team':
      return fin(teamText(s, p), ew('public.thinking'), teamOptions(s, p));
  }
}

export function prompts(s: EarthState): Prompt[] {
  const out: Prompt[] = [];
  for (const p of s.order) {
    const pr = promptFor(s, p);
    const job = s.players[p]?.jobs[0];
    if (pr && job) out.push({ ...pr, topic: topicOf(job) });
  }
  return out;
}

/** Which action's rules topic a step of that action belongs to, by the action that started it (its `src`, the action's name). */
const ACTION_TOPIC: Readonly<Record<string, string>> = Object.fromEntries(ACTIONS.map((a) => [actionName(a), a]));

/**
 * The rules topic (index.ts) of a seat's next step: setup choices, the action, a step of an action by its action,
 * a card's ability by activation, its costs and choices by effects.
 */
function topicOf(job: PlayerState['jobs'][number]): string {
  switch (job.k) {
    case 'pickIsland':
    case 'pickClimate':
    case 'pickEco':
      return 'setup';
    case 'wild':
      return 'variants';
    case 'team':
      return 'team';
    case 'menu':
      return job.menu === 'event' ? 'events' : job.menu === 'convert' ? 'water' : 'team';
    case 'action':
    case 'fx':
      return 'turn';
    case 'order':
      return 'order';
    case 'activate':
      return 'activation';
    case 'pay':
    case 'choice':
      return 'effects';
    default:
      // A step of an action (its Plant, its Sprouts) is that action's; one an ability started is activation's.
      return ACTION_TOPIC[job.src] ?? 'activation';
  }
}
