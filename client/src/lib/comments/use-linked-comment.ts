// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import { buildUrl, commentCalls, type Comment, type CommentInContext } from '@inkreel/shared';
import useSWR from 'swr';
import { ApiError } from '../api/api-client';
import { loadLinkedComment } from './comment-calls';

/** The `#comment-{id}` a link to one comment (a notification's) ends with. */
export const COMMENT_HASH = '#comment-';

/** The comment id a location's hash names, if it names one. */
export function linkedCommentId(hash: string): string | null {
  if (!hash.startsWith(COMMENT_HASH)) return null;
  const id = hash.slice(COMMENT_HASH.length);
  return /^[a-f0-9]{24}$/.test(id) ? id : null;
}

/**
 * Where a linked comment is: `found` with its thread's first comment (`top`, the comment itself
 * when it is one) and whether that is among the comments drawn (`inList`; else it is shown alone);
 * `gone` when the provider no longer shows it to this viewer (deleted, hidden, held, elsewhere);
 * `failed` when it could not be asked.
 */
export type LinkedComment =
  | { status: 'none' | 'loading' | 'gone' | 'failed' }
  | { status: 'found'; comment: Comment; top: Comment; inList: boolean };

/**
 * The comment a link names, in a thread (decision 0435). A first comment already drawn needs no
 * call; otherwise (a reply, a comment past the first page) GET /api/comments/{id} says which
 * thread it hangs on. Asked once the first page is in, so a comment on it costs nothing.
 */
export function useLinkedComment(
  id: string | null,
  drawn: readonly Comment[],
  firstPageIn: boolean,
  itemId: string,
): LinkedComment {
  const here = id ? drawn.find((c) => c._id === id) : undefined;
  const ask = id !== null && firstPageIn && !here;
  const { data, error } = useSWR<CommentInContext, Error>(
    ask ? buildUrl(commentCalls.one, { params: { id } }) : null,
    () => loadLinkedComment(id ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!id) return { status: 'none' };
  // A first comment deleted while replies hang on it stays as "Comment deleted": nothing to show.
  if (here?.state === 'deleted') return { status: 'gone' };
  if (here) return { status: 'found', comment: here, top: here, inList: true };
  if (error)
    return { status: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed' };
  if (!data) return { status: 'loading' };
  // A link to a comment of another item (edited by hand) is no link to this thread.
  if (data.comment.itemId !== itemId) return { status: 'gone' };
  const top = data.parent ?? data.comment;
  const listed = drawn.find((c) => c._id === top._id);
  return {
    status: 'found',
    comment: data.comment,
    top: listed ?? top,
    inList: listed !== undefined,
  };
}
