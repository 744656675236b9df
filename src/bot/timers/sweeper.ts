import type { Logger } from 'pino';
import type { ModuleRegistry } from '../../platform/module';
import { SWEEP_EVERY_MS } from '../../platform/after-game/retention';
import type { TableRunner } from '../../platform/runner/table-runner';
import type { DiscordPort } from '../channel/discord-port';
import { closedLobbyPayload } from '../views/table-view';
import { everyTable, type TableOwner } from './table-owner';

/**
 * Runs the table runner's retention sweep at start and then every SWEEP_EVERY_MS, for the tables whose time this
 * process owns (src/bot/timers/table-owner.ts: the servers of its shards), and edits each expired lobby's message to say it expired (its buttons then answer that it has gone).
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly d: { runner: TableRunner; modules: ModuleRegistry; io: DiscordPort; log: Logger; everyMs?: number; owner?: TableOwner }) {}

  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.d.everyMs ?? SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** One sweep of the tables `serves` names (by default those this process owns); a sweep still running is waited for rather than doubled. */
  sweep(serves: (guildId: string | null) => boolean = (g) => (this.d.owner ?? everyTable).mayAct(g)): Promise<void> {
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
        await this.d.io.edit(s.channelId, s.tableMessageId, closedLobbyPayload(s, mod.engine, 'expired')).catch(() => false);
      }
    } catch (err) {
      // A store that cannot be reached now is swept at the next turn; nothing is lost by waiting.
      this.d.log.warn({ err }, 'retention sweep failed');
    }
  }
}
