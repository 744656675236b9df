import { expect } from 'vitest';
import { MessageFlags } from 'discord.js';
import { checkMessagePayload, type DiscordServerHandle, type FakeUser, type StoredMessage } from '../discord-server/index';
import { displayedTexts } from '../../src/bot/views/v2';

/**
 * Plays a game through the fake Discord the way people would: read the table message, find who is
 * mentioned as owing a move, and press the first option (on the table, or in the private panel).
 */
export function tableMessage(h: DiscordServerHandle, gameName: string, channelId: string = h.channelId): StoredMessage | undefined {
  return h.channelMessages(channelId).filter((m) => isTable(m, gameName)).at(-1);
}

/** All a message says as a reader sees it: its content, its embeds' titles and descriptions, its text displays. */
export function textOf(m: Pick<StoredMessage, 'content' | 'embeds' | 'components'> | null | undefined): string {
  if (!m) return '';
  const embeds = m.embeds.flatMap((e) => [String(e.title ?? ''), String(e.description ?? '')]);
  return [m.content, ...embeds, ...displayedTexts(m.components)].filter(Boolean).join('\n');
}

/** A table message: Components V2, its first text headed by its game's name. */
export const isTable = (m: StoredMessage, gameName = ''): boolean => (m.flags & MessageFlags.IsComponentsV2) !== 0 && (displayedTexts(m.components)[0] ?? '').startsWith(`## ${gameName}`);

/**
 * A message as Discord would hold a Components V2 one: the flag, no content nor embeds, and its components within
 * Discord's limits (checked by the test Discord server's own rules), every attachment shown by a media item.
 */
/**
 * In the middle of a game, the table, `who`'s panel (`/game hand`) and every DM they were sent are Components V2
 * messages within Discord's limits, the table and the panel each with their picture.
 */
export async function expectV2Messages(h: DiscordServerHandle, game: string, who: FakeUser): Promise<void> {
  expectV2WithinLimits(tableMessage(h, game)!, 'the table');
  expect(tableMessage(h, game)!.attachments).toHaveLength(1);
  const panel = (await h.command(who, 'game', { subcommand: 'hand' }).settled()).response!;
  expectV2WithinLimits(panel, 'the panel');
  expect(panel.attachments).toHaveLength(1);
  expect(h.dms(who).length).toBeGreaterThan(0);
  for (const dm of h.dms(who)) expectV2WithinLimits(dm, 'a DM');
}

function expectV2WithinLimits(m: StoredMessage, what: string): void {
  expect(m.flags & MessageFlags.IsComponentsV2, `${what} is a V2 message`).toBe(MessageFlags.IsComponentsV2);
  expect([m.content, m.embeds], `${what} has no content nor embeds`).toEqual(['', []]);
  const files = m.attachments.map((a) => ({ name: a.filename, size: a.size }));
  expect(checkMessagePayload({ flags: m.flags, components: m.components }, { files }), what).toEqual([]);
}

/** Those the table calls to move: the "Your move" line of its headline. */
export function owingUsers(table: StoredMessage): string[] {
  const line = /^Your move: (.*)$/m.exec(textOf(table))?.[1] ?? '';
  return [...line.matchAll(/<@(\d+)>/g)].map((m) => m[1]!);
}

/**
 * Who may owe a move: the people the table calls, or, in a secret window (which names nobody, its people being
 * called by DM), everyone at the table: each looks privately and answers if the window asks them something.
 */
function owedBy(table: StoredMessage, users: ReadonlyMap<string, FakeUser>): FakeUser[] {
  const called = owingUsers(table).flatMap((id) => users.get(id) ?? []);
  const inWindow = textOf(table).includes('**Secret window:');
  return called.length || !inWindow ? called : [...users.values()];
}

export const isOver = (table: StoredMessage) => textOf(table).includes('\n**Game over:**');

/** Answers one decision for `user`; returns false when nothing could be pressed. */
async function answerOnce(h: DiscordServerHandle, table: StoredMessage, user: FakeUser, pick = 0): Promise<boolean> {
  const onTable = table.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select):/.test(String(c.custom_id)));
  if (onTable.length) {
    await press(h, table, user, onTable, pick);
    return true;
  }
  const open = table.button('Answer privately');
  if (!open?.customId) return false;
  const rec = await h.click(user, table, open.customId).settled();
  const panel = rec.response;
  if (!panel) return false;
  // A player who has already answered in a secret window finds nothing to press.
  if (!panel.components.length) return false;
  const choices = panel.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select):/.test(String(c.custom_id)));
  if (!choices.length) return false;
  await press(h, panel, user, choices, pick);
  return true;
}

/**
 * A player who goes forward: "Back" is pressed only when nothing else is offered, so cycling through the choices
 * cannot wander between a menu and its confirmation for ever.
 */
const forward = <T>(xs: readonly T[], isBack: (x: T) => boolean): readonly T[] => {
  const on = xs.filter((x) => !isBack(x));
  return on.length ? on : xs;
};
const BACK = /^back$/i;

async function press(h: DiscordServerHandle, msg: StoredMessage, user: FakeUser, comps: Record<string, unknown>[], pick: number): Promise<void> {
  const first = comps[0]!;
  const id = String(first.custom_id);
  if (first.type === 3) {
    const all = first.options as { value: string; label?: string }[];
    const min = Number(first.min_values ?? 1);
    const options = all.length > min ? forward(all, (o) => o.value === 'back' || BACK.test(o.label ?? '')) : all;
    const start = pick % options.length;
    const values = Array.from({ length: Math.max(1, min) }, (_, k) => options[(start + k) % options.length]!.value);
    await h.select(user, msg, id, values).settled();
  } else {
    const buttons = forward(comps.filter((c) => c.type === 2), (c) => BACK.test(String(c.label ?? '')));
    await h.click(user, msg, String(buttons[pick % buttons.length]!.custom_id)).settled();
  }
}

/**
 * Drives the game until the table shows the outcome, or `stopAfter` answers have been given. When everyone the
 * table calls has answered (a secret window held open for its minimum time), `passTime` lets that time pass.
 */
export async function playOn(h: DiscordServerHandle, gameName: string, users: Map<string, FakeUser>, botIdle: () => Promise<void>, stopAfter = Infinity, channelId: string = h.channelId, passTime?: () => Promise<void>): Promise<number> {
  let answers = 0;
  let waits = 0;
  for (let guard = 0; guard < 5000 && answers < stopAfter; guard++) {
    await botIdle();
    await h.idle();
    const table = tableMessage(h, gameName, channelId);
    expect(table, 'a table message').toBeDefined();
    if (isOver(table!)) return answers;
    const owing = owedBy(table!, users);
    expect(owing.length, `someone owes a move on:\n${textOf(table!)}`).toBeGreaterThan(0);
    let did = false;
    for (const user of owing) if (!did) did = await answerOnce(h, table!, user, answers);
    if (!did && passTime && waits++ < 20) {
      await passTime();
      continue;
    }
    expect(did, `a control to press on:\n${textOf(table!)}`).toBe(true);
    answers++;
    waits = 0;
  }
  return answers;
}

const choicesOn = (m: StoredMessage) => m.allComponents().filter((c) => typeof c.custom_id === 'string' && /:(answer|select):/.test(String(c.custom_id)));

/** Presses the first choice on `m` (a menu's first value, the first button not "Back"). */
async function pressFirst(h: DiscordServerHandle, user: FakeUser, m: StoredMessage, turn: number): Promise<StoredMessage | null> {
  const [first, ...rest] = choicesOn(m);
  if (!first) return null;
  if (first.type === 3) {
    const options = first.options as { value: string }[];
    const min = Math.max(1, Number(first.min_values ?? 1));
    const values = Array.from({ length: min }, (_, k) => options[(turn + k) % options.length]!.value);
    await h.select(user, m, String(first.custom_id), values).settled();
  } else {
    const buttons = [first, ...rest].filter((c) => c.type === 2 && !/^back$/i.test(String(c.label ?? '')));
    await h.click(user, m, String((buttons[turn % buttons.length] ?? first).custom_id)).settled();
  }
  return m;
}

/**
 * Plays with the panels people leave open: a live panel showing a decision is pressed directly, a choice on the table
 * there, else "Answer privately" opens the panel first. `bot` is the table under test (its idle and clock).
 */
export async function playWithLivePanels(h: DiscordServerHandle, bot: { idle(): Promise<void>; passTime(channelId?: string): Promise<void> }, gameName: string, channelId: string, users: Map<string, FakeUser>, stopAfter: number): Promise<{ answers: number; viaPanel: number; actions: ActionCount[] }> {
  const panels = new Map<string, StoredMessage>();
  let answers = 0;
  let viaPanel = 0;
  const actions: ActionCount[] = [];
  let who: string | null = null;
  for (let guard = 0; guard < 500 && answers < stopAfter; guard++) {
    await bot.idle();
    await h.idle();
    const table = tableMessage(h, gameName, channelId)!;
    if (isOver(table)) break;
    // One who owes nothing now (answered, or the table answered for them) finds nothing, and the next is tried.
    let did = false;
    const before = h.interactions.length;
    let by: string | null = null;
    for (const user of owedBy(table, users)) {
      by = user.id;
      const live = panels.get(user.id);
      if (live && choicesOn(live).length && (await pressFirst(h, user, live, answers))) {
        viaPanel++;
        did = true;
        break;
      }
      if (choicesOn(table).length) {
        await pressFirst(h, user, table, answers);
        did = true;
        break;
      }
      const open = table.button('Answer privately');
      if (!open?.customId) continue;
      const panel = (await h.click(user, table, open.customId).settled()).response;
      if (!panel) continue;
      panels.set(user.id, panel);
      if (await pressFirst(h, user, panel, answers)) {
        did = true;
        break;
      }
    }
    if (did) {
      answers++;
      // One person's answers in a row are one action, as the terminal asks them one after another.
      if (by !== who || !actions.length) actions.push({ decisions: 0, interactions: 0 });
      who = by;
      actions.at(-1)!.decisions++;
      actions.at(-1)!.interactions += h.interactions.length - before;
    } else await bot.passTime(channelId);
  }
  return { answers, viaPanel, actions };
}

/** One action on Discord: the decisions a person made in a row, and the interactions they took. */
export interface ActionCount {
  decisions: number;
  interactions: number;
}

/** A table to open: its game, who hosts and who joins, and the lobby's options. */
export interface TableToOpen {
  game: string;
  gameName: string;
  host: FakeUser;
  guests: readonly FakeUser[];
  channelId: string;
  options?: Record<string, string | number | boolean>;
  /** The AI level the host seats from the lobby's menu (its first when not named). */
  ai?: string;
}

/** Opens a lobby with `/game new`, joins the guests, seats one AI, starts it, and waits for the table. */
export async function openTable(h: DiscordServerHandle, bot: { idle(): Promise<void> }, o: TableToOpen): Promise<void> {
  const asked = await h.command(o.host, 'game', { subcommand: 'new', options: { game: o.game, ...(o.options ?? {}) } }, o.channelId).settled();
  const lobby = h.lastMessage(o.channelId);
  if (!lobby) throw new Error(`no lobby for ${o.game}: ${asked.response?.content ?? 'no reply'}`);
  for (const u of o.guests) await h.click(u, lobby, lobby.button('Join')!.customId!).settled();
  const menu = lobby.allComponents().find((c) => c.type === 3);
  if (menu) await h.select(o.host, lobby, String(menu.custom_id), [o.ai ?? String((menu.options as { value: string }[])[0]!.value)]).settled();
  await h.click(o.host, lobby, lobby.button('Start')!.customId!).settled();
  for (let i = 0; i < 100 && !tableMessage(h, o.gameName, o.channelId); i++) {
    await bot.idle();
    await h.idle();
    await new Promise((r) => setTimeout(r, 50));
  }
}
