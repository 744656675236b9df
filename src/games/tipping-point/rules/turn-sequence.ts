/**
 * RB "Turn Sequence" and "End of Round": in turn, play one Project card or pass; a passed player may come
 * back in, and the round ends once everyone has passed in a row. In the advanced free order everyone acts
 * at once and the round ends when all have passed. Exchanges and abilities do not use the turn.
 */
import type { Option, PlayerId, Prompt } from '../../../engine/types';
import { faceDownProjects } from '../board';
import type { Category } from '../card-schema';
import { say, type Ctx } from '../draft';
import type { Refusal } from '../errors';
import { MAX_OPTIONS, cardLabel, clip, promptId } from '../option-lists';
import { advisorOf, seat, type TpState } from '../state';
import { abilityUsable, exchangeBudgets, startAbility, startExchange, trigger } from './advisors';
import { playable, startPlay, unplayableReason } from './playing-projects';

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'play';
  s.turn = 0;
  s.passesInRow = 0;
  s.menuPage = 0;
  for (const p of s.players) {
    seat(s, p).passed = false;
    seat(s, p).used.round = false;
  }
  say(ctx, `Round ${s.round} begins.`);
}

export const roundOver = (s: TpState): boolean =>
  s.options.order === 'free' ? s.players.every((p) => seat(s, p).passed) : s.passesInRow >= s.players.length;

/** The menu: a playable card (paged past a menu's length), an exchange, an ability, or pass. */
export function menuPrompt(s: TpState, p: PlayerId): Prompt {
  const cards = playable(s, p);
  const options: Option[] = [];
  const room = MAX_OPTIONS - 4;
  const pages = Math.max(1, Math.ceil(cards.length / room));
  const page = s.menuPage % pages;
  for (const id of cards.slice(page * room, page * room + room)) options.push({ value: id, label: cardLabel(id) });
  if (pages > 1) options.push({ value: 'more', label: `More cards (page ${page + 1} of ${pages})` });
  if (exchangeBudgets(s, p).length && faceDownProjects(s).length) options.push({ value: 'exchange', label: `Exchange ${advisorOf(s, p)!.exchangeRate} Credits for 1 Influence` });
  if (abilityUsable(s, p)) options.push({ value: 'ability', label: clip(`Use ${advisorOf(s, p)!.name}'s ability`) });
  options.push({ value: 'pass', label: 'Pass' });
  const blocked = [...new Set(seat(s, p).hand)].flatMap((id) => unplayableReason(s, p, id) ?? []);
  return {
    player: p,
    id: s.options.order === 'free' ? `f${s.seq}` : promptId(s),
    private: true,
    text: `Round ${s.round}: play a Project card, or pass.${blocked.length ? ` Not playable now: ${blocked.join('; ')}.` : ''}`,
    publicText: 'choosing a Project card to play, or passing',
    options,
    fallback: 'pass',
  };
}

export function menuStep(ctx: Ctx, p: PlayerId, v: string): Refusal | null {
  const s = ctx.s;
  const me = seat(s, p);
  if (v === 'pass') {
    say(ctx, `{${p}} passes.`);
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
