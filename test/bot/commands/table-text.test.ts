import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import type { VIView } from '../../../src/games/vested-interests/view';
import { say } from '../../../src/words/say';
import { modules } from '../../../src/modules';
import { ownHeading } from '../../../src/bot/views/table-text-view';

const OWN_HEADING = ownHeading('en');
import type { Session } from '../../../src/platform/session-schema';
import { tableViewOf } from '../../../src/platform/view/table-view-model';
import type { Handled, OfflineDiscord, OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { sessionOf } from '../../fixtures/runner-table';

/**
 * `/game view mode:text` and the private panel's "Table as text": the whole table in words, in private messages that
 * each fit Discord's 2,000 characters, paged between paragraphs and never cut. Pressed on the panel in the channel or
 * in a DM, the button finds its table from the id it carries and says the same.
 */

const ana: OfflineUser = { id: '110000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '110000000000000002', name: 'ben' };
const cy: OfflineUser = { id: '110000000000000003', name: 'cy' };
const dan: OfflineUser = { id: '110000000000000004', name: 'dan' };
const CH = '210000000000000001';
const ANA_DM = '310000000000000001';
const STRING = 3;

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;
let n = 0;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, channel: CH, newSeed: () => 'text-seed', newInstance: () => `t${String(n++).padStart(7, '0')}`, offline: {} });
  ctx = botTable.ctx;
  discord = botTable.discord!;
});

afterEach(() => botTable.close());

/** A Vested Interests game of three people, started in CH: its whole table in words runs past one message. */
async function started(): Promise<Session> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'vested-interests', options: {}, timerSeconds: null, where: 'channel' });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const u of [ben, cy]) expect((await ctx.runner.lobby(CH, lobby.value.instance, actor(u), 'join')).ok).toBe(true);
  const r = await ctx.runner.lobby(CH, lobby.value.instance, actor(ana), 'start');
  if (!r.ok) throw new Error(r.error.message);
  await ctx.tables.idle();
  return sessionOf(ctx.runner, CH);
}

/** The table's text as its messages said it: each within a message, private, the pages' headings taken off; the asker's own part apart. */
function said(h: Handled): string {
  expect(h.errors).toEqual([]);
  const texts = h.shown.filter((m) => m.via !== 'source-edit');
  for (const m of texts) {
    expect(m.ephemeral, m.text).toBe(true);
    expect(m.text.length).toBeLessThanOrEqual(2000);
  }
  return texts.filter((m) => !m.text.startsWith(`**${OWN_HEADING}**`)).map((m) => m.text.replace(/^\*\*Table as text, page \d+ of \d+\*\*\n/, '')).join('\n\n');
}

/** The asker's own part: the last message, marked as theirs. */
function own(h: Handled): string {
  const last = h.shown.at(-1)!.text;
  expect(last.startsWith(`**${OWN_HEADING}**`), last).toBe(true);
  return last;
}

/** Each seat's secret Agenda, by its owner's name. */
function agendas(s: Session): Record<string, string> {
  const mod = modules.get(s.game)!;
  return Object.fromEntries(s.seats.map((x, i) => [x.name, say('en', (mod.engine.view(s.state, `p${i}`) as VIView).me!.agenda.title)]));
}

const whole = (s: Session) => tableViewOf(s).tableText(modules.get(s.game)!)!;

describe('bot/the table as text', () => {
  it('GIVEN a game WHEN /game view is asked (mode text by default, and named) THEN the whole table comes privately, paged, nothing cut', async () => {
    const s = await started();
    const text = whole(s);
    expect(text.length).toBeGreaterThan(2000);
    for (const options of [[], [{ name: 'mode', type: STRING, value: 'text' }]]) {
      const h = await discord.command(ben, CH, 'game', 'view', options);
      expect(h.shown.length).toBeGreaterThan(1);
      expect(h.shown.slice(1).every((m) => m.via === 'follow-up')).toBe(true);
      expect(said(h)).toBe(text);
      for (const name of ['ana', 'ben', 'cy']) expect(said(h)).toContain(name);
      // Ben's own Agenda comes after the table, marked as his; nobody else's is said anywhere.
      const secret = agendas(s);
      expect(own(h)).toContain(secret.ben);
      for (const other of [secret.ana!, secret.cy!].filter((t) => t !== secret.ben)) expect(h.shown.map((m) => m.text).join('\n')).not.toContain(other);
    }
  });

  it('GIVEN a watcher with no seat WHEN /game view is asked THEN the table comes, and nothing of anyone\'s own', async () => {
    const s = await started();
    const h = await discord.command(dan, CH, 'game', 'view', []);
    expect(said(h)).toBe(whole(s));
    expect(h.shown.some((m) => m.text.startsWith(`**${OWN_HEADING}**`))).toBe(false);
  });

  it('GIVEN a player\'s panel WHEN Table as text is pressed on it in the channel and then in a DM THEN each says the whole table', async () => {
    const s = await started();
    const panel = (await discord.click(ana, CH, encodeCustomId({ kind: 'open', instance: s.instance }))).shown.at(-1)!;
    const button = panel.controls.find((c) => c.label === 'Table as text');
    expect(button, panel.content).toBeDefined();
    const inChannel = await discord.click(ana, CH, button!.custom_id, { ephemeral: true });
    expect(said(inChannel)).toBe(whole(s));
    const inDm = await discord.click(ana, ANA_DM, button!.custom_id, { ephemeral: true, dm: true });
    expect(said(inDm)).toBe(whole(s));
    expect(own(inDm)).toContain(agendas(s).ana);
  });

  it('GIVEN a lobby, or no game WHEN /game view is asked THEN it says why there is no table to tell', async () => {
    const none = await discord.command(ana, CH, 'game', 'view', []);
    expect(none.shown.at(-1)!.text).not.toBe('');
    expect(none.shown.at(-1)!.ephemeral).toBe(true);
    const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'tipping-point', options: {}, timerSeconds: null, where: 'channel' });
    expect(lobby.ok).toBe(true);
    const h = await discord.command(ana, CH, 'game', 'view', []);
    expect(h.errors).toEqual([]);
    expect(h.shown.at(-1)!.text).toContain('has not started');
  });
});
