/**
 * RB "Placing Project Cards": after paying, the card goes next to any card, on an open slot or on a
 * face-down Project (whose Influence is then moved to other face-down Projects), never on a Crisis.
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { byReading, cellAt, neighbour, neighbours, onTable, parseSlot, samePos, slotName, TABLE, type Pos } from '../board';
import { SIDES } from '../card-schema';
import { CATEGORY_LABEL } from '../card-text';
import { crisis, proj } from '../cards';
import { dueLeft, effectTask } from '../chain';
import { say, type Ctx } from '../draft';
import { fail, type Refusal } from '../errors';
import { promptId, slotOptions } from '../option-lists';
import { seat, type Cell, type Chain, type TpState } from '../state';
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

function describeProjectSlot(s: TpState): (p: Pos) => string {
  return (p) => {
    const here = cellAt(s.grid, p);
    const next = neighbours(p).map((n) => cellAt(s.grid, n)).filter((c): c is Cell => !!c);
    const bits: string[] = [];
    if (here) bits.push(`on a face-down Project${here.tokens.length ? ` with ${here.tokens.length} Influence` : ''}`);
    for (const c of next) {
      if (c.card.kind !== 'crisis' || !c.card.up) continue;
      const side = SIDES.find((sd) => samePos(neighbour(c, sd), p))!;
      const need = crisis(c.card.id).influence[side];
      bits.push(`by ${crisis(c.card.id).name}${need ? ` (needs ${need} Influence here)` : ''}`);
    }
    return bits.length ? `: ${bits.join(', ')}` : '';
  };
}

export function slotPrompt(s: TpState, c: Chain): Prompt {
  const options = slotOptions(s, projectSlots(s), c.column, c.page, describeProjectSlot(s));
  return { player: c.player, id: promptId(s), private: false, text: `Where does ${proj(c.card!).name} go? It must touch a card; it may cover a face-down Project.`, publicText: `placing ${proj(c.card!).name}`, options };
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
  if (here && !(here.card.kind === 'project' && !here.card.up)) return fail('slot-taken', `${v} holds a card that cannot be covered.`);
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
    say(ctx, `{${p}} lowers ${CATEGORY_LABEL[k]} to ${me.needs[k]} to pay for ${card.name}.`);
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
  say(ctx, `{${p}} plays ${card.name} (${CATEGORY_LABEL[card.category]}) at ${name}${existing ? ', covering a face-down Project' : ''}.`);
  ctx.committed = true;
  c.stage = 'resolve';
  if (lifted.length) c.forced.push({ t: 'redistribute', owners: lifted, from: at });
  takeSynergy(ctx, c, at, card.category);
  // RB "Effects of Project Cards": each Need icon is used separately, the other effects in any order.
  c.free = card.effects.flatMap((e) => (e.op === 'needIcon' ? Array.from({ length: e.amount }, () => ({ t: 'icon' as const, need: e.need })) : (effectTask(e) ?? [])));
}
