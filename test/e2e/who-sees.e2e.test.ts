import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/platform/after-game/game-record';
import { keepFinished } from '../../src/platform/after-game/history';
import { registry } from '../../src/platform/module';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { lanternsModule } from '../fixtures/lanterns-module';
import { openE2ETable, type E2ETable } from './harness';
import { textOf } from './driver';

/**
 * Who may see which finished games, as Discord says: /game history and /game replay over a channel whose
 * permission overwrites hide it from @everyone but one member, and over a channel Discord no longer knows.
 */
const VIEW_CHANNEL = 1n << 10n;
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser, ben: FakeUser;
let hidden: string;

const game = (instance: string, channelId: string): GameRecord => ({
  instance, game: 'lanterns', guildId: h.guildId, channelId, options: {}, seed: 's', answerLog: '', departed: [], forfeited: [], cooperative: false, startedAt: null,
  players: [{ userId: ana.id, name: 'ana', control: 'human', aiLevel: null }, { userId: ben.id, name: 'ben', control: 'human', aiLevel: null }],
  outcome: { kind: 'ranked', winners: ['p0'], scores: { p0: 5, p1: 3 }, summary: 'ana wins with 5.' },
  endedAt: '2026-03-01T10:00:00.000Z', endedReason: 'finished', rounds: null,
});

beforeAll(async () => {
  t = await openE2ETable(registry([lanternsModule]));
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
  hidden = h.addChannel('secret', { overwrites: [
    { id: h.guildId, type: 0, allow: 0n, deny: VIEW_CHANNEL },
    { id: ana.id, type: 1, allow: VIEW_CHANNEL, deny: 0n },
    { id: h.bot.id, type: 1, allow: VIEW_CHANNEL, deny: 0n },
  ] });
  await keepFinished(t.store, game('open0001', h.channelId));
  await keepFinished(t.store, game('hide0001', hidden));
  await keepFinished(t.store, game('gone0001', '399999999999999999'));
});

afterAll(async () => {
  await t.close();
});

const history = async (u: FakeUser) => String((await h.command(u, 'game', { subcommand: 'history' }).settled()).response?.content);

describe('e2e/who sees which finished games', () => {
  it('lists a game from a channel hidden by its overwrites only to whom it lets in, and none from a channel Discord cannot find', async () => {
    const bens = await history(ben);
    expect(bens).toContain('table `open0001`');
    expect(bens).not.toContain('hide0001');
    const anas = await history(ana);
    expect(anas).toContain('table `open0001`');
    expect(anas).toContain('table `hide0001`');
    expect(anas).not.toContain('gone0001');
  });

  it('does not replay a game from a channel the asker cannot view', async () => {
    const r = await h.command(ben, 'game', { subcommand: 'replay', options: { table: 'hide0001' } }).settled();
    expect(textOf(r.response)).toBe('No finished game with table id "hide0001" is kept from a channel you can view.');
  });

  it('used no route the server lacks and broke no rule', () => {
    expect(h.unknownRoutes).toEqual([]);
    expect(h.violations).toEqual([]);
  });
});
