import type { Courier, Snapshot } from '../../platform/delivery';
import { nameSeats, seatNames } from '../../platform/table/seat-names';
import { readerLanguage } from '../../platform/view/table-view-model';
import { sayTable } from '../../platform/words/table-words';
import type { Language } from '../../words/locales';
import type { PrivatePictures } from '../pictures/private-pictures';
import { dmPayload } from '../views/private-view';
import { messageLink, type DiscordPort } from './discord-port';
import type { ModuleRegistry } from '../../platform/module';
import { threadLinkPayload, threadResultPayload } from '../views/thread-view';

/**
 * The bot's side of a change: it shows what the table runner says must be shown, in Discord. DMs go out
 * here (with the private picture, drawn once per view), and so do the channel notices that go with them.
 * A DM that throws is reported by the runner's outbox (src/platform/dms/dm-outbox.ts), which tries it again later.
 */
export function discordCourier(d: { io: DiscordPort; modules: ModuleRegistry; pictures: PrivatePictures; tableChanged: (saved: Snapshot) => void; privateChanged?: (saved: Snapshot) => void; watching?: Courier['watching'] }): Courier {
  const { io } = d;
  return {
    ...(d.watching ? { watching: d.watching } : {}),
    async sendPrivate(s, mod, u) {
      // A DM is read by its person alone: in their own language, picture and all.
      const language = readerLanguage(s, u.userId, s.language);
      const place = await io.placeName(s.guildId, s.channelId).catch(() => sayTable(language, 'dm.somePlace'));
      const link = s.tableMessageId ? messageLink(s.guildId, s.channelId, s.tableMessageId) : `https://discord.com/channels/${s.guildId ?? '@me'}/${s.channelId}`;
      const picture = await d.pictures.of(mod, u.view, seatNames(s), undefined, language);
      const delivered = await io.dm(u.userId, dmPayload(mod, place, link, picture, nameSeats(s, u.intro, language), language));
      if (delivered === 'closed' && s.phase !== 'lobby') await noticeClosedDm(io, s.channelId, u.userId, s.language);
      return delivered;
    },
    tableChanged: d.tableChanged,
    ...(d.privateChanged ? { privateChanged: d.privateChanged } : {}),
    async openThread(t) {
      // Discord starts a thread from a message only in the thread's own channel; a rematch lobby sits in the old thread.
      const from = t.lobby && t.lobby.channelId === t.parentId ? t.lobby.messageId : null;
      const threadId = await io.startThread(t.parentId, from, t.name);
      if (t.lobby) await io.edit(t.lobby.channelId, t.lobby.messageId, threadLinkPayload(t.game, threadId, t.language)).catch(() => undefined);
      return threadId;
    },
    endedInThread(saved) {
      const s = saved.session;
      const mod = d.modules.get(s.game);
      if (!mod || !s.parent) return;
      const { channelId, line } = s.parent;
      // The channel keeps one line per game: the result takes the place of the line that linked to it.
      void io.post(channelId, threadResultPayload(s, mod.engine)).then(async () => {
        if (line?.channelId === channelId) await io.remove(channelId, line.messageId);
      }).catch(() => undefined);
    },
    archiveThread: (threadId) => io.archiveThread(threadId),
    async unreadable(channelId, reason) {
      await io
        // The record that would say the table's language is the one that cannot be read: said in English.
        .post(channelId, { content: sayTable('en', 'dm.unreadable', { reason: reason.slice(0, 300) }), allowedMentions: { parse: [] } })
        .catch(() => undefined);
    },
  };
}

/** Said in the channel, so in the table's language. */
async function noticeClosedDm(io: DiscordPort, channelId: string, userId: string, language: Language): Promise<void> {
  await io
    .post(channelId, {
      content: sayTable(language, 'dm.closed', { person: `<@${userId}>` }),
      allowedMentions: { users: [userId] },
    })
    .catch(() => undefined);
}
