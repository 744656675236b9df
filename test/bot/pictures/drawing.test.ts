import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ChannelTables } from '../../../src/bot/channel/channel-tables';
import { openDrawing, type Drawing } from '../../../src/bot/pictures/drawing';
import { PictureSlots } from '../../../src/bot/pictures/picture-slots';
import { TablePictures } from '../../../src/bot/pictures/table-pictures';
import type { DiscordPort } from '../../../src/bot/channel/discord-port';
import { modules } from '../../../src/modules';
import { buildGameRecord, type GameRecord } from '../../../src/platform/after-game/game-record';
import { registry, type GameModule, type Picture } from '../../../src/platform/module';
import { seatNames } from '../../../src/platform/table/seat-names';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import type { Session } from '../../../src/platform/session-schema';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW, startSession } from '../../fixtures/start-session';

/** The shipped registry's module: the workers draw the games the bot ships. */
const earthModule = modules.get('earth')!;
const drawnOn: { game: string; kind: string; thread: number }[] = [];
const pool = openDrawing({ threads: 2, onDrawn: (d) => drawnOn.push(d) });
afterAll(() => pool.close());

/** A gate the test opens by hand, to hold a draw in progress. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

describe('bot/drawing: pictures off the main thread', () => {
  it('GIVEN many pictures drawn on the workers THEN their memory is given back between pictures', { timeout: 120_000 }, async () => {
    // A worker that waited for its next picture without turning its event loop never freed a picture's pixels:
    // about 5 MB a picture, 23 GB in a busy bot.
    const views = Array.from({ length: 160 }, (_, i) => {
      const s = startSession(earthModule, 2 + (i % 4), `memory-${i}`);
      return { view: earthModule.engine.view(s.state, null), names: seatNames(s) };
    });
    for (const v of views.slice(0, 20)) await pool.table(earthModule, v.view, v.names);
    const before = process.memoryUsage().rss;
    for (const v of views.slice(20)) await pool.table(earthModule, v.view, v.names);
    expect((process.memoryUsage().rss - before) / 1e6).toBeLessThan(300);
  });

  it('GIVEN a shipped game THEN a worker thread draws exactly the picture this thread would', async () => {
    const s = startSession(earthModule, 3, 'pool');
    const view = earthModule.engine.view(s.state, null);
    const mine = await earthModule.renderTable(view, seatNames(s));
    const theirs = await pool.table(earthModule, view, seatNames(s));
    expect(Buffer.isBuffer(theirs!.png)).toBe(true);
    expect(theirs!.name).toBe(mine.name);
    expect(theirs!.alt).toBe(mine.alt);
    expect(theirs!.png.equals(mine.png)).toBe(true);
    expect(drawnOn.at(-1)).toMatchObject({ game: 'earth', kind: 'table' });
    expect(drawnOn.at(-1)!.thread).not.toBe(0);
  });

  it('GIVEN a private view THEN the worker draws it, and a seatless view draws nothing', async () => {
    const s = startSession(earthModule, 2, 'pool-private');
    const p = await pool.private(earthModule, earthModule.engine.view(s.state, 'p0'));
    expect(p!.name).toMatch(/\.webp$|\.png$|\.jpe?g$/);
    expect(drawnOn.at(-1)!.thread).not.toBe(0);
  });

  it('GIVEN a game the workers do not know THEN it is drawn on this thread', async () => {
    const s = startSession(lanternsModule, 2, 'toy');
    const p = await pool.table(lanternsModule, lanternsModule.engine.view(s.state, null));
    expect(p!.png.length).toBeGreaterThan(0);
    expect(drawnOn.at(-1)).toMatchObject({ game: 'lanterns', thread: 0 });
  });
});

describe('bot/picture slots', () => {
  it('GIVEN two slots and five pictures THEN at most two are drawn at once, in the order asked', async () => {
    const slots = new PictureSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const all = gates.map((g, i) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await g.wait;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(slots.queued()).toBe(3);
    for (const g of gates) {
      g.open();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('GIVEN a waiting picture no longer wanted when its turn comes THEN it is not drawn and answers null', async () => {
    const slots = new PictureSlots(1);
    const first = gate();
    let drawn = 0;
    const a = slots.run(async () => {
      await first.wait;
      return 'a';
    });
    let wanted = true;
    const b = slots.run(async () => {
      drawn++;
      return 'b';
    }, () => wanted);
    wanted = false;
    first.open();
    expect(await a).toBe('a');
    expect(await b).toBeNull();
    expect(drawn).toBe(0);
    // The slot it would have held is free again.
    expect(await slots.run(async () => 'c')).toBe('c');
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => new PictureSlots(0)).toThrow(/positive integer/);
  });
});

/** A drawing with one slot that records the table views it draws, holding them until the test releases it. */
function heldDrawing(): { drawing: Drawing; views: unknown[]; release: () => void } {
  const views: unknown[] = [];
  const slots = new PictureSlots(1);
  const held = gate();
  const inner = openDrawing({ threads: 0 });
  const drawing: Drawing = {
    ...inner,
    table: (mod, view, names, choices, wanted) =>
      slots.run(async () => {
        views.push(view);
        await held.wait;
        return (await mod.renderTable(view, names, choices)) as Picture;
      }, wanted),
  };
  return { drawing, views, release: held.open };
}

function advance(s: Session, mod: GameModule): Session {
  const p = openPrompts(s, mod.engine)[0]!;
  const r = answer(s, mod.engine, p.player, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) }, NOW);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

function channelTables(drawing: Drawing, io: DiscordPort): ChannelTables {
  return new ChannelTables({ io, modules: registry([lanternsModule]), pictures: new TablePictures(drawing), log: pino({ level: 'silent' }), minIntervalMs: 0, recordShown: async () => null, recordPing: async () => null, pingWayOf: async () => 'channel' });
}

describe('bot/channel tables: only the newest state is drawn', () => {
  it('GIVEN a table waiting for a drawing thread WHEN a newer change comes THEN the older state is never drawn', async () => {
    const held = heldDrawing();
    const edits: string[] = [];
    const io: DiscordPort = { post: async () => 'm1', edit: async (c) => (edits.push(c), true), remove: async () => undefined, dm: async () => 'sent', placeName: async () => 'here', viewableChannels: async () => new Set(), startThread: async () => 't1', archiveThread: async () => undefined };
    const tables = channelTables(held.drawing, io);
    const other = { ...startSession(lanternsModule, 2, 'other'), channelId: 'busy', tableMessageId: 'm0' };
    const b1 = { ...startSession(lanternsModule, 2, 'newest'), channelId: 'waiting', tableMessageId: 'm1' };
    const b2 = advance(b1, lanternsModule);
    // The one drawing thread is busy with another channel's table while this channel's first change waits for it.
    tables.show({ session: other, rev: 1 });
    await new Promise((r) => setTimeout(r, 5));
    tables.show({ session: b1, rev: 1 });
    await new Promise((r) => setTimeout(r, 5));
    tables.show({ session: b2, rev: 2 });
    held.release();
    await tables.idle();
    const view = (s: Session) => lanternsModule.engine.view(s.state, null);
    expect(held.views).toEqual([view(other), view(b2)]);
    expect(edits.sort()).toEqual(['busy', 'waiting']);
  });

  it('GIVEN a change that leaves the public picture as it was THEN the picture is not drawn again', async () => {
    let draws = 0;
    const inner = openDrawing({ threads: 0 });
    const counting: Drawing = { ...inner, table: (...a) => (draws++, inner.table(...a)) };
    let reused = 0;
    const pictures = new TablePictures(counting, () => reused++);
    const s = startSession(lanternsModule, 2, 'same');
    const view = lanternsModule.engine.view(s.state, null);
    const a = await pictures.of('c1', lanternsModule, view, seatNames(s), undefined, () => true);
    const b = await pictures.of('c1', lanternsModule, structuredClone(view), seatNames(s), undefined, () => true);
    expect(b).toBe(a);
    expect(draws).toBe(1);
    expect(reused).toBe(1);
    // Another channel, or the same picture with other marks, is drawn.
    await pictures.of('c2', lanternsModule, view, seatNames(s), undefined, () => true);
    await pictures.of('c1', lanternsModule, view, seatNames(s), [{ value: 'x', label: 'x' }], () => true);
    expect(draws).toBe(3);
  });
});

describe('bot/drawing: a replay never holds up a table', () => {
  it('GIVEN a replay being drawn WHEN a table picture is asked for after it THEN the table picture comes first', async () => {
    const held = gate();
    let framesStarted = 0;
    // The replay's frames wait on the gate: a replay that takes as long as the test likes.
    const slowReplay: GameModule = {
      ...lanternsModule,
      renderTable: async (v, names, choices) => {
        framesStarted++;
        await held.wait;
        return lanternsModule.renderTable(v, names, choices);
      },
    };
    const drawing = openDrawing({ threads: 0 });
    const finished = finishedLanterns();
    const order: string[] = [];
    const replay = drawing.replay(slowReplay, finished).then(() => order.push('replay'));
    await new Promise((r) => setTimeout(r, 5));
    expect(framesStarted).toBe(1);
    const s = startSession(lanternsModule, 2, 'after-replay');
    const picture = drawing.table(lanternsModule, lanternsModule.engine.view(s.state, null)).then(() => order.push('table'));
    // The table picture has all the time it needs; the replay is let go only after it, or after the wait.
    await Promise.race([picture, new Promise((r) => setTimeout(r, 3000))]);
    held.open();
    await Promise.all([replay, picture]);
    expect(order).toEqual(['table', 'replay']);
  });
});

/** A two-seat Lanterns game of one round, played to its end, as the record a finished table writes. */
function finishedLanterns(): GameRecord {
  let s = startSession(lanternsModule, 2, 'finished', { rounds: 1, bidding: false });
  while (s.phase === 'playing') s = advance(s, lanternsModule);
  return buildGameRecord(s, lanternsModule.engine, NOW);
}
