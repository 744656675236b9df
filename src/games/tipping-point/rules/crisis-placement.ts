/**
 * RB "Placing Crisis Cards" (step 2 of the Conclusion & Income Phase): each player places the Crisis they
 * drew, never orthogonally next to another Crisis, next to a Project, and against a Project of its own
 * category where that is possible. "Placing a Crisis does not award a Synergy Bonus."
 */
import type { PlayerId, Prompt } from '../../../engine/types';
import { byReading, cellAt, neighbour, neighbours, onTable, parseSlot, slotName, TABLE, type Pos } from '../board';
import { SIDES, type Side } from '../cards/schema';
import { fitWords } from '../../../engine/words';
import { cardName, cat, slotWords, w } from '../words';
import { crisis, proj } from '../cards/catalogue';
import { say, type Ctx } from '../draft';
import { LABEL_MAX, MORE, slotOptions } from '../option-lists';
import type { TpState } from '../state';
import { crisisSatisfied, solveCrisis } from './crisis-solving';

const isCrisisAt = (s: TpState, p: Pos): boolean => cellAt(s.grid, p)?.card.kind === 'crisis';
const freeForCrisis = (s: TpState, p: Pos): boolean => {
  const c = cellAt(s.grid, p);
  return !c || (c.card.kind === 'crisis' && !c.card.up);
};
const noCrisisNext = (s: TpState, p: Pos): boolean => neighbours(p).every((n) => !isCrisisAt(s, n));

/**
 * RB "Placing Crisis Cards": never orthogonally next to a Crisis (face-up or face-down); next to a
 * Project; on a Project of the same category where possible. A face-down Crisis is an empty space,
 * a face-down Project is not. With no legal slot, the rules relax in order (house rule TP-G25).
 */
export function crisisSlots(s: TpState, crisisId: string): { slots: Pos[]; matched: boolean; relaxed: boolean } {
  const category = crisis(crisisId).category;
  const table = TABLE;
  const candidates = new Map<string, Pos>();
  for (const c of s.grid) {
    if (c.card.kind === 'crisis' && !c.card.up) candidates.set(`${c.x},${c.y}`, { x: c.x, y: c.y });
    for (const n of neighbours(c)) if (onTable(table, n) && freeForCrisis(s, n)) candidates.set(`${n.x},${n.y}`, n);
  }
  const legal = [...candidates.values()]
    .filter((p) => freeForCrisis(s, p) && noCrisisNext(s, p))
    .filter((p) => neighbours(p).some((n) => cellAt(s.grid, n)?.card.kind === 'project'))
    .sort(byReading);
  const matching = legal.filter((p) =>
    neighbours(p).some((n) => {
      const c = cellAt(s.grid, n);
      return c?.card.kind === 'project' && c.card.up && proj(c.card.id).category === category;
    }),
  );
  if (matching.length) return { slots: matching, matched: true, relaxed: false };
  if (legal.length) return { slots: legal, matched: false, relaxed: false };
  // TP-G25 (2) any empty slot next to any card and not next to a Crisis; (3) anywhere clear of Crises.
  const loose = [...candidates.values()].filter((p) => freeForCrisis(s, p) && noCrisisNext(s, p)).sort(byReading);
  if (loose.length) return { slots: loose, matched: false, relaxed: true };
  for (let y = table.minY; y < table.minY + table.rows; y++) {
    for (let x = table.minX; x < table.minX + table.cols; x++) {
      if (freeForCrisis(s, { x, y }) && noCrisisNext(s, { x, y })) return { slots: [{ x, y }], matched: false, relaxed: true };
    }
  }
  throw new Error('No slot on the table is clear of Crises');
}

/** What one Influence edge of the Crisis would face on slot `p`, as a code ("open") and in words ("empty"). */
function edgeFacing(s: TpState, p: Pos, side: Side): { code: string; words: string } {
  const n = cellAt(s.grid, neighbour(p, side));
  if (!n || n.card.kind === 'crisis') return { code: w('crisisSlot.open'), words: w('crisisSlot.empty') };
  if (n.card.up) return { code: w('crisisSlot.faceUp'), words: w('crisisSlot.aFaceUp') };
  return { code: w('crisisSlot.faceDown', { n: n.tokens.length }), words: w('crisisSlot.aFaceDown', { n: n.tokens.length }) };
}

const sideLetter = (side: Side): string => w(`crisisSlot.letter.${side}`);
const sideWord = (side: Side): string => w(`crisisSlot.side.${side}`);
/** Each first run of `parts`, longest first: as many whole parts as fit. */
const runs = (parts: readonly string[]): string[][] => parts.map((_, k) => parts.slice(0, parts.length - k));

/** What each Influence edge of the Crisis would face on slot `p`, short for a label: ": N 1 face-down Project, 1 here; S 2 open". */
function describeCrisisSlot(s: TpState, crisisId: string): (p: Pos) => string[] {
  const card = crisis(crisisId);
  return (p) => {
    const edges = SIDES.filter((side) => card.influence[side] > 0).map((side) => w('crisisSlot.code', { side: sideLetter(side), n: card.influence[side], facing: edgeFacing(s, p, side).code }));
    return edges.length ? runs(edges).map((xs) => `: ${xs.join('; ')}`) : [''];
  };
}

/** The same in words, for the option's description: "north edge needs 2: empty, west edge needs 1: a face-up Project". */
function crisisSlotWords(s: TpState, crisisId: string): (p: Pos) => string | null {
  const card = crisis(crisisId);
  return (p) => {
    const edges = SIDES.filter((side) => card.influence[side] > 0).map((side) => w('crisisSlot.words', { side: sideWord(side), n: card.influence[side], facing: edgeFacing(s, p, side).words }));
    return edges.length ? fitWords(LABEL_MAX, runs(edges).map((xs) => xs.join(', '))) : null;
  };
}

/** What the short codes of a Crisis slot's label mean, for Why?. */
const CRISIS_SLOT_LEGEND = w('crisisSlot.legend');

export function crisisPrompt(s: TpState, q: TpState['crisisQueue'][number]): Prompt {
  const { slots, matched } = crisisSlots(s, q.crisis);
  const card = crisis(q.crisis);
  const options = slotOptions(s, slots, q.column, q.page, describeCrisisSlot(s, q.crisis), [], crisisSlotWords(s, q.crisis));
  const needs = SIDES.filter((side) => card.influence[side] > 0).map((side) => w('crisisSlot.edge', { side: sideWord(side), n: card.influence[side] }));
  const what = { crisis: cardName(card.id), level: card.level, category: cat(card.category) };
  const head = needs.length ? w('crisisPlace.head', { ...what, needs: needs.join(', ') }) : w('crisisPlace.headNowhere', what);
  return {
    player: q.player,
    id: `cr${s.seq}`,
    private: false,
    text: matched ? w('crisisPlace.textMatched', { head, category: cat(card.category) }) : w('crisisPlace.text', { head }),
    publicText: w('crisisPlace.public', { crisis: cardName(card.id) }),
    options,
    detail: CRISIS_SLOT_LEGEND,
  };
}

/** A slot (or first its column, or the next page) for the first Crisis `p` still holds. */
export function placeCrisis(ctx: Ctx, p: PlayerId, v: string): void {
  const s = ctx.s;
  const q = s.crisisQueue.find((x) => x.player === p)!;
  const f = TABLE;
  if (v === MORE) {
    q.page++;
    return;
  }
  if (v.startsWith('col')) {
    q.column = parseSlot(f, `${v.slice(3)}1`)!.x;
    q.page = 0;
    return;
  }
  const at = parseSlot(f, v)!;
  s.crisisQueue.splice(s.crisisQueue.indexOf(q), 1);
  const existing = cellAt(s.grid, at);
  const card = { kind: 'crisis' as const, id: q.crisis, up: true };
  if (existing) {
    existing.under.push(existing.card);
    existing.card = card;
  } else s.grid.push({ x: at.x, y: at.y, card, tokens: [], under: [] });
  const cell = cellAt(s.grid, at)!;
  say(ctx, w('log.placesCrisis', { player: `{${p}}`, crisis: cardName(q.crisis), slot: slotWords(slotName(TABLE, at)) }));
  // House rule: a Crisis placed against Projects that already hold enough Influence is solved at once by its placer.
  if (crisisSatisfied(s, cell)) solveCrisis(ctx, p, cell);
}
