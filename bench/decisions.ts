/**
 * "Decisions per action": how many answers a player gives for one action, over seeded games in which every
 * seat takes the defaults it is offered. A default is what a player who trusts the table would click: in a
 * secret window its fallback (standing aside, as the window does for a seat that does not answer), else the
 * option marked suggested ("(suggested)", "Suggested: …", "Suggested, now and for …"), else the first option (the first `min` for a
 * multi-select). "More…" is never a default, nor is Pass in a turn menu (the prompt whose fallback is Pass) that
 * offers anything else: passing is what the turn timer does for an absent seat.
 *
 * Where an action begins and ends is read from the prompts and the events, per game:
 * - Tipping Point card play: from the turn-menu answer that names a card (the turn menu is the prompt whose
 *   fallback is Pass) to the next prompt that is not part of that play: a turn menu, a Crisis placement or a
 *   Provide choice (`cr…`/`pv…` ids), or the end. Every answer the playing seat gives in between counts.
 * - Tipping Point Crisis solved: from the turn-menu answer that began the turn to the event "… solves the
 *   Crisis …", counting every answer in between.
 * - Earth turn and off-turn: prompt ids carry the turn number (`e<turn>.<ask>`). The seat owing that turn's
 *   "Your turn" prompt is the active seat; its answers with that turn number are its turn, each other seat's
 *   answers with that turn number are that seat's off-turn (none is an off-turn of 0 decisions).
 * - Vested Interests turn: from an answer to a "Your turn:" menu to the next "Your turn:" menu of anyone,
 *   counting that seat's answers outside secret windows.
 * - Vested Interests windows per round: the secret-window prompts each seat is asked to answer in one round
 *   (the public view's round).
 */
import type { Prompt } from '../src/engine/types';
import type { GameModule } from '../src/platform/module';
import { percentile } from './percentile';

type Engine = GameModule['engine'];

/** The answer a player taking defaults gives. */
export function defaultAnswer(p: Prompt): string[] {
  if (p.secretWindow && p.fallback !== undefined) return [p.fallback];
  // A turn menu's fallback is Pass, which is what a timer does for an absent seat; a player present plays.
  const shown = p.options.filter((o) => o.value !== 'more' && !(p.fallback === 'pass' && o.value === 'pass' && p.options.length > 1));
  const suggested = shown.find((o) => /\(suggested\)$|^Suggested\b/.test(o.label));
  if (suggested && (p.min ?? 1) <= 1) return [suggested.value];
  return shown.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value);
}

interface Step {
  prompt: Prompt;
  /** Every prompt open when this one was answered, and the events and prompts that followed. */
  open: readonly Prompt[];
  events: readonly string[];
  after: readonly Prompt[];
  round: number;
}

/** One seeded game with defaults everywhere, as a list of answered steps. */
export function defaultGame(e: Engine, players: number, seed: string, cap = 20_000): Step[] {
  const seats = Array.from({ length: players }, (_, i) => `p${i}`);
  const set = e.setup(seats, seed, e.optionsSchema.parse({}));
  if (!set.ok) throw new Error(`${e.id}: ${set.error.message}`);
  let s: unknown = set.value;
  const steps: Step[] = [];
  let open = e.prompts(s);
  for (let k = 0; k < cap && !e.outcome(s) && open.length; k++) {
    const p = open[0]!;
    const round = (e.view(s, null) as { round?: number }).round ?? 0;
    const r = e.apply(s, p.player, { prompt: p.id, values: defaultAnswer(p) });
    if (!r.ok) throw new Error(`${e.id} ${seed}: default ${defaultAnswer(p).join(',')} refused at ${p.id}: ${r.error.message}`);
    s = r.value.state;
    const after = e.prompts(s);
    steps.push({ prompt: p, open, events: r.value.events.map((x) => x.text), after, round });
    open = after;
  }
  return steps;
}

const isTpMenu = (p: Prompt) => p.fallback === 'pass' && p.options.some((o) => o.value === 'pass');
const ACTION_WORDS = new Set(['pass', 'more', 'exchange', 'ability']);
const outsidePlay = (p: Prompt) => isTpMenu(p) || /^(cr|pv)/.test(p.id);

/** Tipping Point: decisions per card play, and per Crisis solved from the start of its turn. */
export function tippingPointCounts(steps: readonly Step[]): { plays: number[]; crises: number[] } {
  const plays: number[] = [];
  const crises: number[] = [];
  let play: { who: string; n: number } | null = null;
  let turn: number | null = null;
  for (const st of steps) {
    const p = st.prompt;
    if (isTpMenu(p)) {
      const v = defaultAnswer(p)[0]!;
      turn = v === 'pass' ? null : 0;
      if (!ACTION_WORDS.has(v)) play = { who: p.player, n: 0 };
    }
    if (play && p.player === play.who) play.n++;
    if (turn !== null) turn++;
    if (turn !== null && st.events.some((t) => / solves the Crisis /.test(t))) {
      crises.push(turn);
      turn = null;
    }
    if (play && (st.after.length === 0 || st.after.some(outsidePlay))) {
      plays.push(play.n);
      play = null;
    }
  }
  return { plays, crises };
}

/** Earth: decisions per turn of the active seat, and per off-turn of each other seat. */
function earthCounts(steps: readonly Step[], players: number): { turns: number[]; offTurns: number[] } {
  const byTurn = new Map<string, { active: string | null; n: Map<string, number> }>();
  for (const st of steps) {
    const m = /^e(\d+)\./.exec(st.prompt.id);
    if (!m) continue;
    const t = byTurn.get(m[1]!) ?? { active: null, n: new Map<string, number>() };
    byTurn.set(m[1]!, t);
    if (/^Your turn\b/.test(st.prompt.text)) t.active = st.prompt.player;
    t.n.set(st.prompt.player, (t.n.get(st.prompt.player) ?? 0) + 1);
  }
  const turns: number[] = [];
  const offTurns: number[] = [];
  for (const t of byTurn.values()) {
    if (!t.active) continue;
    turns.push(t.n.get(t.active) ?? 0);
    for (let i = 0; i < players; i++) if (`p${i}` !== t.active) offTurns.push(t.n.get(`p${i}`) ?? 0);
  }
  return { turns, offTurns };
}

/** Vested Interests: decisions per turn, and secret windows each seat is asked to answer per round. */
function vestedCounts(steps: readonly Step[], players: number): { turns: number[]; windows: number[] } {
  const turns: number[] = [];
  let turn: { who: string; n: number } | null = null;
  const windows = new Map<number, Map<string, Set<string>>>();
  for (const st of steps) {
    const p = st.prompt;
    if (/^Your turn:/.test(p.text)) {
      if (turn) turns.push(turn.n);
      turn = { who: p.player, n: 0 };
    }
    if (turn && p.player === turn.who && !p.secretWindow) turn.n++;
    for (const o of st.open) {
      if (!o.secretWindow) continue;
      const r = windows.get(st.round) ?? new Map<string, Set<string>>();
      windows.set(st.round, r);
      const seen = r.get(o.player) ?? new Set<string>();
      r.set(o.player, seen.add(o.secretWindow.id));
    }
  }
  if (turn) turns.push(turn.n);
  const perRound: number[] = [];
  for (const r of windows.values()) for (let i = 0; i < players; i++) perRound.push(r.get(`p${i}`)?.size ?? 0);
  return { turns, windows: perRound };
}

/**
 * Vested Interests: reactions (Scheme windows and "join this Takeover?") as a share of the prompts each seat is
 * shown, the way a person meets them at the table. Not shown: a Scheme window with nothing to play but standing
 * aside (the table stands aside for a person, as it does by default), and a Takeover join the person's standing
 * answer covers; a person who stands aside from a Takeover is taken to press "Sit out this round's Takeovers" at
 * once, as one who never joins would.
 */
export function vestedReactionShare(steps: readonly Step[]): { reactions: number; shown: number } {
  const standing = new Map<string, { scope: string; offered: readonly string[] }>();
  let reactions = 0;
  let shown = 0;
  for (const st of steps) {
    const p = st.prompt;
    if (p.secretWindow && p.options.length === 1 && p.options[0]!.value === p.fallback) continue;
    const held = standing.get(p.player);
    const offer = p.standing;
    if (offer && held && held.scope === offer.scope && p.options.every((o) => held.offered.includes(o.value))) continue;
    shown++;
    if (/^w/.test(p.id) || /^j/.test(p.id)) reactions++;
    if (offer && defaultAnswer(p)[0] === offer.value) standing.set(p.player, { scope: offer.scope, offered: p.options.map((o) => o.value) });
  }
  return { reactions, shown };
}

const row = (action: string, xs: readonly number[]) => ({
  action,
  actions: xs.length,
  median: percentile(xs, 0.5),
  p95: percentile(xs, 0.95),
  max: xs.length ? Math.max(...xs) : 0,
});

const playerCounts = (e: Engine) => Array.from({ length: e.maxPlayers - e.minPlayers + 1 }, (_, i) => e.minPlayers + i).filter((n) => n >= 2 || e.maxPlayers === 1);

/** The table of `npm run bench`: `games` seeded games per player count of each game. */
export function decisionsPerAction(mods: ReadonlyMap<string, GameModule>, games: number) {
  const rows = [];
  const each = (id: string, f: (steps: Step[], players: number) => void) => {
    const mod = mods.get(id);
    if (!mod) return;
    for (const n of playerCounts(mod.engine)) for (let g = 0; g < games; g++) f(defaultGame(mod.engine, n, `decisions-${n}-${g}`), n);
  };
  const tp = { plays: [] as number[], crises: [] as number[] };
  each('tipping-point', (st) => {
    const c = tippingPointCounts(st);
    tp.plays.push(...c.plays);
    tp.crises.push(...c.crises);
  });
  rows.push(row('Tipping Point: a card play', tp.plays), row('Tipping Point: a Crisis solved, from its turn', tp.crises));
  const ea = { turns: [] as number[], offTurns: [] as number[] };
  each('earth', (st, n) => {
    const c = earthCounts(st, n);
    ea.turns.push(...c.turns);
    ea.offTurns.push(...c.offTurns);
  });
  rows.push(row('Earth: a turn', ea.turns), row('Earth: an off-turn', ea.offTurns));
  const vi = { turns: [] as number[], windows: [] as number[] };
  each('vested-interests', (st, n) => {
    const c = vestedCounts(st, n);
    vi.turns.push(...c.turns);
    vi.windows.push(...c.windows);
  });
  rows.push(row('Vested Interests: a turn', vi.turns), row('Vested Interests: windows a seat answers per round', vi.windows));
  return rows;
}

/** `npm run bench`'s line for Vested Interests reactions: their share of the prompts people are shown. */
export function reactionShareLine(mods: ReadonlyMap<string, GameModule>, games: number): string {
  const mod = mods.get('vested-interests');
  if (!mod) return '';
  let reactions = 0;
  let shown = 0;
  for (const n of playerCounts(mod.engine)) {
    for (let g = 0; g < games; g++) {
      const c = vestedReactionShare(defaultGame(mod.engine, n, `decisions-${n}-${g}`));
      reactions += c.reactions;
      shown += c.shown;
    }
  }
  return `Vested Interests reactions (Scheme windows, Takeover joins) as a share of the prompts people are shown: ${reactions} of ${shown} (${((100 * reactions) / Math.max(shown, 1)).toFixed(1)}%; goal at most 25%)`;
}
