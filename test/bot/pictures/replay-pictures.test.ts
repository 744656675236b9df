import { describe, expect, it } from 'vitest';
import { openDrawing, type Drawing } from '../../../src/bot/pictures/drawing';
import { ReplayPictures, type ReplayGif } from '../../../src/bot/pictures/replay-pictures';
import type { GameRecord } from '../../../src/platform/after-game/game-record';
import { lanternsModule } from '../../fixtures/lanterns-module';

/** A drawing whose replays wait until the test lets them finish, counting each one begun. */
function heldReplays(): { drawing: Drawing; begun: string[]; finish: () => void } {
  const begun: string[] = [];
  const waiting: (() => void)[] = [];
  const drawing: Drawing = {
    ...openDrawing({ threads: 0 }),
    replay: (_mod, record) => {
      begun.push(record.instance);
      return new Promise<ReplayGif>((resolve) => waiting.push(() => resolve({ ok: true, value: { gif: Buffer.from(`GIF89a ${record.instance}`), frames: 3 } })));
    },
  };
  return { drawing, begun, finish: () => waiting.splice(0).forEach((f) => f()) };
}

const record = (instance: string): GameRecord => ({
  instance, game: 'lanterns', guildId: 'g1', channelId: 'c1', seed: 's', options: {}, outcome: null, startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-01-01T01:00:00.000Z', endedReason: 'finished', rounds: null,
  players: [{ userId: 'u0', name: 'ana', control: 'human', aiLevel: null }, { userId: 'u1', name: 'ben', control: 'human', aiLevel: null }],
  answerLog: '',
  departed: [],
  forfeited: [],
  cooperative: false,
});

const gifOf = (r: ReplayGif) => (r.ok ? r.value.gif.toString('latin1') : r.error.message);
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('bot/replay pictures: one per person, a few at once, each made once', () => {
  it('GIVEN a replay of mine under way WHEN I ask for another game THEN it is refused at once, in my words, and nothing more is drawn', async () => {
    const { drawing, begun, finish } = heldReplays();
    const replays = new ReplayPictures(drawing);
    const first = replays.of('ana', lanternsModule, record('tbl00001'));
    await tick();
    expect(await replays.of('ana', lanternsModule, record('tbl00002'))).toEqual({ ok: false, error: { code: 'replay-yours-under-way', message: 'Your replay of table "tbl00001" is still being drawn: ask for this one once it is shown.' } });
    expect(begun).toEqual(['tbl00001']);
    finish();
    expect(gifOf(await first)).toBe('GIF89a tbl00001');
    // Once it is shown, the next one is hers to ask for.
    const second = replays.of('ana', lanternsModule, record('tbl00002'));
    await tick();
    finish();
    expect(gifOf(await second)).toBe('GIF89a tbl00002');
  });

  it('GIVEN the same game asked for again, at once or later, by anyone THEN it is drawn once', async () => {
    const { drawing, begun, finish } = heldReplays();
    const replays = new ReplayPictures(drawing);
    const asked = [replays.of('ana', lanternsModule, record('tbl00001')), replays.of('ben', lanternsModule, record('tbl00001')), replays.of('ana', lanternsModule, record('tbl00001'))];
    await tick();
    finish();
    expect((await Promise.all(asked)).map(gifOf)).toEqual(['GIF89a tbl00001', 'GIF89a tbl00001', 'GIF89a tbl00001']);
    expect(gifOf(await replays.of('cy', lanternsModule, record('tbl00001')))).toBe('GIF89a tbl00001');
    expect(begun).toEqual(['tbl00001']);
  });

  it('GIVEN as many games under way as the process allows THEN another game is refused clearly; one under way can still be joined', async () => {
    const { drawing, begun, finish } = heldReplays();
    const replays = new ReplayPictures(drawing, { atOnce: 2 });
    const a = replays.of('ana', lanternsModule, record('tbl00001'));
    const b = replays.of('ben', lanternsModule, record('tbl00002'));
    await tick();
    expect(await replays.of('cy', lanternsModule, record('tbl00003'))).toEqual({ ok: false, error: { code: 'replays-busy', message: '2 replays are being drawn already. Try again in a minute.' } });
    const joined = replays.of('cy', lanternsModule, record('tbl00002'));
    await tick();
    finish();
    expect((await Promise.all([a, b, joined])).map(gifOf)).toEqual(['GIF89a tbl00001', 'GIF89a tbl00002', 'GIF89a tbl00002']);
    expect(begun).toEqual(['tbl00001', 'tbl00002']);
  });

  it('GIVEN more GIFs than it may keep THEN the least recently asked for is made again when asked', async () => {
    const { drawing, begun, finish } = heldReplays();
    // Room for two 15-byte GIFs.
    const replays = new ReplayPictures(drawing, { keptBytes: 30 });
    for (const t of ['tbl00001', 'tbl00002', 'tbl00001', 'tbl00003', 'tbl00001', 'tbl00002']) {
      const r = replays.of('ana', lanternsModule, record(t));
      await tick();
      finish();
      await r;
    }
    expect(begun).toEqual(['tbl00001', 'tbl00002', 'tbl00003', 'tbl00002']);
  });

  it('GIVEN a replay whose drawing failed THEN nothing is kept, and its person may ask again', async () => {
    let tries = 0;
    const drawing: Drawing = {
      ...openDrawing({ threads: 0 }),
      replay: async () => {
        if (++tries === 1) throw new Error('the picture thread stopped');
        return { ok: true, value: { gif: Buffer.from('GIF89a'), frames: 1 } };
      },
    };
    const replays = new ReplayPictures(drawing);
    await expect(replays.of('ana', lanternsModule, record('tbl00001'))).rejects.toThrow('the picture thread stopped');
    expect(gifOf(await replays.of('ana', lanternsModule, record('tbl00002')))).toBe('GIF89a');
    expect(gifOf(await replays.of('ana', lanternsModule, record('tbl00001')))).toBe('GIF89a');
    expect(tries).toBe(3);
  });
});
