// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import { isTimedKind, type CommentKind, type CommentThread } from '@inkreel/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { threadKey } from './comment-calls';
import { markersAfter } from './thread-markers';
import type { ThreadAction } from './thread-state';

/**
 * Keeps the seek bar's markers (the first page's `markers`, which the player reads) in step with
 * the thread: what happens in it is passed here too. Only the cache changes, nothing is asked.
 */
export function useMarkerSync(kind: CommentKind, itemId: string): (action: ThreadAction) => void {
  const { mutate } = useSWRConfig();
  const key = threadKey(kind, itemId);
  const timed = isTimedKind(kind);
  return useCallback(
    (action: ThreadAction) => {
      if (!timed) return;
      void mutate<CommentThread>(
        key,
        (data) => {
          if (!data?.markers) return data;
          const markers = markersAfter(data.markers, action);
          return markers === data.markers ? data : { ...data, markers: [...markers] };
        },
        { revalidate: false },
      );
    },
    [timed, key, mutate],
  );
}
