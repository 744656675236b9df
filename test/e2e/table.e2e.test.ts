import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy-commands';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { lanternsModule } from '../fixtures/lanterns-module';
import { isOver, owingUsers, playOn, tableMessage, textOf, isTable } from './driver';

/**
 * The whole table through the real discord.js client and a Discord-compatible server:
 * commands, lobby, DMs (open and closed), the table message, private panels, a restart
 * mid-game, the end, and no payload over Discord's limits along the way.
 */
const modules = registry([lanternsModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser, cai: FakeUser, eve: FakeUser, mo: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules);
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  cai = h.addUser('cai', { dmsOpen: false });
  eve = h.addUser('eve');
  mo = h.addUser('mo', { manageChannels: true });
});

afterAll(async () => {
  await t.close();
});

const idle = () => t.idle();
/** Waits for the bot's paced table edits, then for the fake server to go quiet. */
const settle = async () => {
  await idle();
  await h.idle();
};
const users = () => new Map([ana, ben, cai, eve, mo].map((u) => [u.id, u]));

describe('e2e/table', () => {
  it('registers /game to the development guild', async () => {
    const said = await deployCommands({ DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, DEV_GUILD_ID: h.guildId }, modules);
    expect(said).toBe(`Registered 2 command(s) to guild ${h.guildId}.`);
    const [game, shortcut] = h.registeredCommands(h.guildId) as { name: string; options: { name: string }[] }[];
    expect(shortcut!.name).toBe('lanterns');
    expect(game!.name).toBe('game');
    expect(game!.options.map((o) => o.name)).toEqual(['new', 'learn', 'hand', 'status', 'view', 'log', 'rules', 'card', 'undo', 'notify', 'end', 'kick', 'history', 'stats', 'leaderboard', 'replay', 'settings']);
  });

  it('suggests the chosen game\'s own values for a choice of /game new, as registered for autocomplete', async () => {
    const auto = await h.autocomplete(ana, 'game', { subcommand: 'new', focused: 'deck', options: { game: 'lanterns', deck: '' } }).settled();
    expect(auto.choices).toEqual([{ name: 'Short', value: 'short' }, { name: 'Long', value: 'long' }]);
  });

  it('opens a lobby, seats three players and starts', async () => {
    const opened = await h.command(ana, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 1 } }).settled();
    expect(opened.ephemeral).toBe(true);
    expect(textOf(opened.response)).toContain('The Lanterns lobby is open');
    const lobby = h.lastMessage()!;
    expect(lobby.embeds[0]!.title).toBe('Lanterns: new table');
    expect(String(lobby.embeds[0]!.description)).toContain('Rounds: **1**');

    const wrong = await h.command(ben, 'game', { subcommand: 'new', options: { game: 'lanterns' } }).settled();
    expect(textOf(wrong.response)).toBe('A lobby is already open in this channel: join it, or its host can cancel it.');

    await h.click(ben, lobby, lobby.button('Join')!.customId!).settled();
    await h.click(cai, lobby, lobby.button('Join')!.customId!).settled();
    const early = await h.click(ben, lobby, lobby.button('Start')!.customId!).settled();
    expect(textOf(early.followUps[0])).toBe('Only the host can start the game.');
    expect(String(lobby.embeds[0]!.description)).toContain('Seats: **3** taken, **1** free');

    await h.click(ana, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
    expect(lobby.embeds[0]!.title).toBe('Lanterns: started');
    expect(lobby.components).toEqual([]);
  });

  it('DMs the players who accept DMs and tells the one who does not, once', async () => {
    for (const u of [ana, ben]) {
      const dm = h.dms(u);
      expect(dm).toHaveLength(1);
      expect(textOf(dm[0])).toContain('Your game of Lanterns has started.');
      expect(textOf(dm[0])).toMatch(/\*\*Lanterns\*\* in .+ › #.+: https:\/\/discord\.com\/channels\//);
      expect(dm[0]!.attachments[0]!.contentType ?? 'image/png').toContain('png');
    }
    const notices = h.channelMessages().filter((m) => m.content.includes('I cannot send you direct messages'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toContain(`<@${cai.id}>`);
  });

  it('shows the table with its picture and refuses a click from someone who does not owe the decision', async () => {
    await settle();
    const table = tableMessage(h, 'Lanterns')!;
    expect(table.attachments[0]!.filename).toBe('lanterns-table.png');
    expect(table.attachments[0]!.data.subarray(1, 4).toString()).toBe('PNG');
    expect(owingUsers(table)).toEqual([ana.id]);
    const open = table.button('Answer privately')!;
    const onlooker = await h.click(eve, table, open.customId!).settled();
    expect(textOf(onlooker.response)).toBe('You are not playing in this game.');
    const panel = (await h.click(ben, table, open.customId!).settled()).response!;
    expect(textOf(panel)).toContain('Nothing is asked of you right now.');
  });

  it('gives a player their hand privately with /game hand', async () => {
    const hand = await h.command(cai, 'game', { subcommand: 'hand' }).settled();
    expect(hand.ephemeral).toBe(true);
    expect(hand.response!.attachments[0]!.filename).toBe('lanterns-hand.png');
  });

  it('undoes a step that revealed nothing, and refuses an old button afterwards', async () => {
    const table = tableMessage(h, 'Lanterns')!;
    const panel = (await h.click(ana, table, table.button('Answer privately')!.customId!).settled()).response!;
    const first = panel.buttons().find((b) => b.customId?.includes(':answer:')) ?? null;
    const choice = first ? first.customId! : String(panel.allComponents().find((c) => c.type === 3)!.custom_id);
    if (first) await h.click(ana, panel, choice).settled();
    else await h.select(ana, panel, choice, [String((panel.allComponents().find((c) => c.type === 3)!.options as { value: string }[])[0]!.value)]).settled();
    await settle();
    const undone = await h.command(ana, 'game', { subcommand: 'undo' }).settled();
    expect(textOf(undone.response)).toBe('Your last step was taken back.');
    const notMine = await h.command(ben, 'game', { subcommand: 'undo' }).settled();
    expect(textOf(notMine.response)).toBe('Nothing can be undone: no step of yours since the game began is left to take back.');
  });

  it('takes a typed shortcut, with autocomplete from the player\'s own hand', async () => {
    await settle();
    const owner = users().get(owingUsers(tableMessage(h, 'Lanterns')!)[0]!)!;
    const other = owner === ana ? ben : ana;
    const choices = (await h.autocomplete(owner, 'lanterns', { subcommand: 'play', focused: 'card', options: { card: '' } }).settled()).choices as { value: string }[];
    expect(choices.length).toBeGreaterThan(0);
    const wrong = await h.command(other, 'lanterns', { subcommand: 'play', options: { card: Number(choices[0]!.value), pile: 'left' } }).settled();
    expect(textOf(wrong.response)).toBe('It is not your turn to play a lantern.');
    const bad = await h.command(owner, 'lanterns', { subcommand: 'play', options: { card: 99, pile: 'left' } }).settled();
    expect(textOf(bad.response)).toBe('Lantern 99 is not in your hand.');
    const done = await h.command(owner, 'lanterns', { subcommand: 'play', options: { card: Number(choices[0]!.value), pile: 'left' } }).settled();
    expect(textOf(done.response)).toBe('Done.');
    await settle();
    const log = await h.command(owner, 'game', { subcommand: 'log', options: { count: 3 } }).settled();
    expect(textOf(log.response)).toMatch(new RegExp(`${owner.username} places lantern ${choices[0]!.value} on the left pile`));
  });

  it('keeps one table in the channel through three /game status, each posting it anew', async () => {
    await settle();
    const first = tableMessage(h, 'Lanterns')!.id;
    for (let k = 0; k < 3; k++) {
      const r = await h.command(ana, 'game', { subcommand: 'status' }).settled();
      expect(textOf(r.response)).toBe('The table was posted again.');
      await settle();
    }
    const tables = h.channelMessages().filter((m) => isTable(m, 'Lanterns'));
    expect(tables).toHaveLength(1);
    expect(tables[0]!.id).not.toBe(first);
    expect(tables[0]!.components.length).toBeGreaterThan(0);
  });

  it('survives a restart mid-game and plays on to the end', async () => {
    await playOn(h, 'Lanterns', users(), idle, 3, h.channelId, () => t.passTime());
    const before = tableMessage(h, 'Lanterns')!.id;
    await t.restart();
    await settle();
    expect(tableMessage(h, 'Lanterns')!.id).toBe(before);
    await playOn(h, 'Lanterns', users(), idle, Infinity, h.channelId, () => t.passTime());
    expect(isOver(tableMessage(h, 'Lanterns')!)).toBe(true);
  });

  it('keeps the record readable after the game', async () => {
    const rec = await h.command(ben, 'game', { subcommand: 'log', options: { count: 50 } }).settled();
    expect(textOf(rec.response)).toMatch(/^1\. Lanterns begins with ana, ben, cai\./);
    expect(textOf(rec.response)).toContain('The last round is over.');
    const rules = await h.command(eve, 'game', { subcommand: 'rules', options: { topic: 'bids' } }).settled();
    expect(textOf(rules.response)).toContain('everyone bids 0-2 in secret');
  });

  it('lets Manage Channels end a fresh game after a confirm', async () => {
    await h.command(ben, 'game', { subcommand: 'new', options: { game: 'lanterns' } }).settled();
    const lobby = h.lastMessage()!;
    await h.click(ben, lobby, lobby.button('Start')!.customId!).settled();
    await settle();
    const denied = await h.command(eve, 'game', { subcommand: 'end' }).settled();
    const yes = denied.response!.button('End the game')!;
    const r = await h.click(eve, denied.response!, yes.customId!).settled();
    expect(textOf(r.original)).toBe('Only the host or someone with Manage Channels can end the game.');
    const asked = await h.command(mo, 'game', { subcommand: 'end' }).settled();
    await h.click(mo, asked.response!, asked.response!.button('End the game')!.customId!).settled();
    await settle();
    expect(textOf(tableMessage(h, 'Lanterns')!)).toContain('**Game over:** ended by mo.');
  });

  it('lets the host add an AI player in the lobby and play a game against it', async () => {
    await h.command(cai, 'game', { subcommand: 'new', options: { game: 'lanterns', rounds: 1 } }).settled();
    const lobby = h.lastMessage()!;
    const menu = String(lobby.allComponents().find((c) => c.type === 3)!.custom_id);
    const notHost = await h.select(ana, lobby, menu, ['random']).settled();
    expect(textOf(notHost.followUps[0])).toBe('Only the host adds or removes AI players.');
    await h.select(cai, lobby, menu, ['random']).settled();
    expect(String(lobby.embeds[0]!.description)).toContain('2. AI 1 (random)');
    await h.click(cai, lobby, lobby.button('Start')!.customId!).settled();
    await playOn(h, 'Lanterns', users(), idle, Infinity, h.channelId, () => t.passTime());
    expect(isOver(tableMessage(h, 'Lanterns')!)).toBe(true);
  });

  it('sent nothing over Discord limits and used no route the server lacks', () => {
    expect(h.violations).toEqual([]);
    expect(h.unknownRoutes).toEqual([]);
    expect(h.serverErrors).toEqual([]);
    // Late callbacks (past Discord's 3 s), double acknowledgements and the like are recorded here.
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
