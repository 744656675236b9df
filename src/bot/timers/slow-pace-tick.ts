import type { Logger } from 'pino';
import type { ModuleRegistry } from '../../platform/module';
import { slowDue } from '../../platform/pace/slow-pace';
import type { TableRunner } from '../../platform/runner/table-runner';
import type { TimerWatch } from '../../platform/pace/turn-timer';
import { notifyTimeRunningOut, notifyTurnStart } from './slow-pace-notice';
import type { ChannelTables } from '../channel/channel-tables';
import type { DiscordPort } from '../channel/discord-port';
import { say } from '../../words/say';

/**
 * One tick of a slow game's waits: each call is marked sent under the channel lock first, then sent, so a restart
 * or a second tick never sends it twice; a wait that ran out is the runner's to settle (an AI plays that turn).
 */
export async function runSlowSteps(d: { runner: TableRunner; modules: ModuleRegistry; io: DiscordPort; calls: Pick<ChannelTables, 'call'>; log: Logger }, channelId: string, w: TimerWatch, nowMs: number): Promise<void> {
  for (const wait of w.slow ?? []) {
    const due = slowDue(wait, nowMs);
    if (!due) continue;
    try {
      // Taken or not, this step is done for this wait: a table that moved on is tracked anew on its save.
      if (due === 'expired') {
        wait.expired = true;
        await d.runner.slowExpiry(channelId, w.instance, wait.player, wait.since);
        continue;
      }
      const s = await d.runner.markSlowWait(channelId, w.instance, wait.player, wait.since, due);
      wait[due] = true;
      if (!s) continue;
      const game = say(s.language, d.modules.get(s.game)?.engine.name ?? s.game);
      await (due === 'pinged' ? notifyTurnStart : notifyTimeRunningOut)(d.io, d.calls, s, game, wait);
    } catch (err) {
      d.log.error({ err, channelId, player: wait.player }, 'slow pace step failed');
    }
  }
}
