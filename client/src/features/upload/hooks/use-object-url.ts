import { useMemo, useSyncExternalStore } from 'react';

interface UrlStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => string | null;
}

const NO_URL: UrlStore = { subscribe: () => () => {}, getSnapshot: () => null };

/**
 * The object URL of one file, alive while someone is subscribed: made on subscribe, revoked on
 * unsubscribe. StrictMode's extra unsubscribe and subscribe simply make a fresh URL.
 */
function objectUrlStore(file: File): UrlStore {
  let url: string | null = null;
  return {
    subscribe(onChange) {
      try {
        url = URL.createObjectURL(file);
      } catch (error) {
        // A preview is a nicety: without one the form still works.
        console.warn('No preview for this file', error);
        return () => {};
      }
      const made = url;
      onChange();
      return () => {
        URL.revokeObjectURL(made);
        if (url === made) url = null;
      };
    },
    getSnapshot: () => url,
  };
}

/** An object URL for a file, revoked when the file changes or the component unmounts. */
export function useObjectUrl(file: File | null): string | null {
  // A new file gets a new store, so it shows nothing until its own URL exists.
  const store = useMemo(() => (file ? objectUrlStore(file) : NO_URL), [file]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
