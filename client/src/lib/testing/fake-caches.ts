// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { vi } from 'vitest';

/** A Cache Storage stand-in: one map of URL to Response per cache name. */
export function fakeCaches(options: { failPutOn?: string } = {}) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return Promise.resolve({
      put: (url: string, res: Response) => {
        if (options.failPutOn && url.includes(options.failPutOn)) {
          return Promise.reject(new DOMException('full', 'QuotaExceededError'));
        }
        store.set(url, res);
        return Promise.resolve();
      },
      match: (url: string) => Promise.resolve(store.get(url)?.clone()),
      delete: (url: string) => Promise.resolve(store.delete(url)),
    });
  };
  vi.stubGlobal('caches', { open });
  return { urls: () => [...stores.values()].flatMap((store) => [...store.keys()]) };
}
