/**
 * RB "Turn Sequence" and "End of Round": in turn, play one Project card or pass; a passed player may come
 * back in, and the round ends once everyone has passed in a row. In the advanced free order everyone acts
 * at once and the round ends when all have passed. Exchanges and abilities do not use the turn.
 */
import type { Option, PlayerId, Prompt } from '../../../engine/types';
import { faceDownProjects } from '../board';
import type { Category } from '../cards/schema';
import { cardName, cat, n, w } from '../words';
import { say, type Ctx } from '../draft';
import type { Refusal } from '../errors';
import { LABEL_MAX, MAX_OPTIONS, cardLabel, cardsDetail, promptId } from '../option-lists';
import { fitWords } from '../../../engine/words';
import { advisorOf, seat, type TpState } from '../state';
import { abilityUsable, exchangeBudgets, startAbility, startExchange, trigger } from './advisors';
import { paymentText, playable, startPlay, suggestedPayment, unplayableReason } from './playing-projects';
import { dueOf } from '../chain';
import { proj } from '../cards/catalogue';

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'play';
  s.turn = 0;
  s.passesInRow = 0;
  s.menuPage = 0;
  for (const p of s.players) {
    seat(s, p).passed = false;
    seat(s, p).passedOnce = false;
    seat(s, p).used.round = false;
  }
  say(ctx, w('log.roundBegins', { round: s.round }));
}

export const roundOver = (s: TpState): boolean =>
  s.options.order === 'free' ? s.players.every((p) => seat(s, p).passed) : s.passesInRow >= s.players.length;

/** The menu: a playable card (paged past a menu's length), an exchange, an ability, or pass. */
export function menuPrompt(s: TpState, p: PlayerId): Prompt {
  const cards = playable(s, p);
  const options: Option[] = [];
  const me = seat(s, p);
  const room = MAX_OPTIONS - 5;
  const pages = Math.max(1, Math.ceil(cards.length / room));
  const page = s.menuPage % pages;
  const shown = cards.slice(page * room, page * room + room);
  for (const id of shown) {
    const plan = me.payByHand ? null : suggestedPayment(s, p, dueOf(proj(id)), [id]);
    options.push({ value: id, label: cardLabel(id), ...(plan ? { hint: paidHint(plan) } : {}) });
  }
  if (pages > 1) options.push({ value: 'more', label: w('menu.more', { k: page + 1, of: pages }) });
  // A card is paid by its suggested payment (the option's hint) and its Credits go where they help most; a
  // player who wants to choose these says so first.
  if (cards.length) options.push(me.payByHand ? { value: 'suggested', label: w('menu.suggested') } : { value: 'by-hand', label: w('menu.byHand') });
  const budgets = exchangeBudgets(s, p);
  if (budgets.length && faceDownProjects(s).length) {
    const rate = advisorOf(s, p)!.exchangeRate;
    options.push({ value: 'exchange', label: budgets.length === 1 ? w('menu.exchangeFrom', { n: rate, category: cat(budgets[0]!) }) : w('menu.exchange', { n: rate }) });
  }
  if (abilityUsable(s, p)) options.push({ value: 'ability', label: fitWords(LABEL_MAX, [w('menu.ability', { advisor: cardName(advisorOf(s, p)!.id) }), w('menu.yourAbility')]) });
  options.push({ value: 'pass', label: w('menu.pass') });
  const blocked = [...new Set(seat(s, p).hand)].flatMap((id) => unplayableReason(s, p, id) ?? []);
  return {
    player: p,
    id: s.options.order === 'free' ? `f${s.seq}` : promptId(s),
    private: true,
    text: [w('menu.text', { round: s.round }), ...(me.payByHand ? [w('menu.byHandNote')] : []), ...(blocked.length ? [w('menu.blocked', { reasons: blocked.join('; ') })] : [])].join(' '),
    publicText: w('menu.public'),
    options,
    fallback: 'pass',
    // Every pass is public in the log, so the table may show who passes for the round and offer them Rejoin.
    standing: {
      kind: 'round-pass', value: 'pass', scope: `r${s.round}`, label: w('menu.standing.label'), undo: w('menu.standing.undo'), onTable: true,
      standingText: w('menu.standing.text'),
    },
    // The labels give each card's cost; what it does once played is read here.
    detail: cardsDetail(shown),
  };
}

/**
 * The suggested payment of a card, the cards it discards counted rather than named when their names do not fit, and
 * last each category by its first letters.
 */
function paidHint(plan: { credits: readonly Category[]; discards: readonly string[] }): string {
  const paid = w('menu.paid', { payment: paymentText(plan) });
  const k = plan.discards.length;
  const counted = (short: boolean) => (plan.credits.length ? w('menu.paidAnd', { payment: paymentText({ credits: plan.credits, discards: [] }, short), cards: n('discardedCard', k) }) : w('menu.paidDiscarding', { cards: n('card', k) }));
  // Last, the Credits counted too: a long payment in a long language still fits (the question's detail names them).
  const total = plan.credits.length ? (k ? w('menu.paidAnd', { payment: n('credit', plan.credits.length), cards: n('discardedCard', k) }) : w('menu.paid', { payment: n('credit', plan.credits.length) })) : counted(true);
  return fitWords(LABEL_MAX, [w('menu.paidGains', { paid }), paid, counted(false), counted(true), total]);
}

export function menuStep(ctx: Ctx, p: PlayerId, v: string): Refusal | null {
  const s = ctx.s;
  const me = seat(s, p);
  if (v === 'pass') {
    say(ctx, w('log.passes', { player: `{${p}}` }));
    me.passedOnce = true;
    if (s.options.order === 'free') me.passed = true;
    else {
      s.passesInRow++;
      s.turn = (s.turn + 1) % s.players.length;
    }
    s.menuPage = 0;
    return null;
  }
  if (v === 'more') {
    s.menuPage++;
    return null;
  }
  if (v === 'by-hand' || v === 'suggested') {
    me.payByHand = v === 'by-hand';
    return null;
  }
  if (v === 'exchange') {
    startExchange(ctx, p);
    return null;
  }
  if (v === 'ability') {
    startAbility(ctx, p);
    return null;
  }
  return startPlay(ctx, p, v);
}

/**
 * A player whose menu holds nothing but Pass (no card they can pay for, no exchange, no ability) has no decision
 * to make: they pass without being asked (in the free order, they stay passed), and the log says why. Passing
 * gives up nothing a later turn would not offer again. True when someone passed so.
 */
export function passWithoutAsking(ctx: Ctx): boolean {
  const s = ctx.s;
  const idle = (p: PlayerId) => menuPrompt(s, p).options.length === 1;
  const who = s.options.order === 'free' ? s.players.filter((p) => !seat(s, p).passed && idle(p)) : [s.players[s.turn % s.players.length]!].filter(idle);
  for (const p of who) {
    say(ctx, w(seat(s, p).passedOnce ? 'log.passesAgain' : 'log.passesNothing', { player: `{${p}}` }));
    seat(s, p).passedOnce = true;
    if (s.options.order === 'free') seat(s, p).passed = true;
    else {
      s.passesInRow++;
      s.turn = (s.turn + 1) % s.players.length;
    }
  }
  return who.length > 0;
}

/** A card play is over: Advisors that act after a play, then the next player's turn. */
export function endPlay(ctx: Ctx, p: PlayerId, category: Category): void {
  const s = ctx.s;
  trigger(ctx, p, 'afterPlay', category);
  if (s.options.order === 'turns') {
    s.passesInRow = 0;
    s.turn = (s.turn + 1) % s.players.length;
  }
  s.menuPage = 0;
}
