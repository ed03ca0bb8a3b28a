import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
