import { describe, expect, it } from 'vitest';
import { keptTerms, lobbyDoor } from '../../../src/platform/lobby/lobby-door';
import type { ServerSettings } from '../../../src/platform/lobby/server-settings';
import { newLobby } from '../../../src/platform/seats/lobby-seats';
import type { Session } from '../../../src/platform/session-schema';

const server = (s: Partial<ServerSettings> = {}): ServerSettings => ({ pace: 'live', timerMinutes: 0, decisionHours: 24, channels: [], dms: true, tables: 'channel', language: 'auto', ...s });
const HERE = 'c-here';
const table = (s: Partial<Session>): Session => ({ ...newLobby({ instance: 'old00001', game: 'lanterns', channelId: HERE, guildId: 'g', host: { userId: 'u0', name: 'Ana' }, options: {}, timerSeconds: null, now: 'x' }), ...s });

describe('platform/lobby door', () => {
  it('names what the bot lacks before anything else, one permission or several', () => {
    const listed = server({ channels: ['c-other'] });
    expect(lobbyDoor(listed, { channelId: HERE, botLacks: ['Attach Files'] }, {})).toEqual({ ok: false, error: { code: 'bot-lacks', message: 'I cannot show a table in this channel: I am missing Attach Files here. Someone who manages the channel can give it to me, or play in another channel.' } });
    expect(lobbyDoor(server(), { channelId: HERE, botLacks: ['View Channel', 'Send Messages'] }, {})).toMatchObject({ ok: false, error: { code: 'bot-lacks', message: expect.stringContaining('missing View Channel and Send Messages here') } });
    expect(lobbyDoor(listed, { channelId: HERE }, {})).toEqual({ ok: false, error: { code: 'channel-not-allowed', message: 'Games on this server are played in <#c-other>: open the lobby there.' } });
  });

  it.each([
    ['nothing asked on a slow server', server({ pace: 'slow', decisionHours: 6 }), {}, { pace: { pace: 'slow', decisionSeconds: 6 * 3600 }, timerSeconds: null, dmAllowed: true, where: 'channel' }],
    ["a timer of 0 over the server's 5 minutes", server({ timerMinutes: 5 }), { timerSeconds: 0 }, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'channel' }],
    ['nothing asked on a live server with a timer and DMs off', server({ timerMinutes: 5, dms: false }), {}, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: 300, dmAllowed: false, where: 'channel' }],
    ['DMs asked for where the server turned them off', server({ dms: false }), { dmAllowed: true }, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: false, where: 'channel' }],
    ['a decision time with the live pace asked', server(), { pace: 'live' as const, decisionSeconds: 3600 }, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'channel' }],
    ['nothing asked on a server that plays in threads', server({ tables: 'thread' }), {}, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'thread' }],
    ['the channel asked on a server that plays in threads', server({ tables: 'thread' }), { where: 'channel' as const }, { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'channel' }],
  ])('gives a lobby the terms for %s', (_, settings, want, terms) => {
    expect(lobbyDoor(settings, { channelId: HERE }, want)).toEqual({ ok: true, value: terms });
  });

  it('GIVEN a thread asked for where the bot cannot open or post in threads THEN the game is played in the channel', () => {
    expect(lobbyDoor(server({ tables: 'thread' }), { channelId: HERE, threadLacks: ['Create Public Threads'] }, {})).toEqual({ ok: true, value: { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'channel' } });
  });

  it("keeps an ended table's terms whatever the server's defaults, and its DMs only where the server still allows them", () => {
    const slow = table({ phase: 'ended', pace: 'slow', decisionSeconds: 7200, dmAllowed: true });
    const live = table({ phase: 'ended', timerSeconds: null });
    const busy = server({ pace: 'slow', timerMinutes: 9, decisionHours: 48 });
    expect(lobbyDoor(busy, { channelId: HERE }, keptTerms(slow))).toEqual({ ok: true, value: { pace: { pace: 'slow', decisionSeconds: 7200 }, timerSeconds: null, dmAllowed: true, where: 'channel' } });
    expect(lobbyDoor(busy, { channelId: HERE }, keptTerms(live))).toEqual({ ok: true, value: { pace: { pace: 'live', decisionSeconds: null }, timerSeconds: null, dmAllowed: true, where: 'channel' } });
    expect(lobbyDoor(server({ dms: false }), { channelId: HERE }, keptTerms(slow))).toMatchObject({ ok: true, value: { dmAllowed: false } });
  });
});
