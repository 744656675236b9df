import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardEntry, RulesTopic } from '../../../src/engine/types';
import type { GameModule } from '../../../src/platform/module';
import { renderCardPicture } from '../../../render/card-picture';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';

/** `/game rules` and `/game card`: found by any word, paged with Previous and Next, never cut. */

const ana: OfflineUser = { id: '130000000000000001', name: 'ana' };
const CH = '230000000000000001';

const longText = Array.from({ length: 12 }, (_, k) => `Rule paragraph ${k}: ${'a lantern floats on the river and is counted at the end. '.repeat(4)}`).join('\n\n');
const rules: RulesTopic[] = [
  { topic: 'Floating lanterns', text: longText, words: ['float', 'river'], source: 'Lanterns on the River', area: 'float' },
  { topic: 'Scoring', text: 'Each lantern scores 1.', kind: 'term' },
];
const cards: CardEntry[] = [
  { kind: 'Lake tile', id: 'lake-1', name: 'Quiet Lake', text: 'Cost 2. Place a lantern.' },
  { kind: 'Lake tile', id: 'lake-2', name: 'Stormy Lake', text: 'Cost 3. Every other player loses a lantern.' },
];
const taught: GameModule = { ...lanternsModule, engine: { ...lanternsModule.engine, rules, cards }, renderCard: (c) => renderCardPicture(c, { name: 'Lanterns', colour: '#2f4f7d' }) };

let botTable: BotTable;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules: [taught], offline: {} });
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const str = (name: string, value: string) => ({ name, type: 3, value });

describe('bot/rules reference', () => {
  it('GIVEN a listed word THEN /game rules opens the topic with its source, page 1 of several, and Next turns the page in place', async () => {
    const r = await discord.command(ana, CH, 'game', 'rules', [str('topic', 'river')]);
    expect(r.errors).toEqual([]);
    const first = r.shown.at(-1)!;
    expect(first.ephemeral).toBe(true);
    expect(first.text).toMatch(/^\*\*Lanterns: Floating lanterns\*\*\n-# Rulebook: Lanterns on the River\n\nRule paragraph 0:/);
    expect(first.text).toMatch(/-# Page 1 of \d\n?/);
    expect(first.text).not.toContain('…');
    expect(first.controls.map((c) => c.label)).toEqual(['Next page']);
    const pagesSeen = [first.text];
    let next = first.controls.find((c) => c.label === 'Next page');
    while (next) {
      const turned = await discord.click(ana, CH, next.custom_id, { ephemeral: true });
      expect(turned.acks).toEqual(['update']);
      const shown = turned.shown.at(-1)!;
      pagesSeen.push(shown.text);
      next = shown.controls.find((c) => c.label === 'Next page');
    }
    expect(pagesSeen.length).toBeGreaterThan(1);
    // Every paragraph of the topic is on some page, whole.
    for (let k = 0; k < 12; k++) expect(pagesSeen.some((p) => p.includes(`Rule paragraph ${k}: ${'a lantern floats on the river and is counted at the end. '.repeat(4).trim()}`))).toBe(true);
    expect(pagesSeen.at(-1)).toMatch(new RegExp(`-# Page ${pagesSeen.length} of ${pagesSeen.length}`));
  });

  it('GIVEN a word found in several topics THEN the best is opened and the others are named', async () => {
    const text = (await discord.command(ana, CH, 'game', 'rules', [str('topic', 'lantern')])).shown.at(-1)!.text;
    expect(text).toMatch(/^\*\*Lanterns: Floating lanterns\*\*/);
    expect(text).toContain('Also found: Scoring. Type a name to open it.');
  });

  it('GIVEN no topic THEN the contents are listed kind by kind; an unknown word says so', async () => {
    expect((await discord.command(ana, CH, 'game', 'rules', [])).shown.at(-1)!.text).toBe('**Lanterns**\nRules: Floating lanterns\nTerms: Scoring\n\nType any word of a topic: `/game rules topic:seesaw`.');
    expect((await discord.command(ana, CH, 'game', 'rules', [str('topic', 'tribunal')])).shown.at(-1)!.text).toBe('No rules topic of Lanterns has "tribunal" in it. `/game rules` with no topic lists them all.');
  });

  it('GIVEN a typed word THEN autocomplete offers the topics that have it, and a picked one opens exactly', async () => {
    const offered = (await discord.autocomplete(ana, CH, 'game', 'rules', 'topic', 'scor')).choices as { name: string; value: string }[];
    expect(offered).toEqual([{ name: 'Scoring', value: 'lanterns:t1' }]);
    expect((await discord.command(ana, CH, 'game', 'rules', [str('topic', 'lanterns:t1')])).shown.at(-1)!.text).toBe('**Lanterns: Scoring** (a term)\n\nEach lantern scores 1.');
  });
});

describe('bot/card lookup', () => {
  it('GIVEN a word of a card\'s name or text THEN /game card shows it whole, with its kind', async () => {
    const stormy = (await discord.command(ana, CH, 'game', 'card', [str('name', 'stormy')])).shown.at(-1)!;
    expect(stormy.text).toBe('**Stormy Lake** · Lake tile · Lanterns\n\nCost 3. Every other player loses a lantern.');
    expect(stormy.files).toEqual([{ alt: 'Stormy Lake, a Lanterns Lake tile: Cost 3. Every other player loses a lantern.' }]);
    const both = (await discord.command(ana, CH, 'game', 'card', [str('name', 'lake')])).shown.at(-1)!.text;
    expect(both).toContain('Also found: Stormy Lake (Lake tile).');
    const offered = (await discord.autocomplete(ana, CH, 'game', 'card', 'name', 'loses')).choices as { name: string; value: string }[];
    expect(offered).toEqual([{ name: 'Stormy Lake (Lake tile)', value: 'lanterns:c1' }]);
    expect((await discord.command(ana, CH, 'game', 'card', [str('name', 'volcano')])).shown.at(-1)!.text).toBe('No card of Lanterns has "volcano" in its name or text.');
  });

  it('GIVEN a page button from a build that no longer has the entry THEN it is refused in words', async () => {
    const r = await discord.click(ana, CH, 'hh:ref:ref:lanterns:c9:0', { ephemeral: true });
    expect(r.shown.at(-1)!.text).toBe('That rules page is not in this version of the bot: look it up again with `/game rules`.');
  });
});

describe('bot/rules lookup across games', () => {
  const ponds: GameModule = { ...lanternsModule, engine: { ...lanternsModule.engine, id: 'ponds', name: 'Ponds', rules: [{ topic: 'the-seesaw', text: 'The pond tips like a seesaw.', words: ['tip'] }] } };

  it('GIVEN a Lanterns table WHEN the words fit another game better THEN every game is searched, by titles; its own words stay in Lanterns', async () => {
    await botTable.close();
    botTable = await BotTable.open({ modules: [taught, ponds], offline: {} });
    discord = botTable.discord!;
    await discord.command(ana, CH, 'game', 'new', [str('game', 'lanterns')]);
    expect((await botTable.current(CH)).game).toBe('lanterns');
    expect((await discord.command(ana, CH, 'game', 'rules', [str('topic', 'seesaw')])).shown.at(-1)!.text).toMatch(/^\*\*Ponds: The seesaw\*\*/);
    const offered = (await discord.autocomplete(ana, CH, 'game', 'rules', 'topic', 'how does the pond tip')).choices as { name: string; value: string }[];
    expect(offered).toEqual([{ name: 'The seesaw (Ponds)', value: 'ponds:t0' }]);
    expect((await discord.command(ana, CH, 'game', 'rules', [str('topic', 'river')])).shown.at(-1)!.text).toMatch(/^\*\*Lanterns: Floating lanterns\*\*/);
    expect((await discord.command(ana, CH, 'game', 'rules', [str('topic', 'tribunal')])).shown.at(-1)!.text).toBe('No rules topic of Lanterns or Ponds has "tribunal" in it. `/game rules` with no topic lists them all.');
  });
});
