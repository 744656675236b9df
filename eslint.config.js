import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Lint for mistakes, not style: typescript-eslint's recommended rules, plus the engines' purity (no clock, no Math.random). */
export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'var/', 'data/earth/tools/', '.dependency-cruiser.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/games/**/*.ts', 'src/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Engines draw from the seeded generator in the state (src/engine/rng.ts).' },
        { object: 'Date', property: 'now', message: 'Engines have no clock: the platform passes time in.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Engines have no clock: the platform passes time in.' }],
    },
  },
  {
    // The pure table and the pace's arithmetic take the time as an argument (the runner reads the clock once per change).
    files: ['src/platform/table/**/*.ts', 'src/platform/pace/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The pure table has no clock: take `now` from the runner.' },
        { object: 'performance', property: 'now', message: 'The pure table has no clock: take `now` from the runner.' },
        { object: 'Math', property: 'random', message: 'The pure table draws no randomness: the runner passes seeds in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The pure table has no clock: take `now` from the runner.' },
        { selector: "CallExpression[callee.name=/^(setTimeout|setInterval|setImmediate)$/]", message: 'The pure table runs no timers: the bot ticks them.' },
      ],
    },
  },
);
