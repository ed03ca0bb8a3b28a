// lib/storage: browser storage: the keys docs/product.md names, and state kept in localStorage.
import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';

function read<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State kept in localStorage as JSON, checked against a schema on the way back (a stale or
 * hand-edited value reads as the fallback). Storage that throws (privacy modes) keeps it in memory.
 */
export function useStoredState<T>(key: string, schema: z.ZodMiniType<T>, fallback: T) {
  const [value, setValue] = useState<T>(() => read(key, schema, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not kept across visits; the page still works.
      }
    },
    [key],
  );
  return [value, update] as const;
}
