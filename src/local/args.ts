import type { AnyEngine } from '../engine/types';
import { unknownOptionsRefusal } from '../platform/seats/game-options';
import { refusal, refusalText } from '../platform/words/refusals';
import { LOCALES, type Locale } from '../words/locales';
import { t, type WordParams } from '../words/translate';

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
  /** The language the table says everything in (`--language de`); English unless given. */
  language: Locale;
}

const TABLE_FLAG_NAMES = ['players', 'seed', 'ai', 'ai-level', 'out', 'language'];

/** The `--language` the command line asks for, read before anything else so even its refusals are said in it. */
export function languageOf(argv: readonly string[]): Locale | null | undefined {
  const at = argv.findIndex((x) => x === '--language' || x.startsWith('--language='));
  if (at < 0) return undefined;
  const value = argv[at]!.includes('=') ? argv[at]!.slice(argv[at]!.indexOf('=') + 1) : argv[at + 1];
  return LOCALES.find((l) => l === value) ?? null;
}

/**
 * Parses `<game> --players N [--seed S] [--no-images] [--out DIR] [--language en|de] [--<option> value]…` against
 * the game's option specs; `--option=value` works too. A flag the game does not know is refused with the options
 * it takes, in the language asked for.
 */
export function parseLocalArgs(argv: readonly string[], engineOf: (game: string) => AnyEngine | null): { ok: true; value: LocalArgs } | { ok: false; message: string } {
  const asked = languageOf(argv);
  if (asked === null) return { ok: false, message: t('en', 'reference:terminal.args.language', { languages: LOCALES.join(', ') }) };
  const language = asked ?? 'en';
  const no = (key: string, params: WordParams = {}) => ({ ok: false as const, message: t(language, `reference:terminal.args.${key}`, params) });
  const [game, ...given] = argv;
  if (!game || game.startsWith('--')) return no('no-game');
  const engine = engineOf(game);
  if (!engine) return { ok: false, message: refusalText(refusal('no-such-game', game), language) };
  const specs = engine.optionSpecs;
  const rest = given.flatMap((x) => (/^--[^=]+=/.test(x) ? [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)] : [x]));
  const out: LocalArgs = { game, players: 1, seed: null, images: true, outDir: 'out', options: {}, ai: 0, aiLevel: null, learn: false, language };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!flag.startsWith('--')) return no('unexpected', { flag });
    const name = flag.slice(2);
    if (name === 'no-images') { out.images = false; continue; }
    if (name === 'learn') { out.learn = true; continue; }
    const spec = specs.find((s) => s.name === name);
    if (!spec && !TABLE_FLAG_NAMES.includes(name)) {
      const takes = unknownOptionsRefusal(engine, [name], 'flag');
      return no('unknown', { flag, options: takes ? refusalText(takes, language) : '' });
    }
    const value = rest[++i];
    if (value === undefined) return no('needs-value', { flag });
    if (!spec) {
      const refused = tableFlag(out, name, value);
      if (refused) return no(refused);
      continue;
    }
    switch (spec.kind) {
      case 'boolean':
        if (value !== 'true' && value !== 'false') return no('boolean', { flag });
        out.options[name] = value === 'true';
        break;
      case 'integer': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < spec.min || n > spec.max) return no('integer', { flag, min: spec.min, max: spec.max });
        out.options[name] = n;
        break;
      }
      case 'choice':
        if (!spec.choices.some((c) => c.value === value)) return no('choice', { flag, choices: spec.choices.map((c) => c.value).join(', ') });
        out.options[name] = value;
        break;
    }
  }
  if (out.ai > out.players) return no('too-many-ai', { ai: out.ai, count: out.players });
  return { ok: true, value: out };
}

/** Sets one of the table's own flags; the catalogue key of its refusal when its value does not fit. */
function tableFlag(out: LocalArgs, name: string, value: string): string | null {
  switch (name) {
    case 'players':
      out.players = Number(value);
      return Number.isInteger(out.players) && out.players >= 1 ? null : 'players';
    case 'ai':
      out.ai = Number(value);
      return Number.isInteger(out.ai) && out.ai >= 0 ? null : 'ai';
    case 'seed':
      out.seed = value;
      return null;
    case 'ai-level':
      out.aiLevel = value;
      return null;
    case 'language':
      // Read before the rest (languageOf): a value we do not speak was refused there.
      return null;
    default:
      out.outDir = value;
      return null;
  }
}
