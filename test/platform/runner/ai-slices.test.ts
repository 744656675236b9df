import { afterEach, describe, expect, it } from 'vitest';
import { randomPolicy, type AiPolicy } from '../../../src/engine/ai-policy';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { AI_SLICE_DECISIONS } from '../../../src/platform/runner/ai-runner';
import type { Courier, Snapshot } from '../../../src/platform/delivery';
import type { GameModule } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { seatIndexOf } from '../../../src/platform/table/seat-ids';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { RunnerTable } from '../../fixtures/runner-table';
import { say } from '../../../src/words/say';

/**
 * AI seats play after the change that set them going, in slices: the click that hands the last human seat to an AI
 * is answered after at most one slice of AI decisions, and the game then plays on to the same end it reached when
 * every decision was made at once.
 */

const NOW = '2026-01-01T00:00:00.000Z';
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const CH = 'c1';

/** Tipping Point with its AI levels counting every decision they make; the tables here seat the quick random level. */
function counted(): { mod: GameModule; decisions: () => number } {
  let n = 0;
  const count = (p: AiPolicy): AiPolicy => ({ level: p.level, label: p.label, decide: (...a) => (n++, p.decide(...a)) });
  return { mod: { ...tippingPointModule, ai: [...(tippingPointModule.ai ?? []), randomPolicy].map(count) }, decisions: () => n };
}

/** Counts the AI decisions made by the time each table was shown. */
class CountingCourier implements Courier {
  readonly shown: { decisions: number; snap: Snapshot }[] = [];
  /** Called with each table shown, as a player who sees it might click. */
  onShown: (snap: Snapshot) => void = () => {};
  constructor(private readonly decisions: () => number) {}
  async sendPrivate() {
    return 'sent' as const;
  }
  tableChanged(saved: Snapshot) {
    this.shown.push({ decisions: this.decisions(), snap: saved });
    this.onShown(saved);
  }
  async unreadable() {}
}

const tables: RunnerTable<CountingCourier>[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) await t.close();
});

async function table(aiSlice: number | undefined, humans: readonly Actor[]) {
  const { mod, decisions } = counted();
  const t = await RunnerTable.open({ modules: [mod], courier: new CountingCourier(decisions), now: () => NOW, newSeed: () => 'seed-7', newInstance: () => 'inst0001', aiSlice });
  tables.push(t);
  const { runner, courier } = t;
  const lobby = await runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: mod.engine.id, options: {}, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const h of humans.slice(1)) expect((await runner.lobby(CH, 'inst0001', h, 'join')).ok).toBe(true);
  for (let i = humans.length; i < 3; i++) expect((await runner.lobbyAi(CH, 'inst0001', ana, 'random')).ok).toBe(true);
  const started = await runner.lobby(CH, 'inst0001', ana, 'start');
  if (!started.ok) throw new Error(started.error.message);
  // The start's DMs are recorded before the test begins, so the saves it counts are the AI seats' own.
  await runner.outbox.idle();
  // A restarted process plays its AI moves in the usual slices.
  const runnerWith = (c: Courier) => t.another({ courier: c, aiSlice: undefined });
  return { runner, courier, decisions, mod, runnerWith, session: () => t.session(CH) };
}

describe('platform/AI moves in slices', () => {
  it('answers the kick of the last human after at most one slice of AI decisions, then plays on to the end it reached at once', async () => {
    const all = await table(Infinity, [ana]);
    expect((await all.runner.kick(CH, ana, { userId: 'u0' }, null)).ok).toBe(true);
    const atOnce = await all.session();
    expect(atOnce.phase).toBe('ended');

    const sliced = await table(undefined, [ana]);
    const before = sliced.decisions();
    const shownBefore = sliced.courier.shown.length;
    expect((await sliced.runner.kick(CH, ana, { userId: 'u0' }, null)).ok).toBe(true);
    // The kick's own table is the first shown after it: by then at most one slice of AI decisions was made.
    const reply = sliced.courier.shown[shownBefore]!;
    expect(reply.decisions - before).toBeLessThanOrEqual(AI_SLICE_DECISIONS);
    expect(reply.snap.session.phase).toBe('playing');
    await sliced.runner.aiIdle(CH);
    const end = await sliced.session();
    expect(end.phase).toBe('ended');
    expect(end.state).toEqual(atOnce.state);
    expect(end.log).toEqual(atOnce.log);
    expect(sliced.decisions() - before).toBe(all.decisions());
    // The table was shown as the AIs went, not only at the end, and every slice stayed within the bound.
    const shown = sliced.courier.shown.slice(shownBefore).map((x) => x.decisions);
    expect(shown.length).toBeGreaterThan(2);
    for (let i = 1; i < shown.length; i++) expect(shown[i]! - shown[i - 1]!).toBeLessThanOrEqual(AI_SLICE_DECISIONS);
  });

  it('takes a command that comes while AI moves are still owed in its turn, between two slices, losing no save', async () => {
    const t = await table(1, [ana]);
    const shownBefore = t.courier.shown.length;
    // A table shown while AI moves are still owed, a few slices in: someone sees it and asks for the table again.
    let seen: Snapshot | null = null;
    let asked: Promise<unknown> | null = null;
    t.courier.onShown = (snap) => {
      const aiOwes = openPrompts(snap.session, t.mod.engine).some((p) => snap.session.seats[seatIndexOf(p.player)]?.control === 'ai');
      if (seen || snap.rev < t.courier.shown[shownBefore - 1]!.snap.rev + 3 || !aiOwes) return;
      seen = snap;
      asked = t.runner.status(CH);
    };
    expect((await t.runner.kick(CH, ana, { userId: 'u0' }, null)).ok).toBe(true);
    await t.runner.aiIdle(CH);
    const r = (await asked) as unknown as { ok: true; value: string };
    expect(say('en', r.value)).toBe('The table was posted again.');
    // The status came between two slices: it posted the table as that slice left it, and the AIs played on after it.
    const after = t.courier.shown.find((x) => x.snap.rev === seen!.rev + 1)!.snap.session;
    const shownAs = { tableMessageId: 'm', tableStale: true, repostTable: false };
    expect({ ...after, ...shownAs }).toEqual({ ...seen!.session, ...shownAs });
    // Every change was saved over the one before it, in the order the channel took them.
    const revs = t.courier.shown.slice(shownBefore).map((x) => x.snap.rev);
    expect(revs).toEqual(revs.map((_, i) => revs[0]! + i));
    // Once the queue drains, the AIs have played the game to its end.
    const end = await t.session();
    expect(end.phase).toBe('ended');
    expect(t.courier.shown.at(-1)!.snap.session).toEqual(end);
  });

  it('plays on after a restart the AI moves a stopped process still owed', async () => {
    // A process that plays no AI move at all stands for one stopped right after saving the kick.
    const t = await table(0, [ana]);
    expect((await t.runner.kick(CH, ana, { userId: 'u0' }, null)).ok).toBe(true);
    await t.runner.aiIdle(CH);
    expect((await t.session()).phase).toBe('playing');
    const next = t.runnerWith(new CountingCourier(t.decisions));
    expect((await next.resume()).map((s) => s.channelId)).toEqual([CH]);
    await next.aiIdle(CH);
    expect((await t.session()).phase).toBe('ended');
  });
});
