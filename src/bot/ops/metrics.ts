import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator watches: how long clicks take, how long pictures take, how far the table publisher is behind,
 * how often the store fails, the gateway's ping and how many games run. One registry per bot, so tests and a
 * second bot in one process never mix their figures.
 */
export interface BotMetrics {
  registry: Registry;
  interactionSeconds: Histogram<'kind'>;
  pictureSeconds: Histogram<'game' | 'picture'>;
  /** Table pictures not drawn: the same picture as last time (reused), or a newer state came first (stale). */
  picturesSaved: Counter<'why'>;
  pictureQueue: Gauge;
  /** With PICTURE_QUEUE_URL: jobs waiting for a picture worker process, and how long the oldest has waited. */
  pictureQueueDepth: Gauge;
  pictureQueueOldestSeconds: Gauge;
  /** Queued pictures the bot drew itself: no worker answered in time, or the job failed. */
  picturesDrawnHere: Counter<'picture' | 'why'>;
  /** From a change saved to the table message showing it (or a newer state). */
  tableLagSeconds: Histogram;
  publisherQueue: Gauge;
  storeErrors: Counter;
  gatewayPingSeconds: Gauge;
  gamesRunning: Gauge;
  /** 1 for each shard this process holds, labelled with its id and the shard count over every host. */
  shardsHeld: Gauge<'shard' | 'count'>;
}

export function createMetrics(opts: { defaults?: boolean } = {}): BotMetrics {
  const registry = new Registry();
  if (opts.defaults ?? true) collectDefaultMetrics({ register: registry, prefix: 'hothouse_' });
  return {
    registry,
    interactionSeconds: new Histogram({
      name: 'hothouse_interaction_seconds',
      help: 'Time from an interaction arriving to its handling being done, by kind (command, component, autocomplete)',
      labelNames: ['kind'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pictureSeconds: new Histogram({
      name: 'hothouse_picture_seconds',
      help: 'Time to draw and encode one picture on its drawing thread, by game and picture (table, private, replay)',
      labelNames: ['game', 'picture'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
      registers: [registry],
    }),
    picturesSaved: new Counter({
      name: 'hothouse_pictures_not_drawn_total',
      help: 'Table pictures not drawn: reused (what it shows had not changed) or stale (a newer state was drawn instead)',
      labelNames: ['why'],
      registers: [registry],
    }),
    pictureQueue: new Gauge({ name: 'hothouse_picture_queue', help: 'Pictures waiting for a drawing thread', registers: [registry] }),
    pictureQueueDepth: new Gauge({ name: 'hothouse_picture_queue_depth', help: 'Pictures waiting in the Redis picture queue for a picture worker process', registers: [registry] }),
    pictureQueueOldestSeconds: new Gauge({ name: 'hothouse_picture_queue_oldest_seconds', help: 'How long the oldest picture waiting in the Redis picture queue has waited', registers: [registry] }),
    picturesDrawnHere: new Counter({
      name: 'hothouse_pictures_drawn_here_total',
      help: 'Queued pictures the bot drew itself: no picture worker answered in time (timeout) or the job failed (failed)',
      labelNames: ['picture', 'why'],
      registers: [registry],
    }),
    tableLagSeconds: new Histogram({
      name: 'hothouse_table_lag_seconds',
      help: 'Time from a change being saved to the table message showing it (or a newer state)',
      buckets: [0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    publisherQueue: new Gauge({ name: 'hothouse_publisher_queue', help: 'Tables waiting to be published', registers: [registry] }),
    storeErrors: new Counter({ name: 'hothouse_store_errors_total', help: 'Game store operations that failed (unreachable, timed out)', registers: [registry] }),
    gatewayPingSeconds: new Gauge({ name: 'hothouse_gateway_ping_seconds', help: "The gateway's last heartbeat round trip", registers: [registry] }),
    gamesRunning: new Gauge({ name: 'hothouse_games_running', help: 'Games in play in the channels this process serves', registers: [registry] }),
    shardsHeld: new Gauge({ name: 'hothouse_shard_held', help: 'The shards this process holds: 1 per shard id, of `count` over every host', labelNames: ['shard', 'count'], registers: [registry] }),
  };
}

/** What the picture pool reports, kept in the bot's figures (src/bot/pictures/drawing.ts). */
export function drawingMetrics(m: BotMetrics): { onDrawn: (d: { game: string; kind: string; ms: number }) => void; onStale: () => void } {
  return {
    onDrawn: (d) => m.pictureSeconds.observe({ game: d.game, picture: d.kind }, d.ms / 1000),
    onStale: () => m.picturesSaved.inc({ why: 'stale' }),
  };
}

/** Names the shards this process holds on /metrics (one series per shard, so a host's part reads at a glance). */
export function noteShards(m: BotMetrics, shards: { ids: readonly number[]; count: number }): void {
  m.shardsHeld.reset();
  for (const id of shards.ids) m.shardsHeld.set({ shard: String(id), count: String(shards.count) }, 1);
}

/** The picture queue's backlog (src/bot/pictures/picture-queue.ts) into its two gauges, sampled with the others. */
export async function recordPictureBacklog(m: BotMetrics, backlog: () => Promise<{ depth: number; oldestMs: number }>): Promise<void> {
  const b = await backlog();
  m.pictureQueueDepth.set(b.depth);
  m.pictureQueueOldestSeconds.set(b.oldestMs / 1000);
}
