import type { APIEmbed } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/bot/bot-context';
import { lobbyPayload } from '../../../src/bot/views/table-view';
import { newGameMenu } from '../../../src/bot/views/after-game-view';
import { modules } from '../../../src/modules';
import type { Actor } from '../../../src/platform/seats/permissions';
import type { Language } from '../../../src/words/locales';
import { BotTable } from '../../fixtures/bot-table';
import type { OfflineDiscord, OfflineUser } from '../../fixtures/offline-discord';
import { uncatalogued } from '../../words/uncatalogued';
import { say } from '../../../src/words/say';

/**
 * A lobby in the table's language: the game's name, each option's label and value come from the catalogues, so a
 * German table reads them in German and the pseudo-language finds no letter written in code.
 */

const actor: Actor = { userId: '110000000000000001', name: 'ana', canManage: false };
const CH = '210000000000000001';
const anke: OfflineUser = { id: '110000000000000002', name: 'anke', locale: 'de' };
const gameIs = (id: string) => ({ name: 'game', type: 3, value: id });

let botTable: BotTable;
let ctx: BotContext;
let discord: OfflineDiscord;

beforeEach(async () => {
  botTable = await BotTable.open({ modules, offline: {} });
  ({ ctx } = botTable);
  discord = botTable.discord!;
});
afterEach(() => botTable.close());

/** The lobby as shown: its embed and every label of its controls, one text. */
async function lobbyShown(game: string, options: Record<string, unknown>, language: Language): Promise<{ embed: APIEmbed; text: string }> {
  const r = await ctx.runner.newLobby({ channelId: CH, guildId: 'g', actor, game, options, timerSeconds: null, language });
  if (!r.ok) throw new Error(r.error.message);
  const payload = lobbyPayload(r.value, modules.get(game)!);
  const embed = payload.embeds![0] as APIEmbed;
  const controls = JSON.stringify(payload.components).match(/"(label|placeholder|description)":"[^"]*"/g) ?? [];
  return { embed, text: [embed.title, embed.description, embed.footer?.text, ...controls.map((c) => c.slice(c.indexOf(':"') + 2, -1))].join('\n') };
}

describe('GIVEN a lobby in German', () => {
  it.each([
    ['tipping-point', { tip: 0, expert: true }, ['Wippe kippt bei: **automatisch**', 'Verloren nach Runde: **20**', 'Expertenmodus: **ja**', 'Variante: **Kooperativ**', 'Krisendruck: **Automatisch: wächst mit Schwierigkeit und Spielerzahl**', 'Zugreihenfolge: **Im Uhrzeigersinn**', 'Schwierigkeit: **0**']],
    ['earth', { max_rounds: 0, variant: 'team' }, ['Runden: **ohne Grenze**', 'Starthand: **5**', 'Persönliches Ökosystem: **ja**', 'Variante: **Team 2 gegen 2**', 'Gaias Stufe: **2**']],
    ['vested-interests', { variant: 'flashpoint' }, ['Variante: **Flashpoint**']],
  ])('THEN %s shows its options with German labels and values', async (game, options, lines) => {
    const { embed } = await lobbyShown(game, options, 'de');
    for (const line of lines) expect(embed.description).toContain(line);
    expect(embed.description).not.toMatch(/Seesaw|Expert mode|Starting hand|Full game|Co-operative|Variant:/);
  });

  it('THEN a Crisis pressure level reads its number in a German sentence', async () => {
    const { embed } = await lobbyShown('tipping-point', { pressure: '2' }, 'de');
    expect(embed.description).toContain('Krisendruck: **+2 Verschmutzung je ungelöster Krise**');
  });
});

describe('GIVEN a lobby in the pseudo-language', () => {
  /** Every text a lobby or /game new shows of a game: its name, and each option's label, description and values. */
  const shownOf = (game: string): string[] => {
    const engine = modules.get(game)!.engine;
    return [
      engine.name,
      ...engine.optionSpecs.flatMap((o) => [o.label ?? '', o.description, ...(o.kind === 'choice' ? o.choices.map((c) => c.label) : o.kind === 'integer' && o.zeroMeans !== undefined ? [o.zeroMeans] : [])]),
    ];
  };

  it.each(['tipping-point', 'earth', 'vested-interests'])('THEN each text %s shows of itself in a lobby comes from its catalogue', (game) => {
    for (const text of shownOf(game)) {
      const said = say('qps', text);
      // A parameter inside a catalogue text hides within its brackets: each text must be one of its own.
      expect(said.startsWith('⟦') && said.endsWith('⟧'), `${text} said as ${said}`).toBe(true);
      expect(uncatalogued(said)).toEqual([]);
    }
  });

  it.each([
    ['tipping-point', { tip: 0, pressure: '3', order: 'free', variant: 'competitive' }],
    ['earth', { max_rounds: 0, variant: 'beginner' }],
    ['vested-interests', {}],
  ])('THEN the lobby of %s has no letter outside the catalogues in its name and options', async (game, options) => {
    const { embed } = await lobbyShown(game, options, 'qps');
    const optionsLine = embed.description!.split('\n').filter((l) => l.includes('**'));
    expect(optionsLine.length).toBeGreaterThan(0);
    expect(uncatalogued([embed.title!, ...optionsLine].join('\n'), ['ana'])).toEqual([]);
  });

  it('THEN the New game menu names each game from the catalogue', () => {
    const menu = JSON.stringify(newGameMenu('t1', modules, 'qps').components);
    const labels = [...menu.matchAll(/"label":"([^"]*)"/g)].map((m) => m[1]!);
    expect(labels).toHaveLength(modules.size);
    expect(uncatalogued(labels.join('\n'))).toEqual([]);
  });
});

describe('GIVEN /game new typed by a person whose Discord speaks German', () => {
  it('THEN autocomplete offers the chosen game\'s variants in German', async () => {
    const h = await discord.autocomplete(anke, CH, 'game', 'new', 'variant', '', [gameIs('earth')]);
    expect(h.choices).toEqual([
      { name: 'Standard', value: 'standard' },
      { name: 'Einsteiger', value: 'beginner' },
      { name: 'Team 2 gegen 2', value: 'team' },
    ]);
  });

  it('THEN before a game is given, each value is offered under its game\'s name, in German', async () => {
    const h = await discord.autocomplete(anke, CH, 'game', 'new', 'variant', 'koop');
    expect(h.choices).toEqual([{ name: 'Tipping Point: Kooperativ', value: 'coop' }]);
  });

  it('THEN a value the game does not take is refused in German, naming the values it takes', async () => {
    const h = await discord.command(anke, CH, 'game', 'new', [gameIs('earth'), { name: 'variant', type: 3, value: 'coop' }]);
    expect(h.shown.map((x) => x.text).join('\n')).toContain('wähle standard, beginner oder team.');
    const n = await discord.command(anke, CH, 'game', 'new', [gameIs('earth'), { name: 'max_rounds', type: 4, value: 50 }]);
    expect(n.shown.map((x) => x.text).join('\n')).toContain('wähle eine ganze Zahl von 0 bis 40 (0: ohne Grenze).');
  });

  it('THEN a choice typed as its German label opens the lobby with that choice', async () => {
    await discord.command(anke, CH, 'game', 'new', [gameIs('earth'), { name: 'variant', type: 3, value: 'Team 2 gegen 2' }]);
    const g = await ctx.runner.read(CH);
    expect(g.kind === 'ok' && g.session.options).toMatchObject({ variant: 'team' });
  });
});
