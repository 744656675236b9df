/**
 * The ways Vested Interests' long lists meet Discord's 25-option menu without losing a member: pages with "More
 * choices", and a district's cells in parts by number.
 */
import type { Option, PlayerId } from '../../engine/types';
import { firstFit } from '../../engine/wording';
import { districtOf, inAnyZone } from './board';
import type { CellId } from './cards/schema';
import type { VIState } from './state';

const MAX_OPTIONS = 25;
/**
 * A long list split into pages of at most 25 options, never cut: `head` and `tail` (Stand aside, Back) are on
 * every page, so a prompt's fallback is always offered, and "More choices" / "Earlier choices" turn the page.
 */
export function paged(options: Option[], page: number, tail: Option[] = [], head: Option[] = []): Option[] {
  const room = MAX_OPTIONS - tail.length - head.length;
  if (options.length <= room) return [...head, ...options, ...tail];
  const size = room - 2;
  const pages = Math.ceil(options.length / size);
  const pg = Math.max(0, Math.min(page, pages - 1));
  const out = options.slice(pg * size, pg * size + size);
  if (pg < pages - 1) out.push({ value: 'pg-next', label: `More choices (page ${pg + 2} of ${pages})` });
  if (pg > 0) out.push({ value: 'pg-prev', label: `Earlier choices (page ${pg} of ${pages})` });
  return [...head, ...out, ...tail];
}
export const BACK: Option = { value: 'back', label: 'Back to the action menu' };

/** The answer on a part of a district's cells that goes back to the list of its parts. */
export const OTHER_PARTS = 'pg-parts';
/** A part of a district's cells is answered `pg-<index>`. */
export const partIndex = (v: string): number | null => (/^pg-(\d+)$/.test(v) ? Number(v.slice(3)) : null);

/**
 * A district's free cells, one menu at a time and never paged: when they are more than a menu holds, first its parts
 * by cell number ("Re1 to Re23: 23 free (15 safe, 8 in hotspot zones)"), then the cells of the part chosen with a
 * way back to the parts. `part` is the part chosen, none yet when undefined.
 */
/** Of a district's parts, the one with the most free cells on safe ground (a builder's first wish), if any is offered. */
export function safestPart(options: readonly Option[]): string | null {
  const parts = options.filter((o) => partIndex(o.value) !== null).map((o) => ({ value: o.value, safe: Number(/\((\d+) safe/.exec(o.label)?.[1] ?? 0) }));
  return parts.length ? parts.reduce((a, b) => (b.safe > a.safe ? b : a)).value : null;
}

export function cellSteps(s: VIState, cells: readonly string[], part: number | undefined, district: string, tail: Option[]): Option[] {
  const room = MAX_OPTIONS - tail.length;
  if (cells.length <= room) return [...cells.map((c) => cellOption(s, c)), ...tail];
  const size = room - 1;
  const parts = Array.from({ length: Math.ceil(cells.length / size) }, (_, i) => cells.slice(i * size, i * size + size));
  const chosen = part === undefined ? undefined : parts[part];
  if (chosen) return [...chosen.map((c) => cellOption(s, c)), { value: OTHER_PARTS, label: `Other cells in the ${district}` }, ...tail];
  return [
    ...parts.map((cs, i) => {
      const hot = cs.filter((c) => inAnyZone(c, s.hotspots)).length;
      return { value: `pg-${i}`, label: `${cs[0]} to ${cs.at(-1)}: ${cs.length} free (${cs.length - hot} safe, ${hot} in hotspot zones)` };
    }),
    ...tail,
  ];
}


/** A cell as an option: its name, and whether a hotspot's zone covers it. */
export function cellOption(s: VIState, c: string): Option {
  return { value: c, label: `${c}${inAnyZone(c, s.hotspots) ? ' (hotspot zone)' : ' (safe ground)'}` };
}

/** "1 free cell", "3 free cells". */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A district as an option, with what stands there now for its description (a bare "Delta" says nothing about
 * choosing it): the assets by holder, `viewer`'s own first, the defended ones, and `extra` (its free cells). Rivals
 * are counted, not named, so the description fits whatever the seats are called.
 */
export function districtOption(s: VIState, d: string, viewer: PlayerId, extra?: string): Option {
  const here = s.assets.filter((a) => districtOf(a.cell as CellId) === d);
  const count = (f: (a: VIState['assets'][number]) => boolean) => here.filter(f).length;
  const held = [
    ['yours', count((a) => a.owner === viewer)],
    ["rivals'", count((a) => a.owner !== null && a.owner !== viewer)],
    ['Old World', count((a) => a.owner === null && a.oldWorld)],
    ['community', count((a) => a.owner === null && !a.oldWorld)],
  ].filter(([, n]) => n).map(([who, n]) => `${who} ${n}`);
  const defended = count((a) => a.defence);
  const assets = here.length === 0 ? 'no assets yet' : `${counted(here.length, 'asset')}: ${held.join(', ')}${defended ? `; defended ${defended}` : ''}`;
  const hint = firstFit(100, [[extra, assets].filter(Boolean).join('; '), [extra, counted(here.length, 'asset')].filter(Boolean).join('; ')]);
  return { value: d, label: d, hint };
}
