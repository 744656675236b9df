import type { APIEmbed } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { lobbyPayload } from '../../../src/bot/views/table-view';
import { modules } from '../../../src/modules';
import type { Actor } from '../../../src/platform/seats/permissions';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';

/**
 * /game new in player words: each game offers only its own option values, a value it does not take is refused
 * naming those it does, and the lobby shows every option as players say it.
 */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const actor: Actor = { userId: ana.id, name: ana.name, canManage: false };
const CH = '210000000000000001';
const gameIs = (id: string) => ({ name: 'game', type: 3, value: id });

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

async function lobbyText(game: string, options: Record<string, unknown>): Promise<string> {
  const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor, game, options, timerSeconds: null });
  if (!r.ok) throw new Error(r.error.message);
  return (lobbyPayload(r.value, modules.get(game)!).embeds![0] as APIEmbed).description!;
}

describe('GIVEN /game new with a game chosen', () => {
  it('THEN autocomplete for variant offers only that game\'s values', async () => {
    const h = await discord.autocomplete(ana, CH, 'game', 'new', 'variant', '', [gameIs('earth')]);
    expect(h.choices).toEqual([
      { name: 'Standard', value: 'standard' },
      { name: 'Beginner', value: 'beginner' },
      { name: 'Team 2 vs 2', value: 'team' },
    ]);
  });

  it('THEN autocomplete narrows to what is typed, by label or value', async () => {
    const h = await discord.autocomplete(ana, CH, 'game', 'new', 'variant', 'flash', [gameIs('vested-interests')]);
    expect(h.choices).toEqual([{ name: 'Flashpoint', value: 'flashpoint' }]);
  });

  it('THEN before a game is given, each value is offered under its game\'s name', async () => {
    const h = await discord.autocomplete(ana, CH, 'game', 'new', 'variant', 'co');
    expect(h.choices).toEqual([{ name: 'Tipping Point: Co-operative', value: 'coop' }, { name: 'Tipping Point: Competitive (hidden Victory Points)', value: 'competitive' }]);
  });

  it('THEN a value of another game is refused in words naming this game\'s values, and no lobby opens', async () => {
    const h = await discord.command(ana, CH, 'game', 'new', [gameIs('earth'), { name: 'variant', type: 3, value: 'coop' }]);
    expect(h.shown.map((x) => x.text)).toEqual(['Earth has no variant "coop": choose standard, beginner or team.']);
    expect((await ctx.runner.read(CH)).kind).toBe('none');
  });

  it('THEN a number out of the game\'s range is refused in words', async () => {
    const h = await discord.command(ana, CH, 'game', 'new', [gameIs('earth'), { name: 'start_hand', type: 4, value: 12 }]);
    expect(h.shown.map((x) => x.text)).toEqual(['Earth has no start hand 12: choose a whole number from 0 to 10.']);
  });

  it('THEN a number the game narrows further is refused with what the option takes', async () => {
    const h = await discord.command(ana, CH, 'game', 'new', [gameIs('tipping-point'), { name: 'tip', type: 4, value: 5 }]);
    expect(h.shown.map((x) => x.text)).toEqual(['Tipping Point has no tip 5: House rule: Pollution torque lead that tips the Seesaw, 10-80 (0: auto).']);
  });

  it('THEN a choice typed as its label opens the lobby with that choice', async () => {
    await discord.command(ana, CH, 'game', 'new', [gameIs('earth'), { name: 'variant', type: 3, value: 'team 2 vs 2' }]);
    const g = await ctx.runner.read(CH);
    expect(g.kind === 'ok' && g.session.options).toMatchObject({ variant: 'team' });
  });
});

describe('GIVEN a lobby of each game', () => {
  it.each([
    ['tipping-point', { tip: 0 }, ['Seesaw tips at: **automatic**', 'Lost after round: **20**', 'Expert mode: **no**', 'Variant: **Co-operative**']],
    ['earth', { max_rounds: 0 }, ['Rounds: **no limit**', 'Starting hand: **5**', 'Personal Ecosystem: **yes**', 'Variant: **Standard**']],
    ['vested-interests', {}, ['Variant: **Full game**']],
  ])('THEN %s shows its options as players say them, no raw key or value', async (game, options, lines) => {
    const text = await lobbyText(game, options);
    for (const line of lines) expect(text).toContain(line);
    const optionsLine = text.split('\n').find((l) => l.startsWith('Options:'))!;
    expect(optionsLine).not.toMatch(/[a-z]_[a-z]/);
    expect(optionsLine).not.toMatch(/\*\*(auto|true|false|coop|turns|standard|full)\*\*/);
    expect(optionsLine).not.toMatch(/(tips at|Rounds): \*\*0\*\*/);
  });
});
