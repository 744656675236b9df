import { randomBytes } from 'node:crypto';
import { MessageFlags, type Interaction } from 'discord.js';
import type { Logger } from 'pino';
import { commandNamed } from './commands/index';
import { StoreOutcomeUnknownError, StoreUnreachableError } from '../store/deadline';
import type { BotContext } from './bot-context';
import type { BotMetrics } from './ops/metrics';
import { onComponent } from './input/component-handler';
import { defaultLimits, type InteractionLimits } from './input/rate-limit';
import { sayTable } from '../platform/words/table-words';
import { localeOf, PSEUDO, type Language } from '../words/locales';

/**
 * The one dispatcher: slash commands go to their command file, buttons and menus to the component handler.
 * Every path acknowledges first (defer), so the 3-second window holds even when a render is slow, and an
 * unexpected failure is logged with an id the user is shown.
 */
export function createInteractionHandler(ctx: BotContext, root: Logger, limits: InteractionLimits = defaultLimits(), metrics?: BotMetrics) {
  const inFlight = new Set<Promise<void>>();
  /** Resolves when every interaction that has arrived so far is fully handled (for shutdown and tests). */
  const settled = async (): Promise<void> => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };
  const handle = (i: Interaction): Promise<void> => {
    const p = onInteraction(i).finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  };
  return { handle, settled };

  async function onInteraction(i: Interaction): Promise<void> {
    const log = root.child({ interactionId: i.id, guildId: i.guildId, channelId: i.channelId, userId: i.user.id });
    const startedAt = performance.now();
    try {
      if (i.isChatInputCommand()) {
        if (!limits.commands.take(i.user.id)) {
          await i.reply({ content: sayTable(clientLanguage(i), 'reply.tooManyCommands'), flags: MessageFlags.Ephemeral });
          return;
        }
        const command = commandNamed(i.commandName, ctx.modules);
        if (!command) return;
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        await command.execute(i, ctx);
      } else if (i.isAutocomplete()) {
        // Past the limit the suggestions stay empty until the user slows down: no store read per keystroke.
        if (!limits.autocomplete.take(i.user.id)) await i.respond([]);
        else await commandNamed(i.commandName, ctx.modules)?.autocomplete?.(i, ctx);
      } else if (i.isButton() || i.isStringSelectMenu()) {
        if (!limits.components.take(i.user.id)) {
          await i.reply({ content: sayTable(clientLanguage(i), 'reply.tooManyClicks'), flags: MessageFlags.Ephemeral });
          return;
        }
        await onComponent(i, ctx, log);
      }
      log.debug({ ms: Math.round(performance.now() - startedAt) }, 'interaction handled');
    } catch (err) {
      const errorId = randomBytes(4).toString('hex');
      const storeDown = err instanceof StoreUnreachableError;
      if (storeDown) metrics?.storeErrors.inc();
      log.error({ err, errorId }, storeDown ? 'game store unreachable' : 'interaction failed');
      const content = sayTable(clientLanguage(i), err instanceof StoreOutcomeUnknownError ? 'reply.storeLate' : storeDown ? 'reply.storeDown' : 'reply.failed', { error: `\`${errorId}\`` });
      if (!i.isRepliable()) return;
      try {
        if (i.deferred || i.replied) await i.followUp({ content, flags: MessageFlags.Ephemeral });
        else await i.reply({ content, flags: MessageFlags.Ephemeral });
      } catch (e) {
        log.warn({ err: e, errorId }, 'could not report the error to the user');
      }
    } finally {
      metrics?.interactionSeconds.observe({ kind: kindOf(i) }, (performance.now() - startedAt) / 1000);
    }
  }
}

const kindOf = (i: Interaction): string => (i.isChatInputCommand() ? 'command' : i.isAutocomplete() ? 'autocomplete' : i.isMessageComponent() ? 'component' : 'other');

/**
 * The presser's language without a store read (the store may be the very thing that failed, and a press past its
 * rate limit reads nothing): their client's when we speak it, else the server's Discord language, else English.
 */
function clientLanguage(i: Interaction): Language {
  return (i.locale as string) === PSEUDO ? PSEUDO : (localeOf(i.locale) ?? localeOf(i.guildLocale) ?? 'en');
}
