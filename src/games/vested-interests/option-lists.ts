/**
 * The ways Vested Interests' long lists meet Discord's 25-option menu without losing a member: pages with "More
 * choices", and a district's cells in parts by number.
 */
import type { Option, PlayerId } from '../../engine/types';
import { fitWords, unpackWords, words } from '../../engine/words';
import { cellName, districtOf, inAnyZone } from './board';
import { districtName } from './cards/names';
import type { CellId, District } from './cards/schema';
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
  if (pg < pages - 1) out.push({ value: 'pg-next', label: words('vi:option.more', { page: pg + 2, pages }) });
  if (pg > 0) out.push({ value: 'pg-prev', label: words('vi:option.earlier', { page: pg, pages }) });
  return [...head, ...out, ...tail];
}
export const BACK: Option = { value: 'back', label: words('vi:option.backToMenu') };

/** A label "name (note)": its name is what advice calls the option (`labelName`). */
export const named = (name: string, note: string): string => words('vi:named', { name, note });

/**
 * What an option is called in a sentence: the name part of its label ("Solar Array" of "Solar Array: 3 Capital, …"),
 * read from the label's parameters, never from its words; the whole label when it has no name part.
 */
export function labelName(label: string): string {
  const { parts, rest } = unpackWords(label);
  if (parts.length !== 1 || parts[0]!.before !== '' || rest !== '') return label;
  const { key, params } = parts[0]!;
  if (key === '@fit:') return labelName((params['forms'] as string[])[0]!);
  if (key === '@same:') return labelName((params['forms'] as string[])[params['i'] as number]!.split('\u0000')[0]!);
  return typeof params['name'] === 'string' ? params['name'] : label;
}

/**
 * A parameter of the packed text `key` in `text`, itself or inside another's parameters: a prompt's data for whoever
 * reads it as data (the AI, a test), never its words.
 */
export function wordsParam(text: string, key: string, param: string): unknown {
  for (const p of unpackWords(text).parts) {
    if (p.key === key) return p.params[param];
    for (const v of Object.values(p.params)) {
      const inner = typeof v === 'string' ? wordsParam(v, key, param) : undefined;
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

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
  const parts = options.filter((o) => partIndex(o.value) !== null).map((o) => ({ value: o.value, safe: Number(wordsParam(o.label, 'vi:cells.part', 'safe') ?? 0) }));
  return parts.length ? parts.reduce((a, b) => (b.safe > a.safe ? b : a)).value : null;
}

export function cellSteps(s: VIState, cells: readonly string[], part: number | undefined, district: string, tail: Option[]): Option[] {
  const room = MAX_OPTIONS - tail.length;
  if (cells.length <= room) return [...cells.map((c) => cellOption(s, c)), ...tail];
  const size = room - 1;
  const parts = Array.from({ length: Math.ceil(cells.length / size) }, (_, i) => cells.slice(i * size, i * size + size));
  const chosen = part === undefined ? undefined : parts[part];
  if (chosen) return [...chosen.map((c) => cellOption(s, c)), { value: OTHER_PARTS, label: words('vi:cells.other', { district: districtName(district as District) }) }, ...tail];
  return [
    ...parts.map((cs, i) => {
      const hot = cs.filter((c) => inAnyZone(c, s.hotspots)).length;
      return { value: `pg-${i}`, label: words('vi:cells.part', { name: words('vi:cells.range', { first: cellName(cs[0]!), last: cellName(cs.at(-1)!) }), count: cs.length, safe: cs.length - hot, hot }) };
    }),
    ...tail,
  ];
}


/** A cell as an option: its name, and whether a hotspot's zone covers it. */
export function cellOption(s: VIState, c: string): Option {
  return { value: c, label: words(inAnyZone(c, s.hotspots) ? 'vi:cells.hotspot' : 'vi:cells.safe', { name: cellName(c) }) };
}

/** Whether a cell's option (`cellOption`) is on safe ground, out of every hotspot's zone. */
export const onSafeGround = (o: Option): boolean => wordsParam(o.label, 'vi:cells.safe', 'name') !== undefined;

/** "1 free cell", "3 free cells": `what` is a catalogue noun counted (vi:count.*). */
export const counted = (n: number, what: 'freeCell' | 'target' | 'asset' | 'kind'): string => words(`vi:count.${what}`, { count: n });

/**
 * A district as an option, with what stands there now for its description (a bare "Delta" says nothing about
 * choosing it): the assets by holder, `viewer`'s own first, the defended ones, and `extra` (its free cells). Rivals
 * are counted, not named, so the description fits whatever the seats are called.
 */
export function districtOption(s: VIState, d: string, viewer: PlayerId, extra?: string): Option {
  const here = s.assets.filter((a) => districtOf(a.cell as CellId) === d);
  const count = (f: (a: VIState['assets'][number]) => boolean) => here.filter(f).length;
  const held = ([
    ['yours', count((a) => a.owner === viewer)],
    ['rivals', count((a) => a.owner !== null && a.owner !== viewer)],
    ['oldWorld', count((a) => a.owner === null && a.oldWorld)],
    ['community', count((a) => a.owner === null && !a.oldWorld)],
  ] as const).filter(([, n]) => n).map(([who, n]) => words(`vi:district.${who}`, { count: n }));
  const defended = count((a) => a.defence);
  const holders = words('vi:district.holders', { assets: counted(here.length, 'asset'), held: held.join(', ') });
  const assets = here.length === 0 ? words('vi:district.none') : defended ? words('vi:district.defended', { holders, count: defended }) : holders;
  const hint = fitWords(100, [[extra, assets].filter(Boolean).join('; '), [extra, counted(here.length, 'asset')].filter(Boolean).join('; ')]);
  return { value: d, label: districtName(d as District), hint };
}
