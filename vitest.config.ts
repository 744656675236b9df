import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit (files in parallel) and e2e (one file at a time). End-to-end tests hold
 * Discord's 3-second answer window, so they do not share the two cores with anything else.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'] } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], fileParallelism: false } },
    ],
  },
});
