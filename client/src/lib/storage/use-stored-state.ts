// lib/storage: browser storage: the keys docs/product.md names, and state kept in localStorage.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';

/** Values storage refused (privacy modes, a full quota), kept for this visit instead. */
const inMemory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

function rawValue(key: string): string | null {
  const kept = inMemory.get(key);
  if (kept !== undefined) return kept;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null, schema: z.ZodMiniType<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The server has no storage: it renders the fallback, and so does a hydrating first render. */
const onServer = () => null;

/**
 * State kept in localStorage as JSON, checked against a schema on the way back (a stale or
 * hand-edited value reads as the fallback). Storage that throws (privacy modes) keeps it in memory.
 * The stored text is an external store (useSyncExternalStore): a page the server rendered hydrates
 * with the fallback, as the server drew it, then renders the stored value (React #418 else);
 * components reading one key stay in step.
 */
export function useStoredState<T>(key: string, schema: z.ZodMiniType<T>, fallback: T) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const forKey = listeners.get(key) ?? new Set();
      listeners.set(key, forKey);
      forKey.add(onChange);
      return () => forKey.delete(onChange);
    },
    [key],
  );
  const raw = useSyncExternalStore(subscribe, () => rawValue(key), onServer);
  // The first fallback stands: a caller's literal (`[]`) is a new object at every render.
  const [initial] = useState(fallback);
  const value = useMemo(() => parse(raw, schema, initial), [raw, schema, initial]);
  const update = useCallback(
    (next: T) => {
      const text = JSON.stringify(next);
      try {
        localStorage.setItem(key, text);
        inMemory.delete(key);
      } catch {
        // Not kept across visits; the page still works.
        inMemory.set(key, text);
      }
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [key],
  );
  return [value, update] as const;
}
