import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pingWayOf } from '../../../src/bot/channel/notify-prefs';
import type { GameStore } from '../../../src/store/game-store';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';

/** /game notify: a player's choice of where turn pings come, kept per player beside the games, other preferences untouched. */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const CH = '210000000000000001';
const STRING = 3;

let botTable: BotTable;
let store: GameStore;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ offline: {} });
  ({ store } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const notify = async (value?: string) => (await discord.command(ana, CH, 'game', 'notify', value === undefined ? [] : [{ name: 'pings', type: STRING, value }])).shown.at(-1)!;

describe('bot/game notify', () => {
  it('says the channel until a choice is made, then keeps the choice for the player', async () => {
    expect((await notify()).text).toBe('Your turn pings come in the channel. Change it with /game notify pings:…');
    const done = await notify('both');
    expect(done.ephemeral).toBe(true);
    expect(done.text).toBe('Done: from your next turn on, your turn pings come in the channel and by DM, in every game on every server.');
    expect(await pingWayOf(store, ana.id)).toBe('both');
    expect((await notify()).text).toBe('Your turn pings come in the channel and by DM. Change it with /game notify pings:…');
  });

  it('keeps the other preferences the same doc holds', async () => {
    await store.updateDoc(`pref:${ana.id}`, () => ({ pings: 'channel', locale: 'fr' }));
    await notify('dm');
    expect(await store.readDoc(`pref:${ana.id}`)).toEqual({ pings: 'dm', locale: 'fr' });
  });

  it('refuses a choice that is not offered and changes nothing', async () => {
    expect((await notify('pigeon')).text).toBe('There is no ping choice "pigeon": take channel, dm or both.');
    expect(await store.readDoc(`pref:${ana.id}`)).toBeNull();
  });
});
