// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import { useEffect } from 'react';

/** The paged lists on screen now, each by its useSWRInfinite `mutate`. */
const mounted = new Set<() => Promise<unknown>>();

/**
 * Puts a paged list (useSWRInfinite) on the roll that `refreshPagedLists` asks again, while it is
 * mounted. SWR's key filter passes over useSWRInfinite's own keys, and naming such a key from
 * outside asks again at most its first page; the list's own `mutate()` asks every page it holds.
 */
export function useRefreshOnChange(mutate: () => Promise<unknown>): void {
  useEffect(() => {
    const refresh = () => mutate();
    mounted.add(refresh);
    return () => {
      mounted.delete(refresh);
    };
  }, [mutate]);
}

/** Every paged list on screen asks all its pages again (an upload was edited or deleted). */
export const refreshPagedLists = (): Promise<unknown> =>
  Promise.all([...mounted].map((refresh) => refresh()));
