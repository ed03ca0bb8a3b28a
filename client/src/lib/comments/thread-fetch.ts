// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import {
  threadCallsByKind,
  type CommentKind,
  type CommentThread,
  type videoCommentCalls,
} from '@inkreel/shared';
import { request } from '../api/api-client';
import { knownExtensions, loadExtensions } from '../api/extensions';
import type { ReadCall } from '../api/keyed-read';

/** Said when the provider does not offer comments: the page's optional read fails, quietly. */
export class CommentsNotOffered extends Error {
  constructor() {
    super('The provider does not offer comments');
    this.name = 'CommentsNotOffered';
  }
}

/** Every kind's list call has the video's shape (as in comment-calls.ts). */
const firstPage = (read: ReadCall, kind: CommentKind, id: string): Promise<CommentThread> =>
  read((threadCallsByKind[kind] as typeof videoCommentCalls).list, { params: { id }, query: {} });

/** The web server's read: the provider's features first (its reader keeps them), then the page. */
export async function readFirstPage(
  read: ReadCall,
  kind: CommentKind,
  id: string,
): Promise<CommentThread> {
  if (!(await loadExtensions(read)).extensions.includes('comments')) throw new CommentsNotOffered();
  return firstPage(read, kind, id);
}

/** The browser's read (a navigation's loader starts it), with the features this browser knows. */
export async function fetchFirstPage(kind: CommentKind, id: string): Promise<CommentThread> {
  if (!(await knownExtensions()).extensions.includes('comments')) throw new CommentsNotOffered();
  return firstPage(request, kind, id);
}
