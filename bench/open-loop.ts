import { say } from '../src/words/say';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDiscordServer, type DiscordServerHandle, type FakeUser, type StoredMessage } from '../test/discord-server/index';
import { isOver, owingUsers, tableMessage } from '../test/e2e/driver';
import { modules } from '../src/modules';
import { percentile } from './percentile';

/**
 * The bot under real play: N games in one process (bench/open-loop-bot.ts, a child, so the event loop measured is
 * the bot's alone), people answering real prompts through the test Discord server at a person's pace, each game
 * about every 20 s, whether or not earlier answers have been shown (an open loop, as clicks come from many people).
 * An answer is a press on the table, or "Answer privately" and then a press in the panel. Per level it reports the
 * acknowledgement of every click, the time from an answer pressed on the table to its table message being edited
 * (a panel step may change nothing public: the bot's own change-to-table histogram covers every change), the bot's
 * event-loop delay, CPU per click (every thread, and the main thread's busy time), the bytes of files uploaded to
 * Discord per click (to channel messages, the tables; and in all, with the private panels' pictures), and how many
 * table pictures were drawn, reused or dropped as stale.
 */

const GAMES = [
  { id: 'tipping-point', players: 2 },
  { id: 'earth', players: 2 },
  { id: 'vested-interests', players: 3 },
].map((g) => ({ ...g, name: say('en', modules.get(g.id)!.engine.name) }));

export interface Table {
  channelId: string;
  game: { id: string; players: number; name: string };
  users: FakeUser[];
}

interface Stats {
  loopP99Ms: number;
  loopMaxMs: number;
  cpuMs: number;
  mainMs: number;
  /** CPU ms by thread: the one that answers clicks, those the bot started (picture threads), V8's helpers (collection, compilation). */
  byThread: { main: number; started: number; helpers: number };
  sums: Record<string, number>;
  rssMb: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(f: () => T | undefined | null | false, timeoutMs: number): Promise<T | null> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() > end) return null;
    await sleep(10);
  }
}

/** The bot's process, with a request/answer over IPC. */
function spawnBot(h: DiscordServerHandle, storeUrl: string): Promise<{ child: ChildProcess; ask: (m: string) => Promise<unknown> }> {
  const child = fork('bench/open-loop-bot.ts', [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    env: { ...process.env, DISCORD_TOKEN: h.token, DISCORD_API_BASE: h.apiBase, STORE_URL: storeUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (m: string) =>
    new Promise<unknown>((resolve) => {
      child.once('message', resolve);
      child.send(m);
    });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child, ask }));
    child.once('exit', (code) => reject(new Error(`the bench's bot exited with ${code}`)));
  });
}

/**
 * Opens a lobby in a new channel (of the default server, or of `guildId`), seats its people and starts it; resolves
 * once its table is on screen.
 */
export async function openTable(h: DiscordServerHandle, k: number, guildId?: string): Promise<Table> {
  const game = GAMES[k % GAMES.length]!;
  const channelId = h.addChannel(`table-${k}`, guildId === undefined ? {} : { guildId });
  const users = Array.from({ length: game.players }, (_, i) => h.addUser(`p${k}-${i}`));
  if (guildId !== undefined) for (const u of users) h.joinGuild(u, guildId);
  h.command(users[0]!, 'game', { subcommand: 'new', options: { game: game.id } }, channelId);
  const lobby = await until(() => h.channelMessages(channelId).find((m) => m.button('Join')), 60_000);
  if (!lobby) throw new Error(`no lobby in ${channelId}`);
  for (const u of users.slice(1)) {
    const r = h.click(u, lobby, lobby.button('Join')!.customId!);
    await until(() => r.callbackAt !== null && lobby.editCount > 0, 60_000);
    await until(() => String(JSON.stringify(lobby.embeds)).includes(u.username), 60_000);
  }
  h.click(users[0]!, lobby, lobby.button('Start')!.customId!);
  if (!(await until(() => tableMessage(h, game.name, channelId), 60_000))) throw new Error(`no table in ${channelId}: ${JSON.stringify(h.channelMessages(channelId).map((m) => [m.content, m.embeds]))}`);
  return { channelId, game, users };
}

const ANSWER = /:(answer|select):/;
const BACK = /^back$/i;

/** Presses the first forward choice among `comps` (a menu's first options, or a button). */
function press(h: DiscordServerHandle, msg: StoredMessage, user: FakeUser, comps: Record<string, unknown>[], pick: number) {
  const first = comps[0]!;
  const id = String(first.custom_id);
  if (first.type === 3) {
    const all = first.options as { value: string; label?: string }[];
    const forward = all.filter((o) => o.value !== 'back' && !BACK.test(o.label ?? ''));
    const options = forward.length ? forward : all;
    const min = Math.max(1, Number(first.min_values ?? 1));
    const start = pick % options.length;
    return h.select(user, msg, id, Array.from({ length: Math.min(min, options.length) }, (_, j) => options[(start + j) % options.length]!.value));
  }
  const buttons = comps.filter((c) => c.type === 2 && !BACK.test(String(c.label ?? '')));
  return h.click(user, msg, String((buttons.length ? buttons : comps)[pick % (buttons.length || comps.length)]!.custom_id));
}

interface Answered {
  acks: number[];
  /** Click to its table message edited; null when the answer changed nothing public. */
  shown: number | null;
}

/** One answer of whoever the table calls: on the table, or through the private panel. Null: nothing to press now. */
async function answer(h: DiscordServerHandle, t: Table, pick: number): Promise<Answered | null> {
  const table = tableMessage(h, t.game.name, t.channelId);
  if (!table || isOver(table)) return null;
  const byId = new Map(t.users.map((u) => [u.id, u]));
  const user = owingUsers(table).map((id) => byId.get(id)).find((u) => u);
  if (!user) return null;
  const acks: number[] = [];
  const ackOf = async (r: ReturnType<DiscordServerHandle['click']>) => {
    if (await until(() => r.callbackAt !== null, 30_000)) acks.push(r.callbackAt! - r.createdAt);
  };
  const edits = table.editCount;
  let clicked: ReturnType<DiscordServerHandle['click']>;
  const onTable = table.allComponents().filter((c) => ANSWER.test(String(c.custom_id ?? '')));
  if (onTable.length) {
    clicked = press(h, table, user, onTable, pick);
  } else {
    const open = table.button('Answer privately');
    if (!open?.customId) return null;
    const panelClick = h.click(user, table, open.customId);
    await ackOf(panelClick);
    const panel = await until(() => panelClick.response && !panelClick.response.loading && panelClick.response, 30_000);
    const choices = panel?.allComponents().filter((c) => ANSWER.test(String(c.custom_id ?? ''))) ?? [];
    if (!panel || !choices.length) return { acks, shown: null };
    clicked = press(h, panel, user, choices, pick);
  }
  await ackOf(clicked);
  // An answer in the private panel is often one step of a chain that changes nothing public until its last step,
  // so the table's next edit may answer another click: its lag is the bot's own figure (change saved to table shown).
  if (!onTable.length) return { acks, shown: null };
  // The table's next edit after the click shows it: each game is answered only every 20 s or so.
  const edited = await until(() => table.editCount > edits && table.editedTimestamp, 15_000);
  return { acks, shown: edited ? Date.parse(edited) - clicked.createdAt : null };
}

/**
 * One level's clicks: each game about every 20 s (at least one answer a second, so a small level still gives enough
 * answers), on time whether or not earlier ones have been shown; resolves when every answer has been followed.
 */
export async function playLevel(h: DiscordServerHandle, tables: readonly Table[], seconds: number): Promise<{ perSecond: number; acks: number[]; shown: number[] }> {
  const n = tables.length;
  const perSecond = Math.max(1, n / 20);
  const acks: number[] = [];
  const shown: number[] = [];
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  for (let k = 0; (k + 1) / perSecond <= seconds; k++) {
    await sleep(Math.max(0, t0 + (k * 1000) / perSecond - performance.now()));
    pending.push(
      answer(h, tables[(k * 7) % n]!, k).then((r) => {
        if (!r) return;
        acks.push(...r.acks);
        if (r.shown !== null) shown.push(r.shown);
      }),
    );
  }
  await Promise.all(pending);
  return { perSecond, acks, shown };
}

export interface OpenLoopRow {
  games: number;
  'answers/s': number;
  clicks: number;
  'ack p50/p99 ms': string;
  /** Answers pressed on the table message itself, each of which changes what the table shows. */
  'table answers shown p50/p99 ms': string;
  'bot: change→table p99 ms': number;
  'event loop p99/max ms': string;
  'CPU ms/click all/main': string;
  /** The same CPU by thread: the thread that answers clicks, the picture threads, V8's helper threads (Linux only). */
  'CPU ms/click main/pictures/V8': string;
  /** Files sent to Discord (pictures): to channel messages (the tables), and in all (answers to interactions too). */
  'kB uploaded/click tables/all': string;
  'pictures drawn/reused/stale': string;
  /** Pictures drawn per click by kind (the channel's table, a private panel or DM), and their drawing threads' ms per click. */
  'pictures/click table/private': string;
  'picture ms/click table/private': string;
  'REST/s, global 429s': string;
  'bot RSS MB': number;
  /** The requests of the level by route, a click (what the global limit counts, then the interaction routes). */
  routes: RouteCount[];
}

export interface RouteCount {
  route: string;
  /** Whether Discord counts it against the bot's global limit (interaction callbacks and their webhook do not). */
  global: boolean;
  '/s': number;
  '/click': number;
}

/** Interaction callbacks and the interaction webhook (/webhooks/{application}/{token}/…): outside the global limit. */
export const INTERACTION_ROUTE = /^\/(interactions|webhooks)\//;

/**
 * The requests sent in a level by route (a message posted in a DM told apart from one in a table's channel, a
 * request refused by the global limit apart from one answered), most frequent first.
 */
export function byRoute(sent: readonly { method: string; path: string; route: string | null; error: string | null }[], tableChannels: ReadonlySet<string>, seconds: number, clicks: number): RouteCount[] {
  const counts = new Map<string, { global: boolean; n: number }>();
  for (const r of sent) {
    const channel = /^\/channels\/(\d+)/.exec(r.path)?.[1];
    const where = channel && !tableChannels.has(channel) && r.route?.startsWith('/channels/') ? ' (DM)' : '';
    const refused = r.error === 'global rate limit' ? ' [429]' : '';
    const key = `${r.method} ${r.route ?? r.path}${where}${refused}`;
    const c = counts.get(key) ?? { global: !INTERACTION_ROUTE.test(r.path), n: 0 };
    c.n++;
    counts.set(key, c);
  }
  return [...counts]
    .sort((a, b) => Number(b[1].global) - Number(a[1].global) || b[1].n - a[1].n)
    .map(([route, c]) => ({ route, global: c.global, '/s': Math.round((c.n / seconds) * 10) / 10, '/click': clicks ? Math.round((c.n / clicks) * 100) / 100 : 0 }));
}

export async function measureOpenLoop(levels: readonly number[], seconds = Number(process.env.BENCH_OPEN_LOOP_S ?? 60)): Promise<OpenLoopRow[]> {
  // Discord's global limit (50 requests a second) holds as at Discord; BENCH_REST_PER_SECOND lifts it to see what else limits.
  const perSecond = process.env.BENCH_REST_PER_SECOND ? Number(process.env.BENCH_REST_PER_SECOND) : undefined;
  const h = await startDiscordServer({ settleQuietMs: 1, ...(perSecond ? { restLimits: { perSecond } } : {}) });
  const storeUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-open-loop-')), 'g.sqlite')}`;
  const bot = await spawnBot(h, storeUrl);
  const tables: Table[] = [];
  const rows: OpenLoopRow[] = [];
  try {
    for (const n of levels) {
      while (tables.length < n) {
        const batch = Array.from({ length: Math.min(10, n - tables.length) }, (_, j) => openTable(h, tables.length + j));
        tables.push(...(await Promise.all(batch)));
      }
      await sleep(3000);
      await bot.ask('reset');
      const requestsBefore = h.requests.length;
      const global429Before = h.rateLimitCounts().global429;
      const { perSecond, acks, shown } = await playLevel(h, tables.slice(0, n), seconds);
      const s = (await bot.ask('stats')) as Stats;
      const sent = h.requests.slice(requestsBefore);
      const bytes = (rs: typeof sent) => rs.reduce((sum, r) => sum + r.files.reduce((n, f) => n + f.size, 0), 0);
      const kbPerClick = (n: number) => Math.round(n / 1024 / acks.length);
      const uploaded = { tables: bytes(sent.filter((r) => r.route?.startsWith('/channels/'))), all: bytes(sent) };
      const drawn = s.sums['hothouse_picture_seconds_count:table'] ?? 0;
      const lagCount = s.sums.hothouse_table_lag_seconds_count ?? 0;
      rows.push({
        games: n,
        'answers/s': perSecond,
        clicks: acks.length,
        'ack p50/p99 ms': `${percentile(acks, 0.5).toFixed(0)} / ${percentile(acks, 0.99).toFixed(0)}`,
        'table answers shown p50/p99 ms': `${percentile(shown, 0.5).toFixed(0)} / ${percentile(shown, 0.99).toFixed(0)}`,
        'bot: change→table p99 ms': lagCount ? Math.round(lagP99(s.sums) * 1000) : 0,
        'event loop p99/max ms': `${s.loopP99Ms.toFixed(0)} / ${s.loopMaxMs.toFixed(0)}`,
        'CPU ms/click all/main': acks.length ? `${Math.round(s.cpuMs / acks.length)} / ${Math.round(s.mainMs / acks.length)}` : '–',
        'CPU ms/click main/pictures/V8': acks.length && s.byThread.main ? [s.byThread.main, s.byThread.started, s.byThread.helpers].map((ms) => Math.round(ms / acks.length)).join(' / ') : '–',
        'kB uploaded/click tables/all': acks.length ? `${kbPerClick(uploaded.tables)} / ${kbPerClick(uploaded.all)}` : '–',
        'pictures drawn/reused/stale': `${drawn} / ${s.sums['hothouse_pictures_not_drawn_total:reused'] ?? 0} / ${s.sums['hothouse_pictures_not_drawn_total:stale'] ?? 0}`,
        'pictures/click table/private': acks.length ? `${(drawn / acks.length).toFixed(2)} / ${((s.sums['hothouse_picture_seconds_count:private'] ?? 0) / acks.length).toFixed(2)}` : '–',
        'picture ms/click table/private': acks.length ? `${Math.round(((s.sums['hothouse_picture_seconds_sum:table'] ?? 0) * 1000) / acks.length)} / ${Math.round(((s.sums['hothouse_picture_seconds_sum:private'] ?? 0) * 1000) / acks.length)}` : '–',
        // Requests to Discord a second (what its global limit of 50 counts: interaction callbacks aside), and its 429s.
        'REST/s, global 429s': `${(sent.filter((r) => !INTERACTION_ROUTE.test(r.path)).length / seconds).toFixed(0)}, ${h.rateLimitCounts().global429 - global429Before}`,
        'bot RSS MB': Math.round(s.rssMb),
        routes: byRoute(sent, new Set(tables.map((t) => t.channelId)), seconds, acks.length),
      });
    }
  } finally {
    bot.child.kill('SIGTERM');
    await new Promise((r) => bot.child.once('exit', r));
    await h.close();
  }
  return rows;
}

/** The levels' table, then each level's requests by route. */
export function printOpenLoop(rows: readonly OpenLoopRow[]): void {
  console.table(rows.map(({ routes: _, ...row }) => row));
  for (const row of rows) {
    console.log(`Requests to Discord at ${row.games} games, by route (global: counted against the global limit):`);
    console.table(row.routes);
  }
}

/** The bot's p99 change-to-table time from its histogram buckets (an upper bound: the bucket it falls in). */
function lagP99(sums: Record<string, number>): number {
  const count = sums.hothouse_table_lag_seconds_count ?? 0;
  const buckets = Object.entries(sums)
    .filter(([k]) => k.startsWith('hothouse_table_lag_seconds_bucket'))
    .map(([k, v]) => [Number(k.split('=')[1]), v] as const);
  for (const [le, v] of buckets.sort((a, b) => a[0] - b[0])) if (v >= count * 0.99) return le;
  return Infinity;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const levels = (process.env.BENCH_GAMES ?? '1,50,200,500').split(',').map(Number);
  const rows = await measureOpenLoop(levels);
  printOpenLoop(rows);
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows));
}
