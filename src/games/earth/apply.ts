/**
 * The front door for answers. The shared check comes first (the prompt is open, the player owes it, the
 * value is offered); then the answer goes to the rule that owns the player's front job, and the automatic
 * steps settle. Nothing changes on a refusal: the rules work on a draft.
 */
import { checkAnswer } from '../../engine/answer-check';
import { err, ok, type Result } from '../../engine/result';
import type { Answer, Applied, PlayerId, Prompt, RuleError } from '../../engine/types';
import { draftOf, type Ctx } from './draft';
import { fail, notOption, type EarthError } from './errors';
import { settle } from './flow';
import { prompts } from './prompts';
import { answerPlant, convert, convertible } from './rules/actions';
import { answerActivate, answerOrder } from './rules/activation';
import { answerChoice, answerCompostHand, answerDiscard, answerKeep, answerPay } from './rules/effects';
import { affordableEvents, playEventFromMenu } from './rules/events';
import { place } from './rules/growth';
import { answerWild } from './rules/solo-gaia';
import { answerTeamWindow, teamMove, teamMoves } from './rules/team';
import { answerAction } from './rules/turn';
import { activeId } from './seats';
import { answerSetupPick } from './setup';
import type { EarthState, Job } from './state';
import { ew } from './texts';

export function apply(s: EarthState, p: PlayerId, a: Answer): Result<Applied<EarthState>, RuleError<EarthError>> {
  if (s.phase === 'over') return err(fail('game-over', ew('error.gameOver')));
  if (!s.players[p]) return err(fail('not-a-player', ew('error.notAPlayer', { player: p })));
  const checked = checkAnswer(prompts(s), p, a, (prompt, v) => whyNotOffered(s, p, prompt, v));
  if (!checked.ok) return err(checked.error);
  const c = draftOf(s);
  const r = applyToDraft(c, p, a.values[0]!);
  if (r) return err(r);
  return ok({ state: c.s, events: c.ev, committed: c.committed, ...(c.revealed ? { revealed: c.revealed } : {}) });
}

/**
 * One answer on a draft, with no check that the prompt offers it: the owning rule, then the automatic steps.
 * `apply` calls it after its checks; a forward play that answers only offered values may call it directly
 * to play many answers on one draft. After a refusal the draft is to be thrown away.
 */
export function applyToDraft(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  const r = answerJob(c, p, v);
  if (r) return r;
  const pl = c.s.players[p]!;
  pl.ask += 1;
  if (v !== 'more') pl.page = 0;
  c.s.rev += 1;
  settle(c);
  return null;
}

/**
 * Why a value the prompt does not offer is refused: the owning rule's own reason ("Planting … costs 4 Soil"),
 * found by trying it on a throwaway draft; else, for a long list, that the value is on another page (H15).
 */
function whyNotOffered(s: EarthState, p: PlayerId, prompt: Prompt, v: string): string | null {
  if (v === 'more') return ew('error.onePage');
  const why = answerJob(draftOf(s), p, v);
  if (why) return why.message;
  return prompt.options.some((o) => o.value === 'more') ? ew('error.otherPage', { value: v }) : null;
}

function answerJob(c: Ctx, p: PlayerId, v: string): RuleError<EarthError> | null {
  const pl = c.s.players[p]!;
  const job = pl.jobs[0]!;
  if (v === 'more') {
    pl.page += 1;
    return null;
  }
  if (v.startsWith('menu.') && job.k !== 'menu') return openMenu(c, p, job, v);
  switch (job.k) {
    case 'pickIsland':
    case 'pickClimate':
    case 'pickEco':
      return answerSetupPick(c, p, job, v);
    case 'action':
      return answerAction(c, p, v);
    case 'plant':
      return answerPlant(c, p, job, v);
    case 'keep':
      return answerKeep(c, p, job, v);
    case 'sprout':
    case 'grow':
      return place(c, p, job, v);
    case 'compostHand':
      return answerCompostHand(c, p, job, v);
    case 'discard':
      return answerDiscard(c, p, job, v);
    case 'activate':
      return answerActivate(c, p, job, v);
    case 'pay':
      return answerPay(c, p, job, v);
    case 'choice':
      return answerChoice(c, p, job, v);
    case 'order':
      return answerOrder(c, p, job, v);
    case 'wild':
      return answerWild(c, p, v);
    case 'menu':
      return answerMenu(c, p, job.menu, v);
    case 'team':
      return answerTeamWindow(c, p, v);
    case 'fx':
      return fail('no-decision', ew('error.noDecision'));
  }
}

// ---------------------------------------------------------------------------------------------
// The side menus every decision offers: an Event at any time (EA-47), Sprout conversion on your own
// turn (EA-25), the Team board (EA-62). A menu sits on top of the job it was opened from.
// ---------------------------------------------------------------------------------------------

function openMenu(c: Ctx, p: PlayerId, job: Job, v: string): RuleError<EarthError> | null {
  const s = c.s;
  const pl = s.players[p]!;
  const menu = v.slice(5);
  if (menu === 'event') {
    if (job.k === 'keep') return fail('keep-first', ew('error.keepFirst'));
    if (affordableEvents(pl).length === 0) return fail('no-events', ew('error.noEvents'));
  } else if (menu === 'convert') {
    if (activeId(s) !== p) return fail('not-your-turn', ew('error.convertOwnTurn'));
    if (convertible(pl).length === 0) return fail('too-few-sprouts', ew('error.noTwoSprouts'));
  } else if (menu === 'team') {
    if (teamMoves(s, p).length === 0) return fail('team-move', ew('error.teamNothing'));
  } else return notOption(v);
  pl.jobs.unshift({ k: 'menu', menu: menu as 'event' | 'convert' | 'team' });
  return null;
}

function answerMenu(c: Ctx, p: PlayerId, menu: 'event' | 'convert' | 'team', v: string): RuleError<EarthError> | null {
  if (v === 'back') {
    c.s.players[p]!.jobs.shift();
    return null;
  }
  switch (menu) {
    case 'event':
      return playEventFromMenu(c, p, v);
    case 'convert':
      return convert(c, p, v);
    case 'team':
      return teamMove(c, p, v, true);
  }
}
