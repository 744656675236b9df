import { mkdir, writeFile } from 'node:fs/promises';
import { join as joinPath } from 'node:path';
import pino from 'pino';
import type { Answer, Prompt } from '../engine/types';
import { silentCourier } from '../platform/delivery';
import type { GameModule, ModuleRegistry } from '../platform/module';
import type { Actor } from '../platform/seats/permissions';
import { seatIndexOf } from '../platform/table/seat-ids';
import { nameSeats, namedOptions, seatName, seatNames } from '../platform/table/seat-names';
import { openPrompts } from '../platform/table/open-prompts';
import { LOG_KEEP, visibleLog } from '../platform/table/game-log';
import { privateHash, privatePart } from '../platform/table/private-part';
import { addAi, aiLevels, join, newLobby, start } from '../platform/seats/lobby-seats';
import { replaceSeat } from '../platform/seats/hand-over';
import type { Session } from '../platform/session-schema';
import { refusalText, type Refusal } from '../platform/words/refusals';
import type { Language } from '../words/locales';
import { t, type WordParams } from '../words/translate';
import { windowDueAt } from '../platform/table/secret-window';
import { TableRunner } from '../platform/runner/table-runner';
import { openStore } from '../store/game-store';
import { languageOf, parseLocalArgs, type LocalArgs } from './args';
import { learningDeal, learningSummary, learningTable } from '../platform/learning/learning-table';
import { hintFor } from '../platform/learning/hint';
import { whyText } from '../platform/reference/why';
import { notesAtStart, teachingNote } from '../platform/telling/teaching';
import { say } from '../words/say';

/**
 * The terminal table: driven line by line from standard input, so a game can be played by hand or
 * scripted (`yes 1 | npm run local -- …`). Answers and undos go through the same table runner as the
 * bot's clicks, over a store kept in memory; the terminal seats its players itself. It says everything in one
 * language (`--language de`), the game's texts with it: the table's and its seats' alike, since one person reads it all.
 */
export interface LocalIO {
  lines: AsyncIterator<string>;
  write(s: string): void;
}

/** The terminal's own words in `language`: its catalogue texts (`reference:terminal.*`). */
const wordsIn = (language: Language) => (key: string, params: WordParams = {}): string => t(language, `reference:terminal.${key}`, params);
/**
 * The terminal's clock: real time, plus the waits it skipped. A secret window whose every seat has answered is held
 * open for its minimum time; at one terminal nobody else is waiting to read anything into that, so the terminal
 * moves its clock past the wait instead of sitting through it. Its maximum time still runs in real time.
 */
class TableClock {
  private skipped = 0;
  ms = () => Date.now() + this.skipped;
  iso = () => new Date(this.ms()).toISOString();
  skipTo(ms: number): void {
    this.skipped += Math.max(0, ms - this.ms());
  }
}

export async function runLocal(argv: readonly string[], io: LocalIO, modules: ModuleRegistry, seedOf: () => string): Promise<number> {
  const parsed = parseLocalArgs(argv, (g) => modules.get(g)?.engine ?? null);
  if (!parsed.ok) {
    const w = wordsIn(languageOf(argv) ?? 'en');
    io.write(`${parsed.message}\n${w('games', { games: [...modules.keys()].join(', ') || w('no-games') })}\n`);
    return 2;
  }
  const a = parsed.value;
  const w = wordsIn(a.language);
  const mod = modules.get(a.game)!;
  const seed = a.learn && mod.learning ? mod.learning.seed : (a.seed ?? seedOf());
  const clock = new TableClock();
  const seated = a.learn ? learningSeats(mod, seed, clock.iso(), a.language) : seat(a, mod, seed, clock.iso());
  if (!seated.ok) return fail(io, seated.message);
  const store = await openStore('sqlite://:memory:', {});
  try {
    // One person at a terminal holds nothing else up: the AI seats play on at once, as the reply to each answer.
    const runner = new TableRunner({ store, modules, courier: silentCourier, log: pino({ level: 'silent' }), now: clock.iso, aiSlice: Infinity });
    const installed = await runner.install(seated.value);
    if (!installed.ok) return fail(io, refusalText(installed.error, a.language));
    const opening = { context: a.learn ? 'learning' : '', game: say(a.language, mod.engine.name), count: installed.value.seats.length, seed };
    io.write(`${w('opening', opening)} ${w('help')}\n`);
    return await play(installed.value, runner, mod, a, io, clock);
  } finally {
    await store.close();
  }
}

/** A picture's file type, from its attachment name ("…-table.png"). */
const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

/** The table as the flags ask: u0 hosts, the last `--ai` seats are AIs (all of them, the host's too, when every seat is). */

/** A refusal as the terminal prints it, in its language. */
const refused = (r: Refusal, language: Language) => ({ ok: false as const, message: refusalText(r, language) });

/** The learning game: the terminal's person in the first seat, the game's deal, every lesson on. */
function learningSeats(mod: GameModule, seed: string, now: string, language: Language): { ok: true; value: Session } | { ok: false; message: string } {
  const deal = learningDeal(mod);
  if (!deal.ok) return refused(deal.error, language);
  const lobby = newLobby({ instance: 'local', game: mod.engine.id, channelId: 'terminal', guildId: null, host: { userId: 'u0', name: wordsIn(language)('player', { n: 1 }) }, options: deal.value.options, timerSeconds: null, now, language });
  const seated = learningTable(lobby, mod, deal.value);
  if (!seated.ok) return refused(seated.error, language);
  const started = start(seated.value, mod.engine, 'u0', seed, now);
  return started.ok ? { ok: true, value: notesAtStart(started.value, new Set()) } : refused(started.error, language);
}

function seat(a: LocalArgs, mod: GameModule, seed: string, now: string): { ok: true; value: Session } | { ok: false; message: string } {
  const engine = mod.engine;
  const w = wordsIn(a.language);
  let s = newLobby({ instance: 'local', game: a.game, channelId: 'terminal', guildId: null, host: { userId: 'u0', name: w('player', { n: 1 }) }, options: a.options, timerSeconds: null, now, language: a.language });
  const levels = aiLevels(mod);
  const level = a.aiLevel === null ? levels[0]! : levels.find((l) => l.level === a.aiLevel);
  if (!level) return { ok: false, message: w('no-ai-level', { level: a.aiLevel ?? '', game: say(a.language, engine.name), levels: levels.map((l) => l.level).join(', ') }) };
  for (let i = 1; i < a.players; i++) {
    const r = i >= a.players - a.ai ? addAi(s, engine, level) : join(s, engine, `u${i}`, w('player', { n: i + 1 }));
    if (!r.ok) return refused(r.error, a.language);
    s = r.value;
  }
  const started = start(s, engine, 'u0', seed, now);
  if (!started.ok) return refused(started.error, a.language);
  s = started.value;
  if (a.ai === a.players) {
    const r = replaceSeat(s, 'p0', level);
    if (r.ok) s = r.value;
  }
  return { ok: true, value: s };
}

async function play(first: Session, runner: TableRunner, mod: GameModule, a: LocalArgs, io: LocalIO, clock: TableClock): Promise<number> {
  const engine = mod.engine;
  let s = first;
  const language = a.language;
  const w = wordsIn(language);
  /** One of the game's texts as the terminal prints it: in its language, each seat by its name. */
  const named = (text: string) => nameSeats(s, text, language);
  const refusedText = (r: Refusal) => refusalText(r, language);
  let shownLog = 0;
  let preferredSeat: string | null = null;
  /** The terminal answers for whichever seat is asked: it acts as that seat's player. */
  const as = (p: string): Actor => ({ userId: s.seats[seatIndexOf(p)]!.userId, name: seatName(s, p), canManage: false });
  if (a.images) await mkdir(a.outDir, { recursive: true });

  // A picture is drawn again only when what it shows has changed: most steps of a chain change neither.
  const drawn = new Map<string, string>();
  const changed = (key: string, view: unknown) => {
    const hash = privateHash(view);
    if (drawn.get(key) === hash) return false;
    drawn.set(key, hash);
    return true;
  };
  const images = async (seat: string | null) => {
    if (!a.images) return;
    const pubView = engine.view(s.state, null);
    if (changed('table', pubView)) {
      const pub = await mod.renderTable(pubView, seatNames(s));
      await writeFile(joinPath(a.outDir, `${a.game}-table.${extensionOf(pub.name)}`), pub.png);
    }
    if (seat) {
      const view = engine.view(s.state, seat);
      if (!changed(seat, privatePart(view, pubView) ?? null)) return;
      const priv = await mod.renderPrivate(view, seatNames(s));
      if (priv) await writeFile(joinPath(a.outDir, `${a.game}-${seat}-private.${extensionOf(priv.name)}`), priv.png);
    }
  };

  for (;;) {
    for (const e of visibleLog(s, null, LOG_KEEP).filter((x) => x.n >= shownLog)) io.write(`  · ${named(e.text)}\n`);
    shownLog = s.logCount;
    const open = openPrompts(s, engine);
    const secret = s.phase === 'playing' ? s.secretWindow : null;
    if (secret) {
      if (open.length === 0 && secret.held) clock.skipTo(windowDueAt(secret));
      const moved = clock.ms() >= windowDueAt(secret) ? await runner.windowStep(s.channelId, s.instance, secret.id) : null;
      if (moved) {
        s = moved;
        continue;
      }
    }
    if (s.phase === 'ended' || open.length === 0) {
      await images(null);
      const o = engine.outcome(s.state);
      io.write(`${w('game-over', { how: o ? named(o.summary) : s.endedReason ? named(s.endedReason) : w('nothing-open') })}\n`);
      if (o?.scores) io.write(`${w('scores', { scores: Object.entries(o.scores).map(([p, n]) => `${seatName(s, p)} ${n}`).join(', ') })}\n`);
      if (s.learning) io.write(`${plain(learningSummary(s, engine, language))}\n`);
      return 0;
    }
    const prompt: Prompt = open.find((p) => p.player === preferredSeat) ?? open[0]!;
    const seat = prompt.player;
    await images(seat);
    const waiting = [...new Set(open.map((p) => p.player))];
    const others = waiting.filter((p) => p !== seat).map((p) => seatName(s, p)).join(', ');
    io.write(`\n== ${waiting.length > 1 ? w('seat-waiting', { seat: seatName(s, seat), others }) : seatName(s, seat)} ==\n`);
    io.write(`${named(engine.describe(engine.view(s.state, seat)))}\n${named(prompt.text)}\n`);
    if (prompt.detail) io.write(`${named(prompt.detail)}\n`);
    const note = teachingNote(s, engine, seat, prompt, language);
    if (note) io.write(`${plain(named(note.wordings[0]!))}\n`);
    namedOptions(s, prompt.options, language).forEach((o, i) => io.write(`  ${i + 1}. ${o.label}${o.hint ? ` (${o.hint})` : ''}\n`));
    const count = howMany(prompt, w);
    if (count) io.write(`  (${count})\n`);
    if (prompt.standing) io.write(`  ${w('stand', { label: named(prompt.standing.label) })}\n`);
    const next = await io.lines.next();
    if (next.done) {
      io.write(`${w('input-ended')}\n`);
      return 3;
    }
    const line = next.value.trim();
    if (line === 'quit') return fail(io, w('quit'));
    if (line === 'help' || line === '') { io.write(`${w('help')}\n`); continue; }
    if (line === 'why') {
      io.write(`${plain(whyText(engine, prompt, language, named).text)}\n`);
      continue;
    }
    if (line === 'hint') {
      const r = hintFor(s, mod, seat, prompt, language);
      io.write(`${plain(r.ok ? r.value : refusedText(r.error))}\n`);
      continue;
    }
    if (line === 'log') {
      for (const e of visibleLog(s, seat, 20)) io.write(`  ${e.n + 1}. ${named(e.text)}\n`);
      continue;
    }
    if (line === 'undo') {
      const r = await runner.undo(s.channelId, as(seat));
      if (!r.ok) io.write(`${w('cannot-undo', { why: refusedText(r.error) })}\n`);
      else s = r.value.session;
      continue;
    }
    const aside = /^aside\s+(on|off)$/.exec(line);
    if (aside) {
      const on = aside[1] === 'on';
      const r = await runner.autoAside(s.channelId, s.instance, as(seat), on);
      if (!r.ok) io.write(`${refusedText(r.error)}\n`);
      else {
        s = r.value;
        io.write(`${w('aside', { context: on ? 'on' : 'off', seat: seatName(s, seat) })}\n`);
      }
      continue;
    }
    if (line === 'stand' && prompt.standing) {
      const r = await runner.standing(s.channelId, s.instance, as(seat), prompt.standing.kind, true);
      if (!r.ok) io.write(`${refusedText(r.error)}\n`);
      else {
        s = r.value;
        io.write(`${seatName(s, seat)}: ${named(prompt.standing.standingText)}\n`);
      }
      continue;
    }
    const rejoin = /^rejoin\s+(p?\d+)$/.exec(line);
    if (rejoin) {
      const who = rejoin[1]!.startsWith('p') ? rejoin[1]! : `p${Number(rejoin[1]) - 1}`;
      const held = s.seats[seatIndexOf(who)]?.standing ?? [];
      const r = held[0] ? await runner.standing(s.channelId, s.instance, as(who), held[0].kind, false) : null;
      if (!r) io.write(`${w('already-asked', { seat: who })}\n`);
      else if (!r.ok) io.write(`${refusedText(r.error)}\n`);
      else {
        s = r.value;
        io.write(`${w('asked-again', { seat: seatName(s, who) })}\n`);
      }
      continue;
    }
    const seatCmd = /^seat\s+(p?\d+)$/.exec(line);
    if (seatCmd) {
      const want = seatCmd[1]!.startsWith('p') ? seatCmd[1]! : `p${Number(seatCmd[1]) - 1}`;
      if (!waiting.includes(want)) io.write(`${w('owes-nothing', { seat: want, waiting: waiting.join(', ') })}\n`);
      else preferredSeat = want;
      continue;
    }
    const picks = readPicks(line, prompt, w);
    if (typeof picks === 'string') {
      io.write(`${picks}\n`);
      continue;
    }
    const answer: Answer = { prompt: prompt.id, values: picks.map((n) => prompt.options[n - 1]!.value) };
    const r = await runner.answer(s.channelId, s.instance, as(seat), answer);
    if (!r.ok) {
      io.write(`${w('not-accepted', { why: refusedText(r.error) })}\n`);
      continue;
    }
    s = r.value.session;
    for (const e of r.value.events) if (e.visibleTo !== 'all' && e.visibleTo.includes(seat)) io.write(`  ${w('private', { text: named(e.text) })}\n`);
    preferredSeat = null;
  }
}

type Words = ReturnType<typeof wordsIn>;

/** The numbers an answer line picks (1-based), or why it picks none: `1 3` and `1,3` pick two, and a lone number where N are asked picks it and the N-1 after it. */
function readPicks(line: string, prompt: Prompt, w: Words): number[] | string {
  const { min, max } = bounds(prompt);
  const n = prompt.options.length;
  const picks = line.split(/[\s,]+/).filter(Boolean).map(Number);
  if (picks.some((k) => !Number.isInteger(k) || k < 1 || k > n)) return w('not-an-option', { context: max > 1 ? 'several' : '', line, count: n });
  if (picks.length === 1 && min > 1) {
    const first = picks[0]!;
    if (first + min - 1 > n) return w('past-the-end', { count: min, first, after: min - 1, last: n, example: Array.from({ length: min }, (_, i) => i + 1).join(' ') });
    return Array.from({ length: min }, (_, i) => first + i);
  }
  if (new Set(picks).size !== picks.length) return w('twice', { line });
  if (picks.length < min || picks.length > max) return w('how-many', { asked: countText(min, max, w), count: picks.length });
  return picks;
}

const bounds = (p: Prompt) => ({ min: p.min ?? 1, max: p.max ?? 1 });
const countText = (min: number, max: number, w: Words) => (min === max ? w('options', { count: min }) : w('options-range', { min, max }));

/** The reminder under a prompt that takes other than one value. */
function howMany(prompt: Prompt, w: Words): string | null {
  const { min, max } = bounds(prompt);
  if (min === 1 && max === 1) return null;
  const example = Array.from({ length: Math.max(2, Math.min(max, 3)) }, (_, i) => i + 1).join(' ');
  const pick = w('pick', { asked: countText(min, max, w), example });
  return min > 1 ? `${pick}${w('pick-lone', { count: min - 1 })}` : pick;
}

/** Discord's markup read as plain text: bold marks and small-print marks dropped. */
const plain = (text: string): string => text.replace(/\*\*/g, '').replace(/^-# /gm, '');

function fail(io: LocalIO, message: string): number {
  io.write(`${message}\n`);
  return 1;
}
