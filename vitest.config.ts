import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit (files in parallel) and e2e (one file at a time). End-to-end tests hold
 * Discord's 3-second answer window, so they do not share the two cores with anything else.
 * Unit files share their worker's loaded modules (isolate: false): loading discord.js, the games and
 * the canvas again for each of some 170 files cost more than most files' tests. A file that changes
 * something global (a mock, a library's settings) puts it back in its own afterEach or afterAll.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'], isolate: false } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], fileParallelism: false } },
    ],
  },
});
