import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context';
import { keepFinished } from '../../src/platform/after-game/history';
import type { GameRecord } from '../../src/platform/after-game/game-record';
import { registry, type GameModule } from '../../src/platform/module';
import { words } from '../../src/engine/words';
import { openPrompts } from '../../src/platform/table/open-prompts';
import { lanterns } from '../fixtures/lanterns';
import { lanternsModule } from '../fixtures/lanterns-module';
import { type OfflineDiscord, type OfflineUser } from '../fixtures/offline-discord';
import { actor, BotTable } from '../fixtures/bot-table';

/**
 * /game history, stats, leaderboard, replay, notify and settings answer each person privately in their own
 * language: a German client reads them in German on an English server. Why a game ended early is kept packed and
 * said in the reader's language; a reason kept in English before is shown as it was kept.
 */

/** Lanterns, its result said from a catalogue as a real game's is (Lanterns' own is English text). */
const worded: GameModule = {
  ...lanternsModule,
  engine: {
    ...lanternsModule.engine,
    outcome: (s) => {
      const o = lanternsModule.engine.outcome(s);
      return o && { ...o, summary: words('earth:outcome.win.clear', { names: `{${o.winners[0] ?? 'p0'}}`, count: 1, vp: 12 }) };
    },
  },
};
const modules = registry([worded]);
/** Reads Discord in German. */
const ana: OfflineUser = { id: '110000000000000001', name: 'ana', locale: 'de' };
/** Reads Discord in English. */
const ben: OfflineUser = { id: '110000000000000002', name: 'ben', locale: 'en-US' };
const mod: OfflineUser = { id: '110000000000000003', name: 'mo', locale: 'de', manageServer: true };
const CH = '210000000000000001';
const STRING = 3;
const BOOLEAN = 5;

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let n = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, now: () => '2026-02-03T10:00:00.000Z', newSeed: () => 'seed', newInstance: () => `r${String(n++).padStart(7, '0')}`, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const reply = async (u: OfflineUser, sub: string, options: { name: string; type: number; value: string | boolean }[] = []) =>
  (await discord.command(u, CH, 'game', sub, options)).shown.at(-1)!.content ?? '';

/** A Lanterns game of Ana and Ben: played to its end, or ended by Ana alone after it started. */
async function game(how: 'played' | 'ended'): Promise<string> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const inst = lobby.value.instance;
  await ctx.runner.lobby(CH, inst, actor(ben), 'join');
  const r = await ctx.runner.lobby(CH, inst, actor(ana), 'start');
  let s = r.ok ? r.value : null;
  if (how === 'ended') {
    expect(await ctx.runner.end(CH, inst, actor(ana))).toMatchObject({ ok: true });
    return inst;
  }
  while (s && s.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const a = await ctx.runner.answer(CH, inst, actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
    s = a.ok ? a.value.session : null;
  }
  expect(s?.phase).toBe('ended');
  return inst;
}

/** A record kept before reasons were packed: its reason is English text. */
const oldRecord = (instance: string): GameRecord => ({
  instance, game: 'lanterns', guildId: discord.guildId, channelId: CH,
  players: [{ userId: ana.id, name: 'Ana', control: 'human', aiLevel: null }, { userId: ben.id, name: 'Ben', control: 'human', aiLevel: null }],
  options: {}, seed: 'seed', answerLog: '', outcome: null, rounds: null, cooperative: false, departed: [], forfeited: [],
  startedAt: '2026-01-01T10:00:00.000Z', endedAt: '2026-01-01T11:00:00.000Z', endedReason: 'ended by Ana',
});

describe('bot/records in the reader\'s language', () => {
  it('GIVEN a game ended early now and one kept in English before THEN /game history says the new reason in German and the old one as kept', async () => {
    await keepFinished(botTable.store, oldRecord('old00001'));
    const inst = await game('ended');
    const de = await reply(ana, 'history');
    expect(de).toContain('Die letzten Spiele auf diesem Server');
    expect(de).toContain(`Tisch \`${inst}\``);
    expect(de).toContain('Vorzeitig beendet: von ana ohne Zustimmung aller beendet.');
    expect(de).toContain('Vorzeitig beendet: ended by Ana.');
    const en = await reply(ben, 'history');
    expect(en).toContain("Ended early: ended by ana without everyone's agreement.");
    expect(en).toContain('Ended early: ended by Ana.');
  });

  it('GIVEN a finished game THEN /game history and /game replay say its result in the reader\'s language', async () => {
    const inst = await game('played');
    const de = await reply(ana, 'history');
    expect(de).toContain(`Tisch \`${inst}\``);
    expect(de).toMatch(/\n(ana|ben) gewinnt mit 12 SP\.$/);
    expect(await reply(ben, 'history')).toMatch(/\n(ana|ben) wins with 12 VP\.$/);
    const replay = await reply(ana, 'replay');
    expect(replay).toMatch(new RegExp(`^\\*\\*Lanterns\\*\\* · Tisch \`${inst}\` · \\d+ Runden?\\n(ana|ben) gewinnt mit 12 SP\\.$`));
    expect(await reply(ben, 'replay')).toMatch(new RegExp(`^\\*\\*Lanterns\\*\\* · table \`${inst}\` · \\d+ rounds?\\n(ana|ben) wins with 12 VP\\.$`));
  });

  it('GIVEN no record THEN /game replay refuses in German', async () => {
    expect(await reply(ana, 'replay')).toBe('Von diesem Kanal ist kein beendetes Spiel aufbewahrt: /spiel verlauf listet die des Servers.');
    expect(await reply(ana, 'replay', [{ name: 'table', type: STRING, value: 'nope' }])).toBe('Aus den Kanälen, die du sehen kannst, ist kein beendetes Spiel mit der Tisch-ID „nope“ aufbewahrt.');
    expect(await reply(ana, 'history')).toBe('In den Kanälen, die du sehen kannst, ist noch kein Spiel zu Ende gegangen.');
  });

  it('GIVEN finished games THEN /game stats speaks German', async () => {
    expect(await reply(ana, 'stats')).toBe('ana hat auf diesem Server noch kein Spiel zu Ende gespielt.');
    await game('played');
    expect(await reply(ana, 'stats')).toMatch(/^Zu Ende gespielte Spiele von ana auf diesem Server:\n• \*\*Lanterns\*\*: 1 gespielt, [01] gewonnen, beste Punktzahl \d+$/);
    expect(await reply(ana, 'stats', [{ name: 'scope', type: STRING, value: 'all' }])).toMatch(/^Zu Ende gespielte Spiele von ana über alle Server:/);
  });

  it('GIVEN rated games THEN /game leaderboard and its hide speak German', async () => {
    const game_ = { name: 'game', type: STRING, value: 'lanterns' };
    expect(await reply(ana, 'leaderboard', [game_])).toMatch(/^In der Lanterns-Rangliste dieses Servers steht noch nichts\./);
    for (let k = 0; k < 3; k++) await game('played');
    const board = await reply(ana, 'leaderboard', [game_]);
    expect(board).toMatch(/^\*\*Lanterns-Rangliste\*\* \(Wertung: /);
    expect(board).toMatch(/\n1\. \*\*(ana|ben)\*\* -?\d+,\d · 3 Spiele, \d gewonnen\n/);
    expect(board).toMatch(/\nDu bist Nr\. [12] von 2, Wertung -?\d+,\d\.$/);
    expect(await reply(ben, 'leaderboard', [game_])).toMatch(/\nYou are #[12] of 2, rating -?\d+\.\d\.$/);
    expect(await reply(ana, 'leaderboard', [{ name: 'hide', type: BOOLEAN, value: true }])).toMatch(/^Du wirst in den Ranglisten dieses Servers nicht mehr gezeigt\./);
    expect(await reply(ana, 'leaderboard', [{ name: 'hide', type: BOOLEAN, value: true }])).toBe('Du warst in den Ranglisten dieses Servers schon verborgen.');
    expect(await reply(ana, 'leaderboard', [game_])).toContain('Du bist in den Ranglisten dieses Servers verborgen');
  });

  it('GIVEN a German client THEN /game notify speaks German', async () => {
    expect(await reply(ana, 'notify')).toBe('Deine Zug-Pings kommen im Kanal. Ändern kannst du das mit /spiel benachrichtigung pings:…');
    expect(await reply(ana, 'notify', [{ name: 'pings', type: STRING, value: 'both' }])).toBe('Erledigt: Ab deinem nächsten Zug kommen deine Zug-Pings im Kanal und per DM, in jedem Spiel auf jedem Server.');
    expect(await reply(ana, 'notify', [{ name: 'pings', type: STRING, value: 'pigeon' }])).toBe('Die Ping-Wahl "pigeon" gibt es nicht: Wähle „Im Kanal“, „Per DM“ oder „Beides“.');
    expect(await reply(ben, 'notify')).toBe('Your turn pings come in the channel. Change it with /game notify pings:…');
  });

  it('GIVEN a German client THEN /game settings and its refusals speak German, the pace choices as the German client offers them', async () => {
    expect(await reply(mod, 'settings')).toContain('Tempo');
    expect(await reply(mod, 'settings', [{ name: 'pace', type: STRING, value: 'fast' }])).toBe('Es gibt kein Tempo „fast“: Wähle live oder langsam.');
    expect(await reply(ana, 'settings', [{ name: 'pace', type: STRING, value: 'slow' }])).not.toMatch(/Manage Server|server's/);
  });

  it('GIVEN a bot that cannot open threads here THEN /game settings tables:thread names the permissions as the German client does', async () => {
    discord.setBotPermissions(CH, PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.AttachFiles | PermissionFlagsBits.ReadMessageHistory);
    const de = await reply(mod, 'settings', [{ name: 'tables', type: STRING, value: 'thread' }]);
    expect(de).toContain('In diesem Kanal fehlen mir Öffentliche Threads erstellen und Nachrichten in Threads senden:');
    const en = await reply({ ...mod, locale: 'en-US' }, 'settings', [{ name: 'tables', type: STRING, value: 'thread' }]);
    expect(en).toContain('In this channel I lack Create Public Threads and Send Messages in Threads:');
  });
});
