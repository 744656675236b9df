import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyRequests } from '@discordjs/proxy';
// The proxy's own import of @discordjs/rest (ESM): its error classes must be the ones proxyRequests tells apart.
import { DefaultRestOptions, REST, RESTEvents } from '@discordjs/rest';
import type { Logger } from 'pino';
import type { ProxyMetrics } from './metrics';

export interface ProxyOptions {
  port: number;
  host?: string;
  /** Discord's API base without the version (`https://discord.com/api`), or a stand-in's. */
  upstream: string;
  /** The bot's global limit: requests a second over every process sending through here. */
  globalPerSecond: number;
  /**
   * A rate limit that would hold a request longer than this is answered to the bot as a 429 (with Retry-After) instead
   * of waited out: an edit of an hour-old message is refused for a minute or more (30046), and the bot gives such an
   * edit up and posts anew, where a proxy that waited would hold it past the bot's own 15 s timeout.
   */
  maxWaitMs: number;
  metrics: ProxyMetrics;
  log: Logger;
}

export interface RestProxy {
  port: number;
  close(): Promise<void>;
}

// Interaction callbacks and the interaction webhooks (follow-ups, edits of a reply) do not count against Discord's
// global limit: they go through a REST client of their own, so a queue of channel edits never holds a click's answer
// past its three seconds. Their per-route buckets are still kept.
const EXEMPT = /^\/api(?:\/v\d+)?\/(?:interactions|webhooks)\//;
const API = /^\/api(?:\/v\d+)?\//;

/** A route for the figures: ids and tokens replaced, so one route is one label. */
function routeOf(url: string): string {
  const path = new URL(url).pathname.replace(/^\/api(?:\/v\d+)?/, '');
  return path.replace(/\/(webhooks|interactions)\/(\d+)\/[^/]+/, '/$1/:id/:token').replace(/\/\d{5,}(?=\/|$)/g, '/:id');
}

function restClient(o: ProxyOptions, globalRequestsPerSecond: number): REST {
  const rest = new REST({
    api: o.upstream,
    globalRequestsPerSecond,
    rejectOnRateLimit: (d) => Math.max(d.retryAfter, d.timeToReset) > o.maxWaitMs,
    // Watch every answer Discord gives, including the 429s the client then waits out and tries again.
    makeRequest: async (url, init) => {
      const res = await DefaultRestOptions.makeRequest(url, init);
      o.metrics.answered(init.method ?? 'GET', routeOf(url), res.status, res.headers.get('x-ratelimit-global') !== null);
      if (res.status === 429) o.log.warn({ url: routeOf(url), global: res.headers.get('x-ratelimit-global') !== null, retryAfter: res.headers.get('retry-after') }, 'Discord answered 429');
      return res;
    },
  });
  rest.on(RESTEvents.RateLimited, (d) => o.metrics.heldBack(d.global));
  return rest;
}

/**
 * One REST proxy in front of Discord for every process of one bot (`@discordjs/proxy` over `@discordjs/rest`): the
 * bots point DISCORD_API_BASE at it and send their token as usual; it forwards each request with that token, and counts
 * the global limit, the per-route buckets and the invalid answers once for them all. `/healthz` and `/metrics` beside.
 */
export async function startRestProxy(o: ProxyOptions): Promise<RestProxy> {
  const limited = proxyRequests(restClient(o, o.globalPerSecond));
  const exempt = proxyRequests(restClient(o, Number.POSITIVE_INFINITY));
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (req.method === 'GET' && path === '/healthz') {
      const body = { ok: true, upstream: o.upstream, globalPerSecond: o.globalPerSecond, invalidRequests10m: o.metrics.invalidInWindow() };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else if (req.method === 'GET' && path === '/metrics') {
      res.writeHead(200, { 'content-type': o.metrics.registry.contentType }).end(await o.metrics.registry.metrics());
    } else if (API.test(path)) {
      await (EXEMPT.test(path) ? exempt : limited)(req, res);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: '404: Not Found', code: 0 }));
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      o.log.error({ err, url: req.url }, 'proxy request failed');
      if (res.writableEnded) return;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '502: Bad Gateway', code: 0 }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
