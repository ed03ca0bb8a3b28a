import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser journeys have their own config in client/e2e.
export default defineConfig({
  test: {
    projects: ['shared', 'mock-server', 'client', 'client/server', 'provider-check'],
  },
});
