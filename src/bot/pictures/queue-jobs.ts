import type { ConnectionOptions } from 'bullmq';
import type { DrawJob } from './job';

/**
 * What the bot and the picture worker processes (src/picture-worker/) agree on when pictures are drawn through a
 * BullMQ queue in Redis (PICTURE_QUEUE_URL): the queue's name and prefix, a job's data and what a finished job returns.
 */
export const PICTURE_QUEUE = 'pictures';
export const PICTURE_QUEUE_PREFIX = 'hothouse';

/** The pictures that go through the queue: a table and a seat's private picture (a panel, a DM). Cards and replays stay local. */
export type QueueJob = Extract<DrawJob, { kind: 'table' | 'private' }>;

/**
 * A finished job's return value: where the PNG waits and its names, not the PNG itself. BullMQ copies a return value
 * into the job's hash and into the queue's event stream (kept to thousands of entries), so a 100 kB picture there
 * would cost a few hundred MB of Redis; the PNG is put, in base64 (the queue's Redis client speaks strings), under a
 * key of its own that is deleted once fetched and expires a minute later if nobody does.
 */
export type QueueResult = { key: string; name: string; alt: string; ms: number } | null;

/** How long a drawn PNG waits in Redis for the bot that asked for it. */
export const PNG_TTL_SECONDS = 60;

export const pngKey = (jobId: string): string => `${PICTURE_QUEUE_PREFIX}:${PICTURE_QUEUE}:png:${jobId}`;

/** A redis:// or rediss:// URL as BullMQ's connection settings; BullMQ blocks on Redis, so no command gives up after retries. */
export function queueConnection(url: string): ConnectionOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`PICTURE_QUEUE_URL must be a redis:// or rediss:// URL, got ${u.protocol}`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`PICTURE_QUEUE_URL names no Redis database: ${u.pathname}`);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    db,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}
