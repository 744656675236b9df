import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Session } from '../../../src/platform/session-schema';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import type { GameStore } from '../../../src/store/game-store';
import { lanterns } from '../../fixtures/lanterns';
import { RunnerTable } from '../../fixtures/runner-table';
import { say } from '../../../src/words/say';

/**
 * The table runner's promise to both the bot and the terminal: one operation loads the game once and
 * saves it once, the DMs it owes included, and tells the courier what must be shown; a DM costs one save more.
 */

const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = 'c1';

let table: RunnerTable;
let courier: RunnerTable['courier'];
let runner: TableRunner;
const calls = { load: 0, save: 0 };

/** The store as the runner reaches it, counting its loads and saves. */
const counting = (real: GameStore): GameStore => ({
  ...real,
  close: () => real.close(),
  delete: (c) => real.delete(c),
  listChannels: () => real.listChannels(),
  load: (c, v) => (calls.load++, real.load(c, v)),
  save: (d, rev) => (calls.save++, real.save(d, rev)),
});

beforeEach(async () => {
  calls.load = 0;
  calls.save = 0;
  // The courier takes DMs, closed for the people in `courier.closed`.
  table = await RunnerTable.open({ wrap: counting, dms: true, newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
  ({ courier, runner } = table);
  const lobby = await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  expect((await runner.lobby(CH, 'inst0001', ben, 'join')).ok).toBe(true);
});
afterEach(() => table.close());

async function startedSession(): Promise<Session> {
  const r = await runner.lobby(CH, 'inst0001', ana, 'start');
  if (!r.ok) throw new Error(r.error.message);
  await runner.outbox.idle();
  return r.value;
}

describe('platform/table runner', () => {
  it('loads once and saves once for an answer, the seats it DMs marked in that same save', async () => {
    const s = await startedSession();
    const p = openPrompts(s, lanterns)[0]!;
    calls.load = calls.save = 0;
    courier.dms.length = 0;
    const r = await runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    expect(r.ok).toBe(true);
    expect(calls).toEqual({ load: 1, save: 1 });
    const shown = courier.tables.at(-1)!;
    expect(r.ok && r.value.session).toEqual(shown.session);
    expect(shown.session.tableStale).toBe(true);
  });

  it('saves the start with every player owed a DM, and what became of those DMs in one save more', async () => {
    courier.closed.add('u1');
    calls.load = calls.save = 0;
    const s = await startedSession();
    expect(s.seats.map((x) => [x.dmOwed, x.dmOpen])).toEqual([['start', null], ['start', null]]);
    // The start's load and save; then the DMs' read, and the fresh load and save that record them.
    expect(calls).toEqual({ load: 3, save: 2 });
    expect(courier.dms.map((d) => [d.userId, say('en', d.intro)])).toEqual([['u0', 'Your game of Lanterns has started.\nYou are seat 1 of 2.'], ['u1', 'Your game of Lanterns has started.\nYou are seat 2 of 2.']]);
    const g = await runner.read(CH);
    expect(g.kind === 'ok' && g.session.seats.map((x) => [x.dmOwed, x.dmOpen, x.privateHash !== null])).toEqual([[null, true, true], [null, false, false]]);
  });

  it('saves a click that deals a secret once, and its DM once more', async () => {
    let s = await startedSession();
    for (const pick of ['play', 'place']) {
      const p = openPrompts(s, lanterns)[0]!;
      calls.load = calls.save = 0;
      courier.dms.length = 0;
      const r = await runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
      await runner.outbox.idle();
      // Playing a lantern shows nothing new; placing it draws one for Ana.
      expect([pick, calls.save, courier.dms.map((d) => [d.userId, d.intro])]).toEqual(pick === 'play' ? ['play', 1, []] : ['place', 2, [['u0', expect.stringMatching(/^You were dealt something new\. Your hand: /)]]]);
    }
  });

  it('refuses with the same words the bot always used, and saves nothing', async () => {
    const s = await startedSession();
    const p = openPrompts(s, lanterns)[0]!;
    calls.save = 0;
    expect(await runner.answer(CH, 'inst0001', ben, { prompt: p.id, values: [p.options[0]!.value] })).toEqual({ ok: false, error: { code: 'not-your-decision', message: 'This is not your decision.' } });
    expect(await runner.answer(CH, 'inst0001', ana, { prompt: 'gone', values: ['x'] })).toEqual({ ok: false, error: { code: 'question-closed', message: 'This has moved on: that question is no longer open.' } });
    expect(await runner.kick(CH, ben, { userId: 'u0' }, null)).toEqual({ ok: false, error: { code: 'not-host', message: 'Only the host or someone with Manage Channels can kick a player.' } });
    expect(calls.save).toBe(0);
  });

  it('records a shown table over the revision it showed, and leaves a newer change still to show', async () => {
    const s = await startedSession();
    const shown = courier.tables.at(-1)!;
    const p = openPrompts(s, lanterns)[0]!;
    await runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    // The start's table was posted as m1 while the answer was saved: the id goes into the newer record, which stays stale.
    const newer = await runner.recordShown(shown, 'm1');
    expect(newer?.session.tableMessageId).toBe('m1');
    expect(newer?.session.tableStale).toBe(true);
    const g = await runner.read(CH);
    expect(g.kind === 'ok' && g.session.tableMessageId).toBe('m1');
  });

  it('saves nothing for a table edited in its own message with no ping: a click saves once, shown or not', async () => {
    const s = await startedSession();
    const first = await runner.recordShown(courier.tables.at(-1)!, 'm1');
    expect(first).toBeNull();
    const p = openPrompts(s, lanterns)[0]!;
    await runner.answer(CH, 'inst0001', ana, { prompt: p.id, values: [p.options[0]!.value] });
    calls.load = calls.save = 0;
    expect(await runner.recordShown(courier.tables.at(-1)!, 'm1')).toBeNull();
    expect(calls).toEqual({ load: 0, save: 0 });
    // Still marked stale: a restart shows it once more rather than a change going unshown.
    const g = await runner.read(CH);
    expect(g.kind === 'ok' && [g.session.tableMessageId, g.session.tableStale]).toEqual(['m1', true]);
  });

  it('records a shown table as up to date when all that was saved since is what became of DMs', async () => {
    await startedSession();
    const shown = courier.tables.at(-1)!;
    const g0 = await runner.read(CH);
    expect(g0.kind === 'ok' && g0.rev).toBe(shown.rev + 1);
    expect(await runner.recordShown(shown, 'm1')).toBeNull();
    const g = await runner.read(CH);
    expect(g.kind === 'ok' && [g.session.tableMessageId, g.session.tableStale, g.session.seats.every((x) => x.dmOpen)]).toEqual(['m1', false, true]);
  });
});
