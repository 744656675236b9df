import { expect } from 'vitest';
import type { GameModule, ModuleRegistry, Picture, SeatNames } from '../../src/platform/module';
import { seatIndexOf } from '../../src/platform/table/seat-ids';
import type { DiscordServerHandle, FakeUser, StoredMessage } from '../discord-server/index';
import type { StartOptions } from '../discord-server/start';
import { openE2ETable, type E2ETable } from './harness';

/**
 * Whole games played through the test Discord server by people who read no particular language: every control is
 * found by what it does (its custom id's kind), never by its label, and who owes a decision is read from the table
 * the bot holds, so the same driver plays a German table, a pseudo-language one, or an English one. Everything the
 * bot sent is read back from the server's request log (every message, edit, reply, modal, thread name), and every
 * picture from the renderers themselves (the texts their layout says they drew).
 */

/** One text the bot showed, and where: `area` names the kind of place (the table, a panel, Why?, a DM…). */
export interface Seen {
  area: string;
  /** Which table it was seen at (`earth-4`), and the field (`label`, `alt text`, `drawn text`). */
  at: string;
  text: string;
  /** Who reads it: `channel` (everyone there), or the one person's user id (a private reply, their DM). */
  reader: string;
}

/** A picture as the renderer drew it, for the table or for one seat. */
interface DrawnPicture {
  kind: 'table' | 'private';
  game: string;
  picture: Picture;
  names?: SeatNames;
}

/**
 * The registry with each game's renderers watched: every picture the bot has drawn comes to `sink` with its layout
 * (which the bot drops before sending). A module that is not the shipped object is drawn on the bot's own thread,
 * with exactly the arguments the bot gives, so what is seen is what the bot drew.
 */
function watchedModules(modules: ModuleRegistry, sink: (p: DrawnPicture) => void): ModuleRegistry {
  return new Map(
    [...modules].map(([id, m]) => {
      const watched: GameModule = {
        ...m,
        async renderTable(...args: Parameters<GameModule['renderTable']>) {
          const picture = await m.renderTable(...args);
          sink({ kind: 'table', game: id, picture, ...(args[1] ? { names: args[1] } : {}) });
          return picture;
        },
        async renderPrivate(...args: Parameters<GameModule['renderPrivate']>) {
          const picture = await m.renderPrivate(...args);
          if (picture) sink({ kind: 'private', game: id, picture, ...(args[1] ? { names: args[1] } : {}) });
          return picture;
        },
      };
      return [id, watched] as const;
    }),
  );
}

/** One table to play: a game at a player count, with its people (the first hosts) and the lobby's options. */
export interface GameCase {
  label: string;
  game: string;
  players: number;
  options: Record<string, string | number | boolean>;
  /** The people's names and Discord client languages; the rest of the seats are AI players. */
  people: readonly { name: string; locale: string }[];
  /** Played in a thread of its own (`where: thread`), which the bot names. */
  thread?: boolean;
}

/** What playing a case left behind: its server, its bot and what it drew. */
export interface Played {
  c: GameCase;
  t: E2ETable;
  channelId: string;
  people: FakeUser[];
  pictures: DrawnPicture[];
  answers: number;
  ended: boolean;
  /** What went wrong driving the game (a control that could not be pressed, a game that would not end), in words. */
  trouble: string[];
  ms: number;
}

const kindOf = (customId: unknown): string => (typeof customId === 'string' && customId.startsWith('hh:') ? (customId.split(':')[2] ?? '') : '');
const controls = (m: StoredMessage | null | undefined, ...kinds: string[]) => (m ? m.allComponents().filter((c) => kinds.includes(kindOf(c.custom_id))) : []);
const CHOICE_KINDS = ['answer', 'select'];

/** Plays `c` on a server and bot of its own, to the end, pressing every kind of control a person meets on the way. */
export async function playCase(c: GameCase, modules: ModuleRegistry, server: StartOptions, extra: (p: Played) => Promise<void> = async () => {}): Promise<Played> {
  const started = Date.now();
  const pictures: DrawnPicture[] = [];
  const watched = watchedModules(modules, (p) => pictures.push(p));
  // Each table deals the same every run, so what a run finds the next finds again.
  let dealt = 0;
  const t = await openE2ETable(watched, { minEditIntervalMs: 0, pictureThreads: 0, server, newSeed: () => `${c.label}-${dealt++}` });
  const h = t.h;
  const people = c.people.map((p) => h.addUser(p.name, { locale: p.locale }));
  const parent = h.channelId;
  let channelId = parent;
  const played: Played = { c, t, channelId, people, pictures, answers: 0, ended: false, trouble: [], ms: 0 };
  const mod = modules.get(c.game)!;
  const host = people[0]!;
  const settle = async () => {
    await t.idle();
    await h.idle({ quietMs: 20 });
  };
  // A press is answered when the bot has acknowledged it and finished all it does about it (its reply drawn and
  // edited in, the table shown again, the DMs sent): a bare acknowledgement is an answer when the table changes later.
  const act = async (r: { settled(o?: { quietMs?: number; timeoutMs?: number; allowBareDefer?: boolean }): Promise<unknown> }) => {
    try {
      await r.settled({ quietMs: 20, allowBareDefer: true, timeoutMs: 30_000 });
    } catch (err) {
      played.trouble.push(`an interaction did not settle: ${String(err).split('\n')[0]}`);
    }
    await settle();
  };

  await act(h.command(host, 'game', { subcommand: 'new', options: { game: c.game, ...c.options, ...(c.thread ? { where: 'thread' } : {}) } }, channelId));
  const lobby = h.channelMessages(channelId).find((m) => controls(m, 'lobby').length);
  if (!lobby) {
    played.trouble.push(`no lobby was posted: ${JSON.stringify(h.ephemerals(host).map((m) => m.content)).slice(0, 600)}`);
    return finish();
  }
  const lobbyButton = (verb: string) => String(controls(lobby, 'lobby').find((b) => String(b.custom_id).endsWith(`:${verb}`))?.custom_id ?? '');
  for (const u of people.slice(1)) await act(h.click(u, lobby, lobbyButton('join')));
  const addAi = controls(lobby, 'addai')[0];
  for (let k = people.length; k < c.players; k++) {
    const menu = controls(lobby, 'addai')[0] ?? addAi;
    if (!menu) break;
    await act(h.select(host, lobby, String(menu.custom_id), ['random']));
  }
  // Hints on, so that a person meets the Hint button (a co-operative table has them already).
  const hints = (await t.session(channelId)).hints;
  if (hints !== 'on') await act(h.click(host, lobby, lobbyButton('hints')));
  await act(h.click(host, lobby, lobbyButton('start')));
  // A game played in a thread moves there as it starts, and is found by the thread's id from then on.
  const started_ = async () => {
    channelId = h.threads(parent).at(-1)?.id ?? parent;
    played.channelId = channelId;
    return (await t.session(channelId).catch(() => null))?.phase === 'playing';
  };
  for (let i = 0; i < 100 && !(await started_()); i++) await settle();
  if (!(await started_())) {
    played.trouble.push('the game did not start');
    return finish();
  }
  if (c.thread && channelId === parent) played.trouble.push('the game did not move to a thread');

  const byId = new Map(people.map((u) => [u.id, u]));
  const looked = new Set<string>();
  let waits = 0;
  for (let guard = 0; guard < 1500; guard++) {
    await settle();
    const s = await t.session(channelId);
    if (s.phase !== 'playing') {
      played.ended = true;
      break;
    }
    const owing = [...new Set(mod.engine.prompts(s.state).map((p) => s.seats[seatIndexOf(p.player)]?.userId ?? ''))].flatMap((id) => byId.get(id) ?? []);
    const table = s.tableMessageId ? h.message(s.tableMessageId) : undefined;
    let did = false;
    for (const u of owing) {
      if (did || !table) break;
      did = await answer(u, table, played.answers);
    }
    if (did) {
      played.answers++;
      waits = 0;
      if (played.answers === 3) await lookAround();
      continue;
    }
    if (waits++ > 40) {
      played.trouble.push(`nothing to press for ${owing.map((u) => u.username).join(', ') || 'anyone'} after ${played.answers} answers`);
      break;
    }
    await t.passTime(channelId);
  }
  if (!played.ended) played.trouble.push(`the game did not end after ${played.answers} answers`);
  else await afterEnd();
  await extra(played);
  return finish();

  function finish(): Played {
    played.ms = Date.now() - started;
    return played;
  }

  /**
   * One decision for `u`: a choice on the table, or else in their panel ("Answer privately"), where Why?, Hint and
   * the table as text are pressed too, the first time each decision's kind is met.
   */
  async function answer(u: FakeUser, table: StoredMessage, n: number): Promise<boolean> {
    const onTable = controls(table, ...CHOICE_KINDS);
    if (onTable.length) {
      await press(u, table, onTable, n);
      return true;
    }
    const open = controls(table, 'open')[0];
    if (!open) return false;
    const rec = h.click(u, table, String(open.custom_id));
    await act(rec);
    const panel = rec.response;
    const choices = controls(panel, ...CHOICE_KINDS);
    if (!panel || !choices.length) return false;
    const topic = `${u.id}:${choices.map((x) => kindOf(x.custom_id)).join()}:${String(choices[0]!.placeholder ?? choices[0]!.label ?? '')}`;
    if (!looked.has(topic) && looked.size < 12) {
      looked.add(topic);
      for (const kind of ['why', 'hint', 'text']) {
        const b = controls(panel, kind)[0];
        if (b) await act(h.click(u, panel, String(b.custom_id)));
      }
    }
    const fresh = controls(panel, ...CHOICE_KINDS);
    if (!fresh.length) return false;
    await press(u, panel, fresh, n);
    return true;
  }

  async function press(u: FakeUser, msg: StoredMessage, comps: Record<string, unknown>[], pick: number): Promise<void> {
    const first = comps[0]!;
    if (first.type === 3) {
      const all = first.options as { value: string }[];
      const min = Math.max(1, Number(first.min_values ?? 1));
      const options = all.length > min ? all.filter((o) => o.value !== 'back') : all;
      const start = pick % options.length;
      const values = Array.from({ length: min }, (_, k) => options[(start + k) % options.length]!.value);
      await act(h.select(u, msg, String(first.custom_id), values));
    } else {
      const buttons = comps.filter((x) => x.type === 2);
      const forward = buttons.filter((b) => !String(b.custom_id).endsWith(':back'));
      const from = forward.length ? forward : buttons;
      await act(h.click(u, msg, String(from[pick % from.length]!.custom_id)));
    }
  }

  /** Early in the game, each person's other ways in: their hand, the log, the table as text, status, undo, the rules, a DM's controls. */
  async function lookAround(): Promise<void> {
    for (const u of people) {
      await act(h.command(u, 'game', { subcommand: 'hand' }, channelId));
      await act(h.command(u, 'game', { subcommand: 'log' }, channelId));
      await act(h.command(u, 'game', { subcommand: 'view' }, channelId));
      for (const dm of h.dms(u).slice(-2)) {
        const b = dm.allComponents().find((x) => ['call', 'open', 'hand'].includes(kindOf(x.custom_id)));
        if (b) await act(h.click(u, dm, String(b.custom_id)));
      }
    }
    await act(h.command(host, 'game', { subcommand: 'undo' }, channelId));
    await act(h.command(host, 'game', { subcommand: 'status' }, channelId));
    await act(h.command(host, 'game', { subcommand: 'rules', options: { game: c.game } }, channelId));
    await act(h.autocomplete(host, 'game', { subcommand: 'rules', options: { topic: 'se' }, focused: 'topic' }));
  }

  /** The final table's New game menu, and the host's hand once it is over. */
  async function afterEnd(): Promise<void> {
    const s = await t.session(channelId);
    const end = s.tableMessageId ? h.message(s.tableMessageId) : h.channelMessages(channelId).at(-1);
    const menu = controls(end, 'newgame')[0];
    if (menu) await act(h.click(host, end!, String(menu.custom_id)));
    await act(h.command(host, 'game', { subcommand: 'hand' }, channelId));
  }
}

/**
 * Every text the bot sent on `h`, from the request log: message contents, embeds, every component's label,
 * placeholder, option and alt text, modals, thread names, each with where it was shown.
 */
export function sentTexts(h: DiscordServerHandle, at: string): Seen[] {
  const byId = new Map(h.interactions.map((i) => [i.id, i]));
  const byToken = new Map(h.interactions.map((i) => [i.token, i]));
  const dmOf = new Map(h.interactions.map((i) => [h.dmChannelId(i.user), i.user.id]));
  const out: Seen[] = [];
  const isPrivate = (body: Record<string, unknown>) => ((Number((body.data as Record<string, unknown> | undefined)?.flags ?? body.flags ?? 0) & 64) !== 0);
  for (const r of h.requests) {
    if (r.method === 'GET' || r.method === 'DELETE' || r.status >= 400 || !r.body || typeof r.body !== 'object') continue;
    if (r.path.startsWith('/applications/') && r.path.includes('/commands')) continue;
    const parts = r.path.split('/').map(decodeURIComponent);
    let area: string;
    const inter = parts[1] === 'interactions' ? byId.get(parts[2]!) : parts[1] === 'webhooks' ? byToken.get(parts[3]!) : undefined;
    const body = r.body as Record<string, unknown>;
    let reader = 'channel';
    if (inter) {
      const edited = parts[4] === 'messages' ? (parts[5] === '@original' ? inter.response : h.message(parts[5]!)) : null;
      const updates = parts[1] === 'interactions' && (body.type === 6 || body.type === 7);
      // An edit of a press's own message (@original of a component's interaction, after a deferred update) is of the
      // pressed message: private when that was.
      const pressed = parts[1] === 'webhooks' && parts[5] === '@original' && !inter.response && inter.sourceMessage;
      const alone = body.type === 8 || body.type === 9 || isPrivate(body) || (edited ? edited.ephemeral : updates || pressed ? Boolean(inter.sourceMessage?.ephemeral) : false);
      if (alone) reader = inter.user.id;
    } else if (parts[1] === 'channels' && dmOf.has(parts[2]!)) reader = dmOf.get(parts[2]!)!;
    if (inter) area = `reply: ${interactionName(inter.kind, inter.name, inter.payload)}`;
    else if (parts[1] === 'channels' && parts.includes('threads')) area = 'thread name';
    else if (parts[1] === 'channels' && parts.length === 3) area = 'thread rename';
    else if (parts[1] === 'channels' && dmOf.has(parts[2]!)) area = `DM ${messageKind(r.body)}`;
    else if (parts[1] === 'channels') area = `channel ${messageKind(r.body)}`;
    else area = `${r.method} ${r.route ?? r.path}`;
    for (const f of textFields(r.body)) out.push({ area: f.field === 'alt text' ? `${area} (alt text)` : area, at: `${at} ${f.field}`, text: f.text, reader });
  }
  return out;
}

function interactionName(kind: string, name: string, payload: Record<string, unknown>): string {
  if (kind === 'command' || kind === 'autocomplete') {
    const data = payload.data as { options?: { name: string; type: number }[] } | undefined;
    const sub = data?.options?.find((o) => o.type === 1 || o.type === 2)?.name;
    return `/${name}${sub ? ` ${sub}` : ''}${kind === 'autocomplete' ? ' (autocomplete)' : ''}`;
  }
  const control = kindOf(name);
  return CONTROL_NAMES[control] ?? `${control || name} ${kind}`;
}

/** What a person pressed, by its control's kind. */
const CONTROL_NAMES: Readonly<Record<string, string>> = {
  open: 'panel (Answer privately)',
  answer: 'panel after a choice',
  select: 'panel after a choice',
  page: 'panel after a choice',
  pagepick: 'panel after a choice',
  pickdone: 'panel after a choice',
  why: 'Why?',
  hint: 'Hint',
  text: 'table as text',
  hand: 'hand button',
  lobby: 'lobby button',
  addai: 'lobby AI menu',
  newgame: 'New game button',
  rematch: 'Rematch button',
  call: 'turn ping button',
  undo: 'Undo button',
};

/** A channel message named by what its controls do: a lobby, a table, a turn ping, or something else. */
function messageKind(body: unknown): string {
  const kinds = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.custom_id === 'string') kinds.add(kindOf(o.custom_id));
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  if (kinds.has('lobby') || kinds.has('addai')) return 'lobby';
  if (kinds.has('rematch') || kinds.has('newgame')) return 'final table';
  if (kinds.has('call')) return 'turn ping';
  if (kinds.has('open') || kinds.has('answer') || kinds.has('select') || kinds.has('end')) return 'table';
  return kinds.size ? `message [${[...kinds].sort().join(',')}]` : 'message';
}

/** The texts a payload shows a reader, by field. Ids, values, addresses and file names are not shown, so not read. */
function textFields(body: unknown): { field: string; text: string }[] {
  const out: { field: string; text: string }[] = [];
  const walk = (v: unknown, key: string, parentKey: string): void => {
    if (typeof v === 'string') {
      if (!v) return;
      if (['content', 'title', 'label', 'placeholder'].includes(key)) out.push({ field: key, text: v });
      else if (key === 'description') out.push({ field: parentKey === 'items' || parentKey === 'attachments' || parentKey === 'accessory' ? 'alt text' : key, text: v });
      else if (key === 'name' && parentKey !== 'attachments' && parentKey !== 'emoji') out.push({ field: parentKey === 'choices' ? 'choice' : 'name', text: v });
      else if (key === 'value' && (parentKey === 'fields' || parentKey === 'text input')) out.push({ field: 'field', text: v });
      else if (key === 'text' && parentKey === 'footer') out.push({ field: 'footer', text: v });
      return;
    }
    if (Array.isArray(v)) v.forEach((x) => walk(x, key, key));
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      // A modal's text input (type 4 with a style) shows the value it is filled with.
      const here = o.type === 4 && 'style' in o && 'custom_id' in o ? 'text input' : key;
      for (const [k, x] of Object.entries(o)) if (k !== 'custom_id' && k !== 'url' && k !== 'media') walk(x, k, here);
    }
  };
  walk(body, '', '');
  return out;
}

/** What a drawn picture shows in words: its texts in the order drawn (a wrapped text's lines follow each other), and its alt text. */
export function pictureTexts(p: DrawnPicture, at: string): Seen[] {
  const where = `${p.kind} picture`;
  const drawn = (p.picture.layout?.texts ?? []).map((x) => x.text).join('\n');
  const reader = p.kind === 'table' ? 'channel' : 'a seat';
  return [
    ...(drawn ? [{ area: `${where} (drawn text)`, at: `${at} ${p.picture.name}`, text: drawn, reader }] : []),
    { area: `${where} (alt text)`, at: `${at} ${p.picture.name}`, text: p.picture.alt, reader },
    ...(p.picture.state ? [{ area: `${where} (state line)`, at: `${at} ${p.picture.name}`, text: p.picture.state, reader }] : []),
    ...(p.picture.details ? [{ area: `${where} (details)`, at: `${at} ${p.picture.name}`, text: p.picture.details, reader }] : []),
  ];
}

/** Played cases' driving troubles, as one readable list (a failing driver is reported, never a crash). */
export function expectDriven(played: readonly Played[]): void {
  const trouble = played.flatMap((p) => p.trouble.map((x) => `${p.c.label}: ${x}`));
  expect(trouble, trouble.join('\n')).toEqual([]);
}
