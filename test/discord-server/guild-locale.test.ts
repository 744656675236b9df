import { describe, expect, it } from 'vitest';
import { interactionEnvelope } from './interactions/envelope';
import { World } from './world';

/** Each server has its own Discord language, sent with every interaction in it as Discord does (`guild_locale`). */
describe('discord-server/guild locale', () => {
  const world = (guildLocale?: string) => new World({ botName: 'bot', guildName: 'g', channelName: 'games', botPermissions: 0n, ...(guildLocale ? { guildLocale } : {}) });

  it("sends the server's language as guild_locale, and the person's own as locale", () => {
    const w = world('de');
    const ana = w.addUser('ana', { locale: 'en-GB' });
    const { payload } = interactionEnvelope(w, w.bot.id, ana, w.channels.get(w.defaultChannelId)!, 3, {});
    expect([payload.guild_locale, (payload.guild as { locale: string }).locale, payload.locale]).toEqual(['de', 'de', 'en-GB']);
  });

  it('is en-US unless told, and a server may change it', () => {
    const w = world();
    const ana = w.addUser('ana');
    const channel = w.channels.get(w.defaultChannelId)!;
    expect(interactionEnvelope(w, w.bot.id, ana, channel, 3, {}).payload.guild_locale).toBe('en-US');
    w.guild.locale = 'qps';
    expect(interactionEnvelope(w, w.bot.id, ana, channel, 3, {}).payload.guild_locale).toBe('qps');
  });
});
