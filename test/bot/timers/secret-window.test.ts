import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import type { TurnTimer } from '../../../src/bot/timers/turn-timer-tick';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { visibleLog } from '../../../src/platform/table/game-log';
import type { Session } from '../../../src/platform/session-schema';
import type { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { BotTable } from '../../fixtures/bot-table';
import { payloadText } from '../../fixtures/payload-text';

/**
 * A secret window (Lanterns' end-of-round bid stands in for a Scheme window, a Campaign or a Tribunal ballot):
 * nobody may learn who has answered, or what, before it closes. The table shows the window, never the answers;
 * it stays open for its minimum time and closes at its maximum, turn timer or not.
 */

const people: Actor[] = [
  { userId: 'u0', name: 'Ana', canManage: false },
  { userId: 'u1', name: 'Ben', canManage: false },
  { userId: 'u2', name: 'Cai', canManage: false },
];
const CH = '300';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const modules = registry([lanternsModule]);

let botTable: BotTable;
let io: FakeIO;
let ctx: BotContext;
let timer: TurnTimer;
let clock = T0;

function wire(): void {
  ctx = botTable.ctx = botTable.context();
  timer = botTable.turnTimer(() => clock);
}
beforeEach(async () => {
  clock = T0;
  botTable = await BotTable.open({ onDisk: 'hh-secret-', modules, now: () => new Date(clock).toISOString(), newInstance: () => 'sec00001', onSaved: (s) => timer.track(s) });
  io = botTable.io;
  wire();
});
afterEach(() => botTable.close());

const current = (): Promise<Session> => botTable.current(CH);

/** A one-round game of three people (with a turn timer of `timerSeconds`), played up to its secret bid. */
async function atTheBid(timerSeconds: number | null = null): Promise<void> {
  const [ana, ...others] = people;
  await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana!, game: 'lanterns', options: { rounds: 1 }, timerSeconds });
  for (const p of others) await ctx.runner.lobby(CH, 'sec00001', p, 'join');
  await ctx.runner.lobby(CH, 'sec00001', ana!, 'start');
  for (let i = 0; i < 6; i++) {
    const p = openPrompts(await current(), lanterns)[0]!;
    const r = await ctx.runner.answer(CH, 'sec00001', people[Number(p.player.slice(1))]!, { prompt: p.id, values: [p.options[0]!.value] });
    if (!r.ok) throw new Error(r.error.message);
  }
  expect(openPrompts(await current(), lanterns).map((p) => p.player)).toEqual(['p0', 'p1', 'p2']);
  await ctx.tables.idle();
}

async function bid(seat: number, stake: string) {
  const p = openPrompts(await current(), lanterns).find((x) => x.player === `p${seat}`)!;
  const r = await ctx.runner.answer(CH, 'sec00001', people[seat]!, { prompt: p.id, values: [stake] });
  await ctx.tables.idle();
  return r;
}

/** The table message as the channel sees it, and how often it was edited. */
async function table(): Promise<{ json: string; edits: number; description: string; content: string }> {
  await ctx.tables.idle();
  const m = io.messages.get((await current()).tableMessageId!)!;
  return { json: JSON.stringify(m.payload), edits: m.edits, description: payloadText(m.payload), content: /^Your move: .*$/m.exec(payloadText(m.payload))?.[0] ?? '' };
}

const revealed = async () => visibleLog(await current(), null, 50).some((e) => e.text.startsWith('Bids revealed'));
const posts = () => [...io.messages.values()].map((m) => m.payload.content ?? '');

describe('bot/secret window on the table', () => {
  it('names the window and until when, never who is in it, and changes nothing public when a seat answers', async () => {
    await atTheBid();
    const before = await table();
    const closes = Math.ceil((T0 + 45_000) / 1000);
    expect(before.description).toContain('**Secret window: placing a secret bid**');
    expect(before.description).toContain(`• Open until <t:${closes}:T> (<t:${closes}:R>). Whoever has something to decide in it is called privately; who that is, and who has answered, stays secret until it closes.`);
    // The table names nobody in the window and calls nobody to it: who is asked is the secret.
    const windowPart = before.description.split('Last events')[0]!;
    for (const name of ['Ana', 'Ben', 'Cai']) expect(windowPart).not.toContain(name);
    expect(before.description).not.toContain('Still thinking');
    expect(before.content).toBe('');
    // Everyone in the window has a bid to place, so each is called, by DM: a channel mention of some would tell who
    // holds what. Nothing more is sent while they answer.
    const pings = () => [...io.messages.entries()].filter(([, m]) => m.payload.allowedMentions?.users?.length).map(([id, m]) => [id, m.payload.content, m.payload.allowedMentions?.users]);
    const dmCalls = () => io.dms.filter((d) => payloadText(d.payload).startsWith('Your turn in **Lanterns**')).map((d) => d.userId);
    const called = pings();
    expect(called).toEqual([]);
    expect(dmCalls().sort()).toEqual(['u0', 'u1', 'u2']);
    expect(payloadText(io.dms.find((d) => d.userId === 'u0' && payloadText(d.payload).startsWith('Your turn'))!.payload)).toMatch(/^Your turn in \*\*Lanterns\*\* in .*: placing a secret bid\. https:/);
    clock += 2000;
    expect((await bid(1, '2')).ok).toBe(true);
    const after = await table();
    expect(after.json).toBe(before.json);
    expect(after.edits).toBe(before.edits);
    expect(pings()).toEqual(called);
    expect(dmCalls().sort()).toEqual(['u0', 'u1', 'u2']);
  });

  it('keeps the window open for its minimum time when everyone answers at once, then reveals', async () => {
    await atTheBid();
    const before = await table();
    clock += 1000;
    for (const [seat, stake] of [[0, '1'], [1, '2'], [2, '0']] as const) expect((await bid(seat, stake)).ok).toBe(true);
    expect(await revealed()).toBe(false);
    expect((await table()).json).toBe(before.json);
    expect((await current()).secretWindow?.held).toEqual({ player: 'p2', prompt: 'b1', values: ['0'] });
    clock = T0 + 9_000;
    await timer.tick();
    expect(await revealed()).toBe(false);
    clock = T0 + 10_000;
    await timer.tick();
    expect(visibleLog(await current(), null, 50).map((e) => e.text)).toContain('Bids revealed: Ana 1, Ben 2, Cai 0.');
    expect((await current()).phase).toBe('ended');
  });

  it('answers a seat that answers again in the same words, whether its answer was held or applied', async () => {
    await atTheBid();
    for (const [seat, stake] of [[0, '1'], [1, '2'], [2, '0']] as const) await bid(seat, stake);
    const again = (seat: number) => ctx.runner.answer(CH, 'sec00001', people[seat]!, { prompt: 'b1', values: ['2'] });
    const words = 'You have answered in this secret window: nothing more is asked of you until it closes.';
    expect(await again(2)).toEqual({ ok: false, error: { code: 'already-answered', message: words } });
    expect(await again(0)).toEqual({ ok: false, error: { code: 'already-answered', message: words } });
  });

  it('closes at its maximum time without a turn timer, each open seat standing aside, and says only that it closed', async () => {
    await atTheBid(null);
    await bid(0, '2');
    clock = T0 + 44_000;
    await timer.tick();
    expect(await revealed()).toBe(false);
    clock = T0 + 45_000;
    await timer.tick();
    const lines = visibleLog(await current(), null, 50).map((e) => e.text);
    expect(lines).toContain('Time is up: the secret window (placing a secret bid) has closed, and any seat that had not answered stands aside.');
    expect(lines).toContain('Bids revealed: Ana 2, Ben 0, Cai 0.');
    expect((await current()).phase).toBe('ended');
  });

  it('reminds everyone in the window at half time, not only those still deciding', async () => {
    await atTheBid(60);
    clock = T0 + 5_000;
    await bid(0, '1');
    clock = T0 + 31_000;
    await timer.tick();
    expect(posts().filter((p) => p.includes('half of the turn time'))).toEqual(['<@u0> <@u1> <@u2> half of the turn time has passed: about 1 min left to decide.']);
  });

  it('applies a held answer after a restart, from the store', async () => {
    await atTheBid();
    for (const [seat, stake] of [[0, '1'], [1, '1'], [2, '2']] as const) await bid(seat, stake);
    expect(await revealed()).toBe(false);
    await ctx.tables.idle();
    await botTable.restart();
    wire();
    for (const s of await ctx.runner.resume()) timer.track(s);
    clock = T0 + 10_000;
    await timer.tick();
    expect(visibleLog(await current(), null, 50).map((e) => e.text)).toContain('Bids revealed: Ana 1, Ben 1, Cai 2.');
  });
});
