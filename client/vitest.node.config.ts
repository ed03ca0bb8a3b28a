import { configDefaults, defineProject } from 'vitest/config';
import { DOM_TS_TESTS } from './vitest.config.ts';

// The client's plain-logic tests (`.test.ts` but those in DOM_TS_TESTS): node, no DOM, no
// Testing Library set-up.
export default defineProject({
  test: {
    name: 'client-node',
    environment: 'node',
    setupFiles: ['../scripts/vitest/console-guard.ts'],
    // The files share a worker and its loaded modules (none mocks a module): issue 35.
    isolate: false,
    // e2e/support: the journeys' own helpers that need no browser.
    include: ['src/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...DOM_TS_TESTS],
  },
});
