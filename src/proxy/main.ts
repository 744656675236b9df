import pino from 'pino';
import { readProxyConfig } from './config';
import { createProxyMetrics } from './metrics';
import { startRestProxy } from './proxy-server';

/** `npm run proxy`: the one REST proxy every bot process of a bot sends through (see the README, "Running on several machines"). */
const config = readProxyConfig();
const log = pino({ level: config.LOG_LEVEL, base: { process: 'proxy' } });
const proxy = await startRestProxy({
  port: config.PROXY_PORT,
  upstream: config.DISCORD_API_BASE_UPSTREAM,
  globalPerSecond: config.PROXY_GLOBAL_PER_SECOND,
  maxWaitMs: config.PROXY_MAX_WAIT_MS,
  metrics: createProxyMetrics(),
  log,
});
log.info({ port: proxy.port, upstream: config.DISCORD_API_BASE_UPSTREAM, globalPerSecond: config.PROXY_GLOBAL_PER_SECOND }, 'REST proxy listening');
const stop = () => {
  void proxy.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
