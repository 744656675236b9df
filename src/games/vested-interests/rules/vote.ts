/**
 * Votes and Initiatives: the round's Initiative (step 5 of "The world turns"), the secret Campaign made when a
 * player passes, and the vote when all have passed: threshold, Sponsor, Breakthrough, the rider. A Blackout
 * Scheme cancels the vote and returns the Influence.
 */
import { words } from '../../../engine/words';
import { cardName } from '../cards/names';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { catalogue as cat, getInitiative, modeOf } from '../cards/catalogue';
import { shuf, everyone } from '../draft';
import { runEffects } from './effects';
import { playerState } from '../seats';
import type { VIState } from '../state';
import { openWindow } from './scheme-windows';
import { shiftDial } from './climate';

const R = cat.rules;

/** Step 5: reveal the round's Initiative into the vote box. */
export function revealInitiative(s: VIState, ev: GameEvent[]): void {
  if (s.initiativeDeck.length === 0) s.initiativeDeck = shuf(s, cat.initiatives.map((i) => i.id));
  s.initiative = s.initiativeDeck.shift()!;
  const ini = getInitiative(s.initiative);
  ev.push(everyone(words(`vi:log.vote.initiative.${ini.kind}`, { name: cardName(ini.id) })));
}

/** A player's secret Campaign, made on passing. */
export function campaign(s: VIState, p: PlayerId, v: string): void {
  playerState(s, p).commit = Number(v);
  s.stage = { kind: 'none' };
}

/** Everyone has passed: the Scheme window before the Campaigns are revealed (Blackout). */
export function openVote(s: VIState): void {
  s.voteCancelled = false;
  s.flow = 'voteResolve';
  if (modeOf(s) === 'full') openWindow(s, 'VOTE_REVEAL', null);
}

export function resolveVote(s: VIState, ev: GameEvent[]): void {
  const ini = getInitiative(s.initiative!);
  const commits: Record<string, number> = Object.fromEntries(s.players.map((p) => [p, playerState(s, p).commit ?? 0]));
  const shown = s.players.map((p) => words('vi:log.vote.commit', { player: `{${p}}`, count: commits[p]! })).join(', ');
  for (const p of s.players) playerState(s, p).commit = null;
  if (s.voteCancelled) {
    s.lastVote = { round: s.round, commits, result: words('vi:vote.blackout') };
    ev.push(everyone(words('vi:log.vote.blackout', { shown })));
    return;
  }
  for (const p of s.players) playerState(s, p).influence -= commits[p]!;
  const total = Object.values(commits).reduce((a, b) => a + b, 0);
  const needed = s.players.length + R.votes.thresholdOverPlayers;
  const top = Math.max(...Object.values(commits));
  const tops = s.players.filter((p) => commits[p] === top);
  const leader = top > 0 && tops.length === 1 ? tops[0]! : null;
  if (total < needed) {
    s.lastVote = { round: s.round, commits, result: words('vi:vote.failed', { name: cardName(ini.id), total, needed }) };
    ev.push(everyone(words('vi:log.vote.fails', { shown, name: cardName(ini.id), total, needed })));
    return;
  }
  ev.push(everyone(words('vi:log.vote.passes', { shown, name: cardName(ini.id), total, needed })));
  const result = [words('vi:vote.passed', { name: cardName(ini.id), total })];
  if (ini.kind === 'good') {
    shiftDial(s, R.votes.good.ppm, cardName(ini.id), ev);
    if (leader) {
      playerState(s, leader).legacy += R.votes.good.sponsorLegacy;
      playerState(s, leader).sponsorships += 1;
      ev.push(everyone(words('vi:log.vote.sponsor', { player: `{${leader}}`, count: R.votes.good.sponsorLegacy })));
      result.push(words('vi:vote.sponsor', { player: `{${leader}}` }));
    } else ev.push(everyone(words('vi:log.vote.noSponsor')));
    s.goodPassed += 1;
    if (s.goodPassed % R.votes.breakthrough.every === 0) {
      shiftDial(s, R.votes.breakthrough.ppm, words('vi:source.breakthrough'), ev);
      const most = Math.max(...s.players.map((p) => playerState(s, p).sponsorships));
      const leaders = s.players.filter((p) => playerState(s, p).sponsorships === most && most > 0);
      const lead = leaders.length === 1 ? leaders[0]! : leader && leaders.includes(leader) ? leader : null;
      if (lead) { playerState(s, lead).legacy += R.votes.breakthrough.legacy; ev.push(everyone(words('vi:log.vote.breakthrough', { player: `{${lead}}`, count: R.votes.breakthrough.legacy }))); }
      result.push(words('vi:vote.breakthrough'));
    }
  } else {
    shiftDial(s, R.votes.bad.ppm, cardName(ini.id), ev);
    if (s.flow === 'over') return;
    if (leader) {
      playerState(s, leader).capital += R.votes.bad.topContributorCapital;
      ev.push(everyone(words('vi:log.vote.topContributor', { player: `{${leader}}`, count: R.votes.bad.topContributorCapital })));
    }
  }
  s.lastVote = { round: s.round, commits, result: result.join(' ') };
  if (s.flow !== 'over') runEffects(s, ini.rider, { actor: null, sponsor: leader && ini.kind === 'good' ? leader : null }, ev, cardName(ini.id));
  if (s.stage.kind !== 'none') s.seq += 1;
}
