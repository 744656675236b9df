import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

const INVALID_WINDOW_MS = 10 * 60_000;

/**
 * What the proxy's operator watches: the requests forwarded to Discord, the 429s Discord answered (global or one
 * route's bucket: each is a limit the proxy did not see coming), the times the proxy held requests back itself, and the
 * invalid answers (401, 403, 429) over Discord's ten-minute window, whose 10,000 gets the bot's address blocked.
 */
export interface ProxyMetrics {
  registry: Registry;
  /** One upstream answer to a forwarded request, by method and status. */
  answered(method: string, route: string, status: number, global: boolean): void;
  /** The proxy held a request back to keep under a limit, global or the route's. */
  heldBack(global: boolean): void;
  /** Invalid answers in the last ten minutes. */
  invalidInWindow(): number;
}

export function createProxyMetrics(now: () => number = Date.now): ProxyMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hothouse_proxy_' });
  const forwarded = new Counter({
    name: 'hothouse_proxy_requests_total',
    help: 'Requests forwarded to Discord (each try counted), by method and status class',
    labelNames: ['method', 'status'],
    registers: [registry],
  });
  const upstream429 = new Counter({
    name: 'hothouse_proxy_upstream_429_total',
    help: 'Rate-limited answers from Discord, by scope (global or route) and route',
    labelNames: ['scope', 'route'],
    registers: [registry],
  });
  const held = new Counter({
    name: 'hothouse_proxy_held_back_total',
    help: 'Times the proxy waited before sending to keep under a limit, by scope (global or route)',
    labelNames: ['scope'],
    registers: [registry],
  });
  const invalid: number[] = [];
  const invalidInWindow = (): number => {
    while (invalid.length > 0 && now() - invalid[0]! >= INVALID_WINDOW_MS) invalid.shift();
    return invalid.length;
  };
  new Gauge({
    name: 'hothouse_proxy_invalid_requests_10m',
    help: "Answers 401, 403 and 429 from Discord in the last ten minutes (Discord blocks the address at 10,000)",
    registers: [registry],
    collect() {
      this.set(invalidInWindow());
    },
  });
  return {
    registry,
    answered(method, route, status, global) {
      forwarded.inc({ method, status: `${Math.floor(status / 100)}xx` });
      if (status === 429) upstream429.inc({ scope: global ? 'global' : 'route', route });
      if (status === 401 || status === 403 || status === 429) invalid.push(now());
    },
    heldBack: (global) => held.inc({ scope: global ? 'global' : 'route' }),
    invalidInWindow,
  };
}
