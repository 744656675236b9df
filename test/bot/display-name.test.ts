import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBotContext, type BotContext } from '../../src/bot/bot-context';
import { displayName } from '../../src/bot/input/display-name';
import { lobbyPayload } from '../../src/bot/views/table-view';
import { registry } from '../../src/platform/module';
import { plainName } from '../../src/platform/words/plain-name';
import { seatNames } from '../../src/platform/table/seat-names';
import { openStore, type GameStore } from '../../src/store/game-store';
import { FakeIO } from '../fixtures/fake-io';
import { lanternsModule } from '../fixtures/lanterns-module';
import { OfflineDiscord, type OfflineUser } from './offline-discord';

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
    let store: GameStore;
    let discord: OfflineDiscord;
    let ctx: BotContext;
    beforeEach(async () => {
      store = await openStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'hh-names-')), 'g.sqlite')}`, {});
      discord = new OfflineDiscord();
      ctx = createBotContext({ store, modules: registry([lanternsModule]), io: new FakeIO(), log: pino({ level: 'silent' }), minEditIntervalMs: 0 });
      discord.serve(ctx);
    });
    afterEach(async () => {
      await ctx.tables.idle();
      await discord.destroy();
      await store.close();
    });

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
