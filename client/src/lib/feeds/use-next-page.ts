// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import { useCallback, useRef } from 'react';

/**
 * `setSize(size + 1)` of an SWR infinite feed, asked once per size. swr/infinite fetches every
 * page it has no data for on each `setSize`, so two asks in one render (a feed's sentinel and
 * its auto-fill) fetched the next page twice.
 */
export function useNextPage(size: number, setSize: (size: number) => unknown): () => void {
  const asked = useRef(0);
  return useCallback(() => {
    if (asked.current === size + 1) return;
    asked.current = size + 1;
    void setSize(size + 1);
  }, [setSize, size]);
}
