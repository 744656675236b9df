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
);
