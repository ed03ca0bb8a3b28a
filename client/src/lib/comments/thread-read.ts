// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import type { CommentThread } from '@inkreel/shared';
import type { KeyedRead } from '../api/keyed-read';

// The first page of an item's thread as a server-rendered page reads it (issue 54, item 7): the
// key the thread's hook keeps it under (comment-calls.ts `threadKey`) and a read that asks only a
// provider offering comments. The route table, which every page loads, imports the page loaders:
// here is the key alone, written out (thread-read.test.ts holds it to the contract); the contracts
// and the extension check load when the read runs (docs/decisions/0400).

/** The kinds of item with a thread, by the word their page's loader uses. */
export type ThreadKind = 'video' | 'audio' | 'book' | 'story' | 'poem';

const SEGMENTS: Record<ThreadKind, string> = {
  video: 'videos',
  audio: 'audios',
  book: 'books',
  story: 'stories',
  poem: 'poems',
};

/** The SWR key of a thread's first page, newest first: `threadKey(kind, id)`. */
export const firstThreadKey = (kind: ThreadKind, id: string): string =>
  `/api/${SEGMENTS[kind]}/${encodeURIComponent(id)}/comments`;

/**
 * The thread's first page, for a page's loader (`optional(...)`): against a provider without
 * comments it fails without asking it, and the page renders as before.
 */
export function firstThreadRead(kind: ThreadKind, id: string): KeyedRead<CommentThread> {
  const fetching = () => import('./thread-fetch');
  return {
    key: firstThreadKey(kind, id),
    read: async (call) => (await fetching()).readFirstPage(call, kind, id),
    fetch: async () => (await fetching()).fetchFirstPage(kind, id),
    feed: false,
  };
}
