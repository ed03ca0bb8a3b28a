// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import type { Comment, CommentKind, CommentSort, CommentThread } from '@inkreel/shared';
import { useCallback, useMemo, useReducer, useState } from 'react';
import useSWR from 'swr';
import { loadThread, threadKey } from './comment-calls';
import { EMPTY_THREAD, shownComments, threadReducer } from './thread-state';

/**
 * One sort of an item's thread: its first page through SWR (the key the server hands over with a
 * rendered page, so hydration asks nothing), later pages on "Show more", and what happened here
 * since (thread-state.ts). A new sort is a new thread: the caller keys the component by it.
 */
export function useThread(kind: CommentKind, itemId: string, sort: CommentSort) {
  const first = useSWR<CommentThread, Error>(threadKey(kind, itemId, sort), () =>
    loadThread(kind, itemId, sort),
  );
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
