import type { BookPlace, CommentKind, CommentMode, ReportReason } from '@inkreel/shared';

// The comments feature's records, part of db.json (schema.ts).

/** A comment on an item (the comments feature). Removed outright unless replies hang on it. */
export interface CommentRecord {
  _id: string;
  kind: CommentKind;
  itemId: string;
  authorId: string;
  /** As typed, trimmed; emptied when deleted. */
  text: string;
  /** The thread's first comment, on a reply. */
  parentId?: string;
  /** The reply this one answers, when it answers a reply, and its author. */
  replyTo?: { commentId: string; userId: string };
  at?: number;
  page?: number;
  /** A place in a reflowable book (EPUB CFI, how far through, the chapter). */
  place?: BookPlace;
  /** `@name`s that named an account when the text was written (UTF-16 offsets). */
  mentions: { start: number; length: number; userId: string }[];
  /** Ids of the accounts that like it. */
  likes: string[];
  state: 'published' | 'held' | 'hidden';
  createdAt: string;
  editedAt?: string;
  /** Set when deleted while replies hang on it: it stays as "Comment deleted". */
  deletedAt?: string;
}

export interface CommentReportRecord {
  _id: string;
  commentId: string;
  reporterId: string;
  reason: ReportReason;
  note?: string;
  createdAt: string;
  /** Closed by staff (hidden or dismissed), or because the comment went. */
  resolvedAt?: string;
  outcome?: 'hidden' | 'dismissed' | 'removed';
}

/** An uploader's choice for one item; none means open. */
export interface CommentSettingRecord {
  kind: CommentKind;
  itemId: string;
  mode: CommentMode;
}

/** `userId` may not comment on anything `uploaderId` uploaded. */
export interface CommentBlockRecord {
  uploaderId: string;
  userId: string;
  createdAt: string;
}
