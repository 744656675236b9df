import type { AnyEngine } from '../engine/types';
import { unknownOptionsRefusal } from '../platform/seats/game-options';
import { refusal } from '../platform/words/refusals';

export interface LocalArgs {
  game: string;
  players: number;
  seed: string | null;
  images: boolean;
  outDir: string;
  options: Record<string, unknown>;
  /** How many of the seats (the last ones) an AI plays, and at which level (default: the strongest). */
  ai: number;
  aiLevel: string | null;
  /** The learning game (/game learn): its own seats, deal and lessons. */
  learn: boolean;
}

const TABLE_FLAG_NAMES = ['players', 'seed', 'ai', 'ai-level', 'out'];
const TABLE_FLAGS = 'The table also takes --players N, --seed S, --ai K, --ai-level L, --no-images, --out DIR, --learn.';

/**
 * Parses `<game> --players N [--seed S] [--no-images] [--out DIR] [--<option> value]…` against the game's option
 * specs; `--option=value` works too. A flag the game does not know is refused with the options it takes.
 */
export function parseLocalArgs(argv: readonly string[], engineOf: (game: string) => AnyEngine | null): { ok: true; value: LocalArgs } | { ok: false; message: string } {
  const [game, ...given] = argv;
  if (!game || game.startsWith('--')) return { ok: false, message: 'Name a game first, e.g. `npm run local -- earth --players 2`.' };
  const engine = engineOf(game);
  if (!engine) return { ok: false, message: refusal('no-such-game', game).message };
  const specs = engine.optionSpecs;
  const rest = given.flatMap((x) => (/^--[^=]+=/.test(x) ? [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)] : [x]));
  const out: LocalArgs = { game, players: 1, seed: null, images: true, outDir: 'out', options: {}, ai: 0, aiLevel: null, learn: false };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!flag.startsWith('--')) return { ok: false, message: `Unexpected "${flag}": flags start with --.` };
    const name = flag.slice(2);
    if (name === 'no-images') { out.images = false; continue; }
    if (name === 'learn') { out.learn = true; continue; }
    const spec = specs.find((s) => s.name === name);
    if (!spec && !TABLE_FLAG_NAMES.includes(name)) return { ok: false, message: `Unknown flag ${flag}: ${unknownOptionsRefusal(engine, [name], 'flag')?.message ?? ''} ${TABLE_FLAGS}` };
    const value = rest[++i];
    if (value === undefined) return { ok: false, message: `${flag} needs a value.` };
    if (!spec) {
      const refused = tableFlag(out, name, value);
      if (refused) return { ok: false, message: refused };
      continue;
    }
    switch (spec.kind) {
      case 'boolean':
        if (value !== 'true' && value !== 'false') return { ok: false, message: `${flag} takes true or false.` };
        out.options[name] = value === 'true';
        break;
      case 'integer': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < spec.min || n > spec.max) return { ok: false, message: `${flag} takes a whole number from ${spec.min} to ${spec.max}.` };
        out.options[name] = n;
        break;
      }
      case 'choice':
        if (!spec.choices.some((c) => c.value === value)) return { ok: false, message: `${flag} takes one of: ${spec.choices.map((c) => c.value).join(', ')}.` };
        out.options[name] = value;
        break;
    }
  }
  if (out.ai > out.players) return { ok: false, message: `--ai ${out.ai} is more than the ${out.players} seat(s).` };
  return { ok: true, value: out };
}

/** Sets one of the table's own flags; the refusal when its value does not fit. */
function tableFlag(out: LocalArgs, name: string, value: string): string | null {
  switch (name) {
    case 'players':
      out.players = Number(value);
      return Number.isInteger(out.players) && out.players >= 1 ? null : '--players takes a whole number of at least 1.';
    case 'ai':
      out.ai = Number(value);
      return Number.isInteger(out.ai) && out.ai >= 0 ? null : '--ai takes how many seats an AI plays (0 or more).';
    case 'seed':
      out.seed = value;
      return null;
    case 'ai-level':
      out.aiLevel = value;
      return null;
    default:
      out.outDir = value;
      return null;
  }
}
