import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { encodeCustomId } from '../../../src/bot/views/custom-id';
import type { Session } from '../../../src/platform/session-schema';
import { lanterns } from '../../fixtures/lanterns';
import { type OfflineDiscord, type Handled, type OfflineUser } from '../../fixtures/offline-discord';
import { actor, BotTable } from '../../fixtures/bot-table';
import { instanceIds } from '../../fixtures/runner-table';
import { openPrompts } from '../../../src/platform/table/open-prompts';

/**
 * "Why?" pressed on the table message, through the bot's real handler: whoever does not owe the decision is told
 * only what the table shows of it (its public wording), never the words its owner's panel holds. Lanterns places a
 * lantern with a public prompt whose owner reads "Place lantern N on a pile." and the channel "placing lantern N".
 */

const ana: OfflineUser = { id: '130000000000000001', name: 'ana' };
const ben: OfflineUser = { id: '130000000000000002', name: 'ben' };
const cy: OfflineUser = { id: '130000000000000003', name: 'cy' };
const CH = '230000000000000001';

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ newSeed: () => 'why-table-seed', newInstance: instanceIds('w'), offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const session = (): Promise<Session> => botTable.session(CH);

/** A started game of ana and ben, ana to choose a lantern (a private prompt). */
async function begin(): Promise<Session> {
  const lobby = await ctx.runner.newLobby({ channelId: CH, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
  if (!lobby.ok) throw new Error(lobby.error.message);
  expect((await ctx.runner.lobby(CH, lobby.value.instance, actor(ben), 'join')).ok).toBe(true);
  expect((await ctx.runner.lobby(CH, lobby.value.instance, actor(ana), 'start')).ok).toBe(true);
  await ctx.tables.idle();
  return session();
}

/** What pressing the table's Why? privately answers `u`. */
async function whyOnTable(u: OfflineUser, s: Session): Promise<string> {
  const h: Handled = await discord.click(u, CH, encodeCustomId({ kind: 'why', instance: s.instance }));
  expect(h.errors).toEqual([]);
  const reply = h.shown.at(-1)!;
  expect(reply.ephemeral).toBe(true);
  return reply.content;
}

describe('bot/Why? on the table', () => {
  it('GIVEN a public decision whose owner reads other words than the channel THEN a bystander\'s Why? uses the public words only, and its owner\'s their own', async () => {
    const start = await begin();
    // Choosing a lantern is private: the table has no decision to explain to anyone but ana.
    expect(await whyOnTable(ben, start)).toContain('Nothing is asked of you right now');
    const choose = openPrompts(start, lanterns)[0]!;
    const chosen = await ctx.runner.answer(CH, start.instance, actor(ana), { prompt: choose.id, values: [choose.options[0]!.value] });
    if (!chosen.ok) throw new Error(chosen.error.message);
    await ctx.tables.idle();
    const s = await session();
    const place = openPrompts(s, lanterns)[0]!;
    expect(place.private).toBe(false);
    expect(place.text).not.toContain(place.publicText);

    for (const u of [ben, cy]) {
      const said = await whyOnTable(u, s);
      expect(said).toContain(`**What ana is deciding:** ${place.publicText}`);
      expect(said).toContain('• Left pile');
      expect(said).not.toContain(place.text);
      expect(said).not.toContain('you are deciding');
    }
    // The one who owes it is told in the words of their own panel, as the panel's Why? would.
    expect(await whyOnTable(ana, s)).toContain(`**What you are deciding:** ${place.text}`);
  });
});
