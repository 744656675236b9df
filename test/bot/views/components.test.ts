import { describe, expect, it } from 'vitest';
import { promptRows } from '../../../src/bot/views/components';
import { decodePicked, encodePicked, repick } from '../../../src/bot/views/menu-pages';
import type { Option } from '../../../src/engine/types';
import { checkMessagePayload } from '../../discord-server/index';

interface Control {
  type: number;
  custom_id: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  min_values?: number;
  max_values?: number;
  options?: { value: string; default?: boolean }[];
}
const controls = (rows: ReturnType<typeof promptRows>) => rows.flatMap((r) => r.components as unknown as Control[]);
const opts = (n: number, suggested = -1): Option[] => Array.from({ length: n }, (_, i) => ({ value: `o${i}`, label: `Option ${i + 1}`, ...(i === suggested ? { suggested: true as const } : {}) }));
const PRIMARY = 1;

describe('bot/prompt rows', () => {
  it('GIVEN a suggested option THEN it is the one highlighted, in its own place', () => {
    const buttons = controls(promptRows('g0000001', 't1', opts(4, 2), 1, 1));
    expect(buttons.map((b) => b.label)).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
    expect(buttons.map((b) => b.style === PRIMARY)).toEqual([false, false, true, false]);
  });

  it.each([
    [5, [5]],
    [6, [3, 3]],
    [7, [4, 3]],
    [10, [5, 5]],
  ])('GIVEN %i short options to pick one from THEN they are buttons in rows of %j, in order', (n, rows) => {
    const r = promptRows('g0000001', 't1', opts(n), 1, 1);
    expect(r.map((x) => x.components.length)).toEqual(rows);
    expect(controls(r).map((b) => b.label)).toEqual(opts(n).map((o) => o.label));
    expect(checkMessagePayload({ content: 'x', components: r })).toEqual([]);
  });

  it('GIVEN eleven options, or a long label THEN a menu', () => {
    expect(controls(promptRows('g0000001', 't1', opts(11), 1, 1))[0]!.type).toBe(3);
    expect(controls(promptRows('g0000001', 't1', [...opts(3), { value: 'x', label: 'A label much longer than forty characters, clipped' }], 1, 1))[0]!.type).toBe(3);
  });

  it('GIVEN no suggested option THEN no button is highlighted, the first included', () => {
    expect(controls(promptRows('g0000001', 't1', opts(3), 1, 1)).some((b) => b.style === PRIMARY)).toBe(false);
  });

  it('GIVEN a multi-select of up to 25 THEN one menu asks for its min and max', () => {
    const [menu] = controls(promptRows('g0000001', 't1', opts(10), 2, 4));
    expect(menu).toMatchObject({ type: 3, min_values: 2, max_values: 4 });
  });

  it.each([
    [26, 1, 1],
    [60, 2, 3],
    [125, 0, 125],
  ])('GIVEN %i options (pick %i to %i) THEN every page fits Discord and together the pages hold every option once', (n, min, max) => {
    const seen: string[] = [];
    for (let page = 0; page * 25 < n; page++) {
      const rows = promptRows('g0000001', 't1', opts(n), min, max, { page, picked: max > 1 ? [0, n - 1] : [] });
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(checkMessagePayload({ content: 'x', components: rows })).toEqual([]);
      seen.push(...controls(rows).flatMap((c) => c.options?.map((o) => o.value) ?? []));
    }
    expect(seen).toEqual(opts(n).map((o) => o.value));
  });

  it('GIVEN picks on other pages THEN the page menu preselects its own and leaves room for the rest only', () => {
    const rows = promptRows('g0000001', 't1', opts(60), 1, 3, { page: 1, picked: [2, 30] });
    const [menu, ...nav] = controls(rows);
    expect(menu!.options!.filter((o) => o.default).map((o) => o.value)).toEqual(['o30']);
    expect(menu!.max_values).toBe(2);
    expect(nav.map((b) => b.label)).toEqual(['◀ Earlier', 'More… ▶', 'Confirm 2 picked']);
    expect(nav.at(-1)!.disabled).toBe(false);
    expect(controls(promptRows('g0000001', 't1', opts(60), 2, 3, { page: 0, picked: [2] })).at(-1)!.disabled).toBe(true);
  });

  it('keeps picks through their custom-id form and replaces only the page answered', () => {
    expect(decodePicked(encodePicked([0, 7, 59]), 60)).toEqual([0, 7, 59]);
    expect(decodePicked(encodePicked([]), 60)).toEqual([]);
    expect(decodePicked(encodePicked([60]), 60)).toBeNull();
    expect(decodePicked('not-bits', 60)).toBeNull();
    expect(repick([1, 30, 55], 1, [26, 27])).toEqual([1, 26, 27, 55]);
  });
});
