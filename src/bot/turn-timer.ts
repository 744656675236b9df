import type { Logger } from 'pino';
import type { Session } from '../platform/session-schema';
import { seatIndexOf } from '../platform/session';
import { encodeCustomId } from './custom-id';
import { button, row } from './components';
import type { GameService } from './game-service';

/**
 * Turn timers for games that asked for one. The deadline is derived from the stored
 * `waitingSince`, so a restart loses nothing: the tracker is rebuilt from the store.
 */
interface Tracked {
  instance: string;
  timerSeconds: number;
  waitingSince: string;
  reminded: boolean;
  expiryAsked: boolean;
}

export class TurnTimer {
  private readonly tracked = new Map<string, Tracked>();
  private handle: NodeJS.Timeout | null = null;

  constructor(private readonly svc: GameService, private readonly log: Logger, private readonly tickMs = 5000, private readonly clock: () => number = Date.now) {}

  track(s: Session): void {
    if (s.phase !== 'playing' || !s.timerSeconds || !s.waitingSince) {
      this.tracked.delete(s.channelId);
      return;
    }
    this.tracked.set(s.channelId, { instance: s.instance, timerSeconds: s.timerSeconds, waitingSince: s.waitingSince, reminded: s.reminded, expiryAsked: s.expiryAsked });
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
    const now = this.clock();
    for (const [channelId, t] of this.tracked) {
      const elapsed = (now - Date.parse(t.waitingSince)) / 1000;
      try {
        if (elapsed >= t.timerSeconds && !t.expiryAsked) await this.expire(channelId, t);
        else if (elapsed >= t.timerSeconds / 2 && !t.reminded) await this.remind(channelId, t);
      } catch (err) {
        this.log.error({ err, channelId }, 'turn timer step failed');
      }
    }
  }

  private waitingUsers(s: Session): string[] {
    const mod = this.svc.module(s.game);
    if (!mod) return [];
    const owing = new Set(mod.engine.prompts(s.state).map((p) => p.player));
    return [...owing].map((p) => s.seats[seatIndexOf(p)]).filter((x) => x?.control === 'human').map((x) => x!.userId);
  }

  private async remind(channelId: string, t: Tracked): Promise<void> {
    const s = await this.svc.markTimer(channelId, t.instance, 'reminded', t.waitingSince);
    t.reminded = true;
    if (!s) return;
    const users = this.waitingUsers(s);
    const left = Math.max(1, Math.round(t.timerSeconds / 2 / 60));
    await this.svc.io.post(channelId, { content: `${users.map((u) => `<@${u}>`).join(' ')} half of the turn time has passed: about ${left} min left to decide.`, allowedMentions: { users } });
  }

  private async expire(channelId: string, t: Tracked): Promise<void> {
    const s = await this.svc.markTimer(channelId, t.instance, 'expiryAsked', t.waitingSince);
    t.expiryAsked = true;
    t.reminded = true;
    if (!s) return;
    const id = (verb: 'skip' | 'auto' | 'end') => encodeCustomId({ kind: 'expiry', instance: s.instance, verb });
    await this.svc.io.post(channelId, {
      content: `<@${s.host}> the turn timer ran out. Skip the waiting decisions (each takes its default), let the table play those seats automatically, or end the game?`,
      components: [row(button(id('skip'), 'Skip'), button(id('auto'), 'Auto-play'), button(id('end'), 'End game', 4))],
      allowedMentions: { users: [s.host] },
    });
  }
}
