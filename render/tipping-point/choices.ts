import type { Option } from '../../src/engine/types';

/**
 * What the options of the prompt being answered point at, by the names the prompt uses: slots ("K12", also the
 * Project to flip in "flip-K12"), columns ("colK", the first step of a long slot list) and cards in hand (a card to
 * play, to discard for Credits, to pass on).
 */
export interface Marks {
  slots: ReadonlySet<string>;
  columns: ReadonlySet<string>;
  /** Card id → what choosing it does: its tag's key in `tp-pictures:tag` (discard, passOn, play). */
  cards: ReadonlyMap<string, string>;
}

const SLOT = /^[A-Z]{1,2}\d{1,3}$/;

export function marksOf(choices: readonly Option[] = []): Marks {
  const slots = new Set<string>();
  const columns = new Set<string>();
  const cards = new Map<string, string>();
  for (const { value } of choices) {
    if (SLOT.test(value)) slots.add(value);
    else if (/^flip-/.test(value) && SLOT.test(value.slice(5))) slots.add(value.slice(5));
    else if (/^col[A-Z]{1,2}$/.test(value)) columns.add(value.slice(3));
    else if (/^d-[a-z]+-\d+$/.test(value)) cards.set(value.slice(2), 'discard');
    else if (/^[a-z]+-\d+\.\d+$/.test(value)) cards.set(value.replace(/\.\d+$/, ''), 'passOn');
    else if (/^[a-z]+-\d+$/.test(value) && !/^(raise|all|one|crisis)-/.test(value)) cards.set(value, 'play');
  }
  return { slots, columns, cards };
}

export const hasMarks = (m: Marks): boolean => m.slots.size + m.columns.size + m.cards.size > 0;
