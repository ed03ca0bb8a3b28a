import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client-server',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
