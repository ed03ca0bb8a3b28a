import type { ItemKind } from '@inkreel/shared';
import type { DbData } from './schema.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

interface Dated {
  _id: string;
  createdAt: string;
}

export type Uploaded = Dated & { uploaderId: string };

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first; ties broken by id so paging is stable. ISO dates and hex ids order the same by
 * code unit as by locale, and this is far cheaper than localeCompare.
 */
export const newestFirst = (a: Dated, b: Dated): number =>
  compare(b.createdAt, a.createdAt) || compare(a._id, b._id);

/** One page of a sorted list, with the pagination every list reply carries. */
export function paginate<T>(sorted: readonly T[], page: number, limit: number) {
  const total = sorted.length;
  return {
    items: sorted.slice((page - 1) * limit, page * limit),
    pagination: { page, pages: Math.ceil(total / limit), total, limit },
  };
}

/** A user's newest records (at most `limit`), newest first, as a new list. */
export const newestByUploader = <T extends Uploaded>(
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
    /** The accounts that like an item, in the order they liked it. */
    likersOf: (kind: ItemKind, itemId: string) =>
      data()
        .likes.filter((l) => l.itemId === itemId && l.kind === kind)
        .map((l) => l.userId),
    /** The (first) idempotency record of a user's key. */
    idempotencyRecord: (userId: string, key: string) =>
      data().idempotency.find((r) => r.userId === userId && r.key === key),
  };
}

export type StoreIndex = ReturnType<typeof createIndex>;
