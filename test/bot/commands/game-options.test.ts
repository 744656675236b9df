import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { vestedInterestsModule } from '../../../src/game-modules/vested-interests';
import type { Actor } from '../../../src/platform/seats/permissions';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';

/**
 * An option a game does not know is refused, naming the options it takes, instead of being dropped: dropped,
 * `flashpoint: true` (the switch is `variant: flashpoint`) would quietly open a full game.
 */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const actor: Actor = { userId: ana.id, name: ana.name, canManage: false };
const CH = '210000000000000001';
const REFUSAL = 'Vested Interests has no option `flashpoint` (for Flashpoint, give `variant:flashpoint`). Its options: `variant:full|flashpoint`.';

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules: [vestedInterestsModule], offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

describe('bot/game options', () => {
  it('refuses /game new with an option the game does not know, naming the ones it takes, and opens no lobby', async () => {
    const h = await discord.command(ana, CH, 'game', 'new', [{ name: 'game', type: 3, value: 'vested-interests' }, { name: 'flashpoint', type: 5, value: true }]);
    expect(h.shown.map((x) => x.text)).toEqual([REFUSAL]);
    expect((await ctx.runner.read(CH)).kind).toBe('none');
  });

  it('refuses the same option when a lobby is opened through the table runner', async () => {
    const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor, game: 'vested-interests', options: { flashpoint: true }, timerSeconds: null });
    expect(r).toEqual({ ok: false, error: { code: 'unknown-option', message: REFUSAL } });
    expect((await ctx.runner.read(CH)).kind).toBe('none');
  });

  it('opens the Flashpoint lobby when the option is given as the game names it', async () => {
    const h = await discord.command(ana, CH, 'game', 'new', [{ name: 'game', type: 3, value: 'vested-interests' }, { name: 'variant', type: 3, value: 'flashpoint' }]);
    expect(h.shown.map((x) => x.text)).toEqual(['The Vested Interests lobby is open. Players join with its Join button; you start it when everyone is in.']);
    const g = await ctx.runner.read(CH);
    expect(g.kind === 'ok' && g.session.options).toEqual({ variant: 'flashpoint' });
  });
});
