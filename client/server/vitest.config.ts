import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client-server',
    environment: 'node',
    setupFiles: ['../../scripts/vitest/console-guard.ts'],
    include: ['**/*.test.ts'],
  },
});
