import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earthModule } from '../../src/game-modules/earth';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { BotTable } from '../fixtures/bot-table';
import type { Handled, OfflineDiscord, OfflineUser } from '../fixtures/offline-discord';

/**
 * `/game rules` for Tipping Point and Earth in the reader's language: a German reader finds a topic by its German
 * or its English title, reads its title, rulebook section and text in German and is offered German names; an
 * English reader typing the German title reads the topic in English.
 */
const ana: OfflineUser = { id: '150000000000000001', name: 'ana', locale: 'de' };
const ben: OfflineUser = { id: '150000000000000002', name: 'ben', locale: 'en-GB' };
const EMPTY = '250000000000000001';

let botTable: BotTable;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules: [tippingPointModule, earthModule], offline: {} });
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const str = (name: string, value: string) => ({ name, type: 3, value });
const last = (h: Handled) => h.shown.at(-1)!;
const game = (id: string) => ({ name: 'game', type: 3, value: id });

describe('bot/rules topics of Tipping Point and Earth in the reader\'s language', () => {
  it('GIVEN a German reader THEN a Tipping Point topic is found by its German or English title, accents and case aside, and shown in German', async () => {
    for (const typed of ['Krisen platzieren', 'KRISEN PLATZIEREN', 'crisis placement']) {
      const shown = last(await discord.command(ana, EMPTY, 'game', 'rules', [str('topic', typed), game('tipping-point')])).text;
      expect(shown, typed).toMatch(/^\*\*Tipping Point: Krisen platzieren\*\*\n-# Regelheft: Krisenkarten platzieren\n\nAm Ende jeder Runde zieht jeder Spieler eine Krise/);
    }
    const icon = last(await discord.command(ana, EMPTY, 'game', 'rules', [str('topic', 'Praventions-Symbol'), game('tipping-point')])).text;
    expect(icon).toMatch(/^\*\*Tipping Point: Präventions-Symbol\*\* \(ein Symbol\)\n-# Regelheft: Krisen lösen\n\nAuf einer Krisenkarte/);
  });

  it('GIVEN a German reader THEN an Earth icon topic written from the game\'s data is found and shown in German', async () => {
    const shown = last(await discord.command(ana, EMPTY, 'game', 'rules', [str('topic', 'sonnig-symbol'), game('earth')])).text;
    expect(shown).toMatch(/^\*\*Earth: Sonnig-Symbol\*\* \(ein Symbol\)\n-# Regelheft: Sonderregeln & Grenzfälle\n\nDer Lebensraum Sonnig, oben rechts/);
  });

  it('GIVEN a German reader THEN the list of topics and the offered names are German', async () => {
    const list = last(await discord.command(ana, EMPTY, 'game', 'rules', [game('earth')])).text;
    expect(list).toContain('Aktivierung, Reihenfolge, Effekte');
    expect(list).not.toMatch(/Activation|Soil icon/);
    const offered = (await discord.autocomplete(ana, EMPTY, 'game', 'rules', 'topic', 'rundenende')).choices;
    expect((offered ?? []).map((c) => (c as { name: string }).name)).toEqual([expect.stringMatching(/^Rundenende\b/)]);
  });

  it('GIVEN an English reader typing a German title THEN the topic is shown in English, as before', async () => {
    const shown = last(await discord.command(ben, EMPTY, 'game', 'rules', [str('topic', 'Krisen platzieren'), game('tipping-point')])).text;
    expect(shown).toMatch(/^\*\*Tipping Point: Crisis placement\*\*\n-# Rulebook: Placing Crisis Cards\n\nAt the end of each round every player draws a Crisis/);
  });
});
