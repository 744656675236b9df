import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import { answer } from '../../src/platform/table/answers';
import { promptsOf } from '../../src/platform/table/open-prompts';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { seatNames } from '../../src/platform/table/seat-names';
import { privateHash } from '../../src/platform/table/private-part';
import { NOW } from '../fixtures/start-session';
import { started, type GoldenGame } from '../golden/golden-games';

/**
 * A game's `privateShows` names everything its private picture reads: the bot draws a seat's picture again only when
 * that changes. Along a recorded game, two moments whose views differ but whose `privateShows` agree must draw the
 * very same picture; and the shortcut must be worth having (the board moves far more often than a seat's own things).
 */

const GAMES = ['earth-beginner-2p-mixed.json', 'tipping-point-coop-2p-mixed.json', 'vested-interests-full-3p-mixed.json'];
const dir = join(import.meta.dirname, '..', 'golden', 'fixtures');

describe('render/private pictures: what each one shows', () => {
  it.each(GAMES)('%s: the same privateShows draws the same picture, and it changes less often than the view', async (file) => {
    const g = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GoldenGame;
    const mod = modules.get(g.game)!;
    let s = started(g);
    // For each seat: the first view met under each key, and the first later view of that key that differs from it.
    const firstOf = new Map<string, { view: unknown; choices: unknown; hash: string }>();
    const twins: { a: unknown; aChoices: unknown; b: unknown; bChoices: unknown }[] = [];
    let views = 0;
    const seen = (viewsBefore: Set<string>) => {
      for (let i = 0; i < s.seats.length; i++) {
        const p = playerIdOf(i);
        const view = mod.engine.view(s.state, p);
        const choices = promptsOf(s, mod.engine, p)[0]?.options;
        const hash = privateHash([view, choices ?? null]);
        if (!viewsBefore.has(hash)) views++;
        viewsBefore.add(hash);
        const key = `${p}:${privateHash(mod.privateShows!(view, seatNames(s), choices))}`;
        const first = firstOf.get(key);
        if (!first) firstOf.set(key, { view, choices, hash });
        else if (first.hash !== hash && twins.length < 3 && !twins.some((t) => t.a === first.view)) twins.push({ a: first.view, aChoices: first.choices, b: view, bChoices: choices });
      }
    };
    const viewsBefore = new Set<string>();
    seen(viewsBefore);
    for (const [player, prompt, ...values] of g.answers) {
      const r = answer(s, mod.engine, player, { prompt, values }, NOW);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
      seen(viewsBefore);
    }
    expect(firstOf.size).toBeLessThan(views);
    expect(twins.length).toBeGreaterThan(0);
    const names = seatNames(s);
    for (const t of twins) {
      type Choices = Parameters<typeof mod.renderPrivate>[2];
      const [a, b] = await Promise.all([mod.renderPrivate(t.a, names, t.aChoices as Choices), mod.renderPrivate(t.b, names, t.bChoices as Choices)]);
      expect(b?.alt).toBe(a?.alt);
      expect(b?.png.equals(a!.png) ?? a === null).toBe(true);
    }
  });
});
