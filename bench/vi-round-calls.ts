import { modules } from '../src/modules';
import { ACTED_LATELY_MS } from '../src/platform/pace/turn-calls';
import type { Session } from '../src/platform/session-schema';
import { windowDueAt } from '../src/platform/table/secret-window';
import { seatIndexOf } from '../src/platform/table/seat-ids';
import { seatOfUser } from '../src/platform/table/seat-names';
import type { FakeUser, StoredMessage } from '../test/discord-server/index';
import type { InteractionRecord } from '../test/discord-server/interactions/record';
import { isOver, owingUsers, tableMessage, textOf } from '../test/e2e/driver';
import { openE2ETable, type E2ETable } from '../test/e2e/harness';

/**
 * `npm run bench:vi-rounds`: what a round of Vested Interests costs two people and an AI in a thread, through the
 * test Discord server with the real bot. Each person answers every call at once and from where it arrived: a DM
 * call by its Decide now button in the DM, a thread ping from the thread (the table's choices, else Answer
 * privately), and the next step of a decision in the panel already open. When nobody has anything to press, the
 * bot's clock is moved on to the moment the table next acts (a secret window held to its minimum time, a held
 * ping); that time is the waiting, as nobody could do anything meanwhile. Per round and person it counts the
 * notifying messages: mentions in a created thread message and created DMs, by kind.
 *
 * `BENCH_SEEDS` (comma-separated) and `BENCH_ROUNDS` (rounds measured per game) change what is played.
 */
const SEEDS = (process.env.BENCH_SEEDS ?? 'vi-rounds-1,vi-rounds-2,vi-rounds-3').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const NAME = 'Vested Interests';
const AWAY = Boolean(process.env.BENCH_AWAY);
/** A refusal a person must never meet when answering a call (the end-to-end DM-call check's list). */
const REFUSED = /Not accepted|no game in this channel|has moved on|works only in the channel|not playing in this game/;
const NOTHING_ASKED = /Nothing is asked of you right now/;

type CallKind = 'turn ping' | 'window ping' | 'window call by DM' | 'turn call by DM' | 'reminder' | 'other';
const KINDS: readonly CallKind[] = ['turn ping', 'window ping', 'window call by DM', 'turn call by DM', 'reminder', 'other'];

/** What one round cost. */
interface Round {
  round: number;
  wallMs: number;
  /** Clock moved on by the bench, by what the table was waiting for ("window: <label>" or "ping held"). */
  waits: { what: string; ms: number; holders: string }[];
  calls: Map<string, Map<CallKind, number>>;
  refusals: string[];
  /** Turns each person started: named on the table's "Your move" line after not being named there. */
  turns: Map<string, number>;
  /** Secret windows seen open (ids), and those a person sat in. */
  windows: Set<string>;
  /** "Nothing is asked of you right now" replies, by the control pressed (its custom id's kind). */
  nothingAsked: Map<string, number>;
  /** Presses, by where the person answered from. */
  answers: Map<string, number>;
}

const newRound = (round: number): Round => ({ round, wallMs: 0, waits: [], calls: new Map(), refusals: [], turns: new Map(), windows: new Set(), nothingAsked: new Map(), answers: new Map() });

const choicesOn = (m: StoredMessage) => m.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select|pickdone|pagepick):/.test(String(c.custom_id)));

/**
 * Presses a choice on `m`: cycling through the forward options by `turn`, "Back" only when nothing else is offered.
 * The options are taken in the order of their values (a button's by its label), not as the message lists them, so
 * two versions of the bot that list one menu differently are played alike; `BENCH_PICK=position` takes them as
 * listed instead (the end-to-end drivers' way).
 */
const BY_POSITION = process.env.BENCH_PICK === 'position';
const ordered = <T>(xs: readonly T[], key: (x: T) => string): T[] => (BY_POSITION ? [...xs] : [...xs].sort((a, b) => key(a).localeCompare(key(b))));
async function pressChoice(t: E2ETable, u: FakeUser, m: StoredMessage, turn: number): Promise<InteractionRecord | null> {
  const [first, ...rest] = choicesOn(m);
  if (!first) return null;
  if (process.env.BENCH_DEBUG) console.log(`press by ${u.username} on ${m.id} (edits ${m.edits}) ${String(first.custom_id)}: ${textOf(m).slice(0, 140).replace(/\n/g, ' / ')}`);
  if (first.type === 3) {
    const options = first.options as { value: string; label: string }[];
    const forward = options.filter((o) => o.value !== 'back' && !/^back$/i.test(o.label));
    const pool = ordered(forward.length ? forward : options, (o) => o.value);
    const min = Math.max(1, Number(first.min_values ?? 1));
    const values = Array.from({ length: min }, (_, k) => pool[(turn + k) % pool.length]!.value);
    return heard(await t.h.select(u, m, String(first.custom_id), [...new Set(values)]).settled());
  }
  const buttons = ordered([first, ...rest].filter((c) => c.type === 2 && !/^back$/i.test(String(c.label ?? ''))), (c) => String(c.label ?? ''));
  return heard(await t.h.click(u, m, String((buttons[turn % buttons.length] ?? first).custom_id)).settled());
}

/**
 * What each press of the bench's showed its presser, read as soon as it settled (the panel it opened or redrew
 * changes again with the next press): the pressed control's kind, the reply and its follow-ups, and any error.
 */
const replies: { control: string; text: string; errors: readonly string[] }[] = [];
function heard(rec: InteractionRecord): InteractionRecord {
  const text = [rec.original, ...rec.followUps].filter((m): m is StoredMessage => Boolean(m)).map((m) => textOf(m)).join('\n');
  replies.push({ control: rec.name.split(':')[2] ?? rec.name, text, errors: rec.errors.map(String) });
  return rec;
}

/** Plays one seeded game in a thread to its end or `ROUNDS` rounds; a record per round. */
async function playGame(t: E2ETable, people: readonly FakeUser[], channel: string): Promise<Round[]> {
  const { h } = t;
  const [host, guest] = people as [FakeUser, FakeUser];
  await h.command(host, 'game', { subcommand: 'new', options: { game: 'vested-interests', where: 'thread' } }, channel).settled();
  const lobby = h.lastMessage(channel)!;
  await h.click(guest, lobby, lobby.button('Join')!.customId!).settled();
  const menu = lobby.allComponents().find((c) => c.type === 3)!;
  await h.select(host, lobby, String(menu.custom_id), [String((menu.options as { value: string }[])[0]!.value)]).settled();
  await h.click(host, lobby, lobby.button('Start')!.customId!).settled();
  await settle(t);
  const thread = h.threads(channel).at(-1)!.id;

  const rounds: Round[] = [];
  const seenDms = new Set(people.flatMap((u) => h.dms(u).map((m) => m.id)));
  const ownMessages = new Set<string>();
  let notified = h.notifications.length;
  let interactions = h.interactions.length;
  const dmCall = new Map<string, StoredMessage>();
  const pinged = new Set<string>();
  const panels = new Map<string, StoredMessage>();
  const looked = new Map<string, string>();
  let wasNamed = new Set<string>();
  let turn = 0;
  let cur: Round | null = null;
  let roundStart = Date.now();
  let idleSteps = 0;

  const count = (u: string, kind: CallKind) => {
    const mine = cur!.calls.get(u) ?? new Map<CallKind, number>();
    mine.set(kind, (mine.get(kind) ?? 0) + 1);
    cur!.calls.set(u, mine);
  };
  const tookPart = (u: string, s: Session) => Boolean(s.secretWindow?.seats.includes(seatOfUser(s, u) ?? ''));

  for (let step = 0; step < 4000; step++) {
    await settle(t);
    // With `BENCH_AWAY`, people step away between decisions outside a secret window (as the end-to-end DM-call check
    // has them), so no call is held for a panel they watch: that time is theirs, not the table's, and is not waiting.
    if (AWAY && !(await t.session(thread)).secretWindow) {
      await passBy(t, ACTED_LATELY_MS + 1000);
      await settle(t);
    }
    const s = await t.session(thread);
    const table = tableMessage(h, NAME, thread)!;
    const round = (s.state as { round: number }).round;
    if (!cur || round !== cur.round) {
      if (cur) {
        cur.wallMs = Date.now() - roundStart;
        rounds.push(cur);
      }
      if (round > ROUNDS) return rounds;
      cur = newRound(round);
      roundStart = Date.now();
    }
    // What reached each person since the last step.
    for (const rec of h.interactions.slice(interactions)) {
      for (const m of [rec.original, ...rec.followUps]) if (m) ownMessages.add(m.id);
      if (rec.response) ownMessages.add(rec.response.id);
    }
    for (const { control, text, errors } of replies.splice(0)) {
      if (errors.length || REFUSED.test(text)) cur.refusals.push(`${control}: ${errors.join('; ') || text.slice(0, 200)}`);
      if (NOTHING_ASKED.test(text)) cur.nothingAsked.set(control, (cur.nothingAsked.get(control) ?? 0) + 1);
    }
    interactions = h.interactions.length;
    // A game left unfinished at the round limit still calls its people (a held ping falls due as the clock moves on):
    // only this game's calls count, in its thread, or by DM linking to it.
    const elsewhere = (text: string) => [...text.matchAll(/discord\.com\/channels\/[^/\s]+\/(\d+)/g)].some((m) => m[1] !== thread);
    for (const n of h.notifications.slice(notified)) {
      if (!people.some((u) => u.id === n.userId) || n.channelId !== thread) continue;
      const text = textOf(h.message(n.messageId));
      const kind: CallKind = /remind|half/i.test(text) ? 'reminder' : !/your turn/.test(text) ? 'other' : s.secretWindow && tookPart(n.userId, s) ? 'window ping' : 'turn ping';
      count(n.userId, kind);
      if (process.env.BENCH_DEBUG) console.log(`r${round} ${kind} @${n.userId}: ${text.slice(0, 160)} | window ${JSON.stringify(s.secretWindow?.seats ?? null)}`);
      if (kind !== 'other') pinged.add(n.userId);
    }
    notified = h.notifications.length;
    for (const u of people) {
      for (const m of h.dms(u)) {
        if (seenDms.has(m.id) || ownMessages.has(m.id)) continue;
        seenDms.add(m.id);
        const text = textOf(m);
        if (elsewhere(text)) continue;
        const call = m.button('Decide now');
        count(u.id, /remind|half/i.test(text) ? 'reminder' : !call ? 'other' : s.secretWindow && tookPart(u.id, s) ? 'window call by DM' : 'turn call by DM');
        if (call) dmCall.set(u.id, m);
        if (process.env.BENCH_DEBUG) console.log(`r${round} DM @${u.id}: ${text.slice(0, 160).replace(/\n/g, ' / ')} | window ${JSON.stringify(s.secretWindow?.seats ?? null)}`);
      }
    }
    const named = owingUsers(table);
    for (const u of named) if (!wasNamed.has(u)) cur.turns.set(u, (cur.turns.get(u) ?? 0) + 1);
    wasNamed = new Set(named);
    if (s.secretWindow) cur.windows.add(s.secretWindow.id);
    if (isOver(table)) {
      cur.wallMs = Date.now() - roundStart;
      rounds.push(cur);
      return rounds;
    }

    // A call answered where it arrived, then the next step in the panel open, then a "Your move" on the table.
    let rec: InteractionRecord | null = null;
    let via = 'DM call';
    for (const u of people) {
      const call = dmCall.get(u.id);
      if (rec || !call) continue;
      dmCall.delete(u.id);
      const opened = heard(await h.click(u, call, call.button('Decide now')!.customId!).settled());
      if (opened.response) panels.set(u.id, opened.response);
      rec = opened.response && (await pressChoice(t, u, opened.response, turn));
    }
    if (!rec) via = 'thread ping';
    for (const u of people) {
      if (rec || !pinged.has(u.id)) continue;
      pinged.delete(u.id);
      rec = await answerOnTable(t, u, table, panels, turn);
    }
    if (!rec) via = 'open panel';
    for (const u of people) {
      const live = panels.get(u.id) && h.message(panels.get(u.id)!.id);
      if (rec || !live || !choicesOn(live).length) continue;
      rec = await pressChoice(t, u, live, turn);
    }
    if (!rec) via = "table's Your move";
    // Each looks once at what the table's "Your move" asks of them, and again only once the table changed.
    const owing = owingUsers(table);
    const shown = `${table.id}:${table.edits}`;
    for (const u of people) {
      if (rec || !owing.includes(u.id) || looked.get(u.id) === shown) continue;
      looked.set(u.id, shown);
      rec = await answerOnTable(t, u, table, panels, turn);
    }
    if (rec) {
      turn++;
      cur.answers.set(via, (cur.answers.get(via) ?? 0) + 1);
      idleSteps = 0;
      continue;
    }
    // Nobody has anything to press: the table is waiting on its clock.
    const now = Date.now() + skipped(t);
    const w = s.secretWindow;
    const held = Object.values((s as { pingHeld?: Record<string, string> }).pingHeld ?? {}).map((at) => Date.parse(at));
    const [what, due] = w ? [`window${w.held ? '' : ' (not all answered)'}: ${w.label}`, windowDueAt(w)] : held.length ? ['ping held', Math.min(...held)] : ['nothing due', now + 1000];
    const ms = Math.max(0, due - now);
    if (++idleSteps > 60) throw new Error(`stuck in round ${round}: ${what}\n${textOf(table)}`);
    // How many seats hold a Scheme: a count everyone can work out, as drawing, discarding and playing one is public.
    const hands = Object.entries((s.state as { me?: Record<string, { schemes?: unknown[] }> }).me ?? {});
    const holding = hands.filter(([, x]) => (x.schemes?.length ?? 0) > 0).map(([p]) => s.seats[seatIndexOf(p)]?.control === 'ai');
    const holders = `${holding.length}${holding.length === 0 ? '' : holding.every(Boolean) ? ' (AI)' : holding.some(Boolean) ? ' (AI and people)' : ' (people)'}`;
    cur.waits.push({ what: `${what} (min ${w ? w.minMs / 1000 : '-'} s, ${w ? w.seats.length : 0} seats)`, ms, holders });
    await passBy(t, ms);
  }
  throw new Error('the game did not end in 4000 steps');
}

/** `u` answers what the table asks them from the thread: a choice on the table, else through Answer privately. */
async function answerOnTable(t: E2ETable, u: FakeUser, table: StoredMessage, panels: Map<string, StoredMessage>, turn: number): Promise<InteractionRecord | null> {
  if (choicesOn(table).length) return pressChoice(t, u, table, turn);
  const open = table.button('Answer privately');
  if (!open?.customId) return null;
  const opened = heard(await t.h.click(u, table, open.customId).settled());
  if (!opened.response) return null;
  panels.set(u.id, opened.response);
  return pressChoice(t, u, opened.response, turn);
}

/** The bench moves the bot's clock itself (through the harness), so it knows how far it has moved it. */
const moved = new WeakMap<E2ETable, number>();
const skipped = (t: E2ETable) => moved.get(t) ?? 0;
async function passBy(t: E2ETable, ms: number): Promise<void> {
  moved.set(t, skipped(t) + ms);
  await t.passTimeBy(ms);
}

async function settle(t: E2ETable): Promise<void> {
  await t.idle();
  await t.h.idle();
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Per-round means: waiting, wall time, and each person's calls by kind. */
function summary(rounds: readonly Round[], people: readonly FakeUser[]): Record<string, string | number> {
  const row: Record<string, string | number> = {
    rounds: rounds.length,
    'waiting s/round': +mean(rounds.map((r) => r.waits.reduce((a, w) => a + w.ms, 0) / 1000)).toFixed(1),
    'wall s/round': +mean(rounds.map((r) => r.wallMs / 1000)).toFixed(1),
  };
  row['windows seen/round'] = +mean(rounds.map((r) => r.windows.size)).toFixed(2);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  row['presses/round'] = +mean(rounds.map((r) => sum(r.answers))).toFixed(1);
  for (const via of new Set(rounds.flatMap((r) => [...r.answers.keys()]))) row[`  from ${via}`] = +mean(rounds.map((r) => r.answers.get(via) ?? 0)).toFixed(1);
  for (const u of people) {
    const calls = (r: Round, k?: CallKind) => [...(r.calls.get(u.id) ?? new Map<CallKind, number>())].filter(([kind]) => !k || kind === k).reduce((a, [, n]) => a + n, 0);
    row[`${u.username} turns/round`] = +mean(rounds.map((r) => r.turns.get(u.id) ?? 0)).toFixed(2);
    row[`${u.username} calls/round`] = +mean(rounds.map((r) => calls(r))).toFixed(2);
    for (const k of KINDS) row[`  ${u.username} ${k}`] = +mean(rounds.map((r) => calls(r, k))).toFixed(2);
  }
  row.refusals = rounds.reduce((a, r) => a + r.refusals.length, 0);
  // Opening a call or the panel to find nothing asked, against a panel that says so once its answer is in.
  const nothing = (answered: boolean) => rounds.reduce((a, r) => a + [...r.nothingAsked].filter(([c]) => /^(answer|select)$/.test(c) === answered).reduce((x, [, n]) => x + n, 0), 0);
  row['"Nothing is asked" on opening a call or panel'] = nothing(false);
  row['"Nothing is asked" on a panel just answered'] = nothing(true);
  return row;
}

/** Where the waiting went: per kind of wait, how many a round and how long each on average. */
function waitsBreakdown(rounds: readonly Round[]): Record<string, string | number>[] {
  const by = new Map<string, number[]>();
  for (const r of rounds) for (const w of r.waits) by.set(w.what, [...(by.get(w.what) ?? []), w.ms]);
  return [...by].sort(([, a], [, b]) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0)).map(([what, ms]) => ({
    wait: what,
    'per round': +(ms.length / rounds.length).toFixed(2),
    'mean s each': +(mean(ms) / 1000).toFixed(2),
    's/round': +(ms.reduce((a, b) => a + b, 0) / 1000 / rounds.length).toFixed(1),
  }));
}

/** The waits by how many seats held a Scheme then (0: no answer could change anything, as everyone can tell). */
function waitsByHolders(rounds: readonly Round[]): Record<string, string | number>[] {
  const by = new Map<string, number[]>();
  for (const r of rounds) for (const w of r.waits) by.set(w.holders, [...(by.get(w.holders) ?? []), w.ms]);
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([holders, ms]) => ({
    'seats holding a Scheme': holders,
    'waits per round': +(ms.length / rounds.length).toFixed(2),
    's/round': +(ms.reduce((a, b) => a + b, 0) / 1000 / rounds.length).toFixed(1),
  }));
}

async function main(): Promise<void> {
  let seed = SEEDS[0]!;
  const t = await openE2ETable(modules, { newSeed: () => seed });
  const people = ['ana', 'ben'].map((n) => t.h.addUser(n));
  const all: Round[] = [];
  try {
    for (const [k, s] of SEEDS.entries()) {
      seed = s;
      const rounds = await playGame(t, k % 2 ? [...people].reverse() : people, t.h.addChannel(`vi-${k}`));
      console.log(`seed ${s}:`, JSON.stringify(summary(rounds, people)));
      for (const r of rounds) if (r.refusals.length) console.log(`  round ${r.round} refusals:`, r.refusals);
      all.push(...rounds);
    }
  } finally {
    await t.close();
  }
  console.log(`\nAll games, per round (${all.length} rounds):`);
  console.table(summary(all, people));
  console.log('Waiting by what the table waited for:');
  console.table(waitsBreakdown(all));
  console.log('Waiting by how many seats held a Scheme (a public count):');
  console.table(waitsByHolders(all));
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ summary: summary(all, people), waits: waitsBreakdown(all) }));
}

await main();
