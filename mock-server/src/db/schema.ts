import type { BookFormat, ContentType, PaymentStatus } from '@inkreel/shared';
import type { TextTrackRecord, ChapterListRecord, StoryboardRecord } from './caption-records.js';
import type { ReadingPlaceRecord, HighlightRecord } from './reading-records.js';
export type { ReadingPlaceRecord, HighlightRecord } from './reading-records.js';
export type { TextTrackRecord, ChapterListRecord, StoryboardRecord } from './caption-records.js';
import type {
  CommentRecord,
  CommentReportRecord,
  CommentSettingRecord,
  CommentBlockRecord,
} from './comment-records.js';
export type {
  CommentRecord,
  CommentReportRecord,
  CommentSettingRecord,
  CommentBlockRecord,
} from './comment-records.js';
import type {
  FollowRecord,
  LikeRecord,
  PlayDayRecord,
  PlayMarkRecord,
  NotificationRecord,
  NotificationSettingsRecord,
} from './community-records.js';
export type {
  FollowRecord,
  LikeRecord,
  PlayDayRecord,
  PlayMarkRecord,
  NotificationRecord,
  NotificationSettingsRecord,
} from './community-records.js';
import type { QueueRecord, PlaylistRecord } from './playlist-records.js';
export type { EntryRecord, QueueRecord, PlaylistRecord } from './playlist-records.js';
import type { DeletedItemRecord, ManagedFields } from './manage-records.js';
export type { DeletedItemRecord, ManagedFields } from './manage-records.js';

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
  audioFile: string;
  artworkFile?: string;
  createdAt: string;
  uploaderId: string;
  genre: string;
  artist: string;
  /** Seconds, when known (the seed's tracks). */
  duration?: number;
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
  /** Pages, when known (the seed's PDFs): a playlist's reading time counts them. */
  pages?: number;
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

export interface SubscriptionRecord {
  _id: string;
  userId: string;
  planId: string;
  status: 'active';
  startedAt: string;
  currentPeriodEnd: string;
  paymentId: string;
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
  queues: QueueRecord[];
  playlists: PlaylistRecord[];
  deletedItems: DeletedItemRecord[];
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
    queues: [],
    playlists: [],
    deletedItems: [],
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
