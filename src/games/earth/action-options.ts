/**
 * The four actions as the active player's options, saying what each would really give them now: Water with
 * every Flora full gives only its 2 Soil, Grow with no Flora only its draw (issue 25). Labels stay short
 * enough for a button with the table's " (suggested)" (40 characters); hints fit a select's 100.
 */
import type { PlayerId } from '../../engine/types';
import type { Action } from './cards/schema';
import { floraSlots } from './player-cards';
import { plantable } from './rules/actions';
import { roomFor } from './rules/worth';
import type { EarthState } from './state';

const TABLEAU = { where: 'tableau' } as const;

/** The first wording that fits a select's description; past all of them, what you get without what the others get. */
const fit = (...xs: string[]) => [...xs, ...xs.map((x) => x.split('; everyone else')[0]!)].find((x) => x.length <= 100) ?? xs[xs.length - 1]!;

/** Why Sprouts or Growth would not all go down: no Flora at all, or every Flora at its limit. */
function noRoomWhy(s: EarthState, p: PlayerId): string {
  return floraSlots(s.players[p]!).length === 0 ? 'you have no Flora' : 'every Flora is full';
}

export function actionWords(s: EarthState, p: PlayerId, a: Action): { label: string; hint: string } {
  const pl = s.players[p]!;
  const deck = s.deck.length;
  switch (a) {
    case 'plant': {
      const can = plantable(pl, { k: 'plant', discount: 0, major: true, src: '' }).length > 0;
      const look = Math.min(4, deck);
      const others = 'everyone else draws 1';
      if (look === 0)
        return can
          ? { label: 'Plant: a card (deck empty)', hint: `You pay Soil and plant a card; the deck is empty, so no draw; ${others}` }
          : { label: 'Plant: nothing (no card, deck empty)', hint: 'You can plant no card and the deck is empty, so you get nothing; everyone else draws nothing' };
      if (!can) return { label: `Plant: keep 1 of ${look} (no card to plant)`, hint: `You can pay for no card in your hand, so you only draw ${look} and keep 1; ${others}` };
      return { label: `Plant: a card, keep 1 of ${look}`, hint: `You pay Soil, plant a card, draw ${look} and keep 1; ${others}` };
    }
    case 'compost': {
      const n = Math.min(2, deck);
      const others = 'everyone else gains 2 Soil and composts 2';
      return n === 2
        ? { label: 'Compost: 5 Soil + compost 2', hint: `You gain 5 Soil and compost 2; ${others}` }
        : { label: n === 0 ? 'Compost: 5 Soil (deck empty)' : 'Compost: 5 Soil + compost 1', hint: fit(`You gain 5 Soil and compost ${n} (the deck is ${n === 0 ? 'empty' : 'nearly empty'}); ${others}`) };
    }
    case 'water': {
      const n = Math.min(6, roomFor(pl, 'sprout', TABLEAU, null));
      const others = 'everyone else places 2 Sprouts and gains 2 Soil';
      if (n === 0) return { label: `Water: 2 Soil (${noRoomWhy(s, p) === 'you have no Flora' ? 'no Flora' : 'every Flora is full'})`, hint: `${noRoomWhy(s, p) === 'you have no Flora' ? 'You have no Flora' : 'Every Flora is full'}, so you gain only 2 Soil; ${others}` };
      if (n < 6) return { label: `Water: ${n} ${n === 1 ? 'Sprout' : 'Sprouts'} + 2 Soil`, hint: fit(`You place ${n} ${n === 1 ? 'Sprout' : 'Sprouts'} (your Flora have no room for more) and gain 2 Soil; ${others}`, `You place ${n} ${n === 1 ? 'Sprout' : 'Sprouts'} (no room for more) and gain 2 Soil; ${others}`) };
      return { label: 'Water: 6 Sprouts + 2 Soil', hint: `You place 6 Sprouts and gain 2 Soil; ${others}` };
    }
    case 'grow': {
      const g = Math.min(2, roomFor(pl, 'grow', TABLEAU, null));
      const d = Math.min(4, deck);
      const others = 'everyone else draws 2 or places 2 Growth';
      const parts = [d > 0 ? `draw ${d}` : '', g > 0 ? `${g} Growth` : ''].filter(Boolean);
      const why = g === 0 ? (noRoomWhy(s, p) === 'you have no Flora' ? 'no Flora' : 'every Flora is full') : d === 0 ? 'deck empty' : '';
      const label = parts.length === 0 ? 'Grow: nothing (no room, deck empty)' : `Grow: ${parts.join(' + ')}${why ? ` (${why})` : ''}`;
      const you = parts.length === 0 ? 'you get nothing' : `you ${[d > 0 ? `draw ${d}` : '', g > 0 ? `place ${g} Growth` : ''].filter(Boolean).join(' and ')}`;
      const because = g < 2 ? (g === 0 ? `${capital(noRoomWhy(s, p))}, so ` : 'Your Flora have room for 1 Growth, so ') : d < 4 ? 'The deck is nearly empty, so ' : '';
      return { label, hint: fit(`${because}${because ? you : capital(you)}; ${others}`) };
    }
  }
}

const capital = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
