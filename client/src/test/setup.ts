import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s, not 1: a page's lazy chunk or a dynamic import takes longer
// than a second on two busy cores, and the wait ends as soon as the element is there, so a passing
// test is no slower.
configure({ asyncUtilTimeout: 5000 });

// No provider listens on the page's own origin in a unit test (happy-dom's localhost:3000). A
// request nobody stubbed (a hook revalidating after its test replaced fetch back) fails at once,
// as a browser offline does, instead of happy-dom's socket error landing in whichever test runs
// then. Tests that answer calls stub fetch over this (lib/testing/fetch-mock.ts).
if (typeof window !== 'undefined' && typeof globalThis.fetch === 'function') {
  const networkFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin === window.location.origin) {
      return Promise.reject(new TypeError(`Failed to fetch: no provider in unit tests (${url})`));
    }
    return networkFetch(input, init);
  };
}

afterEach(() => {
  cleanup();
  // Tests in the node environment (IndexedDB with Blobs) have no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
