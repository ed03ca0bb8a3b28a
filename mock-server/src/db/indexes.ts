import type { DbData, WritingRecord } from './schema.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

interface Dated {
  _id: string;
  createdAt: string;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first; ties broken by id so paging is stable. ISO dates and hex ids order the same by
 * code unit as by locale, and this is far cheaper than localeCompare.
 */
export const newestFirst = (a: Dated, b: Dated): number =>
  compare(b.createdAt, a.createdAt) || compare(a._id, b._id);

/** A user's newest records (at most `limit`), newest first, as a new list. */
const newestOf = <T extends Dated & { uploaderId: string }>(
  list: T[],
  userId: string,
  limit: number,
): T[] =>
  list
    .filter((record) => record.uploaderId === userId)
    .sort(newestFirst)
    .slice(0, limit);

/**
 * The lookups requests make. Each one reads the records as they are now (a scan, a filter, a
 * sort): nothing derived is kept beside them, so nothing can go stale when a service or a hand
 * edit changes them. At the seed plus 10 k records a scan costs microseconds and the sort of a
 * list page about a millisecond (docs/decisions/0261-db-json-is-the-truth.md). Lists are new
 * arrays: sorting or filtering them changes no record.
 */
export function createIndex(data: () => DbData) {
  return {
    userById: (id: string) => data().users.find((u) => u._id === id),
    userByEmail(email: string) {
      const key = normalizeEmail(email);
      return data().users.find((u) => normalizeEmail(u.email) === key);
    },
    balanceCents: (userId: string) =>
      data().ledger.reduce((sum, e) => (e.userId === userId ? sum + e.amountCents : sum), 0),
    videoById: (id: string) => data().videos.find((v) => v._id === id),
    audioById: (id: string) => data().audios.find((a) => a._id === id),
    bookById: (id: string) => data().books.find((b) => b._id === id),
    videosNewestFirst: () => [...data().videos].sort(newestFirst),
    videosByUploader: (userId: string, limit: number) => newestOf(data().videos, userId, limit),
    audiosByUploader: (userId: string, limit: number) => newestOf(data().audios, userId, limit),
    booksByUploader: (userId: string, limit: number) => newestOf(data().books, userId, limit),
    writingsByUploader: (userId: string, kind: WritingRecord['kind'], limit: number) =>
      newestOf(
        data().writings.filter((w) => w.kind === kind),
        userId,
        limit,
      ),
    /** The (first) idempotency record of a user's key. */
    idempotencyRecord: (userId: string, key: string) =>
      data().idempotency.find((r) => r.userId === userId && r.key === key),
    /** The earliest `expiresAt` of any idempotency record (ISO), or undefined when there are none. */
    idempotencyEarliestExpiry: (): string | undefined =>
      data()
        .idempotency.map((r) => r.expiresAt)
        .sort()[0],
  };
}

export type StoreIndex = ReturnType<typeof createIndex>;
