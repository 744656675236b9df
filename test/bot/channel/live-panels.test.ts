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
