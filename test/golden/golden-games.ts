import { decisionRng, randomPolicy, type AiPolicy } from '../../src/engine/ai-policy';
import type { GameEvent, OptionSpec, PlayerId } from '../../src/engine/types';
import { modules } from '../../src/modules';
import type { GameModule } from '../../src/platform/module';
import { seatIndexOf } from '../../src/platform/table/seat-ids';
import { fallbackAnswer, openPrompts, promptsOf } from '../../src/platform/table/open-prompts';
import { answer } from '../../src/platform/table/answers';
import { aiLevels, join, newLobby, start } from '../../src/platform/seats/lobby-seats';
import type { Session } from '../../src/platform/session-schema';
import { NOW } from '../fixtures/start-session';
import { say } from '../../src/words/say';

/**
 * Golden games: seeded games played by AI and random seats, recorded once (`npx tsx test/golden/record.ts`)
 * and replayed by the golden suites (`golden-suite.ts`). A change of rules that alters any log line, private line or outcome shows
 * up as a failing replay; a change meant to alter them re-records the fixtures in the same commit.
 */

export interface GoldenCase {
  name: string;
  game: string;
  players: number;
  options: Record<string, unknown>;
  seed: string;
  /** The AI level of each seat, in seat order. */
  levels: readonly string[];
}

/** One answer: the seat, the prompt it answered and the values given. */
type GoldenAnswer = readonly [PlayerId, string, ...string[]];

export interface GoldenGame extends GoldenCase {
  answers: readonly GoldenAnswer[];
  /** Every public event text, in order. */
  public: readonly string[];
  /** Per seat, the event texts only that seat (or a few seats) could read, in order. */
  private: Readonly<Record<PlayerId, readonly string[]>>;
  outcome: unknown;
}

function variantsOf(specs: readonly OptionSpec[]): (string | null)[] {
  const v = specs.find((s) => s.name === 'variant');
  return v?.kind === 'choice' ? v.choices.map((c) => c.value) : [null];
}

/** A seat count a variant accepts: Earth's team game seats exactly four. */
function seatsFit(mod: GameModule, variant: string | null, n: number): boolean {
  return !(mod.engine.id === 'earth' && variant === 'team' && n !== 4);
}

const bestLevel = (mod: GameModule) => mod.ai?.[0]?.level ?? 'random';

/** Extra option sets worth a game of their own beyond the variants. */
const extras: Record<string, readonly { players: number; options: Record<string, unknown> }[]> = {
  'tipping-point': [
    { players: 2, options: { expert: true, order: 'free', difficulty: 5 } },
    { players: 3, options: { difficulty: 10, tip: 40, pressure: '0' } },
  ],
  earth: [
    { players: 1, options: { difficulty: 4 } },
    { players: 3, options: { personal_ecosystem: false, max_rounds: 6, start_hand: 3 } },
  ],
  'vested-interests': [],
};

/** Every player count and variant of every game: one game with the game's own AI in every seat, one mixed with random seats. */
export function goldenCases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (const mod of modules.values()) {
    const id = mod.engine.id;
    for (const variant of variantsOf(mod.engine.optionSpecs)) {
      for (let n = mod.engine.minPlayers; n <= mod.engine.maxPlayers; n++) {
        if (!seatsFit(mod, variant, n)) continue;
        const options = variant ? { variant } : {};
        const tag = `${id}-${variant ?? 'std'}-${n}p`;
        out.push({ name: `${tag}-ai`, game: id, players: n, options, seed: `golden-${tag}-a`, levels: Array.from({ length: n }, () => bestLevel(mod)) });
        out.push({ name: `${tag}-mixed`, game: id, players: n, options, seed: `golden-${tag}-b`, levels: Array.from({ length: n }, (_, i) => (i % 2 ? 'random' : bestLevel(mod))) });
      }
    }
    extras[id]?.forEach((x, k) => {
      const tag = `${id}-extra${k + 1}-${x.players}p`;
      out.push({ name: tag, game: id, players: x.players, options: x.options, seed: `golden-${tag}`, levels: Array.from({ length: x.players }, () => bestLevel(mod)) });
    });
  }
  return out;
}

function moduleOf(game: string): GameModule {
  const mod = modules.get(game);
  if (!mod) throw new Error(`no game ${game}`);
  return mod;
}


/** A started session whose seats are humans named P1…PN, so the table's texts stay the same whatever plays them. */
export function started(c: GoldenCase): Session {
  const mod = moduleOf(c.game);
  let s = newLobby({ instance: 'golden01', game: c.game, channelId: 'c', guildId: null, host: { userId: 'u0', name: 'P1' }, options: c.options, timerSeconds: null, now: NOW });
  for (let i = 1; i < c.players; i++) {
    const r = join(s, mod.engine, `u${i}`, `P${i + 1}`);
    if (!r.ok) throw new Error(`${c.name}: ${r.error.message}`);
    s = r.value;
  }
  const r = start(s, mod.engine, 'u0', c.seed, NOW);
  if (!r.ok) throw new Error(`${c.name}: ${r.error.message}`);
  return r.value;
}

interface Trace {
  public: string[];
  private: Record<PlayerId, string[]>;
}

/** An outcome with its texts (a summary) said in English, as recorded. */
function saidOutcome<T>(x: T): T {
  if (typeof x === 'string') return say('en', x) as T;
  if (Array.isArray(x)) return x.map((y: unknown) => saidOutcome(y)) as T;
  if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, saidOutcome(y)])) as T;
  return x;
}

function record(trace: Trace, events: readonly GameEvent[]): void {
  for (const e of events) {
    // A line is recorded as an English reader reads it: a game that packs its texts (src/engine/words.ts) still replays to the same English.
    if (e.visibleTo === 'all') trace.public.push(say('en', e.text));
    else for (const p of e.visibleTo) (trace.private[p] ??= []).push(say('en', e.text));
  }
}

const MAX_ANSWERS = 20_000;

/** The answer the case's AI seat (or random seat) gives to the first open prompt, as a playout gives it. */
function aiAnswer(c: GoldenCase, mod: GameModule, policies: readonly AiPolicy[], s: Session, k: number) {
  const prompt = openPrompts(s, mod.engine)[0];
  if (!prompt) throw new Error(`${c.name}: playing, but nobody owes a decision`);
  const seat = seatIndexOf(prompt.player);
  const policy = policies.find((p) => p.level === c.levels[seat]) ?? randomPolicy;
  const view = mod.engine.view(s.state, prompt.player);
  const values = policy.decide(mod.engine, view, prompt, decisionRng(c.seed, prompt.player, prompt.id, k));
  return { prompt, values };
}

/** Plays a case with its AI seats, answering the first open prompt each step. */
export function playGolden(c: GoldenCase): GoldenGame {
  const mod = moduleOf(c.game);
  const policies: readonly AiPolicy[] = aiLevels(mod);
  let s = started(c);
  const trace: Trace = { public: [], private: {} };
  const answers: GoldenAnswer[] = [];
  while (s.phase === 'playing') {
    if (answers.length >= MAX_ANSWERS) throw new Error(`${c.name}: no end within ${MAX_ANSWERS} answers`);
    const ai = aiAnswer(c, mod, policies, s, answers.length);
    const { prompt } = ai;
    let values = ai.values;
    let r = answer(s, mod.engine, prompt.player, { prompt: prompt.id, values }, NOW);
    if (!r.ok) {
      values = fallbackAnswer(prompt).values;
      r = answer(s, mod.engine, prompt.player, { prompt: prompt.id, values }, NOW);
    }
    if (!r.ok) throw new Error(`${c.name}: the fallback of ${prompt.id} was refused: ${r.error.message}`);
    answers.push([prompt.player, prompt.id, ...values]);
    record(trace, r.value.events);
    s = r.value.session;
  }
  return { ...c, answers, ...trace, outcome: saidOutcome(mod.engine.outcome(s.state)) };
}

export interface GoldenCheck {
  /** What replaying the recorded answers produced. */
  replayed: GoldenGame | { error: string };
  /** The answers the AI seats choose, as `playGolden` would play them. */
  chosen: readonly GoldenAnswer[];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The replay and the AI seats' choices in one walk: at each recorded answer, what the AI seat would have chosen is
 * compared with it; while they agree, the playout and the replay are the same game, so the replay's step serves
 * both. Where they part (or the replay fails), the playout is played out on its own.
 */
export function checkGolden(g: GoldenGame): GoldenCheck {
  const mod = moduleOf(g.game);
  const policies: readonly AiPolicy[] = aiLevels(mod);
  let s = started(g);
  const trace: Trace = { public: [], private: {} };
  let agreed = true;
  const fail = (error: string): GoldenCheck => ({ replayed: { error }, chosen: playGolden(g).answers });
  for (const [k, [player, prompt, ...values]] of g.answers.entries()) {
    if (s.phase !== 'playing') return fail(`answer ${k}: the game ended before it`);
    if (!promptsOf(s, mod.engine, player).some((p) => p.id === prompt)) return fail(`answer ${k}: ${player} does not owe prompt ${prompt}`);
    const r = answer(s, mod.engine, player, { prompt, values }, NOW);
    if (!r.ok) return fail(`answer ${k} (${player} ${prompt} ${values.join(' ')}) refused: ${r.error.message}`);
    if (agreed) {
      const ai = aiAnswer(g, mod, policies, s, k);
      let mine = ai.values;
      if (ai.prompt.player === player && ai.prompt.id === prompt && !same(mine, values) && !answer(s, mod.engine, player, { prompt, values: mine }, NOW).ok) mine = fallbackAnswer(ai.prompt).values;
      agreed = ai.prompt.player === player && ai.prompt.id === prompt && same(mine, values);
    }
    record(trace, r.value.events);
    s = r.value.session;
  }
  if (s.phase !== 'ended') return fail('the game did not end after the last recorded answer');
  return { replayed: { ...g, ...trace, outcome: saidOutcome(mod.engine.outcome(s.state)) }, chosen: agreed ? g.answers : playGolden(g).answers };
}
