import type { ServerContext } from '../context.js';
import type { ApiResponse, Router } from '../http/router.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /gateway/bot is how discord.js discovers the WebSocket URL, the shard count and how many shards may identify at once. */
export function addGatewayInfoRoutes(router: Router, ctx: ServerContext, gatewayUrl: () => string, shards = 1, maxConcurrency = 1): void {
  router.add('GET', '/gateway', (): ApiResponse => ({ status: 200, body: { url: gatewayUrl() } }), { auth: false });
  router.add('GET', '/gateway/bot', (): ApiResponse => ({
    status: 200,
    body: {
      url: gatewayUrl(),
      shards,
      session_start_limit: { total: 1000, remaining: 1000 - ctx.gateway.log.filter((e) => e.kind === 'identify').length, reset_after: DAY_MS, max_concurrency: maxConcurrency },
    },
  }));
}
