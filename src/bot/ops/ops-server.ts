import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { GameStore } from '../../store/game-store';

/**
 * `/healthz` and `/metrics` for the operator and Docker's HEALTHCHECK, on their own port (OPS_PORT), never on
 * a public one: they tell whether the bot is connected and how it is doing, nothing about any game.
 */
export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

export interface Health {
  /** Ready to serve: logged in to the gateway and the store reachable. */
  ok: boolean;
  detail: Record<string, unknown>;
}

export async function startOpsServer(opts: { port: number; host?: string; registry: Registry; health: () => Promise<Health> | Health }): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method !== 'GET') {
          res.writeHead(405, { allow: 'GET' }).end();
        } else if (req.url === '/healthz') {
          const h = await opts.health();
          res.writeHead(h.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: h.ok, ...h.detail }));
        } else if (req.url === '/metrics') {
          res.writeHead(200, { 'content-type': opts.registry.contentType }).end(await opts.registry.metrics());
        } else {
          res.writeHead(404).end();
        }
      } catch (err) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : 'error');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a bot drawing through the picture queue tells of it (src/bot/pictures/picture-queue.ts). */
interface PictureQueueGauge {
  backlog?(): Promise<{ depth: number; oldestMs: number }>;
}

const within = <T>(p: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([p.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 2_000).unref())]);

/**
 * A bot is healthy when its gateway connection is ready and its store answers within two seconds; the detail names
 * the shards this process holds (`shards`, of `shardCount` over every host) and, with a picture queue, its depth and
 * its oldest job's age. An unreachable queue does not make the bot unhealthy, since the bot then draws its pictures
 * itself.
 */
export async function botHealth(
  bot: { client: { isReady(): boolean; ws: { ping: number } }; shards: { ids: readonly number[]; count: number }; ctx?: { drawing: PictureQueueGauge } },
  store: Pick<GameStore, 'ping'>,
): Promise<Health> {
  const gateway = bot.client.isReady();
  const backlog = bot.ctx?.drawing.backlog?.();
  const [storeOk, queue] = await Promise.all([within(store.ping().then(() => true), false), backlog ? within(backlog, null) : Promise.resolve(undefined)]);
  const pictureQueue = queue === undefined ? {} : { pictureQueue: queue ? { depth: queue.depth, oldestSeconds: queue.oldestMs / 1000 } : 'unreachable' };
  return {
    ok: gateway && storeOk,
    detail: { gateway: gateway ? 'ready' : 'down', store: storeOk ? 'ok' : 'unreachable', pingMs: bot.client.ws.ping, shards: [...bot.shards.ids], shardCount: bot.shards.count, ...pictureQueue },
  };
}
