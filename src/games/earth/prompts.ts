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
import { actionName } from './cards/words';
import { plural } from './draft';
import { ACTIONS, type Action } from './cards/schema';
import { getClimate, getEarthCard, getEcosystem, getIsland, getTableauCard, sideOf } from './cards/catalogue';
import { convertible, plantable } from './rules/actions';
import { affordableEvents } from './rules/events';
import { targets } from './rules/growth';
import { textNow, worthActivating, worthChoosing } from './rules/worth';
import { teamMoves, teamOf } from './rules/team';
import { activeId } from './seats';
import type { EarthState, Job, PlayerState } from './state';

/** A label or hint as long as Discord allows, in the longest of the given wordings that fits. */
const fit = (...xs: string[]) => xs.find((x) => x.length <= 100) ?? xs[xs.length - 1]!.slice(0, 100);

function slotLabel(pl: PlayerState, i: number, kind: 'sprout' | 'grow'): string {
  const sl = pl.tableau[i]!;
  const c = getTableauCard(sl.id);
  const lim = c.type === 'flora' ? (kind === 'sprout' ? c.sproutLimit : c.growthLimit) : 0;
  const have = kind === 'sprout' ? sl.sprouts : sl.growth;
  return fit(`${c.name} (${slotName(i)}): ${kind === 'sprout' ? 'Sprouts' : 'Growth'} ${have}/${lim}`);
}

const optional = (detail: string | undefined) => (detail === undefined ? {} : { detail });

/** Options beyond a page are reached with "More…"; each prompt keeps ≤ 25 options. */
function paged(pl: PlayerState, head: Option[], items: Option[], tail: Option[]): Option[] {
  const room = 25 - head.length - tail.length;
  if (items.length <= room) return [...head, ...items, ...tail];
  const per = room - 1;
  const pages = Math.ceil(items.length / per);
  const page = pl.page % pages;
  return [...head, ...items.slice(page * per, page * per + per), { value: 'more', label: `More… (page ${page + 1} of ${pages})` }, ...tail];
}



/** The side menus every decision offers: Events at any time (EA-47), conversion on your turn (EA-25), Team board. */
function extras(s: EarthState, p: PlayerId, job: Job): Option[] {
  if (job.k === 'menu' || job.k === 'pickIsland' || job.k === 'pickClimate' || job.k === 'pickEco' || s.phase === 'over') return [];
  const pl = s.players[p]!;
  const out: Option[] = [];
  // Not while choosing which drawn card to keep: an Event's own draw would mix with those cards.
  if (job.k !== 'keep' && affordableEvents(pl).length > 0) out.push({ value: 'menu.event', label: 'Play an Event…' });
  if (activeId(s) === p && convertible(pl).length > 0) out.push({ value: 'menu.convert', label: 'Convert 2 Sprouts into 2 Soil…' });
  if (job.k !== 'team' && teamMoves(s, p).length > 0) out.push({ value: 'menu.team', label: 'Team board…' });
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
      return mk('Choose your Island: one of your two cards, and a side. It stays for the whole game.', 'choosing an Island in secret', [],
        pl.offers.islands.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = islandText(sideOf(getIsland(cid), sd));
          return sideOption(`${cid}.${sd}`, t, sd, t.stats);
        })), undefined, [], detailOf(pl.offers.islands.flatMap((cid) => (['A', 'B'] as const).map((sd) => islandText(sideOf(getIsland(cid), sd))))));
    case 'pickClimate':
      return mk('Choose your Climate: one of your two cards, and a side.', 'choosing a Climate in secret', [],
        pl.offers.climates.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = climateText(sideOf(getClimate(cid), sd));
          // The ability is what sets one Climate apart; its colour alone when the whole of it does not fit a button.
          return sideOption(`${cid}.${sd}`, t, sd, [t.rules, `${t.rules.split(':')[0]} ability, ${t.stats}`]);
        })), undefined, [], detailOf(pl.offers.climates.flatMap((cid) => (['A', 'B'] as const).map((sd) => climateText(sideOf(getClimate(cid), sd))))));
    case 'pickEco':
      return mk('Choose your personal Ecosystem objective: one of two cards, and a side.', 'choosing an Ecosystem in secret', [],
        pl.offers.ecosystems.flatMap((cid) => (['A', 'B'] as const).map((sd) => {
          const t = ecosystemText(sideOf(getEcosystem(cid), sd));
          return sideOption(`${cid}.${sd}`, t, sd, t.rules);
        })), undefined, [], detailOf(pl.offers.ecosystems.flatMap((cid) => (['A', 'B'] as const).map((sd) => ecosystemText(sideOf(getEcosystem(cid), sd))))));
    case 'action': {
      // The four actions keep the printed order all game (issue 14). None is marked as suggested: the Hint is the
      // one advisor, and this rule of thumb (plant when you can) would often disagree with it.
      const fallback = fallbackAction(pl);
      return mk(`Your turn (round ${s.round}): choose an action. You take what the option says; everyone else takes less (Plant: draw 1 · Compost: 2 Soil + compost 2 · Water: 2 Sprouts + 2 Soil · Grow: draw 2 or 2 Growth).`, 'choosing an action', [],
        ACTIONS.map((a) => ({ value: a, ...actionWords(s, p, a) })), fallback);
    }
    case 'plant': {
      const cards = plantable(pl, job).sort((a, b) => getEarthCard(b).cost - getEarthCard(a).cost);
      const where = slotName(pl.tableau.length);
      const items = cards.map((cid) => cardOption(cid));
      const skip = { value: 'skip', label: 'Plant nothing' };
      return job.major
        ? mk(`Plant: pay a card's Soil cost in full and place it at ${where}. You have ${pl.soil} Soil.`, 'planting', [], items, undefined, [skip], cardsDetail(cards))
        : mk(`${job.src}: you may plant a card${job.discount ? ` for ${job.discount} Soil less` : ''} at ${where}. You have ${pl.soil} Soil.`, 'deciding whether to plant', [], items, 'skip', [skip], cardsDetail(cards));
    }
    case 'keep':
      return mk(`${job.src}: keep ${job.keep} of these; the rest go under the deck.`, 'choosing a card to keep', [],
        pl.looking.map((cid) => cardOption(cid)), undefined, [], cardsDetail(pl.looking));
    case 'sprout':
    case 'grow': {
      const slots = targets(pl, job.k, job.on, job.host);
      const what = job.k === 'sprout' ? 'Sprouts' : 'Growth';
      const pieces = job.k === 'sprout' ? plural(job.n, 'Sprout') : `${job.n} Growth`;
      return mk(`${job.src}: place up to ${pieces}, one at a time.`, `placing ${what}`,
        [{ value: 'auto', label: job.n === 1 ? 'Place it automatically (top-left first)' : `Place all ${job.n} automatically (top-left first)` }],
        [...slots.map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, job.k) })), { value: 'stop', label: job.n === 1 ? 'Leave it' : `Leave the other ${job.n}` }], 'auto');
    }
    case 'compostHand':
      return mk(`${job.src}: compost up to ${plural(job.n, 'more card', 'more cards')} from your hand (1 VP each at the end).`, 'composting from hand',
        [{ value: 'stop', label: 'Stop composting' }], pl.hand.map((cid) => cardOption(cid)), 'stop', [], cardsDetail(pl.hand));
    case 'discard':
      return mk(`${job.src}: put ${plural(job.n, 'card')} from your hand under the deck to pay.`, 'paying with cards', [],
        pl.hand.map((cid) => cardOption(cid)), undefined, [], cardsDetail(pl.hand));
    case 'activate': {
      const slots = worthActivating(s, p, job);
      const named = (i: number) => getTableauCard(pl.tableau[i]!.id);
      return mk(`${job.src}: activate the ability of another card.`, 'choosing a card to activate', [],
        [...slots.map((i) => {
          const says = effectsText(named(i).ability!.effects);
          return { value: `s${i}`, label: fit(`${named(i).name}: ${says}`, `${named(i).name} (${slotName(i)})`), hint: fit(says, 'Its ability is written under the question.') };
        }), { value: 'skip', label: 'Activate nothing' }], 'skip', [], detailOf(slots.map((i) => cardText(named(i)))));
    }
    case 'pay': {
      const costs = job.cost.map((c) => `${c.amount} ${c.resource === 'soil' ? 'Soil' : c.resource === 'card' ? (c.amount === 1 ? 'card' : 'cards') : c.amount === 1 ? 'Sprout' : 'Sprouts'}`).join(' and ');
      const gets = job.then.map((e) => textNow(s, p, e, job.host)).join(', then ');
      return mk(`${job.src}: pay ${costs} to ${gets}?`, 'deciding whether to pay', [],
        [{ value: 'pay', label: fit(`Pay ${costs}: ${gets}`, `Pay ${costs}`), hint: fit(gets, 'What you get is written in the question.') }, { value: 'skip', label: 'Do not pay' }], 'skip');
    }
    case 'choice':
    {
      const worth = worthChoosing(s, p, job);
      const words = (i: number) => job.options[i]!.map((e) => textNow(s, p, e, job.host)).join(', then ');
      const items = worth.map((i) => ({ value: `o${i}`, label: fit(words(i), `Choice ${i + 1}`) }));
      const long = worth.filter((i) => words(i).length > 100).map((i) => `Choice ${i + 1}: ${words(i)}`);
      return mk(`${job.src}: choose one.`, 'choosing a benefit', [], items, items[0]?.value, [], long.length ? long.join('\n') : undefined);
    }
    case 'order':
      return mk(`Activate ${actionName(job.action)} abilities: your Island and Climate before or after your tableau? Here the order can change what you get. An "Always" answer is kept for the rest of the game.`, 'ordering activations', [],
        [
          { value: 'before', label: 'Island and Climate first' },
          { value: 'after', label: 'Tableau first' },
          { value: 'always.before', label: 'Always Island and Climate first' },
          { value: 'always.after', label: 'Always tableau first' },
        ], 'before');
    case 'wild':
      return mk("Gaia's Wild card: choose an action; you take its minor benefit and activate its colour.", 'choosing for Gaia\'s Wild card', [],
        ACTIONS.map((a) => ({ value: a, label: `${actionName(a)} (minor benefit)` })), 'compost');
    case 'menu':
      return menuPrompt(s, p, pl, job.menu, base);
    case 'team':
      return mk(teamText(s, p), 'using the Team board', [{ value: 'done', label: 'Done with the Team board' }], teamOptions(s, p), 'done');
    case 'fx':
      return null;
  }
}

function teamText(s: EarthState, p: PlayerId): string {
  const b = s.teamBoards[teamOf(p) ?? 'A']!;
  return `Team board: ${b.soil} Soil, ${plural(b.cards.length, 'card')}. Anything left there is discarded at the end of this turn (EA-63).`;
}

function teamOptions(s: EarthState, p: PlayerId): Option[] {
  return teamMoves(s, p).map((m) => {
    const [verb, what] = [m.slice(0, 4), m.slice(5)];
    const thing = what === 'soil' ? '1 Soil' : getEarthCard(what).name;
    return { value: m, label: fit(verb === 'take' ? `Take ${thing} from the Team board` : `Put ${thing} on the Team board`) };
  });
}

function menuPrompt(s: EarthState, p: PlayerId, pl: PlayerState, menu: 'event' | 'convert' | 'team', base: { player: PlayerId; id: string; private: true }): Prompt {
  const back = { value: 'back', label: 'Back' };
  const fin = (text: string, publicText: string, items: Option[]): Prompt => ({ ...base, text, publicText, options: paged(pl, [back], items, []), fallback: 'back' });
  switch (menu) {
    case 'event':
      return { ...fin(`Play an Event from your hand: pay its Soil cost (you have ${pl.soil}).`, 'thinking', affordableEvents(pl).map((cid) => cardOption(cid))), ...optional(cardsDetail(affordableEvents(pl))) };
    case 'convert':
      return fin('Convert 2 Sprouts from one Flora into 2 Soil.', 'thinking', convertible(pl).map((i) => ({ value: `s${i}`, label: slotLabel(pl, i, 'sprout') })));
    case 'team':
      return fin(teamText(s, p), 'thinking', teamOptions(s, p));
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

/** Which action's rules topic a step of that action belongs to, by the action that started it. */
const ACTION_TOPIC: Readonly<Record<string, string>> = { Plant: 'plant', Compost: 'compost', Water: 'water', Grow: 'grow' };

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
