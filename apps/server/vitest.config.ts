import { configDefaults, defineConfig } from 'vitest/config';

/** Files that time the server under hostile work: run alone, after the others (see below). */
const ALONE = ['test/hostile-input.int.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          // Each file boots its own server and database; two at once is what 2 cores hold comfortably.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // The hostile-file test asserts that the server answers every health probe within 100 ms
          // while a job process parses the file: a measure of this server against its own jobs, which
          // the other files' servers, databases and jobs (load 8–11 on 2 cores in CI) would swamp.
          // It runs once they have all ended (a later group), on its own.
          name: 'alone',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
