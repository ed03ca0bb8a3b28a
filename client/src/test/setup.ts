import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s, not 1: a page's lazy chunk or a dynamic import takes longer
// than a second on two busy cores, and the wait ends as soon as the element is there, so a passing
// test is no slower.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (IndexedDB with Blobs) have no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
