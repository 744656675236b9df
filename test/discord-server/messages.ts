import { attachmentFromUpload, type StoredAttachment, type Upload } from './attachments.js';
import { isRecord, recordsOf, type Json } from './json.js';
import { snowflakeTime } from './snowflake.js';

export const MessageFlag = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

/** Flags a sender may set; the rest (ephemeral, loading…) belong to Discord. */
const EDITABLE_FLAGS = MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2;

export const MessageType = { Default: 0, Reply: 19, ChatInputCommand: 20 } as const;

export interface MessageVersion {
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: StoredAttachment[];
  flags: number;
  editedTimestamp: string | null;
}

export interface InteractionLink {
  id: string;
  type: number;
  name: string | null;
  userId: string;
}

export interface ButtonView {
  customId: string | null;
  label: string | null;
  style: number;
  disabled: boolean;
  url: string | null;
}

/** A message as the fake Discord holds it; mutated in place on edit, with earlier versions in `history`. */
export class StoredMessage {
  content = '';
  embeds: Json[] = [];
  components: Json[] = [];
  attachments: StoredAttachment[] = [];
  flags = 0;
  editedTimestamp: string | null = null;
  deleted = false;
  /** Versions before each edit, oldest first. */
  readonly history: MessageVersion[] = [];
  /** Edits ever made; `history` keeps only the latest versions, so long games do not hold every picture. */
  edits = 0;
  /** How much earlier than its id says the message reads as posted (a test ages it: `handle.ageMessage`). */
  agedMs = 0;

  constructor(
    readonly id: string,
    readonly channelId: string,
    readonly guildId: string | null,
    readonly authorId: string,
    readonly type: number,
    /** The user who alone can see this message, when it is ephemeral. */
    readonly ephemeralFor: string | null,
    readonly interaction: InteractionLink | null,
    readonly webhookId: string | null,
    readonly referencedMessageId: string | null = null,
  ) {}

  get timestamp(): string {
    return new Date(snowflakeTime(this.id).getTime() - this.agedMs).toISOString();
  }

  /** How long ago it was posted. */
  get ageMs(): number {
    return Date.now() - Date.parse(this.timestamp);
  }

  get editCount(): number {
    return this.edits;
  }

  get ephemeral(): boolean {
    return (this.flags & MessageFlag.Ephemeral) !== 0;
  }

  /** A deferred reply still showing "is thinking…". */
  get loading(): boolean {
    return (this.flags & MessageFlag.Loading) !== 0;
  }

  snapshot(): MessageVersion {
    return {
      content: this.content,
      embeds: this.embeds,
      components: this.components,
      attachments: this.attachments,
      flags: this.flags,
      editedTimestamp: this.editedTimestamp,
    };
  }

  /** Every component, flattened out of action rows, containers and sections. */
  allComponents(): Json[] {
    const out: Json[] = [];
    const walk = (list: unknown): void => {
      for (const c of recordsOf(list)) {
        out.push(c);
        walk(c.components);
        if (isRecord(c.accessory)) walk([c.accessory]);
      }
    };
    walk(this.components);
    return out;
  }

  component(customId: string): Json | undefined {
    return this.allComponents().find((c) => c.custom_id === customId);
  }

  buttons(): ButtonView[] {
    return this.allComponents()
      .filter((c) => c.type === 2)
      .map((c) => ({
        customId: typeof c.custom_id === 'string' ? c.custom_id : null,
        label: typeof c.label === 'string' ? c.label : null,
        style: typeof c.style === 'number' ? c.style : 0,
        disabled: c.disabled === true,
        url: typeof c.url === 'string' ? c.url : null,
      }));
  }

  /** Button looked up by its label, for tests that read the board like a player would. */
  button(label: string): ButtonView | undefined {
    return this.buttons().find((b) => b.label === label);
  }
}

export interface MessagePayloadInput {
  body: Json;
  uploads: Upload[];
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Discord's attachment rules: `attachments[].id` either names an existing attachment to keep or
 * the index `n` of an uploaded `files[n]`. Without an `attachments` array an edit keeps what it had.
 */
function resolveAttachments(current: StoredAttachment[], body: Json, uploads: Upload[], channelId: string, origin: string): StoredAttachment[] {
  const entries = Array.isArray(body.attachments) ? recordsOf(body.attachments) : null;
  const kept = entries === null ? current : current.filter((a) => entries.some((e) => String(e.id) === a.id));
  const added = uploads.map((upload, position) => {
    const index = upload.index ?? position;
    const entry = entries?.find((e) => String(e.id) === String(index));
    const description = typeof entry?.description === 'string' ? entry.description : null;
    const filename = typeof entry?.filename === 'string' ? entry.filename : undefined;
    return attachmentFromUpload(upload, channelId, origin, description, filename);
  });
  return [...kept, ...added];
}

/** `attachment://name` in an embed becomes the attachment's URL, as Discord does on send. */
function resolveEmbedUrls(embeds: Json[], attachments: StoredAttachment[]): Json[] {
  const resolve = (holder: unknown, key: string): void => {
    if (!isRecord(holder)) return;
    const value = holder[key];
    if (typeof value !== 'string' || !value.startsWith('attachment://')) return;
    const match = attachments.find((a) => a.filename === value.slice('attachment://'.length));
    if (match) holder[key] = match.url;
  };
  return embeds.map((raw) => {
    const embed: Json = { type: 'rich', ...clone(raw) };
    resolve(embed.image, 'url');
    resolve(embed.thumbnail, 'url');
    resolve(embed.author, 'icon_url');
    resolve(embed.footer, 'icon_url');
    return embed;
  });
}

/** Fill a new message from a create payload. */
export function applyCreate(message: StoredMessage, input: MessagePayloadInput, origin: string, extraFlags = 0): void {
  const { body } = input;
  message.content = typeof body.content === 'string' ? body.content : '';
  message.attachments = resolveAttachments([], body, input.uploads, message.channelId, origin);
  message.embeds = resolveEmbedUrls(recordsOf(body.embeds), message.attachments);
  message.components = clone(recordsOf(body.components));
  message.flags = ((typeof body.flags === 'number' ? body.flags : 0) & EDITABLE_FLAGS) | extraFlags;
}

const HISTORY_KEEP = 20;

/** Apply an edit payload: only the fields present change; the previous version goes to history. */
export function applyEdit(message: StoredMessage, input: MessagePayloadInput, origin: string): void {
  const { body } = input;
  message.history.push(message.snapshot());
  message.edits++;
  if (message.history.length > HISTORY_KEEP) message.history.shift();
  if ('content' in body) message.content = typeof body.content === 'string' ? body.content : '';
  message.attachments = resolveAttachments(message.attachments, body, input.uploads, message.channelId, origin);
  if ('embeds' in body) message.embeds = recordsOf(body.embeds);
  message.embeds = resolveEmbedUrls(message.embeds, message.attachments);
  if ('components' in body) message.components = clone(recordsOf(body.components));
  const owned = message.flags & ~EDITABLE_FLAGS & ~MessageFlag.Loading;
  const chosen = typeof body.flags === 'number' ? body.flags & EDITABLE_FLAGS : message.flags & EDITABLE_FLAGS;
  message.flags = owned | chosen;
  message.editedTimestamp = new Date().toISOString();
}

export type MessageEventKind = 'create' | 'update' | 'delete';
export type MessageListener = (kind: MessageEventKind, message: StoredMessage) => void;

function byId(a: StoredMessage, b: StoredMessage): number {
  const diff = BigInt(a.id) - BigInt(b.id);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** All messages, including ephemeral ones and deleted ones (kept so tests can see what vanished). */
export class MessageStore {
  private readonly messages = new Map<string, StoredMessage>();
  private readonly listeners: MessageListener[] = [];

  onEvent(listener: MessageListener): void {
    this.listeners.push(listener);
  }

  add(message: StoredMessage): StoredMessage {
    this.messages.set(message.id, message);
    this.emit('create', message);
    return message;
  }

  updated(message: StoredMessage): void {
    this.emit('update', message);
  }

  remove(message: StoredMessage): void {
    message.deleted = true;
    this.emit('delete', message);
  }

  /** A live (not deleted) message by id. */
  get(id: string): StoredMessage | undefined {
    const message = this.messages.get(id);
    return message && !message.deleted ? message : undefined;
  }

  /** A message by id even if deleted. */
  find(id: string): StoredMessage | undefined {
    return this.messages.get(id);
  }

  allMessages(): StoredMessage[] {
    return [...this.messages.values()].sort(byId);
  }

  /** Messages everyone in the channel sees, oldest first. */
  inChannel(channelId: string): StoredMessage[] {
    return [...this.messages.values()].filter((m) => m.channelId === channelId && !m.deleted && m.ephemeralFor === null).sort(byId);
  }

  ephemeralsFor(userId: string): StoredMessage[] {
    return [...this.messages.values()].filter((m) => m.ephemeralFor === userId && !m.deleted).sort(byId);
  }

  private emit(kind: MessageEventKind, message: StoredMessage): void {
    for (const listener of this.listeners) listener(kind, message);
  }
}
