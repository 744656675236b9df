import type { Logger } from 'pino';
import type { ModuleRegistry } from '../../platform/module';
import type { Session } from '../../platform/session-schema';
import type { TableRunner } from '../../platform/runner/table-runner';
import { markSent, timerDue, waitingUsers, watchOf, type TimerField, type TimerWatch } from '../../platform/pace/turn-timer';
import { button, row } from '../views/components';
import { encodeCustomId } from '../views/custom-id';
import { runSlowSteps } from './slow-pace-tick';
import type { ChannelTables } from '../channel/channel-tables';
import type { DiscordPort } from '../channel/discord-port';
import { everyTable, type TableOwner } from './table-owner';
import type { TimerHandoff } from './timer-handoff';
import { sayTable } from '../../platform/words/table-words';

/**
 * Turn timers for games that asked for one: ticks, and posts the reminder and the expiry question. It also ticks
 * every table with a secret window open, timer or not: the window's held answer and its closing are due in time,
 * and every table holding a turn ping for someone watching their panel (it goes out if they have not acted by then).
 * A slow game's waits tick here too (src/bot/timers/slow-pace-tick.ts). When each is due is src/platform/pace/turn-timer.ts;
 * marking it sent (once) and applying it is the table runner's. The reminder and the question are created messages
 * that call people, so each becomes the channel's current ping. Only the tables whose time this process owns
 * (src/bot/timers/table-owner.ts) are tracked: a save here of another shard's table (a press in a DM) is handed to
 * its owner instead (src/bot/timers/timer-handoff.ts).
 */
export class TurnTimer {
  private readonly tracked = new Map<string, TimerWatch>();
  /** The server of each tracked table (null: none), for the owner's say at each tick. */
  private readonly guildOf = new Map<string, string | null>();
  /** Channels whose reminder or question is being posted. */
  private readonly posting = new Set<string>();
  private handle: NodeJS.Timeout | null = null;

  constructor(
    /** `calls` posts a message that calls people as the channel's current ping (src/bot/channel/channel-tables.ts `call`). */
    private readonly d: { runner: TableRunner; modules: ModuleRegistry; calls: Pick<ChannelTables, 'call'>; io: DiscordPort; log: Logger; owner?: TableOwner; handoff?: Pick<TimerHandoff, 'pass' | 'take'> },
    private readonly tickMs = 5000,
    private readonly clock: () => number = Date.now,
  ) {}

  track(s: Session): void {
    const kept = (this.d.owner ?? everyTable).keeps(s.guildId);
    // Saved here but another process's to time: it reads the table afresh at its next tick.
    if (!kept) this.d.handoff?.pass(s);
    const w = kept ? watchOf(s) : null;
    if (w) {
      this.tracked.set(s.channelId, w);
      this.guildOf.set(s.channelId, s.guildId);
    } else {
      this.tracked.delete(s.channelId);
      this.guildOf.delete(s.channelId);
    }
  }

  start(): void {
    this.handle ??= setInterval(() => void this.tick(), this.tickMs);
    this.handle.unref();
  }

  stop(): void {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
  }

  async tick(): Promise<void> {
    await this.takeHandedOff();
    const now = this.clock();
    const owner = this.d.owner ?? everyTable;
    for (const [channelId, w] of this.tracked) {
      if (!owner.mayAct(this.guildOf.get(channelId) ?? null)) continue;
      if (w.slow) await runSlowSteps(this.d, channelId, w, now);
      const due = timerDue(w, now);
      if (!due) continue;
      try {
        if (due === 'window') {
          // Done or not, this step is taken: the window's next one is tracked anew when its change is saved.
          const id = w.window!.id;
          w.window = null;
          await this.d.runner.windowStep(channelId, w.instance, id);
          continue;
        }
        if (due === 'ping') {
          // The same: a call held again is tracked anew when that change is saved.
          w.held = null;
          await this.d.runner.releasePings(channelId, w.instance);
          continue;
        }
        await this.turnStep(channelId, w, due);
      } catch (err) {
        this.d.log.error({ err, channelId }, 'turn timer step failed');
      }
    }
  }

  /** Tracks the tables of this process's shards that another process saved since the last tick. */
  private async takeHandedOff(): Promise<void> {
    if (!this.d.handoff) return;
    try {
      for (const s of await this.d.handoff.take()) this.track(s);
    } catch (err) {
      this.d.log.warn({ err }, 'timer hand-off not read');
    }
  }

  /** Posts the due reminder or question, then marks it sent; one not posted stays due, so the next tick tries again. */
  private async turnStep(channelId: string, w: TimerWatch, due: TimerField): Promise<void> {
    const turn = w.turn!;
    // A post can outlast a tick (the table before it is retried): the next tick must not post it twice.
    if (this.posting.has(channelId)) return;
    this.posting.add(channelId);
    try {
      const g = await this.d.runner.read(channelId);
      // A table that moved on (or has it sent) is tracked anew on its save: this wait is done with that step.
      const moved = g.kind !== 'ok' || !markSent(g.session, w.instance, due, turn.waitingSince);
      if (!moved && !(await (due === 'reminded' ? this.remind(g.session, turn) : this.askHost(g.session)))) return;
      turn.reminded = true;
      if (due === 'expiryAsked') turn.expiryAsked = true;
      if (!moved) await this.d.runner.markTimer(channelId, w.instance, due, turn.waitingSince);
    } finally {
      this.posting.delete(channelId);
    }
  }

  private async remind(s: Session, w: NonNullable<TimerWatch['turn']>): Promise<boolean> {
    const mod = this.d.modules.get(s.game);
    const users = mod ? waitingUsers(s, mod.engine) : [];
    const left = Math.max(1, Math.round(w.timerSeconds / 2 / 60));
    return this.d.calls.call(s.channelId, { content: sayTable(s.language, 'timer.reminder', { people: users.map((u) => `<@${u}>`).join(' '), count: left }), allowedMentions: { users } });
  }

  private async askHost(s: Session): Promise<boolean> {
    const id = (verb: 'skip' | 'auto' | 'end') => encodeCustomId({ kind: 'expiry', instance: s.instance, verb });
    // A table whose host has left is run by its moderators: the question is then asked of nobody in particular.
    const w = (key: string, params = {}) => sayTable(s.language, key, params);
    const who = s.host ? `<@${s.host}>` : w('timer.moderators');
    return this.d.calls.call(s.channelId, {
      content: w('timer.question', { who }),
      components: [row(button(id('skip'), w('timer.skip')), button(id('auto'), w('timer.auto')), button(id('end'), w('timer.end'), 4))],
      allowedMentions: { users: s.host ? [s.host] : [] },
    });
  }
}
