import type { Logger } from 'pino';
import type { Snapshot } from '../platform/delivery';
import type { ModuleRegistry } from '../platform/module';
import { publicDecisions } from '../platform/public-prompt';
import { seatNames } from '../platform/session';
import type { TableIO } from './table-io';
import { TablePublisher } from './table-publisher';
import { lobbyPayload, tablePayload, type TablePayload } from './table-view';

/**
 * The one message per game in a channel: the lobby, then the table. It shows the snapshot it is handed
 * (the latest per channel; a burst of changes becomes a few spaced edits), edits the message in place or
 * posts a new one, and records what is on screen, so a restart republishes only what was not yet shown.
 */
export class ChannelTables {
  private readonly latest = new Map<string, Snapshot>();
  private readonly publisher: TablePublisher;

  /** `recordShown` is the table runner's (src/platform/table-runner.ts): it saves what is now on screen. */
  constructor(private readonly d: { io: TableIO; modules: ModuleRegistry; log: Logger; minIntervalMs: number; recordShown: (shown: Snapshot, messageId: string) => Promise<Snapshot | null> }) {
    this.publisher = new TablePublisher({ minIntervalMs: d.minIntervalMs, publish: (channelId) => this.publish(channelId), log: d.log });
  }

  show(saved: Snapshot): void {
    const waiting = this.latest.get(saved.session.channelId);
    if (waiting && waiting.rev > saved.rev) return;
    this.latest.set(saved.session.channelId, saved);
    void this.publisher.request(saved.session.channelId);
  }

  /** Tables changed but not yet shown. */
  pending(): number {
    return this.latest.size;
  }

  /** Resolves once every requested table is shown. */
  idle(): Promise<void> {
    return this.publisher.idle();
  }

  private async publish(channelId: string): Promise<void> {
    const snap = this.latest.get(channelId);
    if (!snap) return;
    const s = snap.session;
    const payload = await this.payload(snap);
    let messageId = s.tableMessageId;
    // A lobby changed by /game kick is redrawn where it is; gone, it stays gone (its buttons still answer).
    if (s.phase === 'lobby' && messageId) {
      await this.d.io.edit(channelId, messageId, payload).catch(() => false);
      if (this.latest.get(channelId) === snap) this.latest.delete(channelId);
      return;
    }
    const edited = messageId ? await this.d.io.edit(channelId, messageId, payload) : false;
    if (!edited) messageId = await this.d.io.post(channelId, payload);
    // A failure above leaves the snapshot waiting, so the publisher's retry shows it.
    if (this.latest.get(channelId) === snap) this.latest.delete(channelId);
    const newer = await this.d.recordShown(snap, messageId!);
    const waiting = this.latest.get(channelId);
    if (newer && waiting && waiting.rev < newer.rev) this.latest.set(channelId, newer);
  }

  private async payload({ session: s }: Snapshot): Promise<TablePayload> {
    const mod = this.d.modules.get(s.game)!;
    if (s.phase === 'lobby') return lobbyPayload(s, mod);
    const view = mod.engine.view(s.state, null);
    const decisions = publicDecisions(s, mod.engine);
    // One public prompt open: the picture marks its options (a private prompt's options never reach the channel).
    const open = decisions.prompts.length === 1 ? decisions.prompts[0]!.options : null;
    return tablePayload({
      session: s,
      engine: mod.engine,
      decisions,
      picture: await mod.renderTable(view, seatNames(s), open ?? undefined),
      summary: mod.engine.describe(view),
      outcome: mod.engine.outcome(s.state),
    });
  }
}
