/**
 * The front door for answers: the game-over check, the shared answer check against the open prompts,
 * then the rule that owns the decision, on a copy of the state; then the automatic steps (flow.ts).
 */
import { checkAnswer } from '../../engine/answer-check';
import { ok, type Result } from '../../engine/result';
import type { Answer, Applied, PlayerId, RuleError } from '../../engine/types';
import { taskNow } from './chain';
import type { Ctx } from './draft';
import { fail, type Refusal, type TpError } from './errors';
import { settle } from './flow';
import { MORE } from './option-lists';
import { prompts } from './prompts';
import { abilityCostStep, exchangeStep } from './rules/advisors';
import { placeCrisis } from './rules/crisis-placement';
import { placeInfluence } from './rules/influence';
import { slotStep } from './rules/placing-projects';
import { payStep } from './rules/playing-projects';
import { pickEffect, putCredits, useIcon } from './rules/project-effects';
import { provideStep } from './rules/round-end';
import { menuStep } from './rules/turn-sequence';
import { setupStep } from './setup';
import type { Chain, TpState } from './state';
import { w } from './words';

export function apply(s0: TpState, p: PlayerId, a: Answer): Result<Applied<TpState>, RuleError<TpError>> {
  if (s0.over) return fail('game-over', w('refusal.gameOver'));
  const checked = checkAnswer(prompts(s0), p, a);
  if (!checked.ok) return checked;
  const ctx: Ctx = { s: structuredClone(s0), events: [], committed: false };
  const r = step(ctx, p, a.values);
  if (r) return r;
  settle(ctx);
  ctx.s.seq++;
  ctx.s.rev++;
  return ok({ state: ctx.s, events: ctx.events, committed: ctx.committed, ...(ctx.revealed ? { revealed: ctx.revealed } : {}) });
}

function step(ctx: Ctx, p: PlayerId, values: readonly string[]): Refusal | null {
  const s = ctx.s;
  const v = values[0]!;
  switch (s.phase) {
    case 'country':
    case 'tie':
    case 'advisorCard':
    case 'advisorSide':
      setupStep(ctx, p, v);
      return null;
    case 'play':
    case 'crisis':
    case 'provide':
      if (s.chain) return chainStep(ctx, s.chain, values);
      if (s.phase === 'play') return menuStep(ctx, p, v);
      if (s.phase === 'crisis') placeCrisis(ctx, p, v);
      else provideStep(ctx, p, values);
      return null;
    case 'over':
      return fail('game-over', w('refusal.gameOver'));
  }
}

function chainStep(ctx: Ctx, c: Chain, values: readonly string[]): Refusal | null {
  const v = values[0]!;
  // "More…" shows the next page of the same decision; any other answer moves on, from the first page.
  if (v === MORE) {
    c.page++;
    return null;
  }
  c.page = 0;
  switch (c.stage) {
    case 'slot':
    case 'slotRow':
      return slotStep(ctx, c, v);
    case 'pay':
      payStep(ctx, c, v);
      return null;
    case 'exchange':
      exchangeStep(ctx, c, v);
      return null;
    case 'abilityCost':
      abilityCostStep(ctx, c, values);
      return null;
    case 'resolve':
      return resolveStep(ctx, c, v);
  }
}

function resolveStep(ctx: Ctx, c: Chain, v: string): Refusal | null {
  const t = taskNow(c);
  if (!t) {
    const how = pickEffect(c, v);
    return how === null ? null : resolveStep(ctx, c, how);
  }
  switch (t.t) {
    case 'influence':
    case 'redistribute':
      placeInfluence(ctx, c, t, v);
      return null;
    case 'credits':
      putCredits(ctx, c, t, v);
      return null;
    case 'icon':
    case 'raise':
    case 'flip':
      useIcon(ctx, c, t, v);
      return null;
    default:
      return fail('nothing-to-choose', w('refusal.nothingToChoose'));
  }
}
