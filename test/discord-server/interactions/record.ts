import { sleep, type Activity } from '../activity.js';
import type { Json } from '../json.js';
import type { StoredMessage } from '../messages.js';
import type { FakeUser } from '../world.js';

export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select';

export const CallbackType = {
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  Modal: 9,
} as const;

export interface EditRecord {
  messageId: string;
  at: number;
  /** `callback` for an UPDATE_MESSAGE (7), `webhook` for editReply/editFollowUp, `channel` for message.edit. */
  via: 'callback' | 'webhook' | 'channel';
}

export interface SettleOptions {
  /** How long the bot must have made no REST request. */
  quietMs?: number;
  timeoutMs?: number;
  /** Extra completion condition, e.g. `(r) => r.followUps.length === 2`. */
  until?: (record: InteractionRecord) => boolean;
  /** Accept a deferUpdate (6) with nothing written after it. */
  allowBareDefer?: boolean;
}

/** What a settling record needs from the server. */
export interface SettleEnvironment {
  activity: Activity;
  quietMs: number;
  timeoutMs: number;
  /** Recent server-side facts (requests, violations) for a useful timeout message. */
  summary(): string;
}

/**
 * One interaction a fake user started, and everything the bot did in answer to it. Fields fill in
 * as the bot calls back; `settled()` waits until the answer looks complete.
 */
export class InteractionRecord {
  callbackType: number | null = null;
  callbackData: Json | null = null;
  callbackAt: number | null = null;
  /** Request sequence number of the callback, to tell later writes from earlier ones. */
  callbackSeq = Number.POSITIVE_INFINITY;
  /** The message the callback created (4, 5) or updated (7); null for 6, 8, 9. */
  response: StoredMessage | null = null;
  ephemeral = false;
  /** Messages sent with followUp; after a deferReply the first one is `response` itself. */
  readonly followUps: StoredMessage[] = [];
  /** Edits of this interaction's messages (response, follow-ups, the clicked message). */
  readonly edits: EditRecord[] = [];
  choices: Json[] | null = null;
  modal: Json | null = null;
  /** Contract breaches: late callback, double acknowledgement, follow-up before acknowledging. */
  readonly errors: string[] = [];

  constructor(
    readonly id: string,
    readonly token: string,
    readonly kind: InteractionKind,
    /** Discord interaction type: 2 command, 3 component, 4 autocomplete. */
    readonly type: number,
    readonly user: FakeUser,
    readonly channelId: string,
    readonly guildId: string | null,
    /** The INTERACTION_CREATE `d` as dispatched. */
    readonly payload: Json,
    /** The message whose component was used. */
    readonly sourceMessage: StoredMessage | null,
    /** Command name, or the component's custom_id. */
    readonly name: string,
    readonly createdAt: number,
    private readonly env: SettleEnvironment,
  ) {}

  get acknowledged(): boolean {
    return this.callbackType !== null;
  }

  /** What `@original` means to Discord: the reply, or the clicked message after a 6 or 7. */
  get original(): StoredMessage | null {
    if (this.response) return this.response;
    if (this.callbackType === CallbackType.DeferredMessageUpdate || this.callbackType === CallbackType.UpdateMessage) return this.sourceMessage;
    return null;
  }

  /** Every message this interaction produced, reply first. */
  get messages(): StoredMessage[] {
    const all = this.response ? [this.response, ...this.followUps] : [...this.followUps];
    return [...new Set(all)];
  }

  /** The messages a webhook token may edit or delete. */
  owns(message: StoredMessage): boolean {
    return this.messages.includes(message) || this.original === message;
  }

  /** Resolves once the bot has answered and gone quiet; rejects with a diagnosis after the timeout. */
  async settled(options: SettleOptions = {}): Promise<this> {
    const quietMs = options.quietMs ?? this.env.quietMs;
    const timeoutMs = options.timeoutMs ?? this.env.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const waitingOn = this.pendingReason(options, quietMs);
      if (waitingOn === null) return this;
      if (Date.now() >= deadline) throw new Error(`fake Discord: ${this.describe()} did not settle within ${timeoutMs} ms: ${waitingOn}\n${this.env.summary()}`);
      await sleep(10);
    }
  }

  describe(): string {
    const parts = [`${this.kind} "${this.name}" by ${this.user.username}`, `callback=${this.callbackType ?? 'none'}`, `followUps=${this.followUps.length}`, `edits=${this.edits.length}`];
    if (this.errors.length) parts.push(`errors=${JSON.stringify(this.errors)}`);
    return `interaction ${this.id} (${parts.join(', ')})`;
  }

  private pendingReason(options: SettleOptions, quietMs: number): string | null {
    if (this.callbackType === null) return 'the bot has not answered the interaction callback';
    const original = this.response;
    if (this.callbackType === CallbackType.DeferredChannelMessageWithSource && original && original.loading && !original.deleted) {
      return 'the deferred reply is still "thinking" (no editReply or followUp yet)';
    }
    if (this.callbackType === CallbackType.DeferredMessageUpdate && !options.allowBareDefer && this.env.activity.latestWriteSeq <= this.callbackSeq) {
      return 'deferUpdate has not been followed by any edit or message (pass allowBareDefer if that is intended)';
    }
    if (options.until && !options.until(this)) return 'the until() condition is still false';
    if (!this.env.activity.quietFor(quietMs)) return `the bot has not been quiet for ${quietMs} ms`;
    return null;
  }
}
