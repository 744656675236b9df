import { REST, RESTEvents, type RateLimitData } from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { startDiscordServer, type DiscordServerHandle } from './index.js';

let handle: DiscordServerHandle | null = null;
afterEach(async () => {
  await handle?.close();
  handle = null;
});

const me = (h: DiscordServerHandle, auth: string | null = `Bot ${h.token}`) => fetch(`${h.apiBase}/v10/users/@me`, auth ? { headers: { authorization: auth } } : {});

describe('the test Discord server’s global REST limit', () => {
  test('a bot token over its requests per second is answered 429 as Discord answers it, and may go on once the second is over', async () => {
    handle = await startDiscordServer({ restLimits: { perSecond: 3 } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await me(handle));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    const refused = answers[3]!;
    expect(refused.headers.get('x-ratelimit-global')).toBe('true');
    expect(refused.headers.get('x-ratelimit-scope')).toBe('global');
    const body = (await refused.json()) as { message: string; retry_after: number; global: boolean };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: true });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBe(body.retry_after);

    await new Promise((resolve) => setTimeout(resolve, body.retry_after * 1000 + 20));
    expect((await me(handle)).status).toBe(200);
    expect(handle.rateLimitCounts()).toMatchObject({ global429: 2, invalidRequests: 2 });
  });

  test('requests without the bot token (interaction callbacks, webhooks) do not count against it', async () => {
    handle = await startDiscordServer({ restLimits: { perSecond: 2 } });
    for (let i = 0; i < 4; i++) expect((await fetch(`${handle.apiBase}/v10/gateway`)).status).toBe(200);
    expect([(await me(handle)).status, (await me(handle)).status]).toEqual([200, 200]);
    expect(handle.rateLimitCounts().global429).toBe(0);
  });

  test('the interaction routes do not count against it even with the bot token, as at Discord', async () => {
    handle = await startDiscordServer({ restLimits: { perSecond: 2 } });
    const h = handle;
    const auth = { authorization: `Bot ${h.token}` };
    const hook = (path: string, method: string) => fetch(`${h.apiBase}/v10/webhooks/${h.applicationId}/no-such-token${path}`, { method, headers: auth });
    const answers = [await hook('/messages/@original', 'PATCH'), await hook('', 'POST'), await hook('/messages/1', 'DELETE'), await fetch(`${h.apiBase}/v10/interactions/1/no-such-token/callback`, { method: 'POST', headers: auth })];
    // Unknown tokens, so refused as unknown: but none as rate limited.
    expect(answers.map((r) => r.status)).not.toContain(429);
    expect([(await me(h)).status, (await me(h)).status]).toEqual([200, 200]);
    expect(h.rateLimitCounts().global429).toBe(0);
  });

  test('invalid answers (401, 403, 429) are counted, and past the limit every request is refused until the window has room', async () => {
    handle = await startDiscordServer({ restLimits: { invalidLimit: 3, invalidWindowMs: 400 } });
    for (let i = 0; i < 3; i++) expect((await me(handle, 'Bot wrong-token')).status).toBe(401);
    expect(handle.rateLimitCounts()).toMatchObject({ invalidRequests: 3, blocked: 0 });
    const blocked = await me(handle);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/blocked from accessing our API/);
    expect(handle.rateLimitCounts()).toMatchObject({ blocked: 1, invalidTotal: 4 });

    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await me(handle)).status).toBe(200);
    expect(handle.rateLimitCounts().invalidRequests).toBe(0);
  });

  test('discord.js reads the answer as the global limit: it waits the whole client out, and every request still succeeds', async () => {
    handle = await startDiscordServer({ restLimits: { perSecond: 3 } });
    const rest = new REST({ api: handle.apiBase, retries: 0 }).setToken(handle.token);
    const limited: RateLimitData[] = [];
    rest.on(RESTEvents.RateLimited, (d) => limited.push(d));
    const users = await Promise.all(Array.from({ length: 6 }, () => rest.get('/users/@me') as Promise<{ id: string }>));
    expect(users.map((u) => u.id)).toEqual(Array.from({ length: 6 }, () => handle!.bot.id));
    expect(handle.rateLimitCounts().global429).toBeGreaterThan(0);
    expect(limited.some((d) => d.global)).toBe(true);
  });
});
