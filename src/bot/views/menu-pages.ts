/**
 * A menu longer than Discord's select holds (25 options) is shown a page at a time. A multi-select keeps
 * the options picked on other pages in each control's custom id, as a bit set over the options' positions
 * written in base 32, so a page turn forgets nothing and needs no memory in the bot.
 */

export const PAGE_SIZE = 25;

export interface MenuPage {
  page: number;
  /** Positions (in the prompt's option list) picked so far, ascending. */
  picked: readonly number[];
}

export const FIRST_PAGE: MenuPage = { page: 0, picked: [] };

export const pageCount = (options: number): number => Math.max(1, Math.ceil(options / PAGE_SIZE));

export function encodePicked(picked: readonly number[]): string {
  let bits = 0n;
  for (const i of picked) bits |= 1n << BigInt(i);
  return bits.toString(32);
}

/** The positions a custom id carries, or null when it is not a bit set of positions below `options`. */
export function decodePicked(raw: string, options: number): number[] | null {
  if (!/^[0-9a-v]{1,30}$/.test(raw)) return null;
  let bits = 0n;
  for (const ch of raw) bits = bits * 32n + BigInt(parseInt(ch, 32));
  const out: number[] = [];
  for (let i = 0; bits > 0n; i++, bits >>= 1n) if (bits & 1n) out.push(i);
  return out.every((i) => i < options) ? out : null;
}

/** The picks after a page's menu answered: the page's own positions replaced by what it now has selected. */
export function repick(picked: readonly number[], page: number, selected: readonly number[]): number[] {
  const lo = page * PAGE_SIZE;
  const hi = lo + PAGE_SIZE;
  return [...picked.filter((i) => i < lo || i >= hi), ...selected.filter((i) => i >= lo && i < hi)].sort((a, b) => a - b);
}
