import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import type { OptionSpec } from '../../src/engine/types';
import type { DiscordServerHandle, FakeUser } from '../discord-server/index';
import { openE2ETable, type E2ETable } from './harness';
import { isOver, playOn, tableMessage, textOf } from './driver';
import { say } from '../../src/words/say';

/**
 * Every shipped game, at every player count and in every variant, played to its end in a channel:
 * one person plays through buttons and menus, AI seats fill the others, and nothing the bot sends
 * breaks Discord's limits.
 */
let t: E2ETable;
let h: DiscordServerHandle;
let host: FakeUser;

beforeAll(async () => {
  t = await openE2ETable(modules, { minEditIntervalMs: 20 });
  h = t.h;
  host = h.addUser('host');
});

afterAll(async () => {
  await t.close();
});

function variantsOf(specs: readonly OptionSpec[]): (string | null)[] {
  const v = specs.find((s) => s.name === 'variant');
  return v?.kind === 'choice' ? v.choices.map((c) => c.value) : [null];
}

const cases = [...modules.values()].flatMap((m) =>
  variantsOf(m.engine.optionSpecs).flatMap((variant) =>
    Array.from({ length: m.engine.maxPlayers - m.engine.minPlayers + 1 }, (_, i) => [m.engine.id, say('en', m.engine.name), variant, m.engine.minPlayers + i] as const),
  ),
);

/** About half an hour on this machine, so it runs on request: E2E_MATRIX=1 npm test. */
describe.runIf(process.env.E2E_MATRIX === '1')('e2e/every game, player count and variant', () => {
  it.each(cases)('%s (%s) %s with %i players plays to its end', { timeout: 600_000 }, async (game, name, variant, players) => {
    const channelId = h.addChannel(`${game}-${variant ?? 'std'}-${players}`);
    const options: Record<string, string | number> = { game };
    if (variant) options.variant = variant;
    const opened = await h.command(host, 'game', { subcommand: 'new', options }, channelId).settled();
    expect(textOf(opened.response)).toContain('lobby is open');
    const lobby = h.lastMessage(channelId)!;
    const menu = String(lobby.allComponents().find((c) => c.type === 3)!.custom_id);
    for (let i = 1; i < players; i++) await h.select(host, lobby, menu, ['random']).settled();
    const start = await h.click(host, lobby, lobby.button('Start')!.customId!).settled();
    const refused = textOf(start.followUps[0]);
    if (refused) {
      // A variant may need its own seat count (a 2 v 2 team game seats four): the refusal must say so.
      expect(refused).toMatch(/players|seat/i);
      return;
    }
    await playOn(h, name, new Map([[host.id, host]]), () => t.idle(), Infinity, channelId, () => t.passTime(channelId));
    expect(isOver(tableMessage(h, name, channelId)!)).toBe(true);
    expect(h.violations).toEqual([]);
    expect(h.interactions.flatMap((i) => i.errors)).toEqual([]);
  });
});
