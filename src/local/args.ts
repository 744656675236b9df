import type { OptionSpec } from '../engine/types';

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
}

/** Parses `<game> --players N [--seed S] [--no-images] [--out DIR] [--<option> value]…` against the game's option specs. */
export function parseLocalArgs(argv: readonly string[], specsOf: (game: string) => readonly OptionSpec[] | null): { ok: true; value: LocalArgs } | { ok: false; message: string } {
  const [game, ...rest] = argv;
  if (!game || game.startsWith('--')) return { ok: false, message: 'Name a game first, e.g. `npm run local -- earth --players 2`.' };
  const specs = specsOf(game);
  if (!specs) return { ok: false, message: `There is no game called "${game}".` };
  const out: LocalArgs = { game, players: 1, seed: null, images: true, outDir: 'out', options: {}, ai: 0, aiLevel: null };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!flag.startsWith('--')) return { ok: false, message: `Unexpected "${flag}": flags start with --.` };
    const name = flag.slice(2);
    if (name === 'no-images') { out.images = false; continue; }
    const value = rest[++i];
    if (value === undefined) return { ok: false, message: `${flag} needs a value.` };
    if (name === 'players') {
      out.players = Number(value);
      if (!Number.isInteger(out.players) || out.players < 1) return { ok: false, message: '--players takes a whole number of at least 1.' };
      continue;
    }
    if (name === 'seed') { out.seed = value; continue; }
    if (name === 'ai') {
      out.ai = Number(value);
      if (!Number.isInteger(out.ai) || out.ai < 0) return { ok: false, message: '--ai takes how many seats an AI plays (0 or more).' };
      continue;
    }
    if (name === 'ai-level') { out.aiLevel = value; continue; }
    if (name === 'out') { out.outDir = value; continue; }
    const spec = specs.find((s) => s.name === name);
    if (!spec) return { ok: false, message: `Unknown flag ${flag}. This game takes: --players, --seed, --ai, --ai-level, --no-images, --out${specs.map((s) => `, --${s.name}`).join('')}.` };
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
