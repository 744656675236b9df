import { describe, expect, it } from 'vitest';
import { decisionRng, randomPolicy } from '../../src/engine/ai-policy';
import { promptRows } from '../../src/bot/views/components';
import { modules } from '../../src/modules';
import type { GameModule } from '../../src/platform/module';
import { fallbackAnswer, openPrompts } from '../../src/platform/table/open-prompts';
import { nameSeats, namedOptions } from '../../src/platform/table/seat-names';
import { answer as tableAnswer } from '../../src/platform/table/answers';
import { lanternsModule } from '../fixtures/lanterns-module';
import { NOW, startSession } from '../fixtures/start-session';
import { checkMessagePayload } from '../discord-server/index';

/**
 * Every prompt of every game, met in seeded random games, must fit Discord: at most 25 options,
 * short labels and hints, detail lines that fit the panel, values and ids that fit a custom id, and a fallback the game accepts.
 */

function problems(mod: GameModule, players: number, seed: string, useFallback: boolean): string[] {
  const out: string[] = [];
  let s = startSession(mod, players, seed);
  for (let k = 0; k < 20_000 && s.phase === 'playing'; k++) {
    const open = openPrompts(s, mod.engine);
    if (open.length === 0) return [`${mod.engine.id}: playing, but nobody owes a decision at step ${k}`];
    for (const p of open) {
      const where = `${mod.engine.id} step ${k} prompt ${p.id}`;
      if (p.id.length > 16) out.push(`${where}: id over 16 characters`);
      if (p.options.length === 0 || p.options.length > 25) out.push(`${where}: ${p.options.length} options`);
      // What the person reads: each text said in English and its seats named, as the table's views show it.
      const options = namedOptions(s, p.options, 'en');
      for (const o of options) {
        if (!/^[A-Za-z0-9._-]{1,40}$/.test(o.value)) out.push(`${where}: option value "${o.value}"`);
        if (o.label.length > 100 || o.label.length === 0) out.push(`${where}: label "${o.label}"`);
        if (o.hint !== undefined && o.hint.length > 100) out.push(`${where}: hint "${o.hint}"`);
      }
      // The lines under the question are written to fit the panel: never empty, never past 1500 characters.
      const detail = p.detail === undefined ? undefined : nameSeats(s, p.detail, 'en');
      if (detail !== undefined && (detail.length === 0 || detail.length > 1500)) out.push(`${where}: detail of ${detail.length} characters`);
      if (new Set(p.options.map((o) => o.value)).size !== p.options.length) out.push(`${where}: repeated option values`);
      const rows = promptRows('ctr00001', p.id, options, p.min ?? 1, p.max ?? 1);
      out.push(...checkMessagePayload({ content: 'x', components: rows }).map((e) => `${where}: ${e}`));
      if (out.length) return out;
    }
    const p = open[k % open.length]!;
    // A seeded random legal player: a fixed pattern could cycle through "Back" and paging options forever.
    const answer = useFallback ? fallbackAnswer(p) : { prompt: p.id, values: randomPolicy.decide(mod.engine, null, p, decisionRng(seed, p.player, p.id, k)) };
    const r = tableAnswer(s, mod.engine, p.player, answer, NOW);
    if (r.ok) s = r.value.session;
    else if (useFallback) return [`${mod.engine.id} step ${k}: the fallback of ${p.id} was refused: ${r.error.message}`];
    else {
      const fb = tableAnswer(s, mod.engine, p.player, fallbackAnswer(p), NOW);
      if (!fb.ok) return [`${mod.engine.id} step ${k}: both the answer and the fallback of ${p.id} were refused: ${fb.error.message}`];
      s = fb.value.session;
    }
  }
  if (s.phase === 'playing') out.push(`${mod.engine.id}: did not end within 20,000 decisions`);
  return out;
}

const games = [lanternsModule, ...modules.values()];

describe('platform/prompt contract', () => {
  it.each(games.map((m) => [m.engine.id, m] as const))('%s: every prompt fits Discord and the game ends', (_id, mod) => {
    for (let n = mod.engine.minPlayers; n <= mod.engine.maxPlayers; n++) expect(problems(mod, n, `contract-${n}`, false)).toEqual([]);
  });

  it.each(games.map((m) => [m.engine.id, m] as const))('%s: a game where nobody answers (every fallback) still ends', (_id, mod) => {
    expect(problems(mod, mod.engine.minPlayers, 'fallbacks', true)).toEqual([]);
  });
});
