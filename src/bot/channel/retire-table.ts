import type { Logger } from 'pino';
import { movedTablePayload } from '../views/table-view';
import type { DiscordPort } from './discord-port';
import type { Language } from '../../words/locales';

/**
 * A table message replaced by a newer one (/game status) must not stay in the channel looking playable: it is
 * deleted, or, where that fails, edited into one line that points at the current table, with nothing to press.
 */
export async function retireTable(io: DiscordPort, channelId: string, oldId: string, currentLink: string, language: Language, log: Logger): Promise<void> {
  try {
    await io.remove(channelId, oldId);
    return;
  } catch (err) {
    log.warn({ err, channelId }, 'deleting the replaced table failed');
  }
  await io.edit(channelId, oldId, movedTablePayload(currentLink, language)).catch((err: unknown) => log.warn({ err, channelId }, 'pointing the replaced table at the current one failed'));
}
