import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { openDrawing, type Drawing } from '../../../src/bot/pictures/drawing';
import type { TablePayload } from '../../../src/bot/views/table-view';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import type { Snapshot } from '../../../src/platform/delivery';
import type { Actor } from '../../../src/platform/seats/permissions';
import { BotTable } from '../../fixtures/bot-table';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { payloadText } from '../../fixtures/payload-text';
import { storedOf } from '../../fixtures/runner-table';

/**
 * Two processes over one store each hold a state of one table (a DM press handled by shard 0's process, the guild's
 * shard handling the channel): the table message ends on the newer state and is never edited back to the older one.
 */
const ana: Actor = { userId: 'u0', name: 'Ana', canManage: false };
const ben: Actor = { userId: 'u1', name: 'Ben', canManage: false };
const CH = '100';

let t: BotTable;
let drawings: Drawing[] = [];

beforeEach(async () => {
  t = await BotTable.open({ newSeed: () => 'seed-1', newInstance: () => 'inst0001' });
});
afterEach(async () => {
  await t.close();
  await Promise.all(drawings.map((d) => d.close()));
  drawings = [];
});

/** A picture drawer that takes `ms` longer than it would for each table picture. */
function slowDrawing(ms: number): Drawing {
  const d = openDrawing({ threads: 0 });
  drawings.push(d);
  return {
    table: async (...args) => {
      await new Promise((r) => setTimeout(r, ms));
      return d.table(...args);
    },
    private: (...args) => d.private(...args),
    card: (...args) => d.card(...args),
    replay: (...args) => d.replay(...args),
    ready: () => d.ready(),
    queued: () => d.queued(),
    close: () => d.close(),
  };
}

/** A process of its own over the table's store and Discord, publishing in turn with the others through the store. */
function process(drawMs: number): BotContext {
  return t.context({ sharedStore: true, drawing: slowDrawing(drawMs) });
}

/** The table at two successive states as stored, with the text each shows; the message is left showing the newer. */
async function twoStates(): Promise<{ older: Snapshot; newer: Snapshot; olderText: string; newerText: string; tableId: string }> {
  const c = t.ctx;
  await c.runner.newLobby({ channelId: CH, guildId: 'g', actor: ana, game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  await c.runner.lobby(CH, 'inst0001', ben, 'join');
  await c.runner.lobby(CH, 'inst0001', ana, 'start');
  await c.tables.idle();
  const older = await storedOf(t.store, CH);
  const tableId = older.session.tableMessageId!;
  const olderText = payloadText(t.io.messages.get(tableId)!.payload);
  const p = openPrompts(older.session, lanternsModule.engine)[0]!;
  const r = await c.runner.answer(CH, 'inst0001', [ana, ben][Number(p.player.slice(1))]!, { prompt: p.id, values: [p.options[0]!.value] });
  if (!r.ok) throw new Error(r.error.message);
  await c.tables.idle();
  const newer = await storedOf(t.store, CH);
  expect(newer.session.tableMessageId).toBe(tableId);
  return { older, newer, olderText, newerText: payloadText(t.io.messages.get(tableId)!.payload), tableId };
}

/** The text of every edit of message `id` from now on, in the order Discord took them. */
function editsOf(id: string): string[] {
  const edits: string[] = [];
  const edit = t.io.edit.bind(t.io);
  t.io.edit = async (channelId: string, messageId: string, payload: TablePayload) => {
    const done = await edit(channelId, messageId, payload);
    if (done && messageId === id) edits.push(payloadText(t.io.messages.get(id)!.payload));
    return done;
  };
  return edits;
}

describe('bot/publish order across processes', () => {
  it('GIVEN process A holds the older state with a slow picture and B the newer one, published after A began THEN the message ends on the newer state and never goes back', async () => {
    const { older, newer, olderText, newerText, tableId } = await twoStates();
    expect(newer.rev).toBeGreaterThan(older.rev);
    expect(olderText).not.toBe(newerText);
    const a = process(400);
    const b = process(0);
    const edits = editsOf(tableId);
    a.tables.show(older);
    await new Promise((r) => setTimeout(r, 50));
    b.tables.show(newer);
    await Promise.all([a.tables.idle(), b.tables.idle()]);
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.at(-1)).toBe(newerText);
    const firstNewer = edits.indexOf(newerText);
    expect(edits.slice(firstNewer)).not.toContain(olderText);
    expect(payloadText(t.io.messages.get(tableId)!.payload)).toBe(newerText);
  });

  it('GIVEN the newer state is on screen from another process THEN a process holding the older one does not edit the table', async () => {
    const { older, newer, olderText, newerText, tableId } = await twoStates();
    const a = process(0);
    const b = process(0);
    b.tables.show(newer);
    await b.tables.idle();
    const edits = editsOf(tableId);
    a.tables.show(older);
    await a.tables.idle();
    expect(edits).not.toContain(olderText);
    expect(payloadText(t.io.messages.get(tableId)!.payload)).toBe(newerText);
    expect(a.tables.pending()).toBe(0);
  });

  it('GIVEN a process died holding a channel’s publish lease THEN another shows the table once the lease runs out', async () => {
    const { newer, newerText, tableId } = await twoStates();
    await t.store.updateDoc(`lease:publish-${CH}`, () => ({ instance: '', shown: -1, holder: 'gone', until: Date.now() + 300 }));
    const b = process(0);
    const edits = editsOf(tableId);
    const from = Date.now();
    b.tables.show(newer);
    await b.tables.idle();
    expect(Date.now() - from).toBeGreaterThanOrEqual(250);
    expect(edits).toEqual([newerText]);
  });
});
