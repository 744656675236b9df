import { describe, expect, it } from 'vitest';
import { renderTable } from '../../render/tipping-point';
import { layoutProblems } from '../../render/layout';
import { tippingPoint } from '../../src/games/tipping-point';
import { slotWords } from '../../src/games/tipping-point/words';
import type { TpState } from '../../src/games/tipping-point/state';
import type { Language } from '../../src/words/locales';
import { say } from '../../src/words/say';
import { t } from '../../src/words/translate';
import { uncatalogued } from '../words/uncatalogued';
import { crisisAt, fixture, projectAt } from './fixture';
import { opts, seats } from './helpers';

/**
 * Tipping Point in a long language: the pseudo-language `qps` wraps every catalogue text in ⟦ ⟧ and lengthens it,
 * so a text written in code shows letters outside the brackets and a place that only fits English cuts or overflows.
 */
const NAMES = { p0: 'Zofia', p1: 'Kasimir', p2: 'Thandeka', p3: 'Oluwaseun' };
const rich = { water: 9, health: 9, education: 9, energy: 9, work: 9, justice: 9, housing: 9, nutrition: 9, infrastructure: 9 };

/** The engine's own answer: packed texts, said only where a reader reads them. */
function answerRaw(s: TpState, player: string, prompt: string, values: readonly string[]): TpState {
  const r = tippingPoint.apply(s, player, { prompt, values });
  if (!r.ok) throw new Error(`${values.join(',')}: ${r.error.code}`);
  return r.value.state;
}

/** The table pictures of a four-seat game played on first options to its end, one every `every` answers and the last. */
function tableStates(every: number): TpState[] {
  const r = tippingPoint.setup(seats(4), 'long-language', opts({ difficulty: 10, tip: 10, max_rounds: 3 }));
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  const out: TpState[] = [];
  for (let k = 0; k < 3000 && !tippingPoint.outcome(s); k++) {
    const p = tippingPoint.prompts(s)[0]!;
    if (k % every === 0) out.push(s);
    s = answerRaw(s, p.player, p.id, p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value));
  }
  return [...out, s];
}

describe('tipping-point/long language', () => {
  it('names a slot through the catalogue: every language writes it, the answer keeps its value', () => {
    expect(say('qps', slotWords('M13'))).toBe('⟦M13⟧');
    expect(say('de', slotWords('AB7'))).toBe('AB7');
    const s = fixture(1, { grid: [crisisAt(0, 0, 'crisis-1-3'), projectAt(0, 1, 'water-02', false)], seats: [{ hand: ['water-05'], credits: rich }] });
    const p = tippingPoint.prompts(s)[0]!;
    const q = tippingPoint.prompts(answerRaw(s, 'p0', p.id, ['water-05']))[0]!;
    expect(q.options.map((o) => o.value)).toContain('M14');
    for (const o of q.options) {
      const label = say('qps', o.label);
      expect(label.startsWith(`⟦${o.value}⟧`), label).toBe(true);
      expect(uncatalogued(label), label).toEqual([]);
      expect(label.length).toBeLessThanOrEqual(100);
    }
  });

  it('draws the table picture with every text from a catalogue, each within its place, in the pseudo-language and German', async () => {
    const states = tableStates(8);
    expect(tippingPoint.outcome(states.at(-1)!)).not.toBeNull();
    const problems = new Set<string>();
    for (const s of states) {
      const choices = tippingPoint.prompts(s)[0]?.options ?? [];
      for (const language of ['qps', 'de'] as Language[]) {
        const pic = await renderTable(tippingPoint.view(s, null), NAMES, choices, language);
        for (const x of layoutProblems(pic.layout!).filter((m) => /leaves|was cut/.test(m))) problems.add(`${language}: ${x}`);
        // A wrapped sentence is whole across its lines: the picture's texts are read in order, as the e2e check reads them.
        const drawn = [pic.layout!.texts.map((t) => t.text).join('\n'), pic.details ?? ''];
        if (language === 'qps') for (const f of drawn.flatMap((t) => uncatalogued(t, Object.values(NAMES)))) problems.add(`qps: ${f.kind} ${f.text}`);
      }
    }
    expect([...problems]).toEqual([]);
  }, 120_000);

  it('keeps the end chart\'s title clear of its legend in a long language: a shorter title gives way', async () => {
    const end = tableStates(1000).at(-1)!;
    const pic = await renderTable(tippingPoint.view(end, null), NAMES, [], 'qps');
    const chart = ['chart.title', 'chart.titleShort', 'chart.preservation', 'chart.pollution'].map((k) => t('qps', `tp-pictures:${k}`));
    const drawn = pic.layout!.texts.map((x) => x.text);
    expect(drawn).toContain(chart[1]);
    expect(layoutProblems(pic.layout!).filter((m) => /overlaps/.test(m) && chart.some((c) => m.includes(c)))).toEqual([]);
  });
});
