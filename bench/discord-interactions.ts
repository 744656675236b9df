import { say } from '../src/words/say';
import { modules } from '../src/modules';
import type { FakeUser } from '../test/discord-server/index';
import { openTable, playOn, playWithLivePanels } from '../test/e2e/driver';
import { openE2ETable } from '../test/e2e/harness';
import { percentile } from './percentile';

/**
 * Interactions per decision on Discord, through the test Discord server: a seeded game of each game with two people
 * (three for Vested Interests) and one AI seat, played for `decisions` decisions twice: as a newcomer plays, pressing
 * "Answer privately" before each private decision, and with the panels people leave open, which turn to the next
 * decision by themselves. Every interaction counts (a click, a menu pick, a page turn). The terminal asks one
 * question per decision, so 1.00 is the table's own count.
 */
const GAMES: { id: string; people: number; options: Record<string, string | number | boolean> }[] = [
  { id: 'tipping-point', people: 2, options: { difficulty: 10, tip: 10, max_rounds: 3 } },
  { id: 'earth', people: 2, options: {} },
  { id: 'vested-interests', people: 3, options: {} },
];

export async function measureDiscordInteractions(decisions: number): Promise<Record<string, string | number>[]> {
  const t = await openE2ETable(modules, { newSeed: () => 'interactions' });
  const h = t.h;
  const people: FakeUser[] = ['ana', 'ben', 'cai'].map((n) => h.addUser(n));
  const rows: Record<string, string | number>[] = [];
  // Each table has the next person as its host: a person hosts at most three open tables on a server.
  let tables = 0;
  try {
    for (const g of GAMES) {
      const name = say('en', modules.get(g.id)!.engine.name);
      let seated: FakeUser[] = [];
      let users = new Map<string, FakeUser>();
      const open = async (channel: string) => {
        const k = tables++;
        seated = Array.from({ length: g.people }, (_, i) => people[(k + i) % people.length]!);
        users = new Map(seated.map((u) => [u.id, u]));
        await openTable(h, t, { game: g.id, gameName: name, host: seated[0]!, guests: seated.slice(1), channelId: channel, options: g.options });
      };
      const clicking = h.addChannel(`${g.id}-clicking`);
      await open(clicking);
      let from = h.interactions.length;
      const clicked = await playOn(h, name, users, () => t.idle(), decisions, clicking, () => t.passTime(clicking));
      const perClick = (h.interactions.length - from) / Math.max(clicked, 1);
      const live = h.addChannel(`${g.id}-live`);
      await open(live);
      from = h.interactions.length;
      const played = await playWithLivePanels(h, t, name, live, users, decisions);
      const perLive = (h.interactions.length - from) / Math.max(played.answers, 1);
      // Per action (a person's decisions in a row): its interactions beyond its decisions, the median over the game.
      const extra = played.actions.map((a) => a.interactions - a.decisions);
      rows.push({
        game: name,
        decisions: played.answers,
        'interactions/decision, Answer privately first': +perClick.toFixed(2),
        'interactions/decision, panels left open': +perLive.toFixed(2),
        'answered in an open panel': `${played.viaPanel} of ${played.answers}`,
        'median interactions beyond decisions, per action': percentile(extra, 0.5),
        'actions with none beyond': `${extra.filter((x) => x <= 0).length} of ${extra.length}`,
        'terminal questions/decision': 1,
      });
    }
  } finally {
    await t.close();
  }
  return rows;
}
