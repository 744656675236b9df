import type { Activity } from './activity.js';
import type { FakeApplication } from './api-shapes.js';
import type { CommandRegistry } from './commands.js';
import type { Gateway } from './gateway.js';
import { invalidFormBody } from './http/api-error.js';
import type { InteractionRegistry } from './interactions/registry.js';
import type { MessageStore, StoredMessage } from './messages.js';
import { notifiedUsers, type Notification } from './notifications.js';
import type { Json } from './json.js';
import type { World } from './world.js';

export type ViolationKind = 'payload' | 'interaction' | 'command' | 'permission';

/** Something the bot did that real Discord would reject or that breaks the interaction contract. */
export interface Violation {
  kind: ViolationKind;
  /** `METHOD /path` of the offending request. */
  where: string;
  problems: string[];
  at: number;
}

export interface ResolvedOptions {
  heartbeatIntervalMs: number;
  privilegedIntents: number;
  rejectInvalidPayloads: boolean;
  interactionDeadlineMs: number;
  interactionTokenMs: number;
  settleQuietMs: number;
  settleTimeoutMs: number;
}

/** The state every route handler works on. */
export class ServerContext {
  readonly violations: Violation[] = [];
  /** Every mention that would have notified someone, in order. */
  readonly notifications: Notification[] = [];
  /** `http://127.0.0.1:PORT`, known once the server listens. */
  origin = '';

  constructor(
    readonly world: World,
    readonly app: FakeApplication,
    readonly token: string,
    readonly messages: MessageStore,
    readonly gateway: Gateway,
    readonly registry: InteractionRegistry,
    readonly commands: CommandRegistry,
    readonly activity: Activity,
    readonly options: ResolvedOptions,
  ) {}

  /** Records whom a just-created message notifies (see notifications.ts). */
  noteCreated(message: StoredMessage, body: Json): void {
    for (const userId of notifiedUsers(message, body)) this.notifications.push({ userId, messageId: message.id, channelId: message.channelId, content: message.content, at: Date.now() });
  }

  violation(kind: ViolationKind, where: string, problems: string[]): void {
    if (problems.length > 0) this.violations.push({ kind, where, problems, at: Date.now() });
  }

  /** Record limit problems and, like Discord, answer 400 / 50035 unless told to let them through. */
  enforce(kind: ViolationKind, where: string, problems: string[]): void {
    if (problems.length === 0) return;
    this.violation(kind, where, problems);
    if (this.options.rejectInvalidPayloads) throw invalidFormBody(problems);
  }
}
