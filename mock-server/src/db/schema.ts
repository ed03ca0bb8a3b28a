import type {
  BookFormat,
  CommentKind,
  CommentMode,
  ContentType,
  HighlightColor,
  ItemKind,
  NotificationKind,
  PaymentStatus,
  ReportReason,
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

export interface VideoRecord {
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

export interface AudioRecord {
  _id: string;
  title: string;
  description: string;
  plays: number;
  audioFile: string;
  artworkFile?: string;
  createdAt: string;
  uploaderId: string;
  genre: string;
  artist: string;
}

export interface BookRecord {
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

export interface WritingRecord {
  _id: string;
  kind: 'poem' | 'story';
  title: string;
  content: string;
  tags: string[];
  createdAt: string;
  uploaderId: string;
}

/** A caption file of a video or the lyrics of a track, kept as WebVTT (the captions feature). */
export interface TextTrackRecord {
  _id: string;
  itemKind: 'video' | 'audio';
  itemId: string;
  /** Canonical BCP 47 tag: one record per language per item. */
  language: string;
  label: string;
  /** Path relative to DATA_DIR/media; a new name on each replacement (media is cached by name). */
  file: string;
  updatedAt: string;
}

/** The chapters an uploader gave a video or a track. */
export interface ChapterListRecord {
  itemKind: 'video' | 'audio';
  itemId: string;
  chapters: { start: number; title: string }[];
  updatedAt: string;
}

/** A video's seek previews: the sprite and its WebVTT index, both under DATA_DIR/media. */
export interface StoryboardRecord {
  videoId: string;
  spriteFile: string;
  indexFile: string;
  frames: number;
  updatedAt: string;
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

/** One user's place in one book (issue 56): a CFI or `page:N`, as the reader gave it. */
export interface ReadingPlaceRecord {
  userId: string;
  bookId: string;
  location: string;
  progress: number;
  updatedAt: string;
}

export interface HighlightRecord {
  _id: string;
  userId: string;
  bookId: string;
  location: string;
  text: string;
  color: HighlightColor;
  note: string;
  createdAt: string;
  updatedAt: string;
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

/** One account following another (the creators module's records). */
export interface FollowRecord {
  followerId: string;
  creatorId: string;
  createdAt: string;
}

/** One account's like of one item (the likes module's records; an audio's `likes` lists them). */
export interface LikeRecord {
  userId: string;
  kind: ItemKind;
  itemId: string;
  createdAt: string;
}

/**
 * Views (videos) or plays (audio) counted on one UTC day: what a creator's statistics add up.
 * The item's own `views` or `plays` is the total (the views module's records).
 */
export interface PlayDayRecord {
  kind: 'video' | 'audio';
  itemId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  count: number;
}

/** When a viewer was last counted for an item; kept 24 hours, so they count once a day. */
export interface PlayMarkRecord {
  kind: 'video' | 'audio';
  itemId: string;
  /** `user:<id>`, `visitor:<browser's id>` or `address:<hash of address and browser>`. */
  viewer: string;
  at: string;
}

/** A notification, or a group of alike ones while unread (the notifications module's records). */
export interface NotificationRecord {
  _id: string;
  userId: string;
  kind: NotificationKind;
  /** Who did it, the latest first. */
  actorIds: string[];
  subject?: { kind: ItemKind; id: string; title: string };
  reason?: string;
  createdAt: string;
  updatedAt: string;
  readAt?: string;
}

export interface NotificationSettingsRecord {
  userId: string;
  muted: NotificationKind[];
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
  readingPlaces: ReadingPlaceRecord[];
  highlights: HighlightRecord[];
  comments: CommentRecord[];
  commentReports: CommentReportRecord[];
  commentSettings: CommentSettingRecord[];
  commentBlocks: CommentBlockRecord[];
  textTracks: TextTrackRecord[];
  chapterLists: ChapterListRecord[];
  storyboards: StoryboardRecord[];
  follows: FollowRecord[];
  likes: LikeRecord[];
  playDays: PlayDayRecord[];
  playMarks: PlayMarkRecord[];
  notifications: NotificationRecord[];
  notificationSettings: NotificationSettingsRecord[];
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
    readingPlaces: [],
    highlights: [],
    comments: [],
    commentReports: [],
    commentSettings: [],
    commentBlocks: [],
    textTracks: [],
    chapterLists: [],
    storyboards: [],
    follows: [],
    likes: [],
    playDays: [],
    playMarks: [],
    notifications: [],
    notificationSettings: [],
  };
}
