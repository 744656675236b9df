import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from '../../src/bot/commands/index';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import type { BotContext } from '../../src/bot/bot-context';
import { gameModules } from '../../src/modules';
import { registry } from '../../src/platform/module';
import { seatOfUser } from '../../src/platform/table/seat-names';
import { openPrompts } from '../../src/platform/table/open-prompts';
import { answer } from '../../src/platform/table/answers';
import type { Session } from '../../src/platform/session-schema';
import type { GameStore } from '../../src/store/game-store';
import type { StoredGame } from '../../src/store/record';
import type { FakeIO } from '../fixtures/fake-io';
import { lanternsModule } from '../fixtures/lanterns-module';
import type { OfflineDiscord, Handled, OfflineUser } from '../fixtures/offline-discord';
import { actor as person, BotTable } from '../fixtures/bot-table';
import { localeOf } from '../../src/words/locales';
import type { Actor } from '../../src/platform/seats/permissions';
import { instanceIds } from '../fixtures/runner-table';
import { privatePanel } from '../../src/bot/channel/private-panel';

/**
 * Property-based fuzzing of everything a user can send: every slash command and option the bot
 * registers, select-menu values and custom ids, fed to the bot's own interaction handler. Whatever
 * arrives, the bot must answer without an internal error, privately when it refuses, and the
 * stored game must change exactly when the answer says something was done.
 */

/** A person at the table with the language their Discord client tells, as every press of theirs does (src/bot/input/actor.ts): a seat takes it on joining. */
const actor = (u: OfflineUser): Actor => ({ ...person(u), locale: localeOf(u.locale ?? 'en-US') });

// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other inputs (a failure prints its seed and path).
fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 20261130) });
// Unit files share their worker's modules: the seed stays with this file.
afterAll(() => fc.resetConfigureGlobal());

const modules = registry([...gameModules, lanternsModule]);
const commands = allCommands(modules);

const ana: OfflineUser = { id: '100000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '100000000000000002', name: 'ben' };
const cai: OfflineUser = { id: '100000000000000003', name: 'cai' };
const eve: OfflineUser = { id: '100000000000000004', name: 'eve' };
const mo: OfflineUser = { id: '100000000000000005', name: 'mo', manageChannels: true };
const users = [ana, ben, cai, eve, mo];

const NO_GAME = '200000000000000001';
const LOBBY = '200000000000000002';
const ENDED = '200000000000000003';
const playing = new Map([...modules.keys()].map((id, i) => [id, `20000000000000010${i}`]));
const channels = [NO_GAME, LOBBY, ENDED, ...playing.values()];

/** What the bot says when it did change the game; every other answer must leave the record alone. */
const DONE = [
  /^The .+ lobby is open\./,
  /^Your .+ learning game has started,/,
  /^The (table|lobby) was posted again\.$/,
  /^Your last step was taken back\.(\n|$)/,
  /^You will stand aside automatically/,
  /^You will be asked in every secret window again\./,
  /(^|\n)No more rule notes in this game\./,
  /(^|\n)Rule notes are on again for this game\./,
  / now plays that seat\.$/,
  /^They were (taken out of the game|removed from the lobby)\.$/,
  /^That seat is now played by an AI/,
  /^Done\.$/,
  /^The game was ended\.$/,
  /^You asked to end the game\./,
  /^Everyone agreed: the game was ended/,
  /^The game goes on: you no longer ask to end it\.$/,
  /^The lobby was closed\.$/,
  /^The waiting (decisions were skipped|seats are now played)/,
  /^Answer received\./,
  /^The rematch has started\.$/,
  /^Rematch\? /,
];
const INTERNAL = /something went wrong on my side/;

let botTable: BotTable;
let store: GameStore;
let io: FakeIO;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeAll(async () => {
  // One host holds every fixture table here; the table limits have tests of their own (test/platform/records/table-limits.test.ts).
  botTable = await BotTable.open({ modules, newSeed: () => 'fuzz-seed', newInstance: instanceIds('f'), limits: { perServer: Infinity, perHost: Infinity }, offline: {} });
  ({ store, io, ctx } = botTable);
  discord = botTable.discord!;
  await openGame(LOBBY, 'lanterns', false);
  await openGame(ENDED, 'lanterns', true);
  await ctx.runner.end(ENDED, null, actor(ana));
  for (const [game, ch] of playing) await openGame(ch, game, true);
  await ctx.tables.idle();
  await ctx.runner.outbox.idle();
}, 120_000);

afterAll(() => botTable?.close());

async function openGame(channelId: string, game: string, start: boolean): Promise<void> {
  const lobby = await ctx.runner.newLobby({ channelId, guildId: discord.guildId, actor: actor(ana), game, options: {}, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const instance = (await session(channelId))!.instance;
  for (const u of [ben, cai]) expect((await ctx.runner.lobby(channelId, instance, actor(u), 'join')).ok).toBe(true);
  if (start) expect((await ctx.runner.lobby(channelId, instance, actor(ana), 'start')).ok).toBe(true);
}

async function record(channelId: string): Promise<StoredGame | null> {
  const g = await store.load(channelId);
  if (g.kind === 'invalid') throw new Error(`channel ${channelId} holds an unreadable record: ${g.reason}`);
  return g.kind === 'ok' ? g.record : null;
}

async function session(channelId: string): Promise<Session | null> {
  return ((await record(channelId))?.session as Session | undefined) ?? null;
}

const snapshot = async () => new Map(await Promise.all(channels.map(async (ch) => [ch, await record(ch)] as const)));
const same = (a: StoredGame | null, b: StoredGame | null) => a?.rev === b?.rev && JSON.stringify(a?.session) === JSON.stringify(b?.session);

/** Puts every channel back as it was, so one accepted input does not steer the runs after it. */
async function restore(before: Map<string, StoredGame | null>): Promise<void> {
  for (const [ch, was] of before) {
    const now = await record(ch);
    if (same(was, now)) continue;
    if (!was) await store.delete(ch);
    else {
      const r = await store.save({ channelId: ch, guildId: was.guildId, game: was.game, schemaVersion: was.schemaVersion, updatedAt: was.updatedAt, session: was.session }, now ? now.rev : null);
      if (!r.ok) throw new Error(`could not restore ${ch}: ${r.error}`);
    }
  }
}

function claimsDone(h: Handled): boolean {
  const texts = h.shown.map((s) => s.content);
  if (texts.some((t) => DONE.some((d) => d.test(t)))) return true;
  // A lobby redrawn in place (embeds, no text) or a bare acknowledgement (a table answer) is how a click says "done".
  if (h.shown.some((s) => s.via === 'source-edit' && s.text === '' && s.embeds > 0)) return true;
  return h.acks.length === 1 && h.acks[0] === 'update' && h.shown.length === 0;
}

/**
 * The one property every input is held to. `expectDone`, when known from the pure session
 * functions, must agree with what happened.
 */
async function check(send: () => Promise<Handled>, what: string, expectDone?: boolean): Promise<void> {
  const before = await snapshot();
  const posts = io.messages.size;
  const dms = io.dms.length;
  const h = await send();
  // The DMs a change owes go out after it, and their record is a save of its own: wait for both.
  await ctx.tables.idle();
  await ctx.runner.outbox.idle();
  const after = await snapshot();
  const changed = channels.filter((ch) => !same(before.get(ch)!, after.get(ch)!));
  const label = `${what}\n→ ${JSON.stringify(h)}\nchanged: ${changed.join(', ') || 'nothing'}`;
  expect(h.errors, label).toEqual([]);
  expect(h.shown.every((s) => !INTERNAL.test(s.content)), label).toBe(true);
  expect(h.acks.length, label).toBe(1);
  const done = claimsDone(h);
  expect(changed.length > 0, label).toBe(done);
  if (expectDone !== undefined) expect(done, label).toBe(expectDone);
  if (!done) {
    expect(h.shown.length, label).toBeGreaterThan(0);
    for (const s of h.shown) {
      expect(s.ephemeral, label).toBe(true);
      expect(s.content.trim().length, label).toBeGreaterThan(0);
      expect(s.content.length, label).toBeLessThanOrEqual(2000);
    }
    expect(io.messages.size, label).toBe(posts);
    expect(io.dms.length, label).toBe(dms);
  }
  await restore(before);
}

// ---- slash commands ---------------------------------------------------------------

interface OptionDef {
  name: string;
  type: number;
  required?: boolean;
  choices?: { value: string | number }[];
  min_value?: number;
  max_value?: number;
  options?: OptionDef[];
}

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', 'c1', 'C4', 'left', 'right', '0', '-1', 'NaN', '1e309', '<@100000000000000001>', '@everyone', '%3A', 'hh:x:answer:t0:c1', '\u0000', 'x'.repeat(6000)),
);

/** Values Discord lets through for the option, plus the ones a stale registration (an older definition still cached by clients) could send. */
function optionValue(o: OptionDef, typed: readonly string[]): fc.Arbitrary<unknown> {
  switch (o.type) {
    case 3: {
      const choices = o.choices?.map((c) => String(c.value)) ?? [];
      const pool = [...choices, ...typed];
      return pool.length ? fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 4 }, { arbitrary: junkText, weight: 1 }) : junkText;
    }
    case 4: {
      const lo = o.min_value ?? -(2 ** 53 - 1);
      const hi = o.max_value ?? 2 ** 53 - 1;
      const pool = typed.map(Number).filter(Number.isSafeInteger);
      return fc.oneof(
        { arbitrary: fc.integer({ min: lo, max: hi }), weight: 4 },
        ...(pool.length ? [{ arbitrary: fc.constantFrom(...pool), weight: 4 }] : []),
        { arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), weight: 1 },
      );
    }
    case 5:
      return fc.boolean();
    case 6:
      return fc.constantFrom(...users.map((u) => u.id));
    case 10:
      return fc.double({ noNaN: true });
    default:
      return fc.constant(null);
  }
}

/** Autocomplete answers, so typed shortcuts sometimes name a real card in the typist's hand. */
const typedPool = new Map<string, string[]>();

async function collectTyped(): Promise<void> {
  for (const cmd of commands) {
    for (const sub of (cmd.options ?? []) as OptionDef[]) {
      for (const o of sub.options ?? []) {
        const found = new Set<string>();
        for (const ch of playing.values()) {
          for (const u of users) {
            for (const c of await shortcutChoices(ch, u, cmd.name, sub.name, o.name)) found.add(c);
          }
        }
        typedPool.set(`${cmd.name} ${sub.name} ${o.name}`, [...found].slice(0, 40));
      }
    }
  }
}

/** What autocomplete offers this user for a shortcut option with nothing typed yet. */
async function shortcutChoices(channelId: string, u: OfflineUser, command: string, sub: string, option: string): Promise<string[]> {
  const s = await session(channelId);
  const engine = s && modules.get(s.game)!.engine;
  const cut = engine?.shortcuts?.command === command ? engine.shortcuts.list.find((c) => c.name === sub) : undefined;
  const p = s && seatOfUser(s, u.id);
  if (!s || s.phase !== 'playing' || !cut?.complete || !p) return [];
  return cut.complete(s.state, p, option, '').slice(0, 25).map((c) => c.value.slice(0, 100));
}

interface CommandInput {
  user: OfflineUser;
  channelId: string;
  name: string;
  subcommand: string;
  options: { name: string; type: number; value: unknown }[];
}

function commandArb(): fc.Arbitrary<CommandInput> {
  const perCommand = commands.flatMap((cmd) =>
    ((cmd.options ?? []) as OptionDef[]).map((sub) => {
      const opts = (sub.options ?? []).map((o) => {
        const value = optionValue(o, typedPool.get(`${cmd.name} ${sub.name} ${o.name}`) ?? []).map((v) => ({ name: o.name, type: o.type, value: v }));
        return o.required ? value.map((v) => [v]) : fc.option(value, { nil: undefined }).map((v) => (v ? [v] : []));
      });
      const stale = fc.option(fc.record({ name: fc.constantFrom('difficulty', 'variant', 'seats', 'old'), type: fc.constant(3), value: junkText }), { nil: undefined, freq: 6 });
      return fc.record({
        user: fc.constantFrom(...users),
        channelId: fc.constantFrom(...channels),
        name: fc.constant(cmd.name),
        subcommand: fc.constant(sub.name),
        options: fc.tuple(fc.tuple(...opts), stale).map(([given, extra]) => {
          const flat = given.flat();
          return extra && !flat.some((o) => o.name === extra.name) ? [...flat, extra] : flat;
        }),
      });
    }),
  );
  return fc.oneof(...perCommand);
}

// ---- components -------------------------------------------------------------------

interface ComponentInput {
  user: OfflineUser;
  channelId: string;
  customId: string;
  values: string[] | null;
  ephemeralSource: boolean;
}

interface RealId {
  id: string;
  channelId: string;
}

/** Every id the bot has put on a message or would show in a private panel or confirmation, with its channel. */
async function realIds(): Promise<RealId[]> {
  const ids = new Map<string, string>();
  const walk = (x: unknown, channelId: string): void => {
    if (Array.isArray(x)) x.forEach((y) => walk(y, channelId));
    else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'custom_id' && typeof v === 'string') ids.set(v, channelId);
        else walk(v, channelId);
      }
    }
  };
  for (const m of io.messages.values()) walk(m.payload.components, m.channelId);
  for (const ch of channels) {
    const s = await session(ch);
    if (!s) continue;
    for (const u of users) {
      const panel = await privatePanel(ctx.runner, ctx.pictures, ch, null, actor(u));
      if (panel.ok) walk(panel.value.components, ch);
    }
    for (const verb of ['yes', 'no', 'agree'] as const) ids.set(encodeCustomId({ kind: 'end', instance: s.instance, verb }), ch);
    for (const verb of ['skip', 'auto', 'end'] as const) ids.set(encodeCustomId({ kind: 'expiry', instance: s.instance, verb }), ch);
  }
  return [...ids].map(([id, channelId]) => ({ id, channelId }));
}

function customIdArb(real: readonly string[], segments: readonly string[]): fc.Arbitrary<string> {
  const segment = fc.oneof(fc.constantFrom(...segments), fc.constantFrom('', 'hh', 'x', '%', '%E0%A4%A', '%3A', 'constructor', '__proto__'), fc.string({ maxLength: 12 }));
  const mutated = fc.tuple(fc.constantFrom(...real), fc.nat(), segment, fc.constantFrom('replace', 'drop', 'append', 'truncate', 'char')).map(([id, at, seg, how]) => {
    const parts = id.split(':');
    const i = at % parts.length;
    switch (how) {
      case 'replace':
        return parts.map((p, k) => (k === i ? seg : p)).join(':');
      case 'drop':
        return parts.filter((_, k) => k !== i).join(':');
      case 'append':
        return [...parts, seg].join(':');
      case 'truncate':
        return id.slice(0, at % (id.length + 1));
      case 'char':
        return `${id.slice(0, at % (id.length + 1))}${seg.slice(0, 1) || ':'}${id.slice(at % (id.length + 1))}`;
    }
  });
  return fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 2 }, { arbitrary: mutated, weight: 6 }, { arbitrary: fc.string({ maxLength: 110 }), weight: 2 });
}

function componentArb(real: RealId[], values: string[]): fc.Arbitrary<ComponentInput> {
  const value = fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: junkText, weight: 1 });
  const segments = [...new Set(real.flatMap((r) => r.id.split(':')))];
  // Kinds first, so the few answer and select ids are drawn as often as the many lobby ones.
  const kindOf = (r: RealId) => r.id.split(':')[2] ?? '';
  const byKind = [...new Set(real.map(kindOf))].map((k) => real.filter((r) => kindOf(r) === k));
  const pick = fc.constantFrom(...byKind).chain((group) => fc.constantFrom(...group));
  // Mostly in the channel the id came from, by someone seated there: where a mistake would count.
  const home = pick.chain((r) =>
    fc.record({ customId: fc.oneof({ arbitrary: fc.constant(r.id), weight: 1 }, { arbitrary: customIdArb([r.id], segments), weight: 1 }), channelId: fc.constant(r.channelId) }),
  );
  const anywhere = fc.record({ customId: customIdArb(real.map((r) => r.id), segments), channelId: fc.constantFrom(...channels) });
  return fc.record({
    user: fc.oneof({ arbitrary: fc.constantFrom(ana, ben, cai), weight: 3 }, { arbitrary: fc.constantFrom(...users), weight: 1 }),
    where: fc.oneof({ arbitrary: home, weight: 3 }, { arbitrary: anywhere, weight: 2 }),
    values: fc.option(fc.array(value, { maxLength: 4 }), { nil: null }),
    ephemeralSource: fc.boolean(),
  }).map(({ where, ...rest }) => ({ ...rest, ...where }));
}

async function optionValues(): Promise<string[]> {
  const found = new Set<string>(['remove', 'random']);
  for (const ch of playing.values()) {
    const s = await session(ch);
    const mod = modules.get(s!.game)!;
    for (const p of openPrompts(s!, mod.engine)) for (const o of p.options) found.add(o.value);
  }
  return [...found];
}

const send = (c: ComponentInput) => (c.values === null ? discord.click(c.user, c.channelId, c.customId, { ephemeral: c.ephemeralSource }) : discord.select(c.user, c.channelId, c.customId, c.values, { ephemeral: c.ephemeralSource }));

describe('bot/fuzzed input', () => {
  it('answers any slash command and option privately, and changes the game only when it says so', { timeout: 180_000 }, async () => {
    await collectTyped();
    await fc.assert(
      fc.asyncProperty(commandArb(), async (c) => {
        await check(() => discord.command(c.user, c.channelId, c.name, c.subcommand, c.options, users), `/${c.name} ${c.subcommand} ${JSON.stringify(c.options)} by ${c.user.name} in ${c.channelId}`);
      }),
      { numRuns: 250 },
    );
  });

  it('answers any select-menu values on an open prompt as the session rules decide, and privately when refused', { timeout: 180_000 }, async () => {
    const now = new Date().toISOString();
    const prompts = (
      await Promise.all(
        [...playing.values()].map(async (ch) => {
          const s = (await session(ch))!;
          return openPrompts(s, modules.get(s.game)!.engine).map((p) => ({ ch, p }));
        }),
      )
    ).flat();
    const arb = fc.constantFrom(...prompts).chain(({ ch, p }) =>
      fc.record({
        ch: fc.constant(ch),
        prompt: fc.oneof({ arbitrary: fc.constant(p.id), weight: 4 }, { arbitrary: fc.constantFrom(...prompts.map((x) => x.p.id)), weight: 1 }),
        user: fc.constantFrom(...users),
        values: fc.array(fc.oneof({ arbitrary: fc.constantFrom(...p.options.map((o) => o.value)), weight: 4 }, { arbitrary: junkText, weight: 1 }), { maxLength: Math.min(6, p.options.length + 1) }),
        ephemeralSource: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ({ ch, prompt, user, values, ephemeralSource }) => {
        const s = (await session(ch))!;
        const engine = modules.get(s.game)!.engine;
        const seat = seatOfUser(s, user.id);
        const expectDone = seat !== null && answer(s, engine, seat, { prompt, values }, now).ok;
        const id = encodeCustomId({ kind: 'select', instance: s.instance, prompt });
        await check(() => discord.select(user, ch, id, values, { ephemeral: ephemeralSource }), `select ${id} ${JSON.stringify(values)} by ${user.name}`, expectDone);
      }),
      { numRuns: 200 },
    );
  });

  it('answers any custom id, real, mutated or random, privately unless it applies, and never with an internal error', { timeout: 180_000 }, async () => {
    const real = await realIds();
    expect(real.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(componentArb(real, await optionValues()), async (c) => {
        await check(() => send(c), `${c.values === null ? 'click' : `select ${JSON.stringify(c.values)}`} ${JSON.stringify(c.customId)} by ${c.user.name} in ${c.channelId}${c.ephemeralSource ? ' (private message)' : ''}`);
      }),
      { numRuns: 300 },
    );
  });
});
