import { describe, expect, it, onTestFinished } from 'vitest';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { TableRunner } from '../../../src/platform/runner/table-runner';
import { RunnerTable } from '../../fixtures/runner-table';

/** A lobby whose message Discord never took is not left holding the channel with nothing to join. */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const T0 = Date.parse('2026-05-01T10:00:00.000Z');

async function runner(clock: { t: number }, shows: boolean) {
  const t = await RunnerTable.open({ now: () => new Date(clock.t).toISOString() });
  onTestFinished(() => t.close());
  const r = t.runner;
  // A table that shows its lobby records where: as the bot does once Discord took the message.
  const show = async () => shows && (await r.recordShown(t.courier.tables.at(-1)!, 'msg-1'));
  return { r, show };
}
const open = (r: TableRunner, actor: Actor) => r.newLobby({ channelId: 'c1', guildId: 'g', actor, game: 'lanterns', options: {}, timerSeconds: null });

describe('platform/a lobby never shown', () => {
  it('is replaced by a new lobby after a minute, and holds the channel until then', async () => {
    const clock = { t: T0 };
    const { r } = await runner(clock, false);
    expect((await open(r, ana)).ok).toBe(true);
    clock.t += 30_000;
    expect(await open(r, ben)).toEqual({ ok: false, error: { code: 'lobby-open', message: 'A lobby is already open in this channel: join it, or its host can cancel it.' } });
    clock.t += 31_000;
    const again = await open(r, ben);
    expect(again.ok && again.value.host).toBe('u1');
  });

  it('still holds the channel when its message was posted, however old', async () => {
    const clock = { t: T0 };
    const { r, show } = await runner(clock, true);
    expect((await open(r, ana)).ok).toBe(true);
    await show();
    clock.t += 3_600_000;
    expect((await open(r, ben)).ok).toBe(false);
  });
});
