import { Client, Events, GatewayIntentBits, Partials } from 'discord.js';
import type { Logger } from 'pino';
import type { TableLimits } from '../platform/runner-deps';
import type { ModuleRegistry } from '../platform/module';
import type { GameStore } from '../store/game-store';
import { createBotContext, type BotContext } from './bot-context';
import { exemptInteractionRoutes, liveDiscordPort, liveInteractionWebhooks, refuseOldEdits } from './channel/live-discord-port';
import { openDrawing } from './pictures/drawing';
import { drawingMetrics, noteShards, recordPictureBacklog, type BotMetrics } from './ops/metrics';
import { redisIdentifyThrottler } from './ops/identify-lock';
import { openQueueDrawing } from './pictures/picture-queue';
import { createInteractionHandler } from './interactions';
import { Sweeper } from './timers/sweeper';
import { TurnTimer } from './timers/turn-timer-tick';
import { LeaseKeeper } from './timers/lease-keeper';
import { everyTable, resumesHere, shardOwner } from './timers/table-owner';
import { TimerHandoff } from './timers/timer-handoff';
import { underLease } from '../store/lease';
import { hostname } from 'node:os';
import { countEarlierServerGames } from '../platform/after-game/server-stats-backfill';
import { rateEarlierGames } from '../platform/after-game/board-backfill';

export interface BotOptions {
  token: string;
  modules: ModuleRegistry;
  store: GameStore;
  log: Logger;
  apiBase?: string;
  timerTickMs?: number;
  minEditIntervalMs?: number;
  /** Tests fix the seed to compare runs; production draws a random one per game. */
  newSeed?: () => string;
  /** The time, epoch ms: tests move it on past a wait (a secret window's minimum); production reads the system clock. */
  clock?: () => number;
  /** Where the bot's figures go (served on /metrics); none kept without it. */
  metrics?: BotMetrics;
  /** Open tables allowed per server and per host; the README's figures unless a benchmark lifts them. */
  limits?: TableLimits;
  /** Picture worker threads; default one per core, 0 draws on the main thread. */
  pictureThreads?: number;
  /** A Redis shared by every host of the bot: identifies wait for its lock (Discord's max_concurrency); discord.js's own throttle without it. */
  identifyRedisUrl?: string;
  /**
   * PICTURE_QUEUE_URL (and PICTURE_QUEUE_WAIT_MS): table and private pictures drawn by picture worker processes
   * through a queue in Redis, drawn here when none answers in time. Without it every picture is drawn here.
   */
  pictureQueue?: { url: string; waitMs?: number };
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  timer: TurnTimer;
  /** The shards this process holds (ids of count over every host); shard 0 of 1 unsharded. */
  shards: { ids: readonly number[]; count: number };
  ready: Promise<void>;
  /** Resolves once every interaction received so far is handled, every table it changed is shown and every DM it owed sent. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Wires the client, the table runner and what shows its changes, the timer and the interaction handler together, and logs in. */
export function startBot(o: BotOptions): Bot {
  const identify = o.identifyRedisUrl ? redisIdentifyThrottler(o.identifyRedisUrl, o.token, o.log) : null;
  const rest = { ...(o.apiBase ? { api: o.apiBase } : {}), rejectOnRateLimit: refuseOldEdits(o.clock) };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    partials: [Partials.Channel],
    rest,
    ...(identify ? { ws: { buildIdentifyThrottler: identify.build } } : {}),
  });
  exemptInteractionRoutes(client.rest, rest);
  // A shard process (discord.js's ShardingManager sets its SHARDS and SHARD_COUNT) holds some of the shards; it keeps
  // the time of its servers' tables only, and of the tables of no server under a lease while it holds shard 0.
  const holder = `${hostname()}:${process.pid}`;
  const shards = client.shard ? { ids: client.shard.ids, count: client.shard.count } : { ids: [0], count: 1 };
  const unowned = client.shard ? new LeaseKeeper({ store: o.store, name: 'tables-without-server', holder, log: o.log }) : null;
  const owner = unowned ? shardOwner(shards, unowned) : everyTable;
  if (o.metrics) noteShards(o.metrics, shards);
  let timer: TurnTimer | null = null;
  const m = o.metrics;
  const modules = o.modules;
  const here = openDrawing({ ...(o.pictureThreads !== undefined ? { threads: o.pictureThreads } : {}), ...(m ? drawingMetrics(m) : {}) });
  const drawing = o.pictureQueue
    ? openQueueDrawing(here, { ...o.pictureQueue, onFallback: (d) => m?.picturesDrawnHere.inc({ picture: d.kind, why: d.why }), onStale: () => m?.picturesSaved.inc({ why: 'stale' }) })
    : here;
  // Games in play here: every save says whether its game is still running.
  const playing = new Set<string>();
  const tally = (s: { channelId: string; phase: string }) => {
    if (s.phase === 'playing') playing.add(s.channelId);
    else playing.delete(s.channelId);
    m?.gamesRunning.set(playing.size);
  };
  const ctx = createBotContext({
    store: o.store,
    modules,
    io: liveDiscordPort(client),
    hooks: liveInteractionWebhooks(client),
    log: o.log,
    drawing,
    ...(m ? { metrics: m } : {}),
    onSaved: (s) => {
      timer?.track(s);
      tally(s);
    },
    ...(o.clock ? { now: () => new Date(o.clock!()).toISOString() } : {}),
    ...(o.minEditIntervalMs !== undefined ? { minEditIntervalMs: o.minEditIntervalMs } : {}),
    ...(o.newSeed ? { newSeed: o.newSeed } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    sharedStore: Boolean(client.shard),
  });
  const handoff = client.shard ? new TimerHandoff({ store: o.store, runner: ctx.runner, shards, log: o.log }) : undefined;
  timer = new TurnTimer({ runner: ctx.runner, modules, calls: ctx.tables, io: ctx.io, log: o.log, owner, ...(handoff ? { handoff } : {}) }, o.timerTickMs, o.clock);
  const sweeper = new Sweeper({ runner: ctx.runner, modules, io: ctx.io, log: o.log, owner });
  const interactions = createInteractionHandler(ctx, o.log, undefined, m);
  const sample = m
    ? setInterval(() => {
        m.publisherQueue.set(ctx.tables.pending());
        m.pictureQueue.set(drawing.queued());
        if (drawing.backlog) void recordPictureBacklog(m, drawing.backlog).catch((err: unknown) => o.log.warn({ err }, 'picture queue unreachable'));
        if (client.ws.ping >= 0) m.gatewayPingSeconds.set(client.ws.ping / 1000);
      }, 5_000)
    : null;
  sample?.unref();
  client.on(Events.InteractionCreate, (i) => void interactions.handle(i));
  client.on(Events.Error, (err) => o.log.error({ err }, 'client error'));
  client.on(Events.ShardDisconnect, (_e, shard) => o.log.warn({ shard }, 'gateway disconnected'));
  client.on(Events.ShardResume, (shard) => o.log.info({ shard }, 'gateway resumed'));
  let failLogin: (err: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    failLogin = reject;
    client.once(Events.ClientReady, async (c) => {
      o.log.info({ user: c.user.tag, guilds: c.guilds.cache.size, shard: c.shard?.ids }, 'bot online');
      try {
        const running = await ctx.runner.resume(resumesHere(owner, (g) => c.guilds.cache.has(g)));
        for (const s of running) {
          timer!.track(s);
          tally(s);
        }
        if (unowned && owner.keeps(null)) {
          await unowned.renew();
          unowned.start();
        }
        timer!.start();
        sweeper.start();
        // Once per store, beside the bot's work, in one process of several (the one that takes the lease): stats per
        // server began after earlier games had finished.
        void underLease(o.store, 'backfill-server-stats', holder, () => countEarlierServerGames(o.store)).then(
          (people) => void (people && o.log.info({ people }, 'server stats counted from earlier games')),
          (err: unknown) => o.log.error({ err }, 'counting earlier games into server stats failed'),
        );
        // Leaderboards, likewise, began after earlier games had finished.
        void underLease(o.store, 'backfill-boards', holder, () => rateEarlierGames(o.store)).then(
          (boards) => void (boards && o.log.info({ boards }, 'leaderboards rated from earlier games')),
          (err: unknown) => o.log.error({ err }, 'rating earlier games into leaderboards failed'),
        );
        await drawing.ready();
        resolve();
      } catch (err) {
        reject(err);
      }
    });
  });
  client.login(o.token).catch((err) => {
    o.log.error({ err }, 'login failed');
    failLogin(err);
  });
  return {
    client,
    ctx,
    timer,
    shards,
    ready,
    async idle() {
      await interactions.settled();
      await ctx.tables.idle();
      await ctx.panels.idle();
      await ctx.runner.outbox.idle();
    },
    async stop() {
      if (sample) clearInterval(sample);
      timer!.stop();
      await sweeper.stop();
      await unowned?.stop();
      await interactions.settled();
      await ctx.tables.idle();
      ctx.runner.outbox.stop();
      await ctx.runner.outbox.idle();
      await client.destroy();
      await identify?.close();
      await drawing.close();
    },
  };
}
