/**
 * The Tribunal, after rounds 3 and 7: secret ballots of 0-2 Influence against one suspect, the TRIBUNAL_REVEAL
 * Scheme window (Smear Dossier adds votes), and the most-voted suspect reveals a secret.
 */
import { cardName, roleName } from '../cards/names';
import { words } from '../../../engine/words';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { catalogue as cat, getAgenda, modeOf } from '../cards/catalogue';
import { effectNumber } from './effects';
import { everyone } from '../draft';
import { fromFirst, playerState } from '../seats';
import type { Stage, VIState } from '../state';
import { openWindow } from './scheme-windows';

const R = cat.rules;

export const SMEAR_VOTES = effectNumber('scheme.smear-dossier', 'addTribunalVotes');

/** Suspects a Tribunal may name: players with a secret still hidden (VI-108). */
export const tribunalEligible = (s: VIState) => s.players.filter((p) => !(playerState(s, p).agendaRevealed && playerState(s, p).viceRevealed));

export const isTribunalRound = (s: VIState) => R.tribunalAfterRounds[modeOf(s)].includes(s.round);

export function openBallots(s: VIState): void {
  s.stage = { kind: 'ballot', ballots: {} };
  s.seq += 1;
}

/** One secret ballot; when the last is in, they are kept for the reveal. */
export function castBallot(s: VIState, p: PlayerId, st: Extract<Stage, { kind: 'ballot' }>, v: string): void {
  st.ballots[p] = v;
  if (Object.keys(st.ballots).length === s.players.length) {
    s.lastTribunal = { round: s.round, ballots: { ...st.ballots }, result: '' };
    s.stage = { kind: 'none' };
  }
}

/** Step 1: the ballots are revealed and their Influence spent; then the TRIBUNAL_REVEAL window opens. */
export function revealBallots(s: VIState, ev: GameEvent[]): void {
  const st = s.lastTribunal;
  if (!st) throw new Error('no ballots');
  const lines = s.players.map((p) => {
    const b = st.ballots[p] ?? 'none';
    if (b === 'none') return words('vi:log.tribunal.noVote', { player: `{${p}}` });
    const [, who, amount] = b.split('-');
    playerState(s, p).influence -= Number(amount);
    return words('vi:log.tribunal.puts', { player: `{${p}}`, count: Number(amount), target: `{${who}}` });
  });
  ev.push(everyone(words('vi:log.tribunal.revealed', { lines: lines.join('; ') })));
  s.smear = {};
  openWindow(s, 'TRIBUNAL_REVEAL', null);
}

/** Each Smear Dossier played adds its votes against a suspect its player names. */
export function smear(s: VIState, p: PlayerId, st: Extract<Stage, { kind: 'smear' }>, v: string, ev: GameEvent[]): void {
  s.smear[v] = (s.smear[v] ?? 0) + SMEAR_VOTES;
  ev.push(everyone(words('vi:log.smear', { player: `{${p}}`, count: SMEAR_VOTES, target: `{${v}}` })));
  const queue = st.queue.slice(1);
  s.stage = queue.length > 0 ? { kind: 'smear', queue } : { kind: 'none' };
}

export function resolveTribunal(s: VIState, ev: GameEvent[]): void {
  const t = s.lastTribunal!;
  const votes: Record<string, number> = Object.fromEntries(s.players.map((p) => [p, s.smear[p] ?? 0]));
  for (const p of s.players) {
    const b = t.ballots[p];
    if (b && b !== 'none') { const [, who, n] = b.split('-'); votes[who!] = (votes[who!] ?? 0) + Number(n); }
  }
  const eligible = tribunalEligible(s);
  const top = Math.max(0, ...eligible.map((p) => votes[p] ?? 0));
  let result: string;
  if (top <= 0 && R.tribunal.zeroTopNamesNobody) result = words('vi:tribunal.nobody');
  else {
    let cands = eligible.filter((p) => votes[p] === top);
    const fresh = cands.filter((p) => playerState(s, p).tribunalVictimRound === null);
    if (fresh.length > 0) cands = fresh;
    const victim = fromFirst(s).find((p) => cands.includes(p))!;
    const me = playerState(s, victim);
    me.tribunalVictimRound = s.round;
    if (!me.agendaRevealed) {
      me.agendaRevealed = true;
      const a = getAgenda(me.agenda);
      result = words('vi:tribunal.agenda', { player: `{${victim}}`, count: votes[victim]!, agenda: cardName(a.id), role: roleName(a.role) });
    } else {
      me.viceRevealed = true;
      result = words('vi:tribunal.vice', { player: `{${victim}}`, count: votes[victim]!, vice: cardName(me.vice) });
    }
  }
  s.lastTribunal = { ...t, result };
  ev.push(everyone(words('vi:log.tribunal.result', { result })));
}
