import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy-commands';
import { modules as shipped } from '../../src/modules';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { lanternsModule } from '../fixtures/lanterns-module';
import { tableMessage, textOf } from './driver';

/**
 * Languages through the real discord.js client and a Discord-compatible server: the commands register with their
 * German localizations within Discord's rules, and a refused press is said to the presser in their client's
 * language, a German client in German beside an English one in English.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, dora: FakeUser, eve: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(registry([lanternsModule]));
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  dora = h.addUser('dora', { locale: 'de' });
  eve = h.addUser('eve', { locale: 'en-GB' });
  await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 1 } }).settled();
  const lobby = h.lastMessage()!;
  await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
  await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
  await t.idle();
  await h.idle();
});

afterAll(async () => {
  await t.close();
});

describe('e2e/languages', () => {
  it('says a refused press to a German client in German, and to an English client in English', async () => {
    const table = tableMessage(h, 'Lanterns')!;
    const open = table.button('Answer privately')!;
    const german = await h.click(dora, table, open.customId!).settled();
    expect(german.ephemeral).toBe(true);
    expect(textOf(german.response)).toBe('Du spielst in diesem Spiel nicht mit.');
    const english = await h.click(eve, table, open.customId!).settled();
    expect(textOf(english.response)).toBe('You are not playing in this game.');
  });

  it('says a refused command to a German client in German', async () => {
    const again = await h.command(dora, 'game', { subcommand: 'new', options: { game: 'lanterns' } }).settled();
    expect(textOf(again.response)).toBe('In diesem Kanal läuft schon ein Spiel. Spielt es zu Ende oder beendet es mit /spiel beenden.');
  });

  // Last: the shipped games' commands replace the test game's for the rest of this server's life.
  it("registers the shipped games' commands with their German names, which Discord accepts", async () => {
    await deployCommands({ DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, DEV_GUILD_ID: h.guildId }, shipped);
    const [game] = h.registeredCommands(h.guildId) as { name: string; name_localizations?: Record<string, string>; options: { name: string; name_localizations?: Record<string, string> }[] }[];
    expect(game!.name_localizations).toEqual({ de: 'spiel' });
    expect(game!.options.find((o) => o.name === 'new')!.name_localizations).toEqual({ de: 'neu' });
  });
});
