import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { replayGif } from '../../../src/bot/pictures/replay-picture';
import { modules as shipped } from '../../../src/modules';
import { buildGameRecord, recordKey, type GameRecord } from '../../../src/platform/after-game/game-record';
import { openDrawing, type Drawing } from '../../../src/bot/pictures/drawing';
import { NOW, startSession } from '../../fixtures/start-session';
import { replayFrames } from '../../../src/platform/after-game/replay-frames';
import type { GoldenGame } from '../../golden/golden-games';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { type OfflineDiscord, type OfflineUser } from '../../fixtures/offline-discord';
import { keepAnswers } from '../../../src/platform/table/answer-log';
import { answer } from '../../../src/platform/table/answers';
import { packAnswers } from '../../../src/platform/after-game/replay';
import { actor, BotTable } from '../../fixtures/bot-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';

/** A golden game's answers, packed as a session logs them. */
function packed(g: GoldenGame): string {
  const r = packAnswers(shipped.get(g.game)!.engine, { seed: g.seed, options: g.options, players: g.players }, g.answers.map(([p, prompt, ...values]) => [Number(p.slice(1)), prompt, values]));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A golden game as the record the table would have written for it. */
function goldenRecord(name: string): GameRecord {
  const g = JSON.parse(readFileSync(join(import.meta.dirname, '../../golden/fixtures', `${name}.json`), 'utf8')) as GoldenGame;
  return {
    instance: 'gold0001', game: g.game, guildId: 'g', channelId: 'c', seed: g.seed, options: g.options, outcome: null, startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-01-01T00:00:00.000Z', endedReason: 'finished', rounds: null,
    players: Array.from({ length: g.players }, (_, i) => ({ userId: `u${i}`, name: `P${i + 1}`, control: 'human' as const, aiLevel: null })),
    answerLog: packed(g),
    departed: [],
    forfeited: [],
    cooperative: false,
  };
}

describe('platform/replay frames', () => {
  it.each(['tipping-point-competitive-2p-ai', 'earth-standard-2p-ai', 'vested-interests-flashpoint-3p-ai'])('%s: one frame per round, in order, the final board last', (name) => {
    const rec = goldenRecord(name);
    const mod = shipped.get(rec.game)!;
    const frames = replayFrames(mod, rec);
    if (!frames.ok) throw new Error(frames.error);
    const rounds = frames.value.map((f) => f.round);
    const last = rounds.at(-1)!;
    expect(rounds).toEqual(Array.from({ length: rounds.length }, (_, k) => last - rounds.length + 1 + k));
    expect(new Set(rounds).size).toBe(rounds.length);
    expect(JSON.stringify(frames.value.at(-1)!.view)).toContain('"round":');
  });

  it('refuses a record whose answers do not replay, naming the step', () => {
    const rec = goldenRecord('tipping-point-competitive-2p-ai');
    // The fourth answer names an option its question does not have (its position is past the end of the list).
    const broken = { ...rec, answerLog: keepAnswers(rec.answerLog, 3) + Buffer.from([0, 0, 1, 0x7f]).toString('base64') };
    const r = replayFrames(shipped.get(rec.game)!, broken);
    expect(!r.ok && r.error).toBe('step 4 names a question or option its game did not have');
  });

  it('refuses a game started before answers were kept', async () => {
    const rec = { ...goldenRecord('tipping-point-competitive-2p-ai'), startedAt: null };
    expect(await replayGif(shipped.get(rec.game)!, rec)).toEqual({ ok: false, error: { code: 'replay-too-old', message: 'This game was started before its answers were kept, so it cannot be replayed.' } });
  });

  it('draws a short game as an animated GIF under the upload limit, a frame for each round', async () => {
    const rec = goldenRecord('tipping-point-competitive-2p-ai');
    const mod = shipped.get(rec.game)!;
    const r = await replayGif(mod, rec);
    if (!r.ok) throw new Error(r.error.message);
    const frames = replayFrames(mod, rec);
    expect(r.value.frames).toBe(frames.ok ? frames.value.length : -1);
    expect(r.value.gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    // A frame is the table picture as drawn (900 px wide), never wider than a replay's 1000 px.
    expect(r.value.gif.readUInt16LE(6)).toBe(900);
    expect(r.value.gif.at(-1)).toBe(0x3b);
    expect(r.value.gif.length).toBeLessThan(8 * 1024 * 1024);
  });
});

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const CH = '210000000000000001';

describe('bot/game replay', () => {
  let botTable: BotTable;
  let ctx: BotContext;
  let discord: OfflineDiscord;
  beforeEach(async () => {
    botTable = await BotTable.open({ newInstance: () => 'play0001', offline: {} });
    ({ ctx } = botTable);
    discord = botTable.discord!;
  });
  afterEach(() => botTable.close());

  it('GIVEN no finished game THEN says so; GIVEN one THEN shows the channel\'s last game, also by its table id', async () => {
    expect((await discord.command(ana, CH, 'game', 'replay', [])).shown.at(-1)!.content).toBe("No finished game of this channel is kept: /game history lists the server's.");
    const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1, bidding: false }, timerSeconds: null });
    if (!lobby.ok) throw new Error(lobby.error.message);
    await ctx.runner.lobby(CH, 'play0001', actor(ben), 'join');
    const r = await ctx.runner.lobby(CH, 'play0001', actor(ana), 'start');
    let s = r.ok ? r.value : null;
    while (s?.phase === 'playing') {
      const p = openPrompts(s, lanterns)[0]!;
      const a = await ctx.runner.answer(CH, 'play0001', actor(p.player === 'p0' ? ana : ben), { prompt: p.id, values: [p.options[0]!.value] });
      s = a.ok ? a.value.session : null;
    }
    const last = await discord.command(ana, CH, 'game', 'replay', []);
    expect(last.errors).toEqual([]);
    expect(last.shown.at(-1)!.content).toMatch(/^\*\*Lanterns\*\* · table `play0001` · 1 round\n.+ wins? with \d+\.$/);
    const byId = await discord.command(ben, '210000000000000009', 'game', 'replay', [{ name: 'table', type: 3, value: 'play0001' }]);
    expect(byId.shown.at(-1)!.content).toMatch(/^\*\*Lanterns\*\* · table `play0001`/);
    const unknown = await discord.command(ben, CH, 'game', 'replay', [{ name: 'table', type: 3, value: 'nope0000' }]);
    expect(unknown.shown.at(-1)!.content).toBe('No finished game with table id "nope0000" is kept from a channel you can view.');
  });
});

describe('bot/game replay: one per person, each game drawn once', () => {
  it('GIVEN my replay being drawn WHEN I ask for another THEN it is refused at once; WHEN another asks for mine THEN it is drawn once for both', async () => {
    const begun: string[] = [];
    const waiting: (() => void)[] = [];
    const inner = openDrawing({ threads: 0 });
    const drawing: Drawing = {
      ...inner,
      replay: (mod, record) => {
        begun.push(record.instance);
        return new Promise((resolve) => waiting.push(() => void inner.replay(mod, record).then(resolve)));
      },
    };
    const botTable = await BotTable.open({ drawing, offline: {} });
    const { store } = botTable;
    const discord = botTable.discord!;
    try {
      for (const instance of ['lant0001', 'lant0002']) {
        const rec = { ...lanternsRecord(), instance, guildId: discord.guildId };
        await store.updateDoc(recordKey(rec.guildId, instance), () => rec);
      }
      const table = (id: string) => [{ name: 'table', type: 3, value: id }];
      const first = discord.command(ana, CH, 'game', 'replay', table('lant0001'));
      while (begun.length === 0) await new Promise((r) => setTimeout(r, 5));
      const second = await discord.command(ana, CH, 'game', 'replay', table('lant0002'));
      expect(second.shown.at(-1)!.content).toBe('Your replay of table "lant0001" is still being drawn: ask for this one once it is shown.');
      const joined = discord.command(ben, CH, 'game', 'replay', table('lant0001'));
      await new Promise((r) => setTimeout(r, 50));
      waiting.splice(0).forEach((go) => go());
      for (const shown of [await first, await joined]) expect(shown.shown.at(-1)!.content).toMatch(/^\*\*Lanterns\*\* · table `lant0001`/);
      expect(begun).toEqual(['lant0001']);
    } finally {
      await botTable.close();
    }
  });
});

/** A finished one-round Lanterns game as its table would have recorded it. */
function lanternsRecord(): GameRecord {
  let s = startSession(lanternsModule, 2, 'replayed', { rounds: 1, bidding: false });
  while (s.phase === 'playing') {
    const p = openPrompts(s, lanterns)[0]!;
    const r = answer(s, lanterns, p.player, { prompt: p.id, values: [p.options[0]!.value] }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
  }
  return buildGameRecord(s, lanterns, NOW);
}
