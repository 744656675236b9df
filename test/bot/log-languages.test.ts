import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import { openDrawing } from '../../src/bot/pictures/drawing';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { registry } from '../../src/platform/module';
import { visibleLog } from '../../src/platform/table/game-log';
import type { OfflineDiscord, OfflineUser } from '../fixtures/offline-discord';
import { BotTable } from '../fixtures/bot-table';

/**
 * `/game log` is a reply only the asker reads: each reads the log in their own client's language, while the table
 * message's last events stay in the server's.
 */
const ana: OfflineUser = { id: '131000000000000001', name: 'ana', locale: 'de' };
const ben: OfflineUser = { id: '131000000000000002', name: 'ben', locale: 'en-US' };
const TABLE = '231000000000000001';
const STRING = 3;

let botTable: BotTable;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules: registry([tippingPointModule]), drawing: openDrawing({ threads: 0 }), newSeed: () => 'seed', newInstance: () => 'g0000001', offline: {} });
  discord = botTable.discord!;
  discord.guildLocale = 'de';
});
afterEach(() => botTable.close());

describe('bot/the log in its reader’s language', () => {
  it('GIVEN a German server THEN /game log answers a German client in German and an English client in English', async () => {
    await discord.command(ana, TABLE, 'game', 'new', [{ name: 'game', type: STRING, value: 'tipping-point' }]);
    await botTable.ctx.tables.idle();
    const instance = (await botTable.current(TABLE)).instance;
    await discord.click(ben, TABLE, encodeCustomId({ kind: 'lobby', instance, verb: 'join' }));
    await discord.click(ana, TABLE, encodeCustomId({ kind: 'lobby', instance, verb: 'start' }));
    await botTable.ctx.tables.idle();
    const s = await botTable.current(TABLE);
    const [de, en] = (['de', 'en'] as const).map((l) => visibleLog(s, null, 15, l).map((e) => e.text));
    expect(de!.length).toBeGreaterThan(0);
    expect(de).not.toEqual(en);
    const german = (await discord.command(ana, TABLE, 'game', 'log', [])).shown.map((x) => x.text).join('\n');
    const english = (await discord.command(ben, TABLE, 'game', 'log', [])).shown.map((x) => x.text).join('\n');
    for (const line of de!) expect(german).toContain(line);
    for (const line of en!) expect(english).toContain(line);
  });
});
