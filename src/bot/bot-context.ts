import type { Logger } from 'pino';
import type { DmTiming, TableLimits } from '../platform/runner-deps';
import type { ModuleRegistry } from '../platform/module';
import type { Session } from '../platform/session-schema';
import { FinishedGames } from '../platform/after-game/finished-games';
import { TableRunner } from '../platform/runner/table-runner';
import type { GameStore } from '../store/game-store';
import { ChannelTables } from './channel/channel-tables';
import { discordCourier } from './channel/dm-courier';
import { openDrawing, type Drawing } from './pictures/drawing';
import { drawingMetrics, type BotMetrics } from './ops/metrics';
import { pingWayOf } from './channel/notify-prefs';
import { PrivatePictures } from './pictures/private-pictures';
import { ReplayPictures } from './pictures/replay-pictures';
import { TablePictures } from './pictures/table-pictures';
import type { DiscordPort } from './channel/discord-port';
import type { InteractionWebhooks } from './channel/table-tokens';
import { LivePanels } from './channel/live-panels';
import { panelPrompt, shownPanel } from './channel/private-panel';
import { localOrder, storeOrder } from './channel/publish-order';
import type { Snapshot } from '../platform/delivery';
import type { Loaded } from '../platform/records/table-records';

/**
 * What a command or a click needs: the platform's table runner (every change goes through it), and the
 * Discord side that shows changes: the channel tables, the private pictures and the raw I/O.
 */
export interface BotContext {
  runner: TableRunner;
  /** What is kept of finished games: history, stats, records for /game replay. */
  finished: FinishedGames;
  tables: ChannelTables;
  pictures: PrivatePictures;
  /** Private panels still open on players' screens, edited to their next decision when the table changes. */
  panels: LivePanels;
  /** Where every picture is drawn (worker threads in the bot). */
  drawing: Drawing;
  /** Finished games' replays for /game replay: each made once, a few at a time. */
  replays: ReplayPictures;
  modules: ModuleRegistry;
  io: DiscordPort;
  log: Logger;
  /** For the small docs beside the games (a server's settings, a player's /game notify choice). */
  store: GameStore;
}

export interface ContextDeps {
  store: GameStore;
  modules: ModuleRegistry;
  io: DiscordPort;
  log: Logger;
  now?: () => string;
  newSeed?: () => string;
  newInstance?: () => string;
  minEditIntervalMs?: number;
  /** Told of every saved session (the turn timer listens). */
  onSaved?: (s: Session) => void;
  /** Open tables allowed per server and per host (src/platform/records/table-census.ts). */
  limits?: TableLimits;
  /** Where pictures are drawn; without it, on this thread (tests that need no workers). */
  drawing?: Drawing;
  metrics?: BotMetrics;
  /** A DM's time limit and retry waits (src/platform/dms/dm-outbox.ts); tests shorten them. */
  dmTiming?: Partial<DmTiming>;
  /** The clock live panels age by (ms); tests move it. */
  clockMs?: () => number;
  /** Other processes (shards) publish tables over this store too: a table's publications take turns through it. */
  sharedStore?: boolean;
  /** The interaction webhook: table edits and pings go through recent presses (channel-tables.ts); the channel routes alone without it. */
  hooks?: InteractionWebhooks;
}

export function createBotContext(d: ContextDeps): BotContext {
  const drawing = d.drawing ?? openDrawing({ threads: 0, ...(d.metrics ? drawingMetrics(d.metrics) : {}) });
  const pictures = new PrivatePictures(drawing);
  const panels = new LivePanels({
    log: d.log,
    promptOf: (s, userId) => panelPrompt(s, d.modules.get(s.game)!, userId),
    draw: async (s, userId) => {
      const mod = d.modules.get(s.game)!;
      // The panel shows the seat's own view only: who is asking does not change it, so a bare actor serves.
      const r = await shownPanel(pictures, s, mod, { userId, name: '', canManage: false });
      return r.ok ? { ...r.value, prompt: panelPrompt(s, mod, userId) } : null;
    },
    ...(d.clockMs ? { now: d.clockMs } : {}),
  });
  // The runner shows a change through the courier, the courier through these tables, and the tables record what they
  // showed through the runner: each refers to the next only when called, after all three are built.
  const courier = discordCourier({ io: d.io, modules: d.modules, pictures, tableChanged: (saved) => tables.show(saved), privateChanged: (saved) => panels.follow(saved.session), watching: (s, userId) => panels.watching(s, userId) });
  const runner = new TableRunner({
    store: d.store,
    modules: d.modules,
    courier,
    log: d.log,
    ...(d.now ? { now: d.now } : {}),
    ...(d.newSeed ? { newSeed: d.newSeed } : {}),
    ...(d.newInstance ? { newInstance: d.newInstance } : {}),
    ...(d.onSaved ? { onSaved: d.onSaved } : {}),
    ...(d.limits ? { limits: d.limits } : {}),
    ...(d.dmTiming ? { dmTiming: d.dmTiming } : {}),
  });
  const tables = new ChannelTables({
    io: d.io,
    modules: d.modules,
    pictures: new TablePictures(drawing, () => d.metrics?.picturesSaved.inc({ why: 'reused' })),
    log: d.log,
    minIntervalMs: d.minEditIntervalMs ?? 1100,
    recordShown: (shown, messageId, ping) => runner.recordShown(shown, messageId, ping),
    recordPing: (channelId, messageId) => runner.recordPing(channelId, messageId),
    pingWayOf: (userId) => pingWayOf(d.store, userId),
    onPublished: (s) => panels.follow(s),
    order: d.sharedStore ? storeOrder({ store: d.store, read: async (channelId) => shownOf(await runner.read(channelId)) }) : localOrder(d.store),
    ...(d.metrics ? { onShown: (ms: number) => d.metrics!.tableLagSeconds.observe(ms / 1000) } : {}),
    ...(d.hooks ? { hooks: d.hooks } : {}),
    ...(d.clockMs ? { now: d.clockMs } : {}),
  });
  return { runner, finished: new FinishedGames(d.store), tables, pictures, panels, drawing, replays: new ReplayPictures(drawing), modules: d.modules, io: d.io, log: d.log, store: d.store };
}

/** A stored table as a snapshot to show; null when there is none to read. */
const shownOf = (g: Loaded): Snapshot | null => (g.kind === 'ok' ? { session: g.session, rev: g.rev } : null);
