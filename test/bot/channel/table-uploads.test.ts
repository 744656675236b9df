import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ChannelTables } from '../../../src/bot/channel/channel-tables';
import type { DiscordPort } from '../../../src/bot/channel/discord-port';
import { openDrawing } from '../../../src/bot/pictures/drawing';
import { TablePictures } from '../../../src/bot/pictures/table-pictures';
import type { TablePayload } from '../../../src/bot/views/table-view';
import { registry } from '../../../src/platform/module';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import { appendLog } from '../../../src/platform/table/game-log';
import type { Session } from '../../../src/platform/session-schema';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { NOW, startSession } from '../../fixtures/start-session';

/** Every table message sent, post or edit, with the files it uploaded. */
function recordingIo(): { io: DiscordPort; sent: { how: 'post' | 'edit'; messageId: string; payload: TablePayload }[] } {
  const sent: { how: 'post' | 'edit'; messageId: string; payload: TablePayload }[] = [];
  let next = 1;
  const io: DiscordPort = {
    post: async (_c, payload) => {
      const id = `m${next++}`;
      sent.push({ how: 'post', messageId: id, payload });
      return id;
    },
    edit: async (_c, messageId, payload) => {
      sent.push({ how: 'edit', messageId, payload });
      return true;
    },
    remove: async () => undefined,
    dm: async () => 'sent',
    placeName: async () => 'here',
    viewableChannels: async (_g, _u, ids) => new Set(ids),
    startThread: async () => 't1',
    archiveThread: async () => undefined,
  };
  return { io, sent };
}

function tablesOver(io: DiscordPort): ChannelTables {
  return new ChannelTables({ io, modules: registry([lanternsModule]), pictures: new TablePictures(openDrawing({ threads: 0 })), log: pino({ level: 'silent' }), minIntervalMs: 0, recordShown: async () => null, recordPing: async () => null, pingWayOf: async () => 'channel' });
}

/** Answers until the table picture changes. */
async function advance(s: Session): Promise<Session> {
  const board = async (x: Session) => (await lanternsModule.renderTable(lanternsModule.engine.view(x.state, null)))!.png;
  const before = await board(s);
  let next = s;
  while ((await board(next)).equals(before)) {
    const p = openPrompts(next, lanternsModule.engine)[0]!;
    const r = answer(next, lanternsModule.engine, p.player, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    next = r.value.session;
  }
  return next;
}

const fileCount = (p: TablePayload) => (p.files === undefined ? 'keeps its attachments' : p.files.length);

describe('bot/channel tables: a picture is uploaded once', () => {
  it('GIVEN an edit whose picture is the one already on the message THEN it uploads nothing and keeps the attachment; a new picture is uploaded', async () => {
    const { io, sent } = recordingIo();
    const tables = tablesOver(io);
    const s = { ...startSession(lanternsModule, 2, 'uploads'), channelId: 'c1' };
    tables.show({ session: s, rev: 1 });
    await tables.idle();
    // The same board again with a public log line: the message is edited, its picture kept.
    const logged = appendLog({ ...s, tableMessageId: 'm1' }, [{ text: 'Ana looks at the lanterns.', visibleTo: 'all' }]);
    tables.show({ session: logged, rev: 2 });
    await tables.idle();
    const moved = { ...(await advance(s)), tableMessageId: 'm1' };
    tables.show({ session: moved, rev: 3 });
    await tables.idle();
    expect(sent.map((x) => [x.how, x.messageId, fileCount(x.payload)])).toEqual([
      ['post', 'm1', 1],
      ['edit', 'm1', 'keeps its attachments'],
      ['edit', 'm1', 1],
    ]);
    // The kept attachment is still the one the embed points at.
    expect(sent[1]!.payload.embeds).toEqual(sent[0]!.payload.embeds);
  });

  it('GIVEN a change that shows nothing new on the table (a seat\'s private step) THEN nothing is sent; the next change that does is', async () => {
    const { io, sent } = recordingIo();
    const tables = tablesOver(io);
    const s = { ...startSession(lanternsModule, 2, 'unchanged'), channelId: 'c3' };
    tables.show({ session: s, rev: 1 });
    await tables.idle();
    tables.show({ session: { ...s, tableMessageId: 'm1' }, rev: 2 });
    await tables.idle();
    expect(sent.map((x) => x.how)).toEqual(['post']);
    tables.show({ session: appendLog({ ...s, tableMessageId: 'm1' }, [{ text: 'Ben waits.', visibleTo: 'all' }]), rev: 3 });
    await tables.idle();
    expect(sent.map((x) => [x.how, fileCount(x.payload)])).toEqual([
      ['post', 1],
      ['edit', 'keeps its attachments'],
    ]);
  });

  it('GIVEN the table moved to another message THEN its picture is uploaded there', async () => {
    const { io, sent } = recordingIo();
    const tables = tablesOver(io);
    const s = { ...startSession(lanternsModule, 2, 'moved'), channelId: 'c2' };
    tables.show({ session: s, rev: 1 });
    await tables.idle();
    // Another message id (the table was posted again): it has no picture of ours yet.
    tables.show({ session: { ...s, tableMessageId: 'm9' }, rev: 2 });
    await tables.idle();
    expect(sent.map((x) => [x.how, x.messageId, fileCount(x.payload)])).toEqual([
      ['post', 'm1', 1],
      ['edit', 'm9', 1],
    ]);
  });
});
