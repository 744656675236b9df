import type { Logger } from 'pino';
import type { ModuleRegistry } from '../../platform/module';
import { SWEEP_EVERY_MS } from '../../platform/after-game/retention';
import type { TableRunner } from '../../platform/runner/table-runner';
import type { DiscordPort } from '../channel/discord-port';
import { closedLobbyPayload } from '../views/table-view';

/**
 * Runs the table runner's retention sweep at start and then every SWEEP_EVERY_MS, for the guilds this process
 * serves, and edits each expired lobby's message to say it expired (its buttons then answer that it has gone).
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly d: { runner: TableRunner; modules: ModuleRegistry; io: DiscordPort; log: Logger; everyMs?: number }) {}

  start(serves: (guildId: string | null) => boolean): void {
    void this.sweep(serves);
    this.timer = setInterval(() => void this.sweep(serves), this.d.everyMs ?? SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** One sweep; a sweep still running is waited for rather than doubled. */
  sweep(serves: (guildId: string | null) => boolean = () => true): Promise<void> {
    this.running ??= this.once(serves).finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async once(serves: (guildId: string | null) => boolean): Promise<void> {
    try {
      const r = await this.d.runner.sweep(serves);
      for (const s of r.expiredLobbies) {
        const mod = this.d.modules.get(s.game);
        if (!mod || !s.tableMessageId) continue;
        await this.d.io.edit(s.channelId, s.tableMessageId, closedLobbyPayload(s, mod.engine, 'lobby expired (untouched for a day)')).catch(() => false);
      }
    } catch (err) {
      // A store that cannot be reached now is swept at the next turn; nothing is lost by waiting.
      this.d.log.warn({ err }, 'retention sweep failed');
    }
  }
}
