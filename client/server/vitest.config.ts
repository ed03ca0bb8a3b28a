import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client-server',
    environment: 'node',
    setupFiles: ['../../scripts/vitest/console-guard.ts'],
    include: ['**/*.test.ts'],
    // As the client's projects: a render or a build on two busy cores can pass 5 s.
    testTimeout: 15_000,
  },
});
