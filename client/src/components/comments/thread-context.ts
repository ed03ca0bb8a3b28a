import type { CommentKind, CommentMode } from '@inkreel/shared';
import { createContext, useContext } from 'react';
import type { ThreadAction } from '../../lib/comments/thread-state';
import type { CommentMedia, CommentReading } from './comment-media';
import type { TextViewOptions } from './comment-text-view';

/** Who reads the thread, as its controls need to know. */
export interface ThreadViewer {
  /** Signed in: their account's id. */
  id: string | undefined;
  verified: boolean;
  /** Uploaded the item: removes any comment, approves held ones, blocks, sets the mode. */
  moderator: boolean;
  /** Blocked by the uploader from commenting on their uploads. */
  blocked: boolean;
}

/** What every comment of a thread shares: where it is, who reads it, and how to change it. */
export interface ThreadContextValue {
  kind: CommentKind;
  itemId: string;
  options: TextViewOptions;
  media: CommentMedia | undefined;
  reading?: CommentReading | undefined;
  viewer: ThreadViewer;
  mode: CommentMode;
  /** The thread's heading: the focus goes there when the last comment left is deleted. */
  headingId: string;
  /** The item's published comments, as last known. */
  count: number | undefined;
  dispatch: (action: ThreadAction) => void;
  /** The comment a link leads to (`#comment-{id}`): shown highlighted, and given the focus. */
  linkedId?: string | undefined;
}

export const ThreadContext = createContext<ThreadContextValue | null>(null);

export function useThreadContext(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error('A comment is rendered outside its thread');
  return value;
}
