import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit (files in parallel, one worker per core: Vitest's own default leaves a core to its main
 * process, which here idles, so on two cores it ran every file on one) and e2e (one file at a time). End-to-end tests hold
 * Discord's 3-second answer window, so they do not share the two cores with anything else.
 * Unit files share their worker's loaded modules (isolate: false): loading discord.js, the games and
 * the canvas again for each of some 170 files cost more than most files' tests; end-to-end files share theirs too,
 * one after another in one worker. A file that changes something global (a mock, a library's settings) puts it back
 * in its own afterEach or afterAll.
 */
const LANGUAGE_CHECKS = ['test/e2e/pseudo-language.e2e.test.ts', 'test/e2e/german-server.e2e.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // A guard against a test that hangs, never a measure of speed: the seeded AI walks take seconds each, and on two
    // busy cores (the two unit workers and a machine doing other work) several times that.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'], isolate: false, maxWorkers: availableParallelism() } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], fileParallelism: false, isolate: false } },
      // The checks that every text a person reads comes from a catalogue and a German server reads German, alone
      // (`npm run test:languages`): they are part of the e2e project too.
      { extends: true, test: { name: 'languages', include: LANGUAGE_CHECKS, fileParallelism: false, isolate: false } },
    ],
  },
});
