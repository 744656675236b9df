/**
 * Schemes: drawn secretly to a hand of two, played openly in the windows where they bite (a build, a Takeover,
 * weather, the vote reveal, the Tribunal). Every player is asked at every window, holding a Scheme or not, so
 * being asked tells nobody who holds one. Played Schemes resolve clockwise from the First Player (VI-G41).
 */
import { words } from '../../../engine/words';
import { cardName, districtName } from '../cards/names';
import type { GameEvent, PlayerId } from '../../../engine/types';
import { districtOf } from '../board';
import { catalogue as cat, getPlanetCard, getScheme } from '../cards/catalogue';
import { schemeCost } from './houses-agendas-vices';
import { drawInto, everyone, only } from '../draft';
import { effectNumber, runEffects } from './effects';
import { fromFirst, playerState } from '../seats';
import type { Stage, VIState, WindowKind } from '../state';
import { completeBuild } from './build';
import { rollTakeover } from './takeover';
import { tribunalEligible } from './tribunal';

const R = cat.rules;

/** Whether `p` may play `schemeId` in this window now. */
export function schemeFits(s: VIState, p: PlayerId, schemeId: string, w: WindowKind, actor: PlayerId | null): boolean {
  const sc = getScheme(schemeId);
  if (sc.othersOnly && p === actor) return false;
  switch (w) {
    case 'BUILD': {
      if (sc.window === 'BUILD') return !!s.pending && !s.nimbys.includes(districtOf(s.pending.cell)) && s.nimbys.length < R.tokens.nimby;
      return sc.window === 'CONTRACT_TAKEN' && !!s.pending && s.pending.slot !== null;
    }
    case 'TAKEOVER': return sc.window === 'TAKEOVER';
    case 'WEATHER': {
      const card = s.planet ? getPlanetCard(s.planet) : null;
      if (sc.window === 'WEATHER_DISTRICT') return !!card && card.kind === 'weather' && card.targeting === 'roll';
      return sc.window === 'WEATHER_REPAIRS';
    }
    case 'VOTE_REVEAL': return sc.window === 'VOTE_REVEAL';
    case 'TRIBUNAL_REVEAL': return sc.window === 'TRIBUNAL_REVEAL' && tribunalEligible(s).some((q) => q !== p);
  }
}

/** The Draw a Scheme action: pay, draw in secret, then keep it or discard down to the hand limit. */
export function drawScheme(s: VIState, p: PlayerId, ev: GameEvent[]): void {
  const me = playerState(s, p);
  me.ops -= 1;
  const cost = schemeCost(s, p);
  me.capital -= cost;
  const id = drawInto(s, 'schemeDeck', 'schemeDiscard')!;
  me.schemes.push(id);
  ev.push(everyone(words('vi:log.scheme.draw', { player: `{${p}}`, cost })));
  ev.push(only(p, words('vi:log.scheme.drawn', { card: cardName(id) })));
  // One card in hand leaves nothing to sort: only a hand of two or more is asked to keep or discard.
  s.stage = me.schemes.length > 1 ? { kind: 'turn', player: p, step: { k: 'keep', drawn: id } } : { kind: 'none' };
}

export function keepScheme(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  if (v !== 'keep') {
    const i = Number(v.slice(1));
    const [gone] = me.schemes.splice(i, 1);
    if (gone) s.schemeDiscard.push(gone);
    ev.push(everyone(words('vi:log.scheme.discard', { player: `{${p}}` })));
  }
  s.stage = { kind: 'none' };
}

/** One player's secret answer to a window; the last answer closes it. */
export function answerWindow(s: VIState, p: PlayerId, st: Extract<Stage, { kind: 'window' }>, v: string, ev: GameEvent[]): void {
  st.answers[p] = v;
  if (Object.keys(st.answers).length === s.players.length) closeWindow(s, st, ev);
}

/** Everyone has answered a Scheme window: played Schemes resolve clockwise from the First Player (VI-G41). */
function closeWindow(s: VIState, st: Extract<Stage, { kind: 'window' }>, ev: GameEvent[]): void {
  const played = fromFirst(s).filter((p) => st.answers[p] && st.answers[p] !== 'none').map((p) => ({ p, id: st.answers[p]! }));
  const taken = new Set<string>();
  const spend = (p: PlayerId, id: string) => {
    const me = playerState(s, p);
    me.schemes.splice(me.schemes.indexOf(id), 1);
    me.schemesPlayed += 1;
    s.schemeDiscard.push(id);
    s.playedSchemes.push({ round: s.round, player: p, scheme: id });
    ev.push(everyone(words('vi:log.scheme.play', { player: `{${p}}`, card: cardName(id) })));
  };
  /** Exclusive Schemes: only the first of each kind resolves; the rest go back to hand unspent. */
  const resolves = (x: { p: PlayerId; id: string }) => {
    const sc = getScheme(x.id);
    if (!sc.exclusive) return true;
    if (taken.has(sc.window)) { ev.push(everyone(words('vi:log.scheme.preempted', { player: `{${x.p}}`, card: cardName(sc.id) }))); return false; }
    taken.add(sc.window);
    return true;
  };
  s.stage = { kind: 'none' };
  switch (st.window) {
    case 'BUILD': {
      const nimby = played.find((x) => getScheme(x.id).window === 'BUILD' && resolves(x));
      const b = s.pending!;
      if (nimby) {
        spend(nimby.p, nimby.id);
        const d = districtOf(b.cell);
        s.nimbys.push(d);
        playerState(s, b.player).ops += 1;
        ev.push(everyone(words('vi:log.scheme.nimby', { district: districtName(d), player: `{${b.player}}` })));
        for (const x of played) if (x !== nimby) ev.push(everyone(words('vi:log.scheme.returns', { player: `{${x.p}}` })));
        s.pending = null;
        break;
      }
      for (const x of played) {
        if (getScheme(x.id).window === 'BUILD') continue;
        spend(x.p, x.id);
        runEffects(s, getScheme(x.id).effects, { actor: x.p, sponsor: null }, ev, cardName(x.id));
      }
      completeBuild(s, ev);
      break;
    }
    case 'TAKEOVER':
      for (const x of played) { spend(x.p, x.id); s.takeover!.boost += effectNumber(x.id, 'boostAttack'); }
      rollTakeover(s, ev);
      return;
    case 'WEATHER': {
      for (const x of played) {
        const sc = getScheme(x.id);
        if (!resolves(x)) continue;
        spend(x.p, x.id);
        if (sc.window === 'WEATHER_DISTRICT') s.stage = { kind: 'weatherPick', chooser: x.p };
        else s.weather.waived.push(x.p);
      }
      break;
    }
    case 'VOTE_REVEAL': {
      // Every Blackout is offered to `resolves`, so a second one is announced as pre-empted (VI-G41).
      for (const x of played) {
        if (!resolves(x)) continue;
        spend(x.p, x.id);
        s.voteCancelled = true;
      }
      break;
    }
    case 'TRIBUNAL_REVEAL': {
      for (const x of played) spend(x.p, x.id);
      if (played.length > 0) s.stage = { kind: 'smear', queue: played.map((x) => x.p) };
      break;
    }
  }
}
