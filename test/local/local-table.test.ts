import { describe, expect, it } from 'vitest';
import { registry } from '../../src/platform/module';
import { runLocal } from '../../src/local/table';
import { lanternsModule } from '../fixtures/lanterns-module';
import { vestedInterestsModule } from '../../src/game-modules/vested-interests';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { words } from '../../src/engine/words';
import { say } from '../../src/words/say';

const modules = registry([lanternsModule]);

async function play(argv: string[], input: string[] | 'ones') {
  let out = '';
  let i = 0;
  const lines: AsyncIterator<string> = {
    next: async () => (input === 'ones' ? { done: false, value: '1' } : i < input.length ? { done: false, value: input[i++]! } : { done: true, value: undefined }),
  };
  const code = await runLocal(argv, { lines, write: (s) => (out += s) }, modules, () => 'fixed');
  return { code, out };
}

describe('local/terminal table', () => {
  it('plays a whole scripted game and prints the outcome', async () => {
    const { code, out } = await play(['lanterns', '--players', '3', '--seed', 's1', '--no-images'], 'ones');
    expect(code).toBe(0);
    expect(out).toMatch(/^Game over: .+ wins? with \d+\.$/m);
  });

  it('applies game options given as flags', async () => {
    const { out } = await play(['lanterns', '--players', '1', '--rounds', '1', '--bidding', 'false', '--no-images'], 'ones');
    expect(out).toContain('Round 1/1');
    expect(out).not.toContain('Secret bid');
  });

  it('explains a bad answer and asks again without changing the game', async () => {
    const { out, code } = await play(['lanterns', '--players', '2', '--no-images'], ['7', 'x', 'undo']);
    expect(out).toContain('"7" is not an option: answer with a number from 1 to');
    expect(out).toContain('"x" is not an option');
    expect(out).toContain('Cannot undo: Nothing can be undone');
    expect(code).toBe(3);
  });

  it('says in its help how to give several values to one prompt', async () => {
    const { out } = await play(['lanterns', '--players', '1', '--no-images'], ['help']);
    // Once when the table opens, once for `help`.
    expect(out.split('Where a prompt asks for several, give them all, e.g. `1 3`')).toHaveLength(3);
  });

  it('switches standing aside automatically for the seat answering, and says so', async () => {
    const { out } = await play(['lanterns', '--players', '2', '--no-images'], ['aside off', 'aside off', 'aside on']);
    expect(out).toContain('Player 1 is asked in every secret window again.');
    expect(out).toContain('Standing aside automatically is already off for you.');
    expect(out).toContain('Player 1 stands aside automatically where a secret window leaves nothing else to do.');
  });

  it('takes a standing answer with `stand` and answers the prompt with it; `rejoin` says when the seat is already asked', async () => {
    // Lanterns offering, on every prompt, to answer its first option from now on.
    const engine = lanternsModule.engine;
    const standing = { kind: 'first', scope: 'all', label: 'Always take the first option', undo: 'Ask me again', onTable: false, standingText: 'The table takes the first option for you.' };
    const offering = { ...lanternsModule, engine: { ...engine, prompts: (s: never) => engine.prompts(s).map((p) => ({ ...p, standing: { ...standing, value: p.options[0]!.value } })) } };
    let out = '';
    let i = 0;
    const input = ['stand', 'rejoin 1', 'quit'];
    const lines: AsyncIterator<string> = { next: async () => (i < input.length ? { done: false, value: input[i++]! } : { done: true, value: undefined }) };
    await runLocal(['lanterns', '--players', '2', '--no-images'], { lines, write: (s) => (out += s) }, registry([offering]), () => 'fixed');
    expect(out).toContain('  stand: Always take the first option');
    expect(out).toContain('Player 1: The table takes the first option for you.');
    // Lantern 6 was taken for them; the next prompt offers piles, which the standing answer never saw, so it ended.
    expect(out).toContain('Place lantern 6 on a pile.');
    expect(out).toContain('Seat p0 is already asked at every turn.');
  });

  it('shows a seat its own hand only', async () => {
    const { out } = await play(['lanterns', '--players', '2', '--seed', 'hands', '--no-images'], ['1', '1']);
    const blocks = out.split('\n== ');
    expect(blocks[1]).toMatch(/^Player 1 ==\n[^\n]*Your hand: /);
    expect(out).toContain('(private) You draw lantern');
  });

  it('refuses unknown flags and out-of-range values with the accepted ones', async () => {
    expect((await play(['lanterns', '--colour', 'red'], [])).out).toContain(
      'Unknown flag --colour: Lanterns has no option --colour. Its options: --rounds 1-5, --bidding true|false, --deck short|long. The table also takes --players N, --seed S, --ai K, --ai-level L, --no-images, --out DIR, --learn, --language en|de.',
    );
    expect((await play(['lanterns', '--rounds', '9'], [])).out).toContain('--rounds takes a whole number from 1 to 5.');
    expect((await play(['chess'], [])).out).toContain('There is no game called "chess".');
    expect((await play(['lanterns', '--players', '6', '--no-images'], [])).out).toContain('Lanterns seats at most 4 players');
  });

  it('refuses an option that is another option\'s value, and says how to give it, whichever way it is written', async () => {
    const vi = registry([vestedInterestsModule]);
    for (const flags of [['--flashpoint', 'true'], ['--flashpoint=true'], ['--flashpoint']]) {
      let out = '';
      const code = await runLocal(['vested-interests', '--players', '3', ...flags, '--no-images'], { lines: { next: async () => ({ done: true, value: undefined }) }, write: (s) => (out += s) }, vi, () => 'x');
      expect(code).toBe(2);
      expect(out).toContain('Unknown flag --flashpoint: Vested Interests has no option --flashpoint (for Flashpoint, give --variant flashpoint). Its options: --variant full|flashpoint.');
    }
  });

  it('writes the table and the private picture as PNG files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-local-'));
    await play(['lanterns', '--players', '2', '--out', dir], ['1']);
    // One answer: the table and p0's hand were drawn for the first prompt, then p0's next prompt.
    expect(readdirSync(dir).sort()).toEqual(['lanterns-p0-private.png', 'lanterns-table.png']);
    expect(readFileSync(join(dir, 'lanterns-table.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('local/AI seats', () => {
  it('lets AIs play the other seats: one human plays a whole game', async () => {
    const { code, out } = await play(['lanterns', '--players', '3', '--ai', '2', '--no-images', '--seed', 'x'], 'ones');
    expect(code).toBe(0);
    expect(out).not.toMatch(/== AI \d/);
    expect(out).toContain('Game over:');
  });

  it('plays an all-AI game with no input at all', async () => {
    const { code, out } = await play(['lanterns', '--players', '2', '--ai', '2', '--no-images'], []);
    expect(code).toBe(0);
    expect(out).toContain('Game over:');
  });

  it('refuses an unknown AI level and names the levels', async () => {
    const { out } = await play(['lanterns', '--players', '2', '--ai', '1', '--ai-level', 'genius', '--no-images'], []);
    expect(out).toContain('There is no AI level "genius" for Lanterns; levels: random.');
  });
});

describe('local/terminal table in German', () => {
  // Lanterns asking in packed texts, as a converted game does, with its turn's rule titled in one.
  const engine = lanternsModule.engine;
  const rule = { topic: 'turn', title: words('commands:game/new/where.choices.channel'), text: words('refusals:no-game') };
  const spoken = registry([{ ...lanternsModule, engine: { ...engine, rules: [rule], prompts: (s: never) => engine.prompts(s).map((p) => ({ ...p, text: words('refusals:not-started'), topic: 'turn' })) } }]);
  async function inGerman(argv: string[], input: string[]) {
    let out = '';
    let i = 0;
    const lines: AsyncIterator<string> = { next: async () => (i < input.length ? { done: false, value: input[i++]! } : { done: true, value: undefined }) };
    const code = await runLocal(argv, { lines, write: (s) => (out += s) }, spoken, () => 'fixed');
    return { code, out };
  }

  it('says its own words, the refusals and the game\'s texts in German with --language de', async () => {
    const { out } = await inGerman(['lanterns', '--players', '2', '--no-images', '--language', 'de'], ['why', 'hint', '7', 'undo', 'quit']);
    expect(out).toContain('Lanterns mit 2 Spielern, Seed fixed. Antworte mit der Nummer einer Option.');
    expect(out).toContain('\n== Spieler 1 ==\n');
    expect(out).toContain(`\n${say('de', words('refusals:not-started'))}\n`);
    expect(out).toContain(`Was du entscheidest: ${say('de', words('refusals:not-started'))}`);
    expect(out).toContain(`Die Regel: ${say('de', words('refusals:no-game'))}`);
    expect(out).toContain('`/spiel regeln thema:kanal`');
    expect(out).toContain('An diesem Tisch sind Tipps aus');
    expect(out).toContain('„7“ ist keine Option: Antworte mit einer Zahl von 1 bis');
    expect(out).toContain('Zurücknehmen geht nicht: ');
    expect(out).toContain('Beendet.');
    expect(out).not.toMatch(/Answer with|is not an option|Player 1|What you are deciding|Cannot undo|The game has not started/);
  });

  it('refuses a bad flag in German, and a language it does not speak in English', async () => {
    expect((await inGerman(['lanterns', '--rounds', '9', '--language=de'], [])).out).toContain('--rounds nimmt eine ganze Zahl von 1 bis 5.\nSpiele: lanterns');
    const fr = await inGerman(['lanterns', '--language', 'fr'], []);
    expect(fr.code).toBe(2);
    expect(fr.out).toContain('--language takes one of: en, de.');
  });
});
