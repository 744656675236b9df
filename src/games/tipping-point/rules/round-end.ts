/**
 * RB "Conclusion & Income Phase", after everyone has passed: (1) Pollution from every active Crisis, and
 * the loss check; (2) each player draws a Crisis to place (rules/crisis-placement.ts); (3) Income per Need
 * level; (4) Project cards per Country; (5) two cards passed to the left (RB "Solo Rules": discarded, and
 * two drawn).
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { cardName, n as count, w } from '../words';
import { cardLabel, cardsDetail, MAX_OPTIONS, MORE, paged } from '../option-lists';
import { catalogue, crisis, getCountry } from '../cards/catalogue';
import type { CountryId } from '../cards/schema';
import { commit, say, sayTo, type Ctx } from '../draft';
import { seat, type TpState } from '../state';
import { trigger } from './advisors';
import { activeCrises } from './crisis-effects';
import { draw } from './project-deck';
import { addPollution, checkEnd, crisisPressure, endGame } from './seesaw';
import { startRound } from './turn-sequence';

/** What the end of this round would put on the Seesaw if no Crisis were solved first (step 1, TP-G01b). */
export function roundEndPollution(s: TpState): number {
  const crises = activeCrises(s);
  return crises.reduce((n, c) => n + crisis(c.card.id).pollution, 0) + crisisPressure(s) * crises.length;
}

/** Step 1: Pollution from every active Crisis, then the loss check; step 2's Crisis cards are drawn. */
export function conclusionPollution(ctx: Ctx): void {
  const s = ctx.s;
  say(ctx, w('log.roundOver', { round: s.round }));
  const total = activeCrises(s).reduce((n, c) => n + crisis(c.card.id).pollution, 0);
  if (total > 0) addPollution(ctx, total, w('why.unsolved'));
  const pressure = crisisPressure(s) * activeCrises(s).length;
  if (pressure > 0) addPollution(ctx, pressure, w('why.pressure', { n: crisisPressure(s) }));
  if (s.over) return;
  // Step 2: each player draws a Crisis (solo: one), TP-G04: fewer if the deck is short.
  const k = Math.min(s.players.length, s.crisisDeck.length);
  s.crisisQueue = s.crisisDeck.splice(0, k).map((id, i) => ({ player: s.players[i]!, crisis: id, column: null, page: 0 }));
  if (k > 0) say(ctx, w('log.crisesDrawn', { count: k, names: s.crisisQueue.map((q) => cardName(q.crisis)).join(', ') }));
  commit(ctx, w('revealed.roundEnd'));
  s.phase = 'crisis';
}

/** Steps 3-4: Income per Need level, then card draw per Country. TP-G03 exhaustion check first. */
export function income(ctx: Ctx): void {
  const s = ctx.s;
  if (s.crisisDeck.length === 0 && activeCrises(s).length === 0) {
    endGame(ctx, false, w('end.exhausted'));
    return;
  }
  if (s.round >= s.options.max_rounds) {
    endGame(ctx, false, w('end.maxRounds', { n: s.options.max_rounds }));
    return;
  }
  for (const p of s.players) {
    const me = seat(s, p);
    let got = 0;
    for (const k of catalogue.board.ring) {
      const lvl = me.needs[k];
      if (lvl === undefined) continue;
      const n = catalogue.board.incomeByLevel[Math.min(lvl, catalogue.board.maxLevel) - 1] ?? 0;
      me.credits[k] += n;
      got += n;
    }
    say(ctx, w('log.income', { player: `{${p}}`, n: got }));
    trigger(ctx, p, 'income', null);
  }
  for (const p of s.players) draw(ctx, p, getCountry(seat(s, p).country as CountryId).drawPerRound);
  for (const p of s.players) seat(s, p).provide = seat(s, p).hand.length > 0 ? null : [];
  s.phase = 'provide';
}

// ---------------------------------------------------------------------------------------------
// Step 5: Providing Project cards
// ---------------------------------------------------------------------------------------------

export const provideWaiting = (s: TpState): boolean => s.players.some((p) => seat(s, p).provide === null && seat(s, p).hand.length > 0);

/** How many cards a seat provides: two, or what it has. */
const provideCount = (s: TpState, p: PlayerId): number => Math.min(2, seat(s, p).hand.length);

/**
 * Everyone with cards chooses at once, in secret, newest cards first. A hand longer than one menu chooses
 * card by card, paged (house rule TP-G24), with an id of its own per step so others' answers never move it.
 */
export function providePrompts(s: TpState): Prompt[] {
  const solo = s.players.length === 1;
  return s.players
    .filter((p) => seat(s, p).provide === null && seat(s, p).hand.length > 0)
    .map((p) => {
      const me = seat(s, p);
      const k = provideCount(s, p);
      const base = {
        player: p,
        private: true,
        text: solo ? w('provide.solo', { cards: count('projectCard', k) }) : w('provide.pass', { cards: count('projectCard', k), to: `{${s.players[(s.players.indexOf(p) + 1) % s.players.length]}}` }),
        publicText: w(solo ? 'provide.publicSolo' : 'provide.public'),
        detail: cardsDetail(me.hand),
      };
      const hand = [...me.hand].reverse();
      if (hand.length <= MAX_OPTIONS) return { ...base, id: `pv${s.round}`, options: hand.map((h, i) => ({ value: `${h}.${i}`, label: cardLabel(h) })), min: k, max: k };
      const pick = me.pick ?? { cards: [], page: 0 };
      const left = hand.filter((h) => !pick.cards.includes(h)).map((h, i) => ({ value: `${h}.${i}`, label: cardLabel(h) }));
      return { ...base, id: `pv${s.round}.${pick.cards.length}.${pick.page}`, text: w('cardOf', { text: base.text, k: pick.cards.length + 1, of: k }), options: paged(left, pick.page, 'cards') };
    });
}

export function provideStep(ctx: Ctx, p: PlayerId, values: readonly string[]): void {
  const me = seat(ctx.s, p);
  const pick = me.pick ?? { cards: [], page: 0 };
  if (values[0] === MORE) {
    me.pick = { cards: pick.cards, page: pick.page + 1 };
    return;
  }
  const cards = [...pick.cards, ...values.map((v) => v.split('.')[0]!)];
  if (cards.length < provideCount(ctx.s, p)) {
    me.pick = { cards, page: 0 };
    return;
  }
  me.pick = null;
  me.provide = cards;
  commit(ctx, w('revealed.chose'));
  say(ctx, w('log.hasChosen', { player: `{${p}}` }));
}

/** Two cards to the left, all at once (solo: discard two, draw two). Then the next round. */
export function exchangeCards(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.players.length;
  const chosen = s.players.map((p) => seat(s, p).provide ?? []);
  s.players.forEach((p, i) => {
    for (const id of chosen[i]!) seat(s, p).hand.splice(seat(s, p).hand.indexOf(id), 1);
  });
  if (n === 1) {
    const p = s.players[0]!;
    s.discard.push(...chosen[0]!);
    say(ctx, chosen[0]!.length ? w('log.soloDiscards', { player: `{${p}}`, cards: count('card', chosen[0]!.length), names: chosen[0]!.map((id) => cardName(id)).join(', ') }) : w('log.soloDiscardsNone', { player: `{${p}}` }));
    draw(ctx, p, 2);
  } else {
    s.players.forEach((p, i) => {
      const to = s.players[(i + 1) % n]!;
      seat(s, to).hand.push(...chosen[i]!);
      if (chosen[i]!.length) sayTo(ctx, to, w('log.passesYou', { player: `{${p}}`, names: chosen[i]!.map((id) => cardName(id)).join(', ') }));
    });
    say(ctx, w('log.everyonePasses'));
  }
  commit(ctx, w('revealed.passed'));
  for (const p of s.players) seat(s, p).provide = null;
  s.history.push({ round: s.round, preservation: s.preservation, pollution: s.pollution, solved: s.solvedCount });
  s.round++;
  startRound(ctx);
  checkEnd(ctx);
}
