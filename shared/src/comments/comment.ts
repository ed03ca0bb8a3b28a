import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from '../common/primitives.js';
import { groupThousands } from '../common/whole-number.js';
import { bookPlaceSchema, type BookPlace } from './book-place.js';
import { commentKindSchema } from './kind-schema.js';

/** docs/product.md section 10, Comments: the limits a comment keeps. */
export const COMMENT_TEXT_MAX = 2000;
export const COMMENTS_PER_PAGE = 20;
/** New comments (replies included) one account may post per minute; then 429 with Retry-After. */
export const COMMENTS_PER_MINUTE = 10;
/** Likes given or taken back on comments per account per minute. */
export const COMMENT_LIKES_PER_MINUTE = 60;
/** Reports one account may send per minute. */
export const COMMENT_REPORTS_PER_MINUTE = 10;
/** The longest moment a comment may name (a day), before the item's own length is checked. */
export const COMMENT_AT_MAX = 86_400;
export const REPORT_NOTE_MAX = 500;
/** How many of a thread's time-marked comments the first page names for the seek bar. */
export const COMMENT_MARKERS_MAX = 100;

/** `newest` first, or `top`: the most liked first (newest first among equals). */
export const COMMENT_SORTS = ['newest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** Per upload, set by its uploader: anyone verified may comment, comments wait for approval, or none. */
export const COMMENT_MODES = ['open', 'held', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
export const commentModeSchema = z.enum(COMMENT_MODES);

/**
 * `published`: everyone sees it; `held`: waiting for the uploader's approval (its author and the
 * uploader see it); `hidden`: hidden after a report (its author alone sees it, marked so);
 * `deleted`: gone, kept as "Comment deleted" while replies hang on it.
 */
export const COMMENT_STATES = ['published', 'held', 'hidden', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hateful', 'sexual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const commentAuthorSchema = z.object({ _id: idSchema, name: z.string() });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** An `@name` in the text that names an account: where it is (UTF-16 offsets) and whom. */
export const mentionSchema = z.object({
  start: z.int().check(z.nonnegative()),
  length: z.int().check(z.positive()),
  user: commentAuthorSchema,
});
export type Mention = z.infer<typeof mentionSchema>;

const seconds = z.number().check(z.nonnegative(), z.maximum(COMMENT_AT_MAX));
const pageNumber = z.int().check(z.positive(), z.maximum(1_000_000));

export const commentSchema = z.object({
  _id: idSchema,
  kind: commentKindSchema,
  itemId: idSchema,
  /** The thread's first comment; absent on a top-level comment. */
  parentId: z.optional(idSchema),
  /** The reply this one answers, when it answers a reply rather than the thread's first comment. */
  replyTo: z.optional(z.object({ _id: idSchema, author: commentAuthorSchema })),
  /** Null once deleted. */
  author: z.nullable(commentAuthorSchema),
  /** Exactly as typed (trimmed); plain text, never markup. Empty once deleted. */
  text: z.string().check(z.maxLength(COMMENT_TEXT_MAX)),
  state: z.enum(COMMENT_STATES),
  createdAt: isoDateSchema,
  /** The last edit, when there was one. */
  editedAt: z.optional(isoDateSchema),
  /** The moment of a video or track it is about, in seconds. */
  at: z.optional(seconds),
  /** The page of a book it is about (a PDF's page; a reflowable book's own page number). */
  page: z.optional(pageNumber),
  /** The place in a reflowable book (EPUB, MOBI) it is about, as its reader recorded it. */
  place: z.optional(bookPlaceSchema),
  likeCount: z.int().check(z.nonnegative()),
  /** Whether the signed-in viewer likes it (false for a visitor). */
  liked: z.boolean(),
  /** Replies the viewer may see (top-level comments; 0 on replies). */
  replyCount: z.int().check(z.nonnegative()),
  mentions: z.array(mentionSchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** A time-marked comment for the seek bar: where, and its first words. */
export const commentMarkerSchema = z.object({
  _id: idSchema,
  at: seconds,
  excerpt: z.string(),
});
export type CommentMarker = z.infer<typeof commentMarkerSchema>;

const EXCERPT_WORDS = 12;

/** A marker's first words of a comment: the provider's, and the browser's for one just posted. */
export function commentExcerpt(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > EXCERPT_WORDS
    ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…`
    : words.join(' ');
}

export const commentThreadSchema = z.object({
  /** Top-level comments, in the order asked for. */
  items: z.array(commentSchema),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.nullable(z.string()),
  /** Published comments on the item, replies included: what everyone sees counted. */
  count: z.int().check(z.nonnegative()),
  mode: commentModeSchema,
  viewer: z.object({
    /** The viewer uploaded the item: they may remove any comment and approve held ones. */
    moderator: z.boolean(),
    /** The item's uploader blocked the viewer from commenting on their uploads. */
    blocked: z.boolean(),
  }),
  /** On the first page of a video's or track's thread: its time-marked comments, by moment. */
  markers: z.optional(z.array(commentMarkerSchema)),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const replyPageSchema = z.object({
  /** Oldest first, as a conversation reads. */
  items: z.array(commentSchema),
  nextCursor: z.nullable(z.string()),
});
export type ReplyPage = z.infer<typeof replyPageSchema>;

/**
 * One comment as a link to it finds it: the comment, and on a reply the thread's first comment
 * it hangs on (its `replyCount` counts the replies the viewer sees, as the thread would).
 */
export const commentInContextSchema = z.object({
  comment: commentSchema,
  parent: z.optional(commentSchema),
});
export type CommentInContext = z.infer<typeof commentInContextSchema>;

const cursorSchema = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

export const threadQuerySchema = z.object({
  sort: z._default(z.enum(COMMENT_SORTS), 'newest'),
  cursor: cursorSchema,
});
export const cursorQuerySchema = z.object({ cursor: cursorSchema });

/** A comment's text: 1 to 2,000 characters once trimmed (the form's messages come from here). */
export const commentTextSchema = z
  .string({ error: 'Write a comment first' })
  .check(
    z.trim(),
    z.minLength(1, 'Write a comment first'),
    z.maxLength(
      COMMENT_TEXT_MAX,
      `A comment is at most ${groupThousands(COMMENT_TEXT_MAX)} characters`,
    ),
  );

const newComment = { text: commentTextSchema, parentId: z.optional(idSchema) };
/** A comment on a video or track may name a moment. */
export const timedCommentBodySchema = z.object({ ...newComment, at: z.optional(seconds) });
/** A comment on a book may name a page, or (a reflowable book) the place its reader is at. */
export const pagedCommentBodySchema = z.object({
  ...newComment,
  page: z.optional(pageNumber),
  place: z.optional(bookPlaceSchema),
});
/** A comment on a story or poem is text alone. */
export const plainCommentBodySchema = z.object(newComment);
/** What the comment form sends, whatever the kind (each kind's call takes its own fields). */
export interface NewCommentBody {
  text: string;
  parentId?: string;
  at?: number;
  page?: number;
  place?: BookPlace;
}

export const editCommentBodySchema = z.object({ text: commentTextSchema });

export const commentRemovedSchema = z.object({
  _id: idSchema,
  /** The item's published comments after the removal. */
  count: z.int().check(z.nonnegative()),
});

export const commentLikeSchema = z.object({
  liked: z.boolean(),
  likeCount: z.int().check(z.nonnegative()),
});
export type CommentLike = z.infer<typeof commentLikeSchema>;

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_NOTE_MAX))),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
