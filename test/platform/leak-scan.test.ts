import { describe, expect, it } from 'vitest';
import { modules } from '../../src/modules';
import type { GameModule } from '../../src/platform/module';
import { publicPrompts } from '../../src/platform/telling/public-prompt';
import { playerIdOf } from '../../src/platform/table/seat-ids';
import { fallbackAnswer, openPrompts } from '../../src/platform/table/open-prompts';
import { answer } from '../../src/platform/table/answers';
import { visibleLog } from '../../src/platform/table/game-log';
import type { Session } from '../../src/platform/session-schema';
import { lanterns, type LanternsState } from '../fixtures/lanterns';
import { lanternsModule } from '../fixtures/lanterns-module';
import { NOW, startSession } from '../fixtures/start-session';

/**
 * The leak scan, for every game: at every step of seeded random games, anything that appears in a
 * seat's private view but not in the public view (a hand card id, a secret role) must not appear in
 * anything the channel is shown: the public view, the public prompts, the public log, the summary.
 */

function strings(x: unknown, out: Set<string>): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) x.forEach((v) => strings(v, out));
  else if (x && typeof x === 'object') Object.entries(x).forEach(([k, v]) => (out.add(k), strings(v, out)));
  return out;
}

/** Identifiers worth checking: ids carry a digit or a separator; plain words are shared vocabulary. */
const idLike = (s: string) => s.length >= 3 && /^[A-Za-z0-9_.:-]+$/.test(s) && /[0-9]/.test(s) && /[A-Za-z]/.test(s);

const tokens = (text: string) => new Set(text.split(/[^A-Za-z0-9_.:-]+/).filter(Boolean));

function publicText(s: Session, mod: GameModule): Set<string> {
  const view = mod.engine.view(s.state, null);
  const prompts = publicPrompts(openPrompts(s, mod.engine));
  return tokens(JSON.stringify([view, prompts, visibleLog(s, null, 50), mod.engine.describe(view)]));
}

const games = [lanternsModule, ...modules.values()];

/** Every leak found in seeded random games of a module. */
function scan(mod: GameModule, games = 3, steps = 250): string[] {
  const found: string[] = [];
  const players = Math.min(mod.engine.maxPlayers, Math.max(mod.engine.minPlayers, 3));
    for (let g = 0; g < games; g++) {
      let s = startSession(mod, players, `leak-${g}`);
      for (let k = 0; k < steps && s.phase === 'playing'; k++) {
        const pub = publicText(s, mod);
        const publicView = strings(mod.engine.view(s.state, null), new Set());
        for (let i = 0; i < players; i++) {
          const p = playerIdOf(i);
          const secret = [...strings(mod.engine.view(s.state, p), new Set())].filter((x) => idLike(x) && !publicView.has(x));
          for (const x of secret.filter((y) => pub.has(y))) found.push(`${mod.engine.id} game ${g} step ${k}: ${p}'s private "${x}" shown publicly`);
          if (found.length) return found;
        }
        const open = openPrompts(s, mod.engine);
        const prompt = open[k % open.length]!;
        const pick = prompt.options[(k * 31 + g) % prompt.options.length]!;
        const r = answer(s, mod.engine, prompt.player, { prompt: prompt.id, values: [pick.value] }, NOW);
        const next = r.ok ? r.value.session : answer(s, mod.engine, prompt.player, fallbackAnswer(prompt), NOW);
        if (!('phase' in next)) {
          if (!next.ok) throw new Error(next.error.message);
          s = next.value.session;
        } else s = next;
      }
    }
  return found;
}

/** Lanterns with its hand prompt wrongly made public: the scan must catch it. */
const leaky: GameModule = {
  ...lanternsModule,
  engine: {
    ...lanterns,
    id: 'leaky',
    view: (s: LanternsState, v: string | null) => ({ ...lanterns.view(s, v), handIds: v === null ? null : (s.hands[v] ?? []).map((c) => `lan-${c}`) }),
    prompts: (s: LanternsState) => lanterns.prompts(s).map((p) => (p.private ? { ...p, private: false, options: p.options.map((o) => ({ ...o, value: `lan-${o.value.slice(1)}` })) } : p)),
  },
};

describe('platform/leak scan', () => {
  it('catches a hand shown in a public prompt', () => {
    expect(scan(leaky, 1, 3)[0]).toMatch(/^leaky game 0 step 0: p0's private "lan-\d+" shown publicly$/);
  });

  it.each(games.map((m) => [m.engine.id, m] as const))('shows nothing private in public places in %s', (_id, mod) => {
    expect(scan(mod)).toEqual([]);
  });
});
