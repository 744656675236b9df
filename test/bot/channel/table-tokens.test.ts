import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_USE_MS, type InteractionToken, type InteractionWebhooks } from '../../../src/bot/channel/table-tokens';
import type { TablePayload } from '../../../src/bot/views/table-view';
import { registry } from '../../../src/platform/module';
import type { Actor } from '../../../src/platform/seats/permissions';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { BotTable } from '../../fixtures/bot-table';
import { FakeIO } from '../../fixtures/fake-io';
import { lanterns } from '../../fixtures/lanterns';
import { lanternsModule } from '../../fixtures/lanterns-module';

/**
 * A table edit and a turn ping go through the interaction webhook of a recent press in the channel (outside Discord's
 * global limit) while its token lasts, and through the channel routes otherwise; both routes write one message, in
 * the publisher's order.
 */

const people: Actor[] = [
  { userId: 'u0', name: 'Ana', canManage: false },
  { userId: 'u1', name: 'Ben', canManage: false },
];
const CH = '700';

/** The channel routes, logged; the interaction webhook (FakeHooks) writes the same messages through `screen*`. */
class RoutedIO extends FakeIO {
  /** Every request, by route: `channel edit`, `hook followUp`… */
  log: string[] = [];
  /** Every write to a table message, by either route, in order: the route and what it wrote. */
  writes: { route: 'channel' | 'hook'; shows: string }[] = [];
  override async post(channelId: string, payload: TablePayload): Promise<string> {
    this.log.push('channel post');
    return super.post(channelId, payload);
  }
  override async edit(channelId: string, messageId: string, payload: TablePayload): Promise<boolean> {
    this.log.push('channel edit');
    this.writes.push({ route: 'channel', shows: shows(payload) });
    return super.edit(channelId, messageId, payload);
  }
  override async remove(channelId: string, messageId: string): Promise<void> {
    this.log.push('channel remove');
    return super.remove(channelId, messageId);
  }
  screenPost(channelId: string, payload: TablePayload): Promise<string> {
    return super.post(channelId, payload);
  }
  screenEdit(channelId: string, messageId: string, payload: TablePayload): Promise<boolean> {
    this.writes.push({ route: 'hook', shows: shows(payload) });
    return super.edit(channelId, messageId, payload);
  }
  screenRemove(channelId: string, messageId: string): Promise<void> {
    return super.remove(channelId, messageId);
  }
  of(route: 'channel' | 'hook'): string[] {
    return this.log.filter((l) => l.startsWith(route));
  }
}

/** What a table payload shows, pictures aside. */
const shows = (p: TablePayload) => JSON.stringify([p.content, p.embeds, p.components]);

/** The interaction webhook over the same messages: refused once its token is 15 minutes old, as at Discord. */
class FakeHooks implements InteractionWebhooks {
  failing = false;
  /** Edits waiting to be let through (`hold`). */
  waiting = 0;
  private held: Promise<void> | null = null;
  constructor(
    private readonly io: RoutedIO,
    private readonly clock: () => number,
  ) {}
  private check(t: InteractionToken, what: string): void {
    if (this.failing || this.clock() - t.at > 15 * 60_000) throw Object.assign(new Error('Invalid Webhook Token'), { code: 50027 });
    this.io.log.push(`hook ${what}`);
  }
  async editOriginal(t: InteractionToken, payload: TablePayload): Promise<void> {
    if (this.held) {
      this.waiting++;
      await this.held;
      this.waiting--;
    }
    this.check(t, 'edit');
    if (!(await this.io.screenEdit(t.channelId, t.messageId, payload))) throw Object.assign(new Error('Unknown Message'), { code: 10008 });
  }
  async followUp(t: InteractionToken, payload: TablePayload): Promise<string> {
    this.check(t, 'followUp');
    return this.io.screenPost(t.channelId, payload);
  }
  async removeFollowUp(t: InteractionToken, messageId: string): Promise<void> {
    this.check(t, 'removeFollowUp');
    await this.io.screenRemove(t.channelId, messageId);
  }
  /** Holds every edit until the returned function is called: a slow request. */
  hold(): () => void {
    let release = () => undefined as void;
    this.held = new Promise((r) => (release = r));
    return () => {
      this.held = null;
      release();
    };
  }
}

let botTable: BotTable | null = null;
afterEach(async () => {
  await botTable?.close();
  botTable = null;
});

/** A started game of Lanterns whose table edits and pings may go through presses. */
async function started() {
  const io = new RoutedIO();
  const clock = { now: 1_000_000 };
  const hooks = new FakeHooks(io, () => clock.now);
  botTable = await BotTable.open({ modules: registry([lanternsModule]), io, hooks, clockMs: () => clock.now, newInstance: () => 'tokn0001', channel: CH });
  const ctx = botTable.ctx;
  const current = () => botTable!.current(CH);
  await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor: people[0]!, game: 'lanterns', options: { rounds: 3, bidding: false }, timerSeconds: null });
  await ctx.tables.idle();
  await ctx.runner.lobby(CH, 'tokn0001', people[1]!, 'join');
  await ctx.runner.lobby(CH, 'tokn0001', people[0]!, 'start');
  await ctx.tables.idle();
  await ctx.runner.outbox.idle();
  const tableId = (await current()).tableMessageId!;
  io.log.length = 0;
  io.writes.length = 0;
  let n = 0;
  return {
    ctx,
    io,
    hooks,
    clock,
    tableId,
    /** A press on the table message (or another message of the channel), now. */
    press(messageId = tableId) {
      ctx.tables.pressed({ applicationId: 'app', token: `token-${++n}`, at: clock.now, channelId: CH, messageId });
    },
    /** The seat owing first answers its first option; the table is not waited for. */
    async answer() {
      const p = openPrompts(await current(), lanterns)[0]!;
      const r = await ctx.runner.answer(CH, 'tokn0001', people[Number(p.player.slice(1))]!, { prompt: p.id, values: [p.options[0]!.value] });
      if (!r.ok) throw new Error(r.error.message);
    },
    async step() {
      await this.answer();
      await ctx.tables.idle();
    },
    /** What the table message shows now. */
    screen: () => shows(io.messages.get(tableId)!.payload),
  };
}

describe('bot/channel tables through a press’s token', () => {
  it('GIVEN a press on the table message THEN the table’s next edit goes through the interaction route, not the channel', async () => {
    const t = await started();
    t.press();
    await t.step();
    expect(t.io.of('hook')).toContain('hook edit');
    expect(t.io.of('channel')).not.toContain('channel edit');
    expect(t.screen()).toBe(t.io.writes.at(-1)!.shows);
  });

  it('GIVEN the press is over 14 minutes old THEN its token is not used: the edit goes through the channel', async () => {
    const t = await started();
    t.press();
    t.clock.now += TOKEN_USE_MS + 1000;
    await t.step();
    expect(t.io.of('hook')).toEqual([]);
    expect(t.io.of('channel')).toContain('channel edit');
  });

  it('GIVEN a press on another message of the channel THEN the table is not edited through it', async () => {
    const t = await started();
    t.press('another-message');
    await t.step();
    expect(t.io.of('hook')).not.toContain('hook edit');
    expect(t.io.of('channel')).toContain('channel edit');
  });

  it('GIVEN the interaction route refuses the token THEN the same edit goes through the channel, nothing lost, and the channel serves until the next press', async () => {
    const t = await started();
    const before = t.screen();
    t.press();
    t.hooks.failing = true;
    await t.step();
    expect(t.io.of('channel')).toContain('channel edit');
    expect(t.screen()).not.toBe(before);
    expect(t.screen()).toBe(t.io.writes.at(-1)!.shows);
    t.hooks.failing = false;
    await t.step();
    expect(t.io.of('hook')).not.toContain('hook edit');
    t.press();
    await t.step();
    expect(t.io.of('hook')).toContain('hook edit');
  });

  it('GIVEN an edit held on the interaction route while a newer state is saved and the token ages THEN the newer state is written after it, through the channel', async () => {
    const t = await started();
    t.press();
    const release = t.hooks.hold();
    await t.answer();
    for (let i = 0; i < 200 && t.hooks.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(t.hooks.waiting).toBe(1);
    // Past the bot's 14 minutes, still within Discord's 15: the held edit lands, the next goes through the channel.
    t.clock.now += TOKEN_USE_MS + 30_000;
    await t.answer();
    release();
    await t.ctx.tables.idle();
    expect(t.io.writes.map((w) => w.route)).toEqual(['hook', 'channel']);
    expect(t.io.writes[0]!.shows).not.toBe(t.io.writes[1]!.shows);
    expect(t.screen()).toBe(t.io.writes[1]!.shows);
  });
});

describe('bot/channel turn pings through a press’s token', () => {
  it('GIVEN a press in the channel THEN the turn ping is its follow-up, and is deleted through it when the next one replaces it', async () => {
    const t = await started();
    // The game's first ping was posted in the channel, before any press.
    for (let i = 0; i < 4; i++) {
      t.press();
      await t.step();
    }
    expect(t.io.of('hook').filter((l) => l !== 'hook edit')).toEqual(['hook followUp', 'hook followUp', 'hook removeFollowUp']);
    expect(t.io.of('channel')).toEqual(['channel remove']);
    // One ping in the channel: the newest, posted through the last press.
    const pings = [...t.io.messages.values()].filter((m) => m.channelId === CH && m.payload.content?.includes('your turn'));
    expect(pings).toHaveLength(1);
  });

  it('GIVEN the press that posted a ping is past 14 minutes THEN the ping is deleted through the channel', async () => {
    const t = await started();
    t.press();
    await t.step();
    t.press();
    await t.step();
    t.clock.now += TOKEN_USE_MS + 1000;
    await t.step();
    await t.step();
    expect(t.io.of('hook')).not.toContain('hook removeFollowUp');
    expect(t.io.of('channel').filter((l) => l === 'channel remove').length).toBeGreaterThanOrEqual(2);
  });
});
