import { Follower } from './follower.js';
import type {
  AudioRecord,
  BookRecord,
  DbData,
  IdempotencyRecord,
  LedgerEntry,
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

const oldestFirst = (a: Dated, b: Dated): number => newestFirst(b, a);

/** The lookups requests make, kept in memory beside the records. */
export interface StoreIndex {
  userById(id: string): UserRecord | undefined;
  userByEmail(email: string): UserRecord | undefined;
  balanceCents(userId: string): number;
  videoById(id: string): VideoRecord | undefined;
  audioById(id: string): AudioRecord | undefined;
  bookById(id: string): BookRecord | undefined;
  /** Every video, newest first. Read-only: change `data.videos`, never this list. */
  videosNewestFirst(): readonly VideoRecord[];
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

function byId<T extends { _id: string }>(read: () => T[]) {
  const map = new Map<string, T>();
  const follower = new Follower<T>(
    read,
    (items) => {
      map.clear();
      for (const item of items) map.set(item._id, item);
    },
    (item) => map.set(item._id, item),
  );
  return (id: string): T | undefined => {
    follower.sync();
    return map.get(id);
  };
}

function insertSorted<T extends Dated>(
  list: T[],
  item: T,
  order: (a: Dated, b: Dated) => number,
): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(list[mid] as T, item) <= 0) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, item);
}

/**
 * One collection's records grouped by a key (the uploader), for "the newest N of this key".
 * Each group is kept oldest first, so a new upload (normally the newest) is appended at its end
 * rather than shifting the whole group, and a reply reads only the N it returns.
 */
function newestByKey<T extends Dated>(read: () => T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  const follower = new Follower<T>(
    read,
    (items) => {
      groups.clear();
      for (const item of items) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      for (const group of groups.values()) group.sort(oldestFirst);
    },
    (item) => {
      const key = keyOf(item);
      const group = groups.get(key);
      if (group) insertSorted(group, item, oldestFirst);
      else groups.set(key, [item]);
    },
  );
  return (key: string, limit: number): T[] => {
    follower.sync();
    const group = groups.get(key) ?? [];
    const newest: T[] = [];
    for (let i = group.length - 1; i >= 0 && newest.length < limit; i -= 1)
      newest.push(group[i] as T);
    return newest;
  };
}

export function createIndex(data: () => DbData): StoreIndex {
  const emails = new Map<string, UserRecord>();
  const users = new Map<string, UserRecord>();
  const addUser = (u: UserRecord) => {
    users.set(u._id, u);
    const key = normalizeEmail(u.email);
    if (!emails.has(key)) emails.set(key, u);
  };
  const userFollower = new Follower<UserRecord>(
    () => data().users,
    (items) => {
      users.clear();
      emails.clear();
      items.forEach(addUser);
    },
    addUser,
  );

  const balances = new Map<string, number>();
  const credit = (e: LedgerEntry) =>
    balances.set(e.userId, (balances.get(e.userId) ?? 0) + e.amountCents);
  const ledgerFollower = new Follower<LedgerEntry>(
    () => data().ledger,
    (items) => {
      balances.clear();
      items.forEach(credit);
    },
    credit,
  );

  let sorted: VideoRecord[] = [];
  const videoFollower = new Follower<VideoRecord>(
    () => data().videos,
    (items) => {
      sorted = [...items].sort(newestFirst);
    },
    (item) => insertSorted(sorted, item, newestFirst),
  );

  const idempotency = new Map<string, IdempotencyRecord>();
  let earliestExpiry: string | undefined;
  const addKey = (r: IdempotencyRecord) => {
    const key = `${r.userId} ${r.key}`;
    if (!idempotency.has(key)) idempotency.set(key, r);
    if (earliestExpiry === undefined || r.expiresAt < earliestExpiry) earliestExpiry = r.expiresAt;
  };
  const idempotencyFollower = new Follower<IdempotencyRecord>(
    () => data().idempotency,
    (items) => {
      idempotency.clear();
      earliestExpiry = undefined;
      items.forEach(addKey);
    },
    addKey,
  );

  const uploader = (r: { uploaderId: string }) => r.uploaderId;
  const writingsBy = newestByKey(
    () => data().writings,
    (w) => `${w.uploaderId} ${w.kind}`,
  );

  return {
    idempotencyRecord(userId, key) {
      idempotencyFollower.sync();
      return idempotency.get(`${userId} ${key}`);
    },
    idempotencyEarliestExpiry() {
      idempotencyFollower.sync();
      return earliestExpiry;
    },
    userById(id) {
      userFollower.sync();
      return users.get(id);
    },
    userByEmail(email) {
      userFollower.sync();
      return emails.get(normalizeEmail(email));
    },
    balanceCents(userId) {
      ledgerFollower.sync();
      return balances.get(userId) ?? 0;
    },
    videoById: byId(() => data().videos),
    audioById: byId(() => data().audios),
    bookById: byId(() => data().books),
    videosNewestFirst() {
      videoFollower.sync();
      return sorted;
    },
    videosByUploader: newestByKey(() => data().videos, uploader),
    audiosByUploader: newestByKey(() => data().audios, uploader),
    booksByUploader: newestByKey(() => data().books, uploader),
    writingsByUploader: (userId, kind, limit) => writingsBy(`${userId} ${kind}`, limit),
  };
}
