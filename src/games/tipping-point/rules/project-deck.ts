/** Project cards into and out of hands: drawing (RB "Draw Project cards") and discarding. */
import { shuffle } from '../../../engine/rng';
import type { PlayerId } from '../../../engine/types';
import { cardName, n as count, w } from '../words';
import { commit, say, sayTo, type Ctx } from '../draft';
import { seat, type TpState } from '../state';

/** Draw into a hand; an empty deck takes the shuffled discard pile (house rule TP-G23). */
export function draw(ctx: Ctx, p: PlayerId, n: number): number {
  const s = ctx.s;
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.projectDeck.length === 0 && s.discard.length > 0) {
      const [deck, rng] = shuffle(s.rng, s.discard);
      s.projectDeck = deck;
      s.discard = [];
      s.rng = [...rng] as TpState['rng'];
      say(ctx, w('log.reshuffle'));
    }
    const id = s.projectDeck.shift();
    if (id === undefined) break;
    got.push(id);
  }
  seat(s, p).hand.push(...got);
  if (n > 0) {
    commit(ctx, w('revealed.drew', { count: got.length }));
    say(ctx, w(got.length < n ? 'log.drawsEmpty' : 'log.draws', { player: `{${p}}`, cards: count('projectCard', got.length) }));
    if (got.length) sayTo(ctx, p, w('log.youDraw', { names: got.map((g) => cardName(g)).join(', ') }));
  }
  return got.length;
}

export function discardFromHand(s: TpState, p: PlayerId, id: string): void {
  const hand = seat(s, p).hand;
  const i = hand.indexOf(id);
  if (i < 0) throw new Error(`${id} is not in ${p}'s hand`);
  hand.splice(i, 1);
  s.discard.push(id);
}
