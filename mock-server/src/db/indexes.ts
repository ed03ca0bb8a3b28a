import type {
  AudioRecord,
  BookRecord,
  DbData,
  IdempotencyRecord,
  UserRecord,
  VideoRecord,
  WritingRecord,
} from './schema.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

interface Dated {
  _id: string;
  createdAt: string;
}

/**
 * Newest first; ties broken by id so paging is stable. ISO dates and hex ids order the same by
 * code unit as by locale, and this is far cheaper than localeCompare.
 */
export const newestFirst = (a: Dated, b: Dated): number =>
  a.createdAt === b.createdAt
    ? a._id < b._id
      ? -1
      : a._id > b._id
        ? 1
        : 0
    : a.createdAt > b.createdAt
      ? -1
      : 1;

/**
 * The lookups requests make. Each one reads the records as they are now (a scan, a filter, a
 * sort): nothing derived is kept beside them, so nothing can go stale when a service or a hand
 * edit changes them. At the seed plus 10 k records a scan costs microseconds and the sort of a
 * list page about a millisecond (docs/decisions/0261-db-json-is-the-truth.md).
 */
export interface StoreIndex {
  userById(id: string): UserRecord | undefined;
  userByEmail(email: string): UserRecord | undefined;
  balanceCents(userId: string): number;
  videoById(id: string): VideoRecord | undefined;
  audioById(id: string): AudioRecord | undefined;
  bookById(id: string): BookRecord | undefined;
  /** Every video, newest first (a new list: sorting or filtering it changes no record). */
  videosNewestFirst(): VideoRecord[];
  /** A user's newest videos (at most `limit`), newest first; so are the three below. */
  videosByUploader(userId: string, limit: number): VideoRecord[];
  audiosByUploader(userId: string, limit: number): AudioRecord[];
  booksByUploader(userId: string, limit: number): BookRecord[];
  writingsByUploader(userId: string, kind: WritingRecord['kind'], limit: number): WritingRecord[];
  /** The (first) idempotency record of a user's key. */
  idempotencyRecord(userId: string, key: string): IdempotencyRecord | undefined;
  /** The earliest `expiresAt` of any idempotency record (ISO), or undefined when there are none. */
  idempotencyEarliestExpiry(): string | undefined;
}

const newest = <T extends Dated>(list: T[], limit: number): T[] =>
  list.sort(newestFirst).slice(0, limit);

export function createIndex(data: () => DbData): StoreIndex {
  return {
    userById: (id) => data().users.find((u) => u._id === id),
    userByEmail(email) {
      const key = normalizeEmail(email);
      return data().users.find((u) => normalizeEmail(u.email) === key);
    },
    balanceCents(userId) {
      let cents = 0;
      for (const entry of data().ledger) if (entry.userId === userId) cents += entry.amountCents;
      return cents;
    },
    videoById: (id) => data().videos.find((v) => v._id === id),
    audioById: (id) => data().audios.find((a) => a._id === id),
    bookById: (id) => data().books.find((b) => b._id === id),
    videosNewestFirst: () => [...data().videos].sort(newestFirst),
    videosByUploader: (userId, limit) =>
      newest(
        data().videos.filter((v) => v.uploaderId === userId),
        limit,
      ),
    audiosByUploader: (userId, limit) =>
      newest(
        data().audios.filter((a) => a.uploaderId === userId),
        limit,
      ),
    booksByUploader: (userId, limit) =>
      newest(
        data().books.filter((b) => b.uploaderId === userId),
        limit,
      ),
    writingsByUploader: (userId, kind, limit) =>
      newest(
        data().writings.filter((w) => w.uploaderId === userId && w.kind === kind),
        limit,
      ),
    idempotencyRecord: (userId, key) =>
      data().idempotency.find((r) => r.userId === userId && r.key === key),
    idempotencyEarliestExpiry() {
      let earliest: string | undefined;
      for (const r of data().idempotency) {
        if (earliest === undefined || r.expiresAt < earliest) earliest = r.expiresAt;
      }
      return earliest;
    },
  };
}
