import type { Logger } from 'pino';
import type { Session } from '../../platform/session-schema';
import type { TablePayload } from '../views/table-view';
import { withoutFiles } from './kept-picture';

/**
 * Private panels still open on a player's screen, so the next decision reaches them without a click. Discord lets
 * the bot edit an interaction's reply for 15 minutes from the interaction, so a panel is kept for 14 and then left
 * alone: the player clicks as before. Memory only: after a restart, players click once again.
 */
export const LIVE_PANEL_MS = 14 * 60_000;

/** The panel drawn for a person over a session: what it shows and the prompt it asks (null: nothing asked). */
interface DrawnPanel {
  payload: TablePayload;
  prompt: string | null;
  /** What its picture was drawn from (src/bot/pictures/private-pictures.ts); null or absent: no picture to keep. */
  shows?: string | null;
}

interface LivePanel {
  channelId: string;
  instance: string;
  userId: string;
  /** When the interaction was created: the edit window counts from it, not from the last edit. */
  at: number;
  prompt: string | null;
  /** What the picture on its message was drawn from: an edit showing the same one keeps the attachment. */
  shows?: string | null;
  edit: (payload: TablePayload) => Promise<unknown>;
}

export class LivePanels {
  /** By channel, then by user: a person's newest panel in a channel replaces the one before. */
  private readonly panels = new Map<string, Map<string, LivePanel>>();
  /** What the picture on each panel message was drawn from, by message id, newest last. */
  private readonly pictures = new Map<string, string>();
  /** Refreshes under way, so a stop or a test can wait for the edits. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly d: {
      /** The person's panel over `s`; null when they have none (no seat, a lobby). */
      draw: (s: Session, userId: string) => Promise<DrawnPanel | null>;
      /** Which prompt the person's panel would ask over `s`, without drawing it. */
      promptOf: (s: Session, userId: string) => string | null;
      log: Logger;
      now?: () => number;
    },
  ) {}

  /** A panel just shown in an interaction's reply, asking `prompt`; `at` is the interaction's creation time. */
  remember(p: LivePanel): void {
    if (this.now() - p.at > LIVE_PANEL_MS) return;
    if (this.size() >= PANELS_KEPT) this.dropExpired();
    const byUser = this.panels.get(p.channelId) ?? new Map<string, LivePanel>();
    byUser.set(p.userId, p);
    this.panels.set(p.channelId, byUser);
  }

  /** The panel message `messageId` now shows the picture drawn from `shows` (null: none, or not known). */
  shown(messageId: string, shows: string | null): void {
    this.pictures.delete(messageId);
    if (shows === null) return;
    this.pictures.set(messageId, shows);
    if (this.pictures.size > PICTURES_KEPT) this.pictures.delete(this.pictures.keys().next().value!);
  }

  /** What the picture on the panel message `messageId` was drawn from, when known. */
  showing(messageId: string): string | undefined {
    return this.pictures.get(messageId);
  }

  /** Starts `refresh` off the caller's path; a failure is logged, never thrown. */
  follow(s: Session): void {
    const run = this.refresh(s).catch((err: unknown) => this.d.log.warn({ err, channelId: s.channelId }, 'live panels failed'));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once every refresh started is done. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** Whether `userId` has a panel on screen that follows `s`'s table (its instance, within its edit window). */
  watching(s: Session, userId: string): boolean {
    const p = this.panels.get(s.channelId)?.get(userId);
    return !!p && p.instance === s.instance && this.now() - p.at <= LIVE_PANEL_MS;
  }

  /** Panels kept, for tests and metrics. */
  size(): number {
    let n = 0;
    for (const m of this.panels.values()) n += m.size;
    return n;
  }

  /**
   * The table changed: each live panel whose decision changed is edited to the new one, one edit per person. A panel
   * whose decision is gone says so, so its old buttons are not pressed. Called after the table is shown, off the click.
   */
  async refresh(s: Session): Promise<void> {
    const byUser = this.panels.get(s.channelId);
    if (!byUser) return;
    const now = this.now();
    for (const [userId, p] of [...byUser]) {
      if (p.instance !== s.instance || now - p.at > LIVE_PANEL_MS) {
        this.forget(p);
        continue;
      }
      const prompt = this.d.promptOf(s, userId);
      if (prompt === p.prompt) continue;
      // Claimed before drawing, so a second change while this one draws does not edit the panel twice for one decision.
      p.prompt = prompt;
      const drawn = await this.d.draw(s, userId).catch(() => null);
      if (!drawn) {
        this.forget(p);
        continue;
      }
      p.prompt = drawn.prompt;
      // The private view may not have changed with the decision: the picture already on the panel is not sent again.
      const kept = !!drawn.shows && drawn.shows === p.shows;
      p.shows = drawn.shows ?? null;
      // Should the message have lost its picture meanwhile, the picture is sent after all.
      const edit = kept ? p.edit(withoutFiles(drawn.payload)).catch(() => p.edit(drawn.payload)) : p.edit(drawn.payload);
      await edit
        .then((message) => {
          const id = messageIdOf(message);
          if (id) this.shown(id, p.shows ?? null);
        })
        .catch((err: unknown) => {
          // An expired token or a dismissed panel: nothing to edit any more.
          this.d.log.debug({ err, userId }, 'live panel edit failed');
          this.forget(p);
        });
    }
    if (s.phase === 'ended') this.panels.delete(s.channelId);
  }

  private now(): number {
    return this.d.now ? this.d.now() : Date.now();
  }

  /** Panels of tables that never changed again are otherwise kept until their channel's next change. */
  private dropExpired(): void {
    const now = this.now();
    for (const byUser of [...this.panels.values()]) for (const p of [...byUser.values()]) if (now - p.at > LIVE_PANEL_MS) this.forget(p);
  }

  private forget(p: LivePanel): void {
    const byUser = this.panels.get(p.channelId);
    if (byUser?.get(p.userId) !== p) return;
    byUser.delete(p.userId);
    if (!byUser.size) this.panels.delete(p.channelId);
  }
}

/** The id of the message an edit answered with (discord.js's Message), when it has one. */
export const messageIdOf = (message: unknown): string | null =>
  typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'string' ? message.id : null;

/** Past this many panels, the expired ones are swept out before another is kept. */
const PANELS_KEPT = 2000;
/** Panel messages whose picture is known: a short key each. */
const PICTURES_KEPT = 4000;
