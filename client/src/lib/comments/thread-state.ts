// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import type { Comment, CommentThread } from '@inkreel/shared';

/**
 * What a thread shows beyond its first page from the provider: later pages, comments added here
 * (the viewer's own, and live ones the viewer asked to see), live ones waiting behind the "new
 * comments" pill, and comments changed or taken away here (null: gone).
 */
export interface ThreadState {
  more: CommentThread[];
  added: Comment[];
  pending: Comment[];
  changed: Readonly<Record<string, Comment | null>>;
  /** Replies that arrived live, by their thread. */
  liveReplies: Readonly<Record<string, Comment[]>>;
  /** The latest count the provider gave (a live event, a removal), over the first page's. */
  count: number | undefined;
}

export type ThreadAction =
  | { type: 'more'; page: CommentThread }
  | { type: 'added'; comment: Comment }
  | { type: 'changed'; comment: Comment }
  | { type: 'gone'; id: string; count?: number }
  | { type: 'arrived'; comment: Comment; count: number; shown: boolean }
  | { type: 'show-pending' }
  | { type: 'count'; count: number };

export const EMPTY_THREAD: ThreadState = {
  more: [],
  added: [],
  pending: [],
  changed: {},
  liveReplies: {},
  count: undefined,
};

const without = (list: readonly Comment[], id: string) => list.filter((c) => c._id !== id);

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'more':
      return { ...state, more: [...state.more, action.page] };
    case 'added':
      // The provider's live copy of the viewer's own comment may come before the reply to POST.
      return {
        ...state,
        added: [action.comment, ...without(state.added, action.comment._id)],
        pending: without(state.pending, action.comment._id),
      };
    case 'changed':
      return { ...state, changed: { ...state.changed, [action.comment._id]: action.comment } };
    case 'gone':
      return {
        ...state,
        changed: { ...state.changed, [action.id]: null },
        count: action.count ?? state.count,
      };
    case 'arrived': {
      const { comment } = action;
      const parent = comment.parentId;
      if (parent) {
        const replies = state.liveReplies[parent] ?? [];
        if (replies.some((r) => r._id === comment._id)) return { ...state, count: action.count };
        return {
          ...state,
          liveReplies: { ...state.liveReplies, [parent]: [...replies, comment] },
          count: action.count,
        };
      }
      // Already on screen (the viewer's own, or a page loaded since): only the count moves.
      if (action.shown || state.pending.some((c) => c._id === comment._id)) {
        return { ...state, count: action.count };
      }
      return { ...state, pending: [comment, ...state.pending], count: action.count };
    }
    case 'show-pending':
      return { ...state, added: [...state.pending, ...state.added], pending: [] };
    case 'count':
      return { ...state, count: action.count };
  }
}

/**
 * The comments to show, in order: those added here first, then the provider's pages, each once,
 * as changed here; a comment taken away here is left out.
 */
export function shownComments(first: CommentThread | undefined, state: ThreadState): Comment[] {
  const seen = new Set<string>();
  const out: Comment[] = [];
  const pages = first ? [first, ...state.more] : state.more;
  for (const comment of [...state.added, ...pages.flatMap((p) => p.items)]) {
    if (seen.has(comment._id)) continue;
    seen.add(comment._id);
    const changed = state.changed[comment._id];
    if (changed === null) continue;
    out.push(changed ?? comment);
  }
  return out;
}
