import { defineProject } from 'vitest/config';
import { domProject, MOCKING_DOM_TESTS } from './vitest.config.ts';

// The client's DOM tests that mock a module: each file in a fresh worker with its own modules,
// so its mock is the module every import sees (the other DOM tests share a worker).
export default defineProject({
  ...domProject,
  test: { ...domProject.test, name: 'client-mocks', include: MOCKING_DOM_TESTS, isolate: true },
});
