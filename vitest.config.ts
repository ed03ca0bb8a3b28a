import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from './scripts/vitest/slowest-files-reporter.ts';

// Unit and API tests of every workspace; the browser journeys have their own config in client/e2e.
// One project: `npx vitest run --project mock-server`; one file: `npx vitest run <path>`.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'mock-server',
      'client/vitest.config.ts',
      'client/vitest.mocks.config.ts',
      'client/vitest.node.config.ts',
      'client/server',
      'provider-check',
    ],
    // Two workers more than there are cores. Vitest's default in a run is one fewer (cores - 1),
    // which on a 2-core machine is a single worker: every file ran one after another (issue 35).
    // Many files mostly wait (a child process, a socket, real timers, a lazy import), so the cores
    // were busy only about two thirds of the stage with three workers: four took 68 s against
    // 79 s with three, back to back on two cores; five, 68 s again (decisions 0274 and 0444).
    maxWorkers: availableParallelism() + 2,
    // A passing run prints its summary and nothing else: `minimal` lists only the files that
    // failed, with their errors, and what a test printed shows only if it failed. A test that
    // writes to console.error or console.warn without declaring it fails (console-guard.ts, set
    // up in every project; docs/testing.md). Then the ten files that took longest (where a slow
    // run's time went). `--reporter=default` lists every file.
    reporters: ['minimal', new SlowestFilesReporter(10)],
    silent: 'passed-only',
  },
});
