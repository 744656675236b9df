import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LIVE_PANEL_MS, LivePanels } from '../../../src/bot/channel/live-panels';
import type { Session } from '../../../src/platform/session-schema';
import type { TablePayload } from '../../../src/bot/views/table-view';

/**
 * A private panel still on a player's screen follows the table: their next decision is edited into it while
 * Discord still lets the bot edit it, and never after.
 */

const CHANNEL = '240000000000000001';
const ANA = '140000000000000001';

/** Only the fields live panels read: which table, and whether it ended. */
const table = (phase: Session['phase'] = 'playing', instance = 'live0001') => ({ channelId: CHANNEL, instance, phase }) as Session;

function setup(asked: () => string | null) {
  let now = 1_000_000;
  const edits: string[] = [];
  const panels = new LivePanels({
    log: pino({ level: 'silent' }),
    promptOf: () => asked(),
    draw: async () => {
      const prompt = asked();
      return { payload: { content: prompt ?? 'Nothing is asked of you right now.' } as TablePayload, prompt };
    },
    now: () => now,
  });
  const keep = (prompt: string | null, edit = async (p: TablePayload) => void edits.push(p.content!)) =>
    panels.remember({ channelId: CHANNEL, instance: 'live0001', userId: ANA, at: now, prompt, edit });
  return { panels, edits, keep, later: (ms: number) => void (now += ms) };
}

describe('bot/live panels', () => {
  it('GIVEN a panel opened 10 minutes ago showing nothing WHEN the turn comes back THEN it is edited once to the new decision', async () => {
    let asked: string | null = null;
    const { panels, edits, keep, later } = setup(() => asked);
    keep(null);
    later(10 * 60_000);
    asked = 'play-2';
    await panels.refresh(table());
    await panels.refresh(table());
    expect(edits).toEqual(['play-2']);
  });

  it('GIVEN a panel showing a decision that is gone THEN it says nothing is asked, so its old buttons are not pressed', async () => {
    let asked: string | null = 'play-1';
    const { panels, edits, keep } = setup(() => asked);
    keep('play-1');
    await panels.refresh(table());
    expect(edits).toEqual([]);
    asked = null;
    await panels.refresh(table());
    expect(edits).toEqual(['Nothing is asked of you right now.']);
  });

  it('GIVEN a panel older than the window THEN it is not edited and is forgotten: the player clicks as before', async () => {
    let asked: string | null = null;
    const { panels, edits, keep, later } = setup(() => asked);
    keep(null);
    later(LIVE_PANEL_MS + 1);
    asked = 'play-2';
    await panels.refresh(table());
    expect(edits).toEqual([]);
    expect(panels.size()).toBe(0);
  });

  it('GIVEN an edit Discord refuses (the token expired) THEN the panel is forgotten silently and not tried again', async () => {
    let asked: string | null = null;
    const { panels, keep } = setup(() => asked);
    let tries = 0;
    keep(null, async () => {
      tries++;
      throw Object.assign(new Error('Invalid Webhook Token'), { code: 50027 });
    });
    asked = 'play-2';
    await panels.refresh(table());
    asked = 'play-3';
    await panels.refresh(table());
    expect(tries).toBe(1);
    expect(panels.size()).toBe(0);
  });

  it('GIVEN a newer table in the channel THEN a panel of the old one is forgotten, not edited', async () => {
    let asked: string | null = null;
    const { panels, edits, keep } = setup(() => asked);
    keep(null);
    asked = 'play-1';
    await panels.refresh(table('playing', 'live0002'));
    expect(edits).toEqual([]);
    expect(panels.size()).toBe(0);
  });
});

describe('bot/live panels: the picture already on a panel', () => {
  /** A panel whose next decision shows the picture drawn from `shows`: the edits it gets, and whether each carried files. */
  function drawing(shows: () => string | null) {
    let asked = 'play-1';
    const sent: { prompt: string | null; files: boolean }[] = [];
    const panels = new LivePanels({
      log: pino({ level: 'silent' }),
      promptOf: () => asked,
      draw: async () => ({ payload: { content: asked, files: [] } as TablePayload, prompt: asked, shows: shows() }),
    });
    panels.remember({
      channelId: CHANNEL,
      instance: 'live0001',
      userId: ANA,
      at: Date.now(),
      prompt: 'play-1',
      shows: 'hand-a',
      edit: async (p) => {
        sent.push({ prompt: p.content ?? null, files: p.files !== undefined });
        return { id: '340000000000000001' };
      },
    });
    return { panels, sent, ask: (prompt: string) => void (asked = prompt) };
  }

  it('GIVEN a panel showing a hand WHEN its next decision shows the same hand THEN the edit keeps the attachment: nothing is uploaded', async () => {
    const { panels, sent, ask } = drawing(() => 'hand-a');
    ask('play-2');
    await panels.refresh(table());
    expect(sent).toEqual([{ prompt: 'play-2', files: false }]);
    expect(panels.showing('340000000000000001')).toBe('hand-a');
  });

  it('GIVEN a panel showing a hand WHEN its next decision shows another THEN the new picture is sent, and then kept for the one after', async () => {
    let hand = 'hand-b';
    const { panels, sent, ask } = drawing(() => hand);
    ask('play-2');
    await panels.refresh(table());
    ask('play-3');
    await panels.refresh(table());
    hand = 'hand-c';
    ask('play-4');
    await panels.refresh(table());
    expect(sent).toEqual([
      { prompt: 'play-2', files: true },
      { prompt: 'play-3', files: false },
      { prompt: 'play-4', files: true },
    ]);
    expect(panels.showing('340000000000000001')).toBe('hand-c');
  });

  it('GIVEN a panel message whose picture is unknown (none drawn) THEN nothing is taken for kept', () => {
    const { panels } = drawing(() => null);
    panels.shown('340000000000000009', 'hand-a');
    panels.shown('340000000000000009', null);
    expect(panels.showing('340000000000000009')).toBeUndefined();
  });

  it('GIVEN a panel that lost its picture meanwhile (the edit keeping it is refused) THEN the picture is sent after all', async () => {
    const sent: boolean[] = [];
    const panels = new LivePanels({
      log: pino({ level: 'silent' }),
      promptOf: () => 'play-2',
      draw: async () => ({ payload: { content: 'play-2', files: [] } as TablePayload, prompt: 'play-2', shows: 'hand-a' }),
    });
    panels.remember({
      channelId: CHANNEL,
      instance: 'live0001',
      userId: ANA,
      at: Date.now(),
      prompt: 'play-1',
      shows: 'hand-a',
      edit: async (p) => {
        sent.push(p.files !== undefined);
        if (p.files === undefined) throw new Error('components.0.components.1.items.0.media.url: not an attachment of this message');
      },
    });
    await panels.refresh(table());
    expect(sent).toEqual([false, true]);
    expect(panels.size()).toBe(1);
  });
});

