/**
 * The automatic steps after every answer, in a fixed order, until someone owes a decision or the game
 * ends: the running chain's work that needs no choice, queued bonus work, then the end of the round
 * (Pollution, Crisis placement, Income, Providing cards).
 */
import { settleLoop } from '../../engine/settle';
import { proj } from './cards/catalogue';
import { newChain, taskNow } from './chain';
import type { Ctx } from './draft';
import { settleInfluence } from './rules/influence';
import { payForced } from './rules/playing-projects';
import { nextWithoutAsking, resolveAtOnce, settleCredits, settleIcon } from './rules/project-effects';
import { conclusionPollution, exchangeCards, income, provideWaiting } from './rules/round-end';
import { resolveSynergy } from './rules/synergy';
import { endPlay, passWithoutAsking, roundOver } from './rules/turn-sequence';
import type { Chain } from './state';

export function settle(ctx: Ctx): void {
  const s = ctx.s;
  settleLoop('Tipping Point', () => {
    if (s.over) return false;
    if (s.chain) return settleChain(ctx, s.chain);
    if (s.bonusQueue.length) {
      const b = s.bonusQueue.shift()!;
      const chain = newChain(b.player, 'bonus', 'resolve', null, false);
      chain.forced = b.tasks;
      s.chain = chain;
      return true;
    }
    if (s.phase === 'play') {
      if (!roundOver(s)) return passWithoutAsking(ctx);
      conclusionPollution(ctx);
      return true;
    }
    if (s.phase === 'crisis') {
      if (s.crisisQueue.length) return false;
      income(ctx);
      return true;
    }
    if (s.phase === 'provide') {
      if (provideWaiting(s)) return false;
      exchangeCards(ctx);
      return true;
    }
    return false;
  });
}

/** Resolves what needs no decision; returns false when the chain waits for its player. */
function settleChain(ctx: Ctx, c: Chain): boolean {
  if (c.stage === 'pay') return payForced(ctx, c);
  if (c.stage !== 'resolve') return false;
  const t = taskNow(c);
  if (!t) {
    if (c.free.length === 0) {
      if (c.credits > 0) {
        c.forced.push({ t: 'credits', n: c.credits });
        c.credits = 0;
        return true;
      }
      finishChain(ctx, c);
      return true;
    }
    const next = nextWithoutAsking(c.free);
    if (next !== null) {
      c.current = c.free.splice(next, 1)[0]!;
      return true;
    }
    return false;
  }
  switch (t.t) {
    case 'draw':
    case 'pollution':
      resolveAtOnce(ctx, c, t);
      return true;
    case 'synergy':
      resolveSynergy(ctx, c, t);
      return true;
    case 'influence':
    case 'redistribute':
      return settleInfluence(ctx, c, t);
    case 'credits':
      return settleCredits(ctx, c, t);
    case 'icon':
    case 'raise':
    case 'flip':
      return settleIcon(ctx, c, t);
  }
}

function finishChain(ctx: Ctx, c: Chain): void {
  ctx.s.chain = null;
  if (c.kind === 'play') endPlay(ctx, c.player, proj(c.card!).category);
}
