/**
 * RB "Placing Project Cards": after paying, the card goes next to any card, on an open slot or on a
 * face-down Project (whose Influence is then moved to other face-down Projects), never on a Crisis.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { byReading, cellAt, neighbour, neighbours, onTable, parseSlot, samePos, slotName, TABLE, type Pos } from '../board';
import { SIDES, type Category } from '../cards/schema';
import { synergyGainText } from '../cards/text';
import { cardName, cat, slotWords, w } from '../words';
import { crisis, proj } from '../cards/catalogue';
import { dueLeft, effectTask } from '../chain';
import { commit, say, type Ctx } from '../draft';
import { fail, type Refusal } from '../errors';
import { promptId, slotOptions } from '../option-lists';
import { advisorOf, seat, type Cell, type Chain, type TpState } from '../state';
import { synergyBlocked } from './crisis-effects';
import { takeSynergy } from './synergy';

/** Next to any card, on an open slot of the table or on a face-down Project. */
export function projectSlots(s: TpState): Pos[] {
  const table = TABLE;
  const out = new Map<string, Pos>();
  for (const c of s.grid) {
    if (c.card.kind === 'project' && !c.card.up) out.set(`${c.x},${c.y}`, { x: c.x, y: c.y });
    for (const n of neighbours(c)) if (onTable(table, n) && !cellAt(s.grid, n)) out.set(`${n.x},${n.y}`, n);
  }
  return [...out.values()].sort(byReading);
}

/** Face-up cards of `category` beside `p`: the Synergy Bonuses a Project of that category placed there earns. */
function synergyAt(s: TpState, p: Pos, category: Category): number {
  return neighbours(p).filter((n) => {
    const x = cellAt(s.grid, n);
    return !!x && x.card.up && (x.card.kind === 'project' ? proj(x.card.id).category : crisis(x.card.id).category) === category;
  }).length;
}

/** The slots offered before the columns when the slots overflow one menu: most Synergy first. */
const HEAD_SLOTS = 5;
function likeliestSlots(s: TpState, slots: readonly Pos[], category: Category): Pos[] {
  return slots
    .map((p) => ({ p, n: synergyBlocked(s, category) ? 0 : synergyAt(s, p, category) }))
    .sort((a, b) => b.n - a.n)
    .slice(0, HEAD_SLOTS)
    .map((x) => x.p);
}

function describeProjectSlot(s: TpState, category: Category): (p: Pos) => string[] {
  return (p) => {
    const here = cellAt(s.grid, p);
    const next = neighbours(p).map((n) => cellAt(s.grid, n)).filter((c): c is Cell => !!c);
    const bits: string[] = [];
    const syn = synergyBlocked(s, category) ? 0 : synergyAt(s, p, category);
    if (syn) bits.push(w('projectSlot.synergy', { count: syn }));
    if (here) bits.push(here.tokens.length ? w('projectSlot.onFaceDownWith', { n: here.tokens.length }) : w('projectSlot.onFaceDown'));
    const crises = next.flatMap((c) => {
      if (c.card.kind !== 'crisis' || !c.card.up) return [];
      const side = SIDES.find((sd) => samePos(neighbour(c, sd), p))!;
      return [{ name: cardName(c.card.id), need: crisis(c.card.id).influence[side] }];
    });
    const say = (xs: readonly string[]) => (xs.length ? `: ${xs.join(', ')}` : '');
    // A slot between several Crises says less of each rather than lose its end.
    return [
      say([...bits, ...crises.map((c) => (c.need ? w('projectSlot.byNeedsHere', { crisis: c.name, n: c.need }) : w('projectSlot.by', { crisis: c.name })))]),
      say([...bits, ...crises.map((c) => (c.need ? w('projectSlot.byNeeds', { crisis: c.name, n: c.need }) : w('projectSlot.by', { crisis: c.name })))]),
      say([...bits, w('projectSlot.byCrises', { count: crises.length, n: crises.reduce((n, c) => n + c.need, 0) })]),
      // As many whole facts as fit, the first (the Synergy) saying the most.
      ...bits.map((_, k) => say(bits.slice(0, bits.length - k))),
    ];
  };
}

/** What the Synergy Bonuses of a slot give this player (their Advisor's bonus, once per matching side), as a hint. */
function synergyHint(s: TpState, player: PlayerId, category: Category): (p: Pos) => string | null {
  const bonus = advisorOf(s, player)?.synergy;
  return (p) => {
    const syn = synergyBlocked(s, category) ? 0 : synergyAt(s, p, category);
    return syn && bonus ? w('projectSlot.synergyHint', { count: syn, gain: synergyGainText(bonus, syn) }) : null;
  };
}

export function slotPrompt(s: TpState, c: Chain): Prompt {
  const category = proj(c.card!).category;
  const slots = projectSlots(s);
  const options = slotOptions(s, slots, c.column, c.page, describeProjectSlot(s, category), likeliestSlots(s, slots, category), synergyHint(s, c.player, category));
  return { player: c.player, id: promptId(s), private: true, text: w('projectSlot.text', { card: cardName(c.card!) }), publicText: w('projectSlot.public', { card: cardName(c.card!) }), options };
}

/** A slot (or first its column, when the slots overflow one menu); then the payment. */
export function slotStep(ctx: Ctx, c: Chain, v: string): Refusal | null {
  const s = ctx.s;
  const f = TABLE;
  if (v.startsWith('col')) {
    c.column = parseSlot(f, `${v.slice(3)}1`)!.x;
    c.stage = 'slotRow';
    return null;
  }
  const at = parseSlot(f, v)!;
  const here = cellAt(s.grid, at);
  if (here && !(here.card.kind === 'project' && !here.card.up)) return fail('slot-taken', w('refusal.slotTaken', { slot: slotWords(v) }));
  c.slot = at;
  c.column = null;
  c.stage = 'pay';
  if (dueLeft(c.due) === 0) finishPayment(ctx, c);
  return null;
}

/** Costs paid: lower Needs, place the card, take Synergy (RB "Placing Project Cards", "Synergy Bonus"). */
export function finishPayment(ctx: Ctx, c: Chain): void {
  const s = ctx.s;
  const p: PlayerId = c.player;
  const card = proj(c.card!);
  const me = seat(s, p);
  for (const k of card.lowerNeed) {
    if (me.needs[k] === undefined) continue;
    me.needs[k]! -= 1;
    say(ctx, w('log.lowersToPay', { player: `{${p}}`, need: cat(k), n: me.needs[k]!, card: cardName(card.id) }));
  }
  me.hand.splice(me.hand.indexOf(card.id), 1);
  const at = c.slot!;
  const existing = cellAt(s.grid, at);
  let lifted: string[] = [];
  if (existing) {
    lifted = existing.tokens;
    existing.under.push(existing.card);
    existing.card = { kind: 'project', id: card.id, up: true };
    existing.tokens = [];
  } else s.grid.push({ x: at.x, y: at.y, card: { kind: 'project', id: card.id, up: true }, tokens: [], under: [] });
  const name = slotName(TABLE, at);
  say(ctx, w(existing ? 'log.playsCovering' : 'log.plays', { player: `{${p}}`, card: cardName(card.id), category: cat(card.category), slot: slotWords(name) }));
  commit(ctx, w('revealed.played', { card: cardName(card.id) }));
  c.stage = 'resolve';
  if (lifted.length) c.forced.push({ t: 'redistribute', owners: lifted, from: at });
  takeSynergy(ctx, c, at, card.category);
  // RB "Effects of Project Cards": each Need icon is used separately, the other effects in any order.
  c.free = card.effects.flatMap((e) => (e.op === 'needIcon' ? Array.from({ length: e.amount }, () => ({ t: 'icon' as const, need: e.need })) : (effectTask(e) ?? [])));
}
