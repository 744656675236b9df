import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earthModule } from '../../src/game-modules/earth';
import { tippingPointModule } from '../../src/game-modules/tipping-point';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import type { Prompt } from '../../src/engine/types';
import { registry, type GameModule } from '../../src/platform/module';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { ACTED_LATELY_MS } from '../../src/platform/pace/turn-calls';
import { openPrompts, promptsOf } from '../../src/platform/table/open-prompts';
import type { Session } from '../../src/platform/session-schema';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, openTable, playOn, tableMessage } from './driver';

/**
 * No call for nothing, over seeded games of all three games with two people and an AI seat: every time a person is
 * called (a notifying mention in the channel, or a DM with "Decide now"), the table holds a decision of theirs with a
 * real choice in it: two or more options, or a pick of several. A follow-up the rules leave no choice in resolves
 * itself instead of calling anyone.
 */
const modules = registry([tippingPointModule, earthModule, vestedInterestsModule]);
let t: E2ETable;
let h: DiscordServerHandle;
let ana: FakeUser;
let ben: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { newSeed: () => 'real-decisions' });
  h = t.h;
  ana = h.addUser('ana');
  ben = h.addUser('ben');
});

afterAll(async () => {
  await t.close();
});

const settle = async () => {
  await t.idle();
  await h.idle();
};

const session = (channelId: string): Promise<Session> => t.session(channelId);

/** A prompt that asks something: more than one way to answer it. */
const realChoice = (p: Prompt) => new Set(p.options.map((o) => o.value)).size > 1 || (p.max ?? 1) > (p.min ?? 1);

/** Whom the last step called: channel mentions that notify, and DMs carrying "Decide now". */
function calledSince(notes: number, dms: ReadonlyMap<string, number>, users: readonly FakeUser[]): string[] {
  const mentioned = h.notifications.slice(notes).map((n) => n.userId);
  const dmed = users.filter((u) => h.dms(u).slice(dms.get(u.id) ?? 0).some((m) => m.button('Decide now'))).map((u) => u.id);
  return [...new Set([...mentioned, ...dmed])];
}

async function playChecking(mod: GameModule, gameName: string, channelId: string, options: Record<string, string | number | boolean>, steps: number): Promise<number> {
  await openTable(h, t, { game: mod.engine.id, gameName, host: ana, guests: [ben], channelId, options, ai: 'random' });
  expect(tableMessage(h, gameName, channelId), `${gameName} started`).toBeDefined();
  const users = new Map([[ana.id, ana], [ben.id, ben]]);
  let calls = 0;
  const owedBy = (s: Session, userId: string): readonly Prompt[] => {
    const seat = s.seats.findIndex((x) => x.userId === userId);
    return seat < 0 ? [] : promptsOf(s, mod.engine, playerIdOf(seat));
  };
  let last: Session | null = null;
  let notes = h.notifications.length;
  let dms = new Map([ana, ben].map((u) => [u.id, h.dms(u).length]));
  for (let i = 0; i < steps; i++) {
    await settle();
    if (isOver(tableMessage(h, gameName, channelId)!)) break;
    // A call lands after the answer that opened its decision; a DM may land a little later still, once the person
    // has answered it. What they owed at the last look or owe now is what they were called for.
    const now = await session(channelId);
    for (const userId of calledSince(notes, dms, [ana, ben])) {
      const owed = [...owedBy(now, userId), ...(last ? owedBy(last, userId) : [])];
      const what = owed.map((p) => `${p.text} [${p.options.map((o) => o.label).join(' | ')}]`).join('; ');
      expect(owed.length, `${gameName} step ${i}: called ${userId} with nothing owed`).toBeGreaterThan(0);
      expect(owed.some(realChoice), `${gameName} step ${i}: called ${userId} for ${what}`).toBe(true);
      calls++;
    }
    notes = h.notifications.length;
    dms = new Map([ana, ben].map((u) => [u.id, h.dms(u).length]));
    last = now;
    // Each steps away between decisions, so their calls are not held for a panel they are watching (turn-calls.ts);
    // not while a secret window is open, which its maximum time would close.
    if (!now.secretWindow) await t.passTimeBy(ACTED_LATELY_MS + 1000);
    // Everyone has answered a secret window held open for its minimum time: let it close, and look again.
    if (!openPrompts(now, mod.engine).length) await t.passTime(channelId);
    else if (!(await playOn(h, gameName, users, settle, 1, channelId))) break;
  }
  return calls;
}

describe('e2e/no call without a real decision', () => {
  it('Tipping Point', async () => {
    const calls = await playChecking(tippingPointModule as GameModule, 'Tipping Point', h.addChannel('tp-calls'), { difficulty: 0, max_rounds: 3 }, 60);
    expect(calls).toBeGreaterThan(3);
  }, 300_000);

  it('Earth', async () => {
    const calls = await playChecking(earthModule as GameModule, 'Earth', h.addChannel('earth-calls'), { max_rounds: 3, personal_ecosystem: false }, 60);
    expect(calls).toBeGreaterThan(3);
  }, 300_000);

  it('Vested Interests', async () => {
    const calls = await playChecking(vestedInterestsModule as GameModule, 'Vested Interests', h.addChannel('vi-calls'), {}, 60);
    expect(calls).toBeGreaterThan(3);
  }, 300_000);

  it('sent nothing over Discord limits', () => {
    expect(h.violations).toEqual([]);
    expect(h.serverErrors).toEqual([]);
  });
});
