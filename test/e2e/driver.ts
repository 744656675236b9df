import { expect } from 'vitest';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';

/**
 * Plays a game through the fake Discord the way people would: read the table message, find who is
 * mentioned as owing a move, and press the first option (on the table, or in the private panel).
 */
export function tableMessage(h: DiscordServerHandle, gameName: string, channelId: string = h.channelId): StoredMessage | undefined {
  return h.channelMessages(channelId).filter((m) => m.embeds.some((e) => e.title === gameName)).at(-1);
}

export function owingUsers(table: StoredMessage): string[] {
  return [...table.content.matchAll(/<@(\d+)>/g)].map((m) => m[1]!);
}

export const isOver = (table: StoredMessage) => table.embeds.some((e) => String(e.description ?? '').startsWith('**Game over:**'));

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
  // In a secret window the table calls everyone in it, also those who have answered: they find nothing to press.
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
    const owing = owingUsers(table!).flatMap((id) => users.get(id) ?? []);
    expect(owing.length, `someone owes a move on:\n${table!.content}\n${JSON.stringify(table!.embeds)}`).toBeGreaterThan(0);
    let did = false;
    for (const user of owing) if (!did) did = await answerOnce(h, table!, user, answers);
    if (!did && passTime && waits++ < 20) {
      await passTime();
      continue;
    }
    expect(did, `a control to press on:\n${table!.content}\n${JSON.stringify(table!.embeds[0]?.description)}`).toBe(true);
    answers++;
    waits = 0;
  }
  return answers;
}
