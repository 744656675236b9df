import type { StoredMessage } from '../messages.js';
import type { EditRecord, InteractionRecord } from './record.js';

/** Every interaction started so far, findable by id (callbacks) and token (webhooks). */
export class InteractionRegistry {
  private readonly records: InteractionRecord[] = [];
  private readonly byToken = new Map<string, InteractionRecord>();
  private readonly byId = new Map<string, InteractionRecord>();

  add(record: InteractionRecord): InteractionRecord {
    this.records.push(record);
    this.byToken.set(record.token, record);
    this.byId.set(record.id, record);
    return record;
  }

  all(): readonly InteractionRecord[] {
    return this.records;
  }

  withId(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  withToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  /** Credit an edit to the latest interaction involving the message (a board is clicked many times). */
  noteEdit(message: StoredMessage, via: EditRecord['via']): void {
    const latest = this.records.findLast((r) => r.owns(message) || r.sourceMessage === message);
    latest?.edits.push({ messageId: message.id, at: Date.now(), via });
  }
}
