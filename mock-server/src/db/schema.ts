import type {
  BookFormat,
  CommentKind,
  CommentMode,
  ContentType,
  PaymentStatus,
  ReportReason,
  Visibility,
} from '@inkreel/shared';

/** Every record the mock provider keeps. Amounts are integer hundredths of a credit. */
export interface UserRecord {
  _id: string;
  email: string;
  name: string;
  /**
   * `scrypt$N$r$p$salt$hash`, base64 parts. Absent: the account has no password yet (Google
   * sign-in made it); it signs in with Google, or sets one through a mailed link.
   */
  passwordHash?: string;
  isEmailVerified: boolean;
  createdAt: string;
  lastVerificationSentAt?: string;
  /**
   * Bumped to sign out every session at once (a password reset): tokens carry the value they were
   * issued under, and an older one is refused. Absent means 0.
   */
  sessionEpoch?: number;
}

/** A mailed link's token, for e-mail verification and password reset alike (one per user). */
export interface VerificationTokenRecord {
  /** sha256 of the token, hex; the token itself is only in the e-mail. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
}

export interface RevokedTokenRecord {
  jti: string;
  expiresAt: string;
}

export type LedgerKind = 'seed' | 'deposit' | 'upload' | 'refund' | 'subscription';

export interface LedgerEntry {
  _id: string;
  userId: string;
  /** Positive credits, negative debits. */
  amountCents: number;
  kind: LedgerKind;
  /** What caused it: payment id, content id... */
  reference: string;
  /** An upload's charge and its refund: the item's kind and title when it was charged. */
  item?: LedgerItem;
  createdAt: string;
}

export interface LedgerItem {
  kind: ContentType;
  title: string;
}

export interface PaymentRecord {
  _id: string;
  userId: string;
  kind: 'deposit' | 'subscription';
  amountCents: number;
  status: PaymentStatus;
  planId?: string;
  createdAt: string;
  expiresAt: string;
  settledAt?: string;
}

export interface IdempotencyRecord {
  key: string;
  userId: string;
  /** sha256 of the canonical request body. */
  bodyHash: string;
  response: unknown;
  createdAt: string;
  expiresAt: string;
}

/**
 * What the manage feature keeps on every uploaded item (absent on records made before it: public,
 * version 1). `mediaKey` is set while the item is private: its media URLs carry it (`?key=`), and
 * a media request without it is refused, so only the uploader, who gets the URLs, can play them.
 */
export interface ManagedFields {
  visibility?: Visibility;
  version?: number;
  mediaKey?: string;
  updatedAt?: string;
}

export interface VideoRecord extends ManagedFields {
  _id: string;
  title: string;
  description: string;
  tags: string[];
  views: number;
  createdAt: string;
  /** Paths relative to DATA_DIR/media. */
  videoFile: string;
  thumbnailFile?: string;
  uploaderId: string;
  featured: boolean;
  duration?: number;
  status: 'processing' | 'ready';
}

export interface AudioRecord extends ManagedFields {
  _id: string;
  title: string;
  description: string;
  plays: number;
  likes: string[];
  audioFile: string;
  artworkFile?: string;
  createdAt: string;
  uploaderId: string;
  genre: string;
  artist: string;
}

export interface BookRecord extends ManagedFields {
  _id: string;
  title: string;
  author: string;
  description: string;
  rating: number;
  createdAt: string;
  bookFile: string;
  coverFile?: string;
  format: BookFormat;
  uploaderId: string;
}

export interface WritingRecord extends ManagedFields {
  _id: string;
  kind: 'poem' | 'story';
  title: string;
  content: string;
  tags: string[];
  createdAt: string;
  uploaderId: string;
}

/**
 * An item its uploader deleted: enough to answer a second delete alike, and to tell clients that
 * kept a copy (the offline shelf) that it is gone. Its files are removed.
 */
export interface DeletedItemRecord {
  _id: string;
  kind: ContentType;
  uploaderId: string;
  deletedAt: string;
}

/**
 * Views or plays counted on one UTC day for one item (content's counters keep their totals on
 * the records). The statistics read them through manage/stats-source.ts.
 */
export interface CountedDayRecord {
  itemId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  count: number;
}

export interface SubscriptionRecord {
  _id: string;
  userId: string;
  planId: string;
  status: 'active';
  startedAt: string;
  currentPeriodEnd: string;
  paymentId: string;
}

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

export interface DbData {
  users: UserRecord[];
  verificationTokens: VerificationTokenRecord[];
  passwordResetTokens: VerificationTokenRecord[];
  revokedTokens: RevokedTokenRecord[];
  ledger: LedgerEntry[];
  payments: PaymentRecord[];
  idempotency: IdempotencyRecord[];
  videos: VideoRecord[];
  audios: AudioRecord[];
  books: BookRecord[];
  writings: WritingRecord[];
  subscriptions: SubscriptionRecord[];
  deletedItems: DeletedItemRecord[];
  countedDays: CountedDayRecord[];
  comments: CommentRecord[];
  commentReports: CommentReportRecord[];
  commentSettings: CommentSettingRecord[];
  commentBlocks: CommentBlockRecord[];
}

export function emptyData(): DbData {
  return {
    users: [],
    verificationTokens: [],
    passwordResetTokens: [],
    revokedTokens: [],
    ledger: [],
    payments: [],
    idempotency: [],
    videos: [],
    audios: [],
    books: [],
    writings: [],
    subscriptions: [],
    deletedItems: [],
    countedDays: [],
    comments: [],
    commentReports: [],
    commentSettings: [],
    commentBlocks: [],
  };
}
