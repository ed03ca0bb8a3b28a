// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import type { Comment, CommentKind, CommentSort, CommentThread } from '@inkreel/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { loadThread, threadKey } from './comment-calls';
import { EMPTY_THREAD, shownComments, threadReducer } from './thread-state';

/**
 * One sort of an item's thread: its first page through SWR (the key the server hands over with a
 * rendered page, so hydration asks nothing), later pages on "Show more", and what happened here
 * since (thread-state.ts). A new sort is a new thread: the caller keys the component by it.
 */
export function useThread(
  kind: CommentKind,
  itemId: string,
  sort: CommentSort,
  viewerId: string | undefined,
) {
  const key = threadKey(kind, itemId, sort);
  const first = useSWR<CommentThread, Error>(key, () => loadThread(kind, itemId, sort));
  // The web server reads the first page as a visitor (lib/page/hand-over.tsx keeps it without a
  // second request): a signed-in viewer's own view (their held or hidden comments, their likes,
  // the uploader's controls) is asked for once, after hydration.
  const { fallback } = useSWRConfig();
  const handedOver = key in fallback;
  const { mutate } = first;
  // The first page read again (after a change of mode, or to try again). The reply is fetched and
  // given: a bare revalidation (`mutate()`) left a handed-over reply in place.
  const reload = useCallback(
    () => mutate(loadThread(kind, itemId, sort), { revalidate: false }),
    [mutate, kind, itemId, sort],
  );
  useEffect(() => {
    if (!handedOver || !viewerId) return;
    // Failing, the visitor's view stays (their own comments come with the next visit).
    reload().catch(() => undefined);
  }, [handedOver, viewerId, reload]);
  const [state, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [more, setMore] = useState<{ loading: boolean; error: unknown }>({
    loading: false,
    error: null,
  });

  const last = state.more.at(-1) ?? first.data;
  const nextCursor = last?.nextCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setMore({ loading: true, error: null });
    try {
      dispatch({ type: 'more', page: await loadThread(kind, itemId, sort, nextCursor) });
      setMore({ loading: false, error: null });
    } catch (error) {
      setMore({ loading: false, error });
    }
  }, [kind, itemId, sort, nextCursor]);

  const comments = useMemo(() => shownComments(first.data, state), [first.data, state]);
  const shownIds = useMemo(() => new Set(comments.map((c) => c._id)), [comments]);
  const arrived = useCallback(
    (comment: Comment, count: number) =>
      dispatch({ type: 'arrived', comment, count, shown: shownIds.has(comment._id) }),
    [shownIds],
  );

  return {
    first,
    reload,
    comments,
    count: state.count ?? first.data?.count,
    pending: state.pending,
    liveReplies: state.liveReplies,
    hasMore: nextCursor !== null,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
    dispatch,
    arrived,
  };
}

export type Thread = ReturnType<typeof useThread>;
