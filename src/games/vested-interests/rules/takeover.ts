/**
 * Takeovers: the eligible targets, joining clockwise from the attacker, the dice, and the flip to a Community or
 * Vested marker. A NIMBY taken over is simply removed.
 */
import type { GameEvent, PlayerId } from '../../../engine/types';
import { words } from '../../../engine/words';
import { assetName, cellName, describeAsset, uidAsset, districtOf } from '../board';
import { districtName } from '../cards/names';
import { type District } from '../cards/schema';
import { catalogue as cat, getAsset, modeOf } from '../cards/catalogue';
import { roll, everyone } from '../draft';
import { clockwise, playerState } from '../seats';
import type { Takeover, VIState } from '../state';
import { openWindow } from './scheme-windows';
import { hasAbility, isRevealedAccelerationist } from './houses-agendas-vices';

const R = cat.rules;

export const takeoverTargetName = (s: VIState, t: Takeover) => t.nimby ? words('vi:takeover.nimby', { district: districtName(t.nimby) }) : describeAsset(uidAsset(s, t.uid!)!);

/** Targets of a Takeover for `p`: dirty assets and Institutions they do not hold, NIMBYs (VI-66, VI-67, VI-76). */
export function takeoverTargets(s: VIState, p: PlayerId): { value: string; district: District; label: string }[] {
  const acc = isRevealedAccelerationist(s, p) && hasAbility(s, p, 'takeoverAnyType');
  const out: { value: string; district: District; label: string }[] = [];
  for (const a of s.assets) {
    if (a.community || a.owner === p) continue;
    const def = getAsset(a.type);
    if (!def.takeoverTarget && !acc) continue;
    if (a.mini && isRevealedAccelerationist(s, p)) continue;
    if (!a.owner && !R.takeover.neutralTargetable) continue;
    out.push({ value: `a${a.uid}`, district: districtOf(a.cell), label: describeAsset(a) });
  }
  for (const d of s.nimbys) out.push({ value: `n-${d}`, district: d, label: words('vi:takeover.nimbyToken', { district: districtName(d) }) });
  return out;
}

/** Step 1: the attacker places an Operative and declares the target; the others are asked to join in turn. */
export function launchTakeover(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  playerState(s, p).ops -= 1;
  const uid = v.startsWith('a') ? Number(v.slice(1)) : null;
  const nimby = v.startsWith('n-') ? (v.slice(2) as District) : null;
  const owner = uid !== null ? uidAsset(s, uid)!.owner : null;
  const order = clockwise(s, p).slice(1).filter((q) => playerState(s, q).ops > 0);
  s.takeover = { attacker: p, uid, nimby, owner, order, att: { [p]: 1 }, def: {}, boost: 0 };
  ev.push(everyone(words('vi:log.takeover.launch', { player: `{${p}}`, target: takeoverTargetName(s, s.takeover) })));
  afterJoins(s, ev, 0);
}

export function joinAnswer(s: VIState, p: PlayerId, idx: number, v: string, ev: GameEvent[]): void {
  const t = s.takeover!;
  const me = playerState(s, p);
  if (v === 'att') { me.ops -= 1; t.att[p] = 1; ev.push(everyone(words('vi:log.takeover.att', { player: `{${p}}` }))); }
  if (v === 'def') { me.ops -= 1; t.def[p] = 1; ev.push(everyone(words('vi:log.takeover.def', { player: `{${p}}` }))); }
  if (v === 'def2') { me.ops -= 2; t.def[p] = 2; ev.push(everyone(words('vi:log.takeover.def2', { player: `{${p}}` }))); }
  if (v === 'aside') ev.push(everyone(words('vi:log.takeover.aside', { player: `{${p}}` })));
  afterJoins(s, ev, idx + 1);
}

function afterJoins(s: VIState, ev: GameEvent[], idx: number): void {
  const t = s.takeover!;
  if (idx < t.order.length) { s.stage = { kind: 'join', idx }; return; }
  if (modeOf(s) === 'full') openWindow(s, 'TAKEOVER', t.attacker);
  else rollTakeover(s, ev);
}

/** Step 3: each side's strength as it stands: attackers' Operatives and Scheme boosts; security plus defenders'. */
export function takeoverStrength(s: VIState, t: Takeover): { att: number; def: number } {
  const att = Object.values(t.att).reduce((a, b) => a + b, 0) + t.boost + (isRevealedAccelerationist(s, t.owner) ? 1 : 0);
  const security = t.nimby ? R.takeover.nimbySecurity : getAsset(uidAsset(s, t.uid!)!.type).security;
  return { att, def: security + Object.values(t.def).reduce((a, b) => a + b, 0) };
}

/** The chance the attack wins at these strengths: one six-sided die each, the defender winning ties (rollTakeover). */
export function attackChance(att: number, def: number): number {
  let wins = 0;
  for (let ra = 1; ra <= 6; ra++) for (let rd = 1; rd <= 6; rd++) if (R.takeover.defenderWinsTies ? ra + att > rd + def : ra + att >= rd + def) wins++;
  return wins / 36;
}

/** Step 4 of a Takeover: each side rolls a die and adds its strength; the defender wins ties (VI-70, VI-71). */
export function rollTakeover(s: VIState, ev: GameEvent[]): void {
  const t = s.takeover!;
  const { att, def } = takeoverStrength(s, t);
  const ra = roll(s);
  const rd = roll(s);
  const win = R.takeover.defenderWinsTies ? ra + att > rd + def : ra + att >= rd + def;
  ev.push(everyone(words(win ? 'vi:log.takeover.diceWin' : 'vi:log.takeover.diceHold', { ra, att, attack: ra + att, rd, def, defence: rd + def })));
  s.stage = { kind: 'none' };
  if (!win) { s.takeover = null; return; }
  if (t.nimby) {
    s.nimbys = s.nimbys.filter((d) => d !== t.nimby);
    ev.push(everyone(words('vi:log.takeover.nimbyRemoved', { district: districtName(t.nimby) })));
    s.takeover = null;
    return;
  }
  if (isRevealedAccelerationist(s, t.attacker) && hasAbility(s, t.attacker, 'vestedMarker')) { s.stage = { kind: 'vested' }; return; }
  flipAsset(s, t, false, ev);
  s.takeover = null;
}

function flipAsset(s: VIState, t: Takeover, vested: boolean, ev: GameEvent[]): void {
  const a = uidAsset(s, t.uid!)!;
  if (vested) {
    a.owner = t.attacker;
    a.vested = true;
    ev.push(everyone(words('vi:log.takeover.vested', { player: `{${t.attacker}}`, asset: assetName(a.type), cell: cellName(a.cell) })));
  } else {
    a.owner = null;
    a.community = true;
    a.vested = false;
    a.defence = false;
    a.mini = null;
    playerState(s, t.attacker).communityCreated += 1;
    ev.push(everyone(words('vi:log.takeover.community', { asset: assetName(a.type), cell: cellName(a.cell) })));
  }
}

/** A revealed Accelerationist's choice after a won Takeover: Community or Vested marker. */
export function chooseMarker(s: VIState, v: string, ev: GameEvent[]): void {
  const t = s.takeover!;
  flipAsset(s, t, v === 'vested', ev);
  s.takeover = null;
  s.stage = { kind: 'none' };
}
