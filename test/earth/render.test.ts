import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { earthModule } from '../../src/game-modules/earth';
import { earth } from '../../src/games/earth';
import type { EarthState } from '../../src/games/earth/state';
import { getEarthCard } from '../../src/games/earth/cards/catalogue';
import { drawLegend, legendItems } from '../../render/earth/legend';
import { surface } from '../../render/canvas-kit';
import { headline } from '../../render/earth/headline';
import { islandClimateLine, teamBoardsLine } from '../../render/earth/table';
import { PICTURE_BUDGET, layoutProblems } from '../../render/layout';
import { answer, en, playout, start, table } from './helpers';
import { renderTable } from '../../render/earth';
import { pic } from '../../render/earth/said';
import { PSEUDO, type Language } from '../../src/words/locales';

/** Renders real positions; set EARTH_PNG=dir to keep the pictures for a look. */
const keep = process.env.EARTH_PNG;
const save = (name: string, png: Buffer) => {
  if (!keep) return;
  mkdirSync(keep, { recursive: true });
  writeFileSync(`${keep}/${name}`, png);
};

function midGame(n: number, steps: number, opts = {}): EarthState {
  let s = start(n, `render${n}`, opts);
  for (let i = 0; i < steps && !earth.outcome(s); i++) {
    const pr = earth.prompts(s)[0]!;
    s = answer(s, pr, pr.fallback ?? pr.options[0]!.value);
  }
  return s;
}

describe('earth/render', () => {
  it.each([2, 5])('draws the table, a hand and the end at %i players', async (n) => {
    const mid = midGame(n, n * 40);
    const t = await earthModule.renderTable(earth.view(mid, null));
    expect(t.png.subarray(1, 4).toString()).toBe('PNG');
    save(`table-${n}.png`, t.png);
    const h = await earthModule.renderPrivate(earth.view(mid, 'p0'));
    expect(h).not.toBeNull();
    save(`hand-${n}.png`, h!.png);
    const end = playout(start(n, `end${n}`), `e${n}`, 'fallback').state;
    const e = await earthModule.renderTable(earth.view(end, null));
    save(`end-${n}.png`, e.png);
    const setup = await earthModule.renderPrivate(earth.view(start(n, 's'), 'p0'));
    save(`setup-${n}.png`, setup!.png);
  });

  it('draws solo and team tables', async () => {
    const solo = midGame(1, 30);
    save('solo.png', (await earthModule.renderTable(earth.view(solo, null))).png);
    const team = midGame(4, 100, { variant: 'team' });
    save('team.png', (await earthModule.renderTable(earth.view(team, null))).png);
    expect(earthModule.renderPrivate(earth.view(team, null))).resolves.toBeNull();
  });

  it('GIVEN a mixed hand THEN the private picture lists it Flora first, then Terrains, then Events, each by name', async () => {
    const hand = ['event-003', 'flora-030', 'terrain-001', 'flora-006', 'event-001', 'terrain-002', 'flora-014'];
    const s = table(2, { p0: { hand } });
    const pic = await earthModule.renderPrivate(earth.view(s, 'p0'));
    const rank = { flora: 0, terrain: 1, event: 2 } as const;
    const want = hand.map(getEarthCard).sort((a, b) => rank[a.type] - rank[b.type] || en(a.name).localeCompare(en(b.name))).map((c) => en(c.name));
    expect(pic!.alt).toBe(`Earth, your hand: ${want.join(', ')}.`);
  });

  it('names every icon the pictures draw in their legend', () => {
    const labels = (p: 'table' | 'private') => legendItems(p, 'en').map((i) => i.label).join(' | ');
    for (const icon of ['Sprout', 'Trunk', 'Canopy', 'Fauna Leaf', 'S Sunny, W Wet, R Rocky, C Cold']) expect(labels('table')).toContain(icon);
    // One swatch per card colour a view can give: the four actions, multicoloured, none, Terrain end bonus, Event.
    for (const p of ['table', 'private'] as const) {
      expect(labels(p)).toContain('Plant ability | Compost ability | Water ability | Grow ability | every action | no ability | end bonus | Event');
    }
  });

  it("gives each card-stripe colour in the legend its own ability mark, as the cards carry it", () => {
    const s = surface(900, 400);
    drawLegend(s.ctx, 'private', 24, 0, 852, 'en');
    const marks = s.layout.keys.map((k) => k.mark);
    expect(marks).toEqual(['P', 'C', 'W', 'G', 'A', '–', 'B', 'E']);
  });

  it('GIVEN a German or pseudo-language reader THEN the stripe marks are the catalogue\'s letters in that language, never English ones drawn as they are', () => {
    const marks = (language: Language) => {
      const s = surface(900, 400);
      drawLegend(s.ctx, 'private', 24, 0, 852, language);
      return s.layout.keys.map((k) => k.mark);
    };
    expect(marks('de')).toEqual(['P', 'K', 'W', 'G', 'A', '–', 'B', 'E']);
    for (const m of marks(PSEUDO).filter((x) => x !== '–')) expect(m).toMatch(/^⟦.+⟧$/);
  });

  it('GIVEN the pseudo-language (every text longer) THEN a team table and a final score draw each text whole, in a shorter wording or over two lines, never cut', async () => {
    const team = midGame(4, 100, { variant: 'team' });
    const end = playout(start(3, 'end3'), 'e3', 'fallback').state;
    for (const v of [earth.view(team, null), earth.view(end, null)]) {
      const layout = (await renderTable(v, undefined, undefined, PSEUDO)).layout!;
      expect(layoutProblems(layout).filter((p) => /was cut|leaves/.test(p))).toEqual([]);
    }
    // The counts at their shortest are the catalogue's letters, each whole.
    expect(pic(PSEUDO, 'statsLetters', { soil: 1, hand: 2, compost: 3, leaves: 4, s: pic(PSEUDO, 'abbr.soilLetter'), h: 'h', c: 'c', l: 'l' })).toMatch(/^⟦⟦S·⟧1 h2 /);
  });

  it('GIVEN hidden setup picks and a Team board holding one card THEN the picture lines read right', () => {
    const v = earth.view(start(2, 'lines'), null);
    expect(islandClimateLine(v.players[0]!, 'en')).toBe('Island hidden · Climate hidden');
    expect(teamBoardsLine({ teamBoards: [{ team: 'A', soil: 2, cards: 1 }, { team: 'B', soil: 0, cards: 3 }] }, 'en')).toBe('Team boards: team A 2 Soil, 1 card · team B 0 Soil, 3 cards');
  });

  it('GIVEN a hand of 40 cards and a prompt offering two of them THEN the page keeps the budget, shows the two first and marked, and counts the cards past it', async () => {
    const hand = Array.from({ length: 40 }, (_, i) => `flora-${String(i + 1).padStart(3, '0')}`);
    const s = table(2, { p0: { hand } });
    const offered = ['flora-039', 'flora-040'];
    const pic = await earthModule.renderPrivate(earth.view(s, 'p0'), undefined, offered.map((value) => ({ value, label: value })));
    const layout = pic!.layout!;
    expect(layoutProblems(layout)).toEqual([]);
    expect(layout.height).toBeLessThanOrEqual(PICTURE_BUDGET.maxHeight);
    const titles = offered.map((id) => en(getEarthCard(id).name));
    const drawn = layout.texts.map((t) => t.text);
    const firstCard = drawn.findIndex((t) => titles.includes(t));
    const otherCard = drawn.findIndex((t) => hand.slice(0, 38).some((id) => en(getEarthCard(id).name) === t));
    expect(firstCard).toBeGreaterThanOrEqual(0);
    expect(firstCard).toBeLessThan(otherCard);
    expect(drawn.filter((t) => t === 'a choice now')).toHaveLength(2);
    // The cards past the page are named when their names fit two lines, else counted; never cut.
    const shown = hand.filter((id) => layout.panels.some((p) => p.name === `card ${en(getEarthCard(id).name)}`)).length;
    const counted = drawn.map((t) => /^Not shown here: (\d+) more cards \(\/game hand lists them all\)\.$/.exec(t)).find(Boolean);
    // The hand's cards past the page, and the sections after it (the Island and Climate).
    expect(Number(counted?.[1])).toBeGreaterThanOrEqual(40 - shown);
  });

  it('GIVEN a player in the middle of a Plant action THEN the headline says the round, who and what, and only their tableau is drawn large', async () => {
    const s = midGame(3, 30);
    const v = earth.view(s, null);
    const active = v.players.find((p) => p.id === v.active);
    expect(active).toBeDefined();
    expect(v.action).toBe('plant');
    expect(headline(v)).toBe(`Round ${v.round} · P${Number(active!.id.slice(1)) + 1}: Plant action`);
    const texts = (await earthModule.renderTable(v)).layout!.texts.map((t) => t.text);
    expect(texts.filter((t) => t.includes("'s turn"))).toEqual([`P${Number(active!.id.slice(1)) + 1}'s turn`]);
    expect(texts.filter((t) => t.includes('their turn'))).toEqual([]);
    expect(texts.filter((t) => t.endsWith('VP so far'))).toEqual([`${active!.score.total} VP so far`]);
  });
});
