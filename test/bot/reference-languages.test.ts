import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { words } from '../../src/engine/words';
import type { CardEntry, Prompt, RulesTopic } from '../../src/engine/types';
import type { BotContext } from '../../src/bot/bot-context';
import { encodeCustomId } from '../../src/bot/views/custom-id';
import { registry, type GameModule } from '../../src/platform/module';
import type { Actor } from '../../src/platform/seats/permissions';
import { lanternsModule } from '../fixtures/lanterns-module';
import { renderCardPicture } from '../../render/card-picture';
import { BotTable } from '../fixtures/bot-table';
import type { Handled, OfflineDiscord, OfflineUser } from '../fixtures/offline-discord';

/**
 * Why?, Hint, `/game rules` and `/game card` in the reader's language: a German reader reads the reference's own
 * words and the game's texts in German, and finds a card or a topic by its name in either language, as does an
 * English reader. The game here is Lanterns with packed texts (src/engine/words.ts) borrowed from the commands and
 * refusals catalogues, whose German differs from their English: "channel" is "Kanal", "slow" is "langsam".
 */
const CHANNEL = words('commands:game/new/where.choices.channel');
const SLOW = words('commands:game/new/pace.choices.slow');
const ECOSYSTEM = words('commands:game/new/personal_ecosystem.name');

const rules: RulesTopic[] = [
  { topic: 'turn', title: CHANNEL, text: words('refusals:no-game'), words: [SLOW] },
  { topic: 'bids', text: 'At the end of each round everyone bids 0-2 in secret.' },
];
const cards: CardEntry[] = [
  { kind: SLOW, id: 'channel', name: CHANNEL, text: words('refusals:not-started') },
  { kind: 'Lake tile', id: 'eco', name: ECOSYSTEM, text: 'Cost 2. Place a lantern.' },
];
const engine = lanternsModule.engine;
const spoken: GameModule = {
  ...lanternsModule,
  renderCard: (c) => renderCardPicture(c, { name: 'Lanterns', colour: '#2f4f7d' }),
  engine: {
    ...engine,
    rules,
    cards,
    // Every decision rests on the turn's rule and asks in a packed text, as a converted game's do.
    prompts: (s: never) => engine.prompts(s).map((p: Prompt) => ({ ...p, text: words('refusals:not-started'), topic: 'turn' })),
  },
};

const ana: OfflineUser = { id: '140000000000000001', name: 'ana', locale: 'de' };
const ben: OfflineUser = { id: '140000000000000002', name: 'ben', locale: 'en-GB' };
const TABLE = '240000000000000001';
const EMPTY = '240000000000000002';
const actor = (u: OfflineUser): Actor => ({ userId: u.id, name: u.name, canManage: false });

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules: registry([spoken]), newSeed: () => 'seed', offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

const str = (name: string, value: string) => ({ name, type: 3, value });
const last = (h: Handled) => h.shown.at(-1)!;

describe('bot/reference in the reader\'s language', () => {
  it('GIVEN a German reader THEN /game card finds a card by its German or its English name, accents aside, and shows it in German', async () => {
    for (const typed of ['kanal', 'CHANNEL']) {
      const shown = last(await discord.command(ana, EMPTY, 'game', 'card', [str('name', typed)]));
      expect(shown.text, typed).toBe(`**Kanal** · langsam · Lanterns\n\n${'Das Spiel hat noch nicht begonnen.'}`);
    }
    // The card's picture is drawn with its printed words in the reader's language too.
    expect(last(await discord.command(ana, EMPTY, 'game', 'card', [str('name', 'kanal')])).files[0]!.alt).toMatch(/^Kanal\b.*langsam.*Das Spiel hat noch nicht begonnen\./);
    expect(last(await discord.command(ana, EMPTY, 'game', 'card', [str('name', 'Okosystem')])).text).toMatch(/^\*\*eigenes_ökosystem\*\* · Lake tile/);
    const offered = (await discord.autocomplete(ana, EMPTY, 'game', 'card', 'name', 'kan')).choices;
    expect(offered).toEqual([{ name: 'Kanal (langsam)', value: 'lanterns:c0' }]);
    expect(last(await discord.command(ana, EMPTY, 'game', 'card', [str('name', 'vulkan')])).text).toBe('Keine Karte von Lanterns hat „vulkan“ im Namen oder Text.');
  });

  it('GIVEN an English reader THEN the German name finds the card too, shown and offered in English', async () => {
    expect(last(await discord.command(ben, EMPTY, 'game', 'card', [str('name', 'kanal')])).text).toBe('**channel** · slow · Lanterns\n\nThe game has not started yet.');
    expect((await discord.autocomplete(ben, EMPTY, 'game', 'card', 'name', 'ökosys')).choices).toEqual([{ name: 'personal_ecosystem (Lake tile)', value: 'lanterns:c1' }]);
  });

  it('GIVEN a German reader THEN /game rules lists, finds and pages a topic in German, by either language\'s words', async () => {
    expect(last(await discord.command(ana, EMPTY, 'game', 'rules', [])).text).toBe('**Lanterns**\nRegeln: Kanal, Bids\n\nTippe ein beliebiges Wort eines Themas: `/spiel regeln thema:wippe`.');
    for (const typed of ['kanal', 'channel', 'langsam', 'slow']) {
      expect(last(await discord.command(ana, EMPTY, 'game', 'rules', [str('topic', typed)])).text, typed).toMatch(/^\*\*Lanterns: Kanal\*\*\n\nIn diesem Kanal läuft kein Spiel\./);
    }
    expect((await discord.autocomplete(ana, EMPTY, 'game', 'rules', 'topic', 'channel')).choices).toEqual([{ name: 'Kanal', value: 'lanterns:t0' }]);
    expect(last(await discord.command(ben, EMPTY, 'game', 'rules', [str('topic', 'kanal')])).text).toMatch(/^\*\*Lanterns: channel\*\*\n\nThere is no game in this channel\./);
  });

  it('GIVEN a German player THEN Why? and Hint say their own words and the game\'s in German, the whole rule\'s button too', async () => {
    const lobby = await ctx.runner.newLobby({ channelId: TABLE, guildId: discord.guildId, actor: actor(ana), game: 'lanterns', options: { rounds: 1 }, timerSeconds: null });
    if (!lobby.ok) throw new Error(lobby.error.message);
    const instance = (await botTable.current(TABLE)).instance;
    await ctx.runner.lobby(TABLE, instance, actor(ana), 'hints');
    await ctx.runner.lobby(TABLE, instance, actor(ben), 'join');
    await ctx.runner.lobby(TABLE, instance, actor(ana), 'start');
    await ctx.tables.idle();
    expect((await botTable.current(TABLE)).hints).toBe('on');

    const why = last(await discord.click(ana, TABLE, encodeCustomId({ kind: 'why', instance }), { ephemeral: true }));
    expect(why.content).toContain('**Was du entscheidest:** Das Spiel hat noch nicht begonnen.');
    expect(why.content).toContain('**Was jede Option jetzt bewirkt:**');
    expect(why.content).toContain('**Die Regel:** In diesem Kanal läuft kein Spiel.');
    expect(why.content).toContain('`/spiel regeln thema:kanal`');
    expect(why.controls.map((c) => c.label)).toEqual(['Die ganze Regel: Kanal']);

    const hint = last(await discord.click(ana, TABLE, encodeCustomId({ kind: 'hint', instance }), { ephemeral: true }));
    expect(hint.content).toMatch(/💡 \*\*Tipp:\*\* Die KI, die auf Sieg spielt, würde \*\*Lantern \d\*\* wählen\./);
    expect(hint.content).toMatch(/Die Wahl liegt bei dir: \d Optionen stehen offen\./);

    // The same table read by an English onlooker: Why? of the open decision, in English.
    const other = last(await discord.click(ben, TABLE, encodeCustomId({ kind: 'why', instance }), { ephemeral: false }));
    expect(other.content).toContain('Nothing is asked of you right now');
  });
});
