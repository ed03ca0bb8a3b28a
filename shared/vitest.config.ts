import { defineProject } from 'vitest/config';

export default defineProject({
  // Plain functions and schemas, no mocks: the files share a worker and its loaded modules.
  test: {
    name: 'shared',
    environment: 'node',
    setupFiles: ['../scripts/vitest/console-guard.ts'],
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
