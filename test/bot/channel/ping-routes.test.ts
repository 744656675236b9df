import { describe, expect, it } from 'vitest';
import { pingRoutes } from '../../../src/bot/channel/ping-routes';
import type { Session } from '../../../src/platform/session-schema';
import { lanternsModule } from '../../fixtures/lanterns-module';
import { startSession } from '../../fixtures/start-session';

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

  describe('in a secret window', () => {
    const window = { id: 'w1', label: 'a build is declared', seats: ['p0', 'p1', 'p2'], openedAt: base.startedAt ?? '2026-01-01T00:00:00.000Z', minMs: 10_000, maxMs: 45_000, held: null };
    const inWindow: Session = { ...base, secretWindow: window };

    it('GIVEN the table stood aside for u0 and u2 THEN only u1, who has something to decide, is called, by DM, whatever their choice', () => {
      expect(pingRoutes(inWindow, ['u0', 'u1', 'u2'], (u) => ways[u as keyof typeof ways], new Set(['u1']))).toEqual({ channel: [], dm: ['u1'] });
      expect(pingRoutes(inWindow, ['u0', 'u1', 'u2'], (u) => ways[u as keyof typeof ways], new Set(['u0']))).toEqual({ channel: [], dm: ['u0'] });
    });

    it('GIVEN a player who takes no DMs THEN they are mentioned in the channel whether or not they have anything to decide, so the mention tells nothing', () => {
      const closed = { ...inWindow, seats: inWindow.seats.map((x) => (x.userId === 'u2' ? { ...x, dmOpen: false } : x)) };
      for (const deciding of [new Set<string>(), new Set(['u2'])]) expect(pingRoutes(closed, ['u0', 'u1', 'u2'], () => 'channel', deciding).channel).toEqual(['u2']);
    });
  });
});
