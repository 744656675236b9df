import { GAME_KEYS, type GameKey } from './games';

export interface BalanceArgs {
  games: number;
  seed: string;
  only: GameKey[];
  out: string;
}

const USAGE = 'npm run balance -- [--games N] [--seed S] [--only tp|earth|vi[,…]] [--out DIR]';

/** Parses the command line; a bad flag is an error with the usage, not a silent default. */
export function parseArgs(argv: readonly string[]): BalanceArgs {
  const a: BalanceArgs = { games: 50, seed: 'balance', only: [...GAME_KEYS], out: 'out/balance' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    i++;
    switch (flag) {
      case '--games': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1) throw new Error(`--games must be a whole number ≥ 1, not ${value}`);
        a.games = n;
        break;
      }
      case '--seed':
        a.seed = value;
        break;
      case '--only': {
        const keys = value.split(',');
        const bad = keys.filter((k) => !(GAME_KEYS as readonly string[]).includes(k));
        if (bad.length) throw new Error(`--only takes ${GAME_KEYS.join(', ')}; not ${bad.join(', ')}`);
        a.only = GAME_KEYS.filter((k) => keys.includes(k));
        break;
      }
      case '--out':
        a.out = value;
        break;
      default:
        throw new Error(`unknown flag ${flag}\n${USAGE}`);
    }
  }
  return a;
}
