import { z } from 'zod';

/**
 * Buttons and menus carry everything needed to route a click after a restart, with no
 * in-memory collector: the game instance (so a replay from another channel or an older game
 * is refused) and, for answers, the prompt id (which changes whenever that decision moves on).
 * Format: "hh:<instance>:<kind>[:<arg>[:<arg>]]", at most 100 characters.
 */
export const CUSTOM_ID_MAX = 100;

const _kinds = ['lobby', 'addai', 'answer', 'select', 'open', 'hand', 'end', 'expiry', 'rematch', 'newgame', 'undo', 'aside', 'page', 'pagepick', 'pickdone', 'call', 'ref', 'standing', 'why', 'notes', 'hint', 'lesson', 'text'] as const;
type CustomIdKind = (typeof _kinds)[number];

const customIdSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lobby'), instance: z.string(), verb: z.enum(['join', 'leave', 'start', 'cancel', 'hints']) }),
  z.object({ kind: z.literal('answer'), instance: z.string(), prompt: z.string().min(1), value: z.string() }),
  z.object({ kind: z.literal('select'), instance: z.string(), prompt: z.string().min(1) }),
  z.object({ kind: z.literal('open'), instance: z.string() }),
  /** A turn ping's button: it may be pressed in a DM, so it names the table's channel itself. */
  z.object({ kind: z.literal('call'), instance: z.string(), channel: z.string().regex(/^\d{1,20}$/) }),
  z.object({ kind: z.literal('addai'), instance: z.string() }),
  z.object({ kind: z.literal('hand'), instance: z.string() }),
  z.object({ kind: z.literal('undo'), instance: z.string() }),
  /** "Why?" under a private prompt: what the decision is, what its options do now, and its rule. */
  z.object({ kind: z.literal('why'), instance: z.string() }),
  /** What the play-to-win seat would choose in the presser's place (tables with hints on). */
  z.object({ kind: z.literal('hint'), instance: z.string() }),
  /** The table in words, everything its picture shows (the panel's "Table as text", like `/game view mode:text`). */
  z.object({ kind: z.literal('text'), instance: z.string() }),
  /** A newcomer's teaching notes turned off ('off') or on again ('on') for this game. */
  z.object({ kind: z.literal('notes'), instance: z.string(), verb: z.enum(['on', 'off']) }),
  z.object({ kind: z.literal('aside'), instance: z.string(), verb: z.enum(['on', 'off']) }),
  // A menu longer than Discord's 25: the page shown and the options picked so far (indexes, see menu-pages.ts).
  z.object({ kind: z.literal('page'), instance: z.string(), prompt: z.string().min(1), page: z.number().int().nonnegative(), picked: z.string() }),
  z.object({ kind: z.literal('pagepick'), instance: z.string(), prompt: z.string().min(1), page: z.number().int().nonnegative(), picked: z.string() }),
  z.object({ kind: z.literal('pickdone'), instance: z.string(), prompt: z.string().min(1), picked: z.string() }),
  z.object({ kind: z.literal('end'), instance: z.string(), verb: z.enum(['yes', 'no', 'agree']) }),
  z.object({ kind: z.literal('expiry'), instance: z.string(), verb: z.enum(['skip', 'auto', 'end']) }),
  /** The final table's Rematch ('ask'), and a rematch lobby's answers. */
  z.object({ kind: z.literal('rematch'), instance: z.string(), verb: z.enum(['ask', 'accept', 'decline']) }),
  /** The final table's New game: 'menu' offers the games privately, 'pick' is that menu. */
  z.object({ kind: z.literal('newgame'), instance: z.string(), verb: z.enum(['menu', 'pick', 'same']) }),
  /** A standing answer set from the prompt that offers it ('on'), or ended (Rejoin, 'off'); `what` is its kind. */
  z.object({ kind: z.literal('standing'), instance: z.string(), verb: z.enum(['on', 'off']), what: z.string().regex(/^[a-z-]{1,30}$/) }),
  /** A page of the rules reference (`/game rules`, `/game card`): no table, so `instance` is `ref`. */
  z.object({ kind: z.literal('ref'), instance: z.literal('ref'), game: z.string().regex(/^[a-z-]{1,30}$/), entry: z.string().regex(/^[tc]\d{1,5}$/), page: z.number().int().nonnegative() }),
  /** A learning game's lesson told in part: its whole rule (a rules topic), as a new private reply beside the panel. */
  z.object({ kind: z.literal('lesson'), instance: z.literal('ref'), game: z.string().regex(/^[a-z-]{1,30}$/), entry: z.string().regex(/^t\d{1,5}$/) }),
]);
export type CustomId = z.infer<typeof customIdSchema>;

/** Every kind of control, read off the schema: what the component handlers are checked against. */
export const customIdKinds: readonly CustomIdKind[] = customIdSchema.options.map((o) => o.shape.kind.value);

// encodeURIComponent turns ':' into %3A, so values cannot break the separator.
const esc = encodeURIComponent;

export function encodeCustomId(c: CustomId): string {
  const parts = ['hh', c.instance, c.kind];
  switch (c.kind) {
    case 'lobby':
    case 'end':
    case 'expiry':
    case 'rematch':
    case 'newgame':
    case 'aside':
    case 'notes':
      parts.push(c.verb);
      break;
    case 'answer':
      parts.push(esc(c.prompt), esc(c.value));
      break;
    case 'select':
      parts.push(esc(c.prompt));
      break;
    case 'call':
      parts.push(c.channel);
      break;
    case 'page':
    case 'pagepick':
      parts.push(esc(c.prompt), String(c.page), c.picked);
      break;
    case 'pickdone':
      parts.push(esc(c.prompt), c.picked);
      break;
    case 'ref':
      parts.push(c.game, c.entry, String(c.page));
      break;
    case 'lesson':
      parts.push(c.game, c.entry);
      break;
    case 'standing':
      parts.push(c.verb, c.what);
      break;
    case 'open':
    case 'hand':
    case 'addai':
    case 'undo':
    case 'why':
    case 'hint':
    case 'text':
      break;
  }
  const id = parts.join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`Custom id over ${CUSTOM_ID_MAX} characters: ${id}`);
  return id;
}

export function decodeCustomId(raw: string): CustomId | null {
  if (raw.length > CUSTOM_ID_MAX) return null;
  const parts = raw.split(':');
  if (parts[0] !== 'hh' || parts.length < 3) return null;
  const [, instance, kind, a, b, c] = parts;
  const dec = (s: string | undefined) => (s === undefined ? undefined : decodeURIComponent(s));
  try {
    const candidate: Record<string, unknown> = { instance, kind };
    if (kind === 'lobby' || kind === 'end' || kind === 'expiry' || kind === 'rematch' || kind === 'newgame' || kind === 'aside' || kind === 'notes') candidate.verb = a;
    if (kind === 'answer') Object.assign(candidate, { prompt: dec(a), value: dec(b) });
    if (kind === 'select') candidate.prompt = dec(a);
    if (kind === 'call') candidate.channel = a;
    if (kind === 'page' || kind === 'pagepick') Object.assign(candidate, { prompt: dec(a), page: /^\d{1,3}$/.test(b ?? '') ? Number(b) : -1, picked: c });
    if (kind === 'pickdone') Object.assign(candidate, { prompt: dec(a), picked: b });
    if (kind === 'standing') Object.assign(candidate, { verb: a, what: b });
    if (kind === 'lesson') Object.assign(candidate, { game: a, entry: b });
    if (kind === 'ref') Object.assign(candidate, { game: a, entry: b, page: /^\d{1,3}$/.test(c ?? '') ? Number(c) : -1 });
    const expected = { lobby: 4, addai: 3, answer: 5, select: 4, open: 3, hand: 3, end: 4, expiry: 4, rematch: 4, newgame: 4, undo: 3, aside: 4, page: 6, pagepick: 6, pickdone: 5, call: 4, ref: 6, standing: 5, why: 3, notes: 4, hint: 3, lesson: 5, text: 3 }[kind as CustomIdKind];
    if (expected === undefined || parts.length !== expected) return null;
    const r = customIdSchema.safeParse(candidate);
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
