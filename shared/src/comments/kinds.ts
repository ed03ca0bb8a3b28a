// Without zod: the comments' first page and its heading use these before any contract has
// loaded (decision 0453). The kinds' schema is kind-schema.ts.

/** The five kinds of item a thread of comments hangs on, one word each. */
export const COMMENT_KINDS = ['video', 'audio', 'book', 'story', 'poem'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/** Where each kind's calls live: `/api/{segment}/{id}/comments`. */
export const COMMENT_SEGMENTS = {
  video: 'videos',
  audio: 'audios',
  book: 'books',
  story: 'stories',
  poem: 'poems',
} as const satisfies Record<CommentKind, string>;

/** Kinds whose comments may carry a moment (`at`, seconds) and whose text's times seek. */
export const TIMED_KINDS: readonly CommentKind[] = ['video', 'audio'];

export const isTimedKind = (kind: CommentKind): boolean => TIMED_KINDS.includes(kind);
