/**
 * Answers outside the seat's own action turn: Scheme windows, the Campaign, Tribunal ballots, joining a
 * Takeover, the Vested marker, Weather Machine's district and the Scheme hand limit. Each reads only the
 * seat's view and the prompt's own text and options.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { heldBy, districtOf } from '../board';
import { catalogue as cat, getAsset, getInitiative } from '../cards/catalogue';
import { called, campaignWhy, firstOptionWhy, hw, keepWhy, leaderWhy, optionName, pointsLine, schemeWhy, type ViWeighing } from './advice';
import { climateValue } from './climate-stakes';
import { leader, standing, type SeatContext } from './seat-context';
import { wordsParam } from '../option-lists';
import { cardName } from '../cards/names';
import type { VIView } from '../view';

/** Whether the Takeover under way, as announced to all, targets an asset `who` holds (a NIMBY is nobody's). */
function takeoverOfHeld(v: VIView, who: PlayerId): boolean {
  const at = v.takeover?.at;
  return at !== undefined && v.assets.some((a) => a.cell === at && a.owner === who);
}

/** Who declared the build a Scheme window is open for, read from the question's data. */
function declarer(p: Prompt): unknown {
  return wordsParam(p.text, 'vi:window.declares', 'player') ?? wordsParam(p.text, 'vi:window.declaresContract', 'player');
}

const R = cat.rules;

/** What passing the live Initiative does to this seat's band points (its rider aside). */
function initiativeStake(c: SeatContext): number {
  const ini = c.v.initiative;
  if (!ini || c.v.round > c.v.rounds) return 0;
  if (getInitiative(ini.id).kind === 'bad') return climateValue(c.v, c.role, { now: R.votes.bad.ppm }, c.collapseWin);
  const breakthrough = (c.v.goodPassed + 1) % R.votes.breakthrough.every === 0 ? R.votes.breakthrough.ppm : 0;
  return climateValue(c.v, c.role, { now: R.votes.good.ppm + breakthrough }, c.collapseWin);
}

/**
 * The Campaign: Influence scores nothing, so all of it backs an Initiative whose passing helps (and the top
 * backer earns a Legacy point or 3 Capital); nothing backs one that hurts.
 */
export function campaignAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const top = (c.v.initiative && getInitiative(c.v.initiative.id).kind === 'good' ? 1 : 0.75) * (c.v.me?.vice.id === 'vice.kingmaker' ? 3 : 1);
  const stake = initiativeStake(c);
  const amounts = p.options.map((o) => Number(o.value)).filter((n) => Number.isInteger(n));
  const pick = stake + top <= 0 ? '0' : String(Math.max(0, ...amounts));
  if (w) w.why = campaignWhy(p, pick, stake, top);
  return pick;
}

/** How much a Scheme is worth keeping, for the hand limit. */
const KEEP_ORDER = ['scheme.backhander', 'scheme.creative-claims', 'scheme.weather-machine', 'scheme.nimby', 'scheme.hired-backing', 'scheme.blackout', 'scheme.smear-dossier'];

export function keepAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const pick = keepPick(c, p);
  if (w) w.why = keepWhy(p, pick, KEEP_ORDER.map((id) => cardName(id)));
  return pick;
}

function keepPick(c: SeatContext, p: Prompt): string {
  if (p.options.some((o) => o.value === 'keep')) return 'keep';
  const hand = c.v.me?.schemes.map((x) => x.id) ?? [];
  let worst = 0;
  hand.forEach((id, i) => { if (KEEP_ORDER.indexOf(id) > KEEP_ORDER.indexOf(hand[worst]!)) worst = i; });
  return p.options.some((o) => o.value === `x${worst}`) ? `x${worst}` : p.options[0]!.value;
}

/** Why playing a Scheme now helps this seat, judged from the window's own text; undefined when it does not. */
function schemeCase(c: SeatContext, id: string, p: Prompt): string | undefined {
  const schemer = c.v.me?.vice.id === 'vice.schemer';
  const forVice = schemer ? hw('case.vice') : undefined;
  const attacksMine = takeoverOfHeld(c.v, c.me);
  switch (id) {
    case 'scheme.backhander':
      return hw('case.backhander');
    case 'scheme.creative-claims':
      return hw('case.claims');
    case 'scheme.hired-backing': return c.v.takeover?.attacker === c.me ? hw('case.backs') : !attacksMine ? forVice : undefined;
    case 'scheme.weather-machine': return heldBy(c.s, c.me).length > 0 ? hw('case.weather') : forVice;
    case 'scheme.nimby': {
      const top = leader(c);
      return top !== null && declarer(p) === `{${top}}` ? hw('case.nimby', { rival: `{${top}}` }) : forVice;
    }
    case 'scheme.blackout': {
      const stake = initiativeStake(c);
      return stake < -1 ? hw('case.blackout') : forVice;
    }
    default: return forVice;
  }
}

export function windowAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  let reason: string | undefined;
  const play = p.options.find((o) => o.value !== 'none' && (reason = schemeCase(c, o.value, p)) !== undefined);
  if (w) w.why = schemeWhy(p, play?.value, reason);
  return play?.value ?? 'none';
}

/** Weather Machine: strike the district where this seat has least and its rivals most. */
export function weatherDistrict(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const top = leader(c);
  const score = (d: string) => c.s.assets.reduce((n, a) => {
    if (a.community || !a.owner || districtOf(a.cell) !== d) return n;
    const wt = getAsset(a.type).income + 1;
    return n + (a.owner === c.me ? -2 * wt : a.owner === top ? wt : wt / 3);
  }, 0);
  const pick = p.options.reduce((b, o) => (score(o.value) > score(b.value) ? o : b), p.options[0]!).value;
  if (w) {
    for (const o of p.options) w.see(o.value, score(o.value));
    w.chosen = pick;
    w.why = pointsLine(w, (d) => called(p, d), hw('better.weather'));
  }
  return pick;
}

/**
 * Joining a Takeover: the owner defends with all it may; a seat that has passed spends its idle Operatives
 * against the leader, or against a dirty asset when its band wants the world cooler.
 */
export function joinAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const has = (x: string) => p.options.some((o) => o.value === x);
  const say = (pick: string, why: string) => {
    if (w) w.why = hw('because', { name: called(p, pick), reason: why });
    return pick;
  };
  const mine = takeoverOfHeld(c.v, c.me);
  if (mine) return say(has('def2') ? 'def2' : has('def') ? 'def' : 'aside', hw('join.own'));
  if (!c.s.me[c.me]!.passed) return say('aside', hw('join.notPassed'));
  if (!has('att')) return say('aside', hw('join.cannot'));
  const top = leader(c);
  if (top !== null && takeoverOfHeld(c.v, top)) return say('att', hw('join.leader', { rival: `{${top}}` }));
  return say('aside', hw('join.notLeader'));
}

/** The line naming the leading rival as the reason, with its standing and the next rival's. */
function leaderLine(c: SeatContext, p: Prompt, pick: string, top: PlayerId): string {
  const rest = c.s.players.filter((x) => x !== c.me && x !== top).map((x) => ({ name: `{${x}}`, standing: standing(c, x) })).sort((a, b) => b.standing - a.standing);
  return leaderWhy(called(p, pick), top, standing(c, top), rest[0]);
}

/** The Tribunal: one Influence against the rival most likely to win, if any is eligible. */
export function ballotAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const top = leader(c);
  const pick = p.options.find((o) => o.value === `v-${top}-1`)?.value ?? 'none';
  if (w) {
    const name = optionName(p, pick) ?? hw('standAside');
    const aside = top === null ? hw('ballot.noRival', { name }) : hw('ballot.cannot', { name, rival: `{${top}}` });
    w.why = pick === 'none' || top === null ? aside : leaderLine(c, p, pick, top);
  }
  return pick;
}

export function smearAnswer(c: SeatContext, p: Prompt, w?: ViWeighing): string {
  const top = leader(c);
  const pick = p.options.find((o) => o.value === top)?.value ?? p.options[0]!.value;
  if (w) w.why = top !== null && pick === top ? leaderLine(c, p, pick, top) : firstOptionWhy(p, pick);
  return pick;
}
