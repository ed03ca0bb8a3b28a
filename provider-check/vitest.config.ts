import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider-check',
    environment: 'node',
    setupFiles: ['../scripts/vitest/console-guard.ts'],
    // Files share a worker and its loaded modules instead of re-importing the app (express,
    // oidc-provider, the contracts) for each file: every app is built from its own deps, no
    // module keeps state, and no file mocks a module. Checked by shuffled runs (issue 35).
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
