import { describe, expect, it } from 'vitest';
import { pingRoutes } from '../../src/bot/channel/ping-routes';
import type { Session } from '../../src/platform/table/session-schema';
import { lanternsModule } from '../fixtures/lanterns-module';
import { startSession } from '../fixtures/start-session';

/** Where a turn ping goes, by each player's /game notify choice, the server's DM setting and the pace. */
const base = startSession(lanternsModule, 3, 'routes');
const ways = { u0: 'channel', u1: 'dm', u2: 'both' } as const;
const route = (s: Session) => pingRoutes(s, ['u0', 'u1', 'u2'], (u) => ways[u as keyof typeof ways]);

describe('bot/ping routes', () => {
  it('follows each player’s choice', () => {
    expect(route(base)).toEqual({ channel: ['u0', 'u2'], dm: ['u1', 'u2'] });
  });

  it('calls everyone in the channel when the server lets the bot DM nobody, or a player’s DMs are closed', () => {
    expect(route({ ...base, dmAllowed: false })).toEqual({ channel: ['u0', 'u1', 'u2'], dm: [] });
    const closed = { ...base, seats: base.seats.map((x) => (x.userId === 'u1' ? { ...x, dmOpen: false } : x)) };
    expect(route(closed)).toEqual({ channel: ['u0', 'u1', 'u2'], dm: ['u2'] });
  });

  it('sends no DM ping in a slow game, whose turn-start DM carries the time left', () => {
    expect(route({ ...base, pace: 'slow' })).toEqual({ channel: ['u0', 'u2'], dm: [] });
  });
});
