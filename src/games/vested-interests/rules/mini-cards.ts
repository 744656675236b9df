/**
 * The mini-cards: a Research Programme or CIA Desk funded onto your own free Institution, and the Disinfo Drive
 * that silences a named Research for one turn of the world. A CIA Desk lets its holder look at a Vice.
 */
import type { GameEvent, Option, PlayerId } from '../../../engine/types';
import { words } from '../../../engine/words';
import { cardName } from '../cards/names';
import { named } from '../option-lists';
import { cellName, heldBy, uidAsset } from '../board';
import { catalogue as cat } from '../cards/catalogue';
import { miniCost } from './houses-agendas-vices';
import { effectNumber, trigger } from './effects';
import { everyone, only } from '../draft';
import { fromFirst, playerState } from '../seats';
import type { VIState } from '../state';

const DISINFO_TURNS = effectNumber('mini.disinfo', 'silenceResearch');

export function fundOptions(s: VIState, p: PlayerId): Option[] {
  const me = playerState(s, p);
  const out: Option[] = [];
  const freeInst = heldBy(s, p).filter((a) => a.type === 'institution' && !a.mini).length > 0;
  for (const kind of ['research', 'cia', 'disinfo'] as const) {
    if (s.minis[kind] <= 0 || miniCost(s, p, kind) > me.capital) continue;
    if (kind !== 'disinfo' && !freeInst) continue;
    if (kind === 'disinfo' && !s.assets.some((a) => a.mini === 'research' && !a.community && a.silenced === 0)) continue;
    const m = cat.miniCards.find((x) => x.kind === kind)!;
    out.push({ value: kind, label: named(cardName(m.id), words('vi:menu.capital', { cost: miniCost(s, p, kind) })) });
  }
  return out;
}

export const ciaReady = (s: VIState, p: PlayerId) => heldBy(s, p).some((a) => a.mini === 'cia') && playerState(s, p).ciaRound !== s.round
  && s.players.some((q) => q !== p && !playerState(s, q).viceRevealed);

export function fundOnInstitution(s: VIState, p: PlayerId, kind: 'research' | 'cia', v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  const inst = uidAsset(s, Number(v.slice(1)))!;
  const cost = miniCost(s, p, kind);
  me.ops -= 1;
  me.capital -= cost;
  if (kind === 'research' && me.freeResearchUntil >= s.round) me.freeResearchUntil = 0;
  s.minis[kind] -= 1;
  inst.mini = kind;
  ev.push(everyone(words(`vi:log.fund.${kind}`, { player: `{${p}}`, cell: cellName(inst.cell), cost })));
  if (kind === 'research') for (const q of fromFirst(s)) trigger(s, q, 'anyResearchFunded', ev, cardName('house.halcyon'));
}

export function runDisinfo(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  const target = uidAsset(s, Number(v.slice(1)))!;
  const cost = miniCost(s, p, 'disinfo');
  me.ops -= 1;
  me.capital -= cost;
  s.minis.disinfo -= 1;
  target.silenced = DISINFO_TURNS;
  ev.push(everyone(words('vi:log.disinfo', { player: `{${p}}`, cell: cellName(target.cell) })));
}

/** A CIA Desk, once per round and free: its holder privately sees another player's Vice. */
export function peekVice(s: VIState, p: PlayerId, v: string, ev: GameEvent[]): void {
  const me = playerState(s, p);
  me.ciaRound = s.round;
  const vice = playerState(s, v).vice;
  me.peeks.push({ target: v, vice });
  ev.push(everyone(words('vi:log.peek', { player: `{${p}}`, target: `{${v}}` })));
  ev.push(only(p, words('vi:log.peekSeen', { target: `{${v}}`, vice: cardName(vice) })));
}
