import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import { RateLimiter } from '../../src/bot/input/rate-limit';
import { modules } from '../../src/modules';
import { type OfflineDiscord, type OfflineUser } from '../fixtures/offline-discord';
import { BotTable } from '../fixtures/bot-table';

/** Buttons, menus and autocomplete have their own per-user limits, like slash commands: a script cannot flood a table. */

const ana: OfflineUser = { id: '100000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '100000000000000002', name: 'ben' };
const CH = '200000000000000001';

let botTable: BotTable;
let discord: OfflineDiscord;

beforeEach(async () => {
  // Two clicks and two keystrokes at once, and no refill within the test.
  botTable = await BotTable.open({ onDisk: 'hh-limits-', modules, offline: { components: new RateLimiter(2, 1e-9), autocomplete: new RateLimiter(2, 1e-9) } });
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

describe('bot/interaction limits', () => {
  it('refuses a user clicking past the limit, privately, and leaves other users alone', async () => {
    const press = (u: OfflineUser) => discord.click(u, CH, encodeCustomId({ kind: 'hand', instance: 'abcd1234' }));
    await press(ana);
    await press(ana);
    const third = await press(ana);
    expect(third.shown.map((x) => x.text)).toEqual(['You are clicking faster than the table can take: wait a moment, then click again.']);
    expect(third.shown[0]!.ephemeral).toBe(true);
    const other = await press(ben);
    expect(other.shown.map((x) => x.text).join(' ')).not.toContain('faster');
  });

  it('answers autocomplete past the limit with no suggestions', async () => {
    // With no game in the channel, /game rules suggests the topics of every game.
    const ask = () => discord.autocomplete(ana, CH, 'game', 'rules', 'topic', '');
    expect((await ask()).choices!.length).toBeGreaterThan(0);
    await ask();
    const third = await ask();
    expect(third.acks).toEqual(['autocomplete']);
    expect(third.choices).toEqual([]);
  });
});
