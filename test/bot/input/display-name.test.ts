import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { displayName } from '../../../src/bot/input/display-name';
import { lobbyPayload } from '../../../src/bot/views/table-view';
import { plainName } from '../../../src/platform/words/plain-name';
import { lanternsModule } from '../../fixtures/lanterns-module';
import type { OfflineDiscord, OfflineUser } from '../../fixtures/offline-discord';
import { BotTable } from '../../fixtures/bot-table';
import { seatNames } from '../../../src/platform/table/seat-names';

/** A nickname is written as itself wherever the bot writes Markdown, and drawn as itself on pictures. */
const LINK = '[Claim](https://evil.example)';

describe('bot/display names', () => {
  it('escapes links, headings, lists, emphasis and mentions, and reads back plain', () => {
    for (const raw of [LINK, '# Big', '- item', '1. first', '**bold** _it_ ~~s~~ `c`', '<@123456789012345678>', 'ana_b']) {
      const shown = displayName(raw);
      expect(shown).not.toBe(raw);
      expect(plainName(shown)).toBe(raw);
    }
    expect(displayName(LINK)).toBe('\\[Claim](https://evil.example)');
    expect(displayName('Ana')).toBe('Ana');
    expect(displayName('line\nbreak')).toBe('line break');
  });

  describe('through the bot', () => {
    let botTable: BotTable;
    let discord: OfflineDiscord;
    let ctx: BotContext;
    beforeEach(async () => {
      botTable = await BotTable.open({ onDisk: 'hh-names-', offline: {} });
      ({ ctx } = botTable);
      discord = botTable.discord!;
    });
    afterEach(() => botTable.close());

    it('writes a player named like a link as text in the lobby, and draws the name plain', async () => {
      const tricky: OfflineUser = { id: '100000000000000007', name: LINK };
      const CH = '200000000000000009';
      await discord.command(tricky, CH, 'game', 'new', [{ name: 'game', type: 3, value: 'lanterns' }]);
      const g = await ctx.runner.read(CH);
      if (g.kind !== 'ok') throw new Error(g.kind);
      expect(JSON.stringify(lobbyPayload(g.session, lanternsModule).embeds)).toContain('\\\\[Claim](https://evil.example) (host)');
      expect(seatNames(g.session).p0).toBe(LINK);
    });
  });
});
