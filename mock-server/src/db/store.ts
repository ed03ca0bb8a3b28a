import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { DataFile } from 'lowdb/node';
import { ChangeTracker } from './change-tracker.js';
import { GroupCommit } from './group-commit.js';
import { createIndex, type StoreIndex } from './indexes.js';
import { Journal, listJournals } from './journal.js';
import { JOURNAL_FROM, parseJournal, replay, type CollectionName } from './journal-format.js';
import { emptyData, type DbData } from './schema.js';

/**
 * The records, held in memory. On disk: a snapshot, `DATA_DIR/db.json` (lowdb's compact JSON), and
 * a journal beside it, `db.journal.N`: one line per commit with the records it put and the keys it
 * removed, fsynced before the commit counts. Opening reads the snapshot and replays the journal;
 * once the journal has grown past the snapshot's size, the snapshot is rewritten a slice at a time
 * off the request path and the journal starts again (docs/decisions/0190-store-journal.md).
 *
 * Rules for callers:
 * - check and change `data` synchronously (no `await` in between), then `await store.write()`
 *   before replying, so concurrent requests cannot both pass one check;
 * - records may be added and removed freely (push, splice, filter); a record changed in place
 *   (`payment.status = 'paid'`) is announced in the same step with `store.changed('payments',
 *   payment)`, or the journal does not see it. Tests check this on every commit.
 * Writes that arrive together share one commit (docs/decisions/0081-store-group-commit.md).
 */
export interface Store {
  readonly data: DbData;
  readonly dataDir: string;
  readonly mediaDir: string;
  /** In-memory lookups kept in step with `data` (users, balances, videos, uploads by user). */
  readonly index: StoreIndex;
  /** Announces a record changed in place; it is written with the next commit. */
  changed<C extends CollectionName>(collection: C, record: DbData[C][number]): void;
  /** Resolves once every change made before the call is on disk. */
  write(): Promise<void>;
  /**
   * Write-behind for counters (views, plays) nobody waits for: on disk within the flush interval,
   * with the next write, or on close(). Lost only if the process is killed with -9 meanwhile.
   */
  writeSoon(): void;
  /** Commits anything waiting and finishes a running compaction; called on shutdown. */
  close(): Promise<void>;
  /** Replaces every record (used by the seed and reset): a new snapshot, an empty journal. */
  replace(data: DbData): Promise<void>;
  /** Rewrites the snapshot now (normally automatic); resolves when it is in place. */
  compact(): Promise<void>;
}

export const DB_FILE = 'db.json';
/** How long a counted view or play may wait before it is written. */
export const DEFAULT_FLUSH_MS = 1000;
/** The journal is folded into the snapshot once it is this big, or as big as the snapshot. */
export const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export interface StoreOptions {
  flushMs?: number;
  onError?: (error: unknown) => void;
  /** Check on every commit that the journal matches memory (default: under tests). */
  verify?: boolean;
  /** Journal size that triggers a compaction (default: the snapshot's size, at least 4 MiB). */
  compactAfterBytes?: number;
}

const underTest = () => Boolean(process.env.VITEST) || process.env.NODE_ENV === 'test';

/** Snapshot plus journal, as a restarted store would see them; changes nothing on disk. */
export async function loadStored(dataDir: string): Promise<DbData> {
  const file = path.join(dataDir, DB_FILE);
  const { [JOURNAL_FROM]: journalFrom, ...records } = JSON.parse(
    await readFile(file, 'utf8'),
  ) as Record<string, unknown>;
  const from = Number(journalFrom ?? 0);
  const data = { ...emptyData(), ...(records as Partial<DbData>) };
  for (const journal of await listJournals(dataDir)) {
    if (journal.generation < from) continue;
    replay(data, parseJournal(await readFile(journal.file, 'utf8'), journal.file));
  }
  return data;
}

export async function openStore(dataDir: string, options: StoreOptions = {}): Promise<Store> {
  const mediaDir = path.join(dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const dbFile = path.join(dataDir, DB_FILE);
  let loadedFrom = 0;
  let snapshotFrom = 0;
  const file = new DataFile<DbData>(dbFile, {
    parse: (text) => {
      const { [JOURNAL_FROM]: from, ...records } = JSON.parse(text) as DbData & {
        [JOURNAL_FROM]?: number;
      };
      loadedFrom = typeof from === 'number' ? from : 0;
      return records;
    },
    // Compact: pretty-printing doubled the file and the time spent serialising it.
    stringify: (data) => JSON.stringify({ ...data, [JOURNAL_FROM]: snapshotFrom }),
  });
  const db = new Low<DbData>(file, emptyData());
  await db.read();
  const found = await stat(dbFile).then(
    () => true,
    () => false,
  );
  // Records written by an older version may lack a collection added since.
  db.data = { ...emptyData(), ...db.data };
  const journal = await Journal.open(dataDir, loadedFrom, (entries) => replay(db.data, entries));
  // Older versions kept the mail outbox here, verification links and all: it is memory-only now.
  const legacyMail = 'mail' in db.data;
  if (legacyMail) delete (db.data as Partial<Record<'mail', unknown>>).mail;

  const verify = options.verify ?? underTest();
  const tracker = new ChangeTracker(() => db.data, verify);
  const onError = options.onError ?? ((error) => console.error('Store write failed', error));
  let snapshotBytes = found ? (await stat(dbFile)).size : 0;
  const threshold = () => options.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, snapshotBytes);

  /** A whole snapshot through lowdb, in one step (seed, reset, first start). */
  async function rewrite(): Promise<void> {
    await journal.exclusive(async () => {
      snapshotFrom = journal.rotate();
      // lowdb serialises synchronously inside write(): what it writes is what the tracker resets to.
      tracker.reset();
      await db.write();
      snapshotBytes = (await stat(dbFile)).size;
      await journal.dropBefore(snapshotFrom);
    }, true);
  }

  let rewriteNext = false;
  let compaction: Promise<void> | null = null;

  const commits = new GroupCommit(
    async () => {
      if (rewriteNext) {
        rewriteNext = false;
        await rewrite();
        return;
      }
      const { entry, problem } = tracker.take();
      if (entry) await journal.append(entry);
      if (journal.bytes >= threshold() && !compaction) startCompaction().catch(onError);
      if (problem) throw problem;
    },
    options.flushMs ?? DEFAULT_FLUSH_MS,
    onError,
  );

  function startCompaction(): Promise<void> {
    compaction ??= journal
      .compact(db.data, () => commits.write())
      .then((bytes) => {
        if (bytes !== null) snapshotBytes = bytes;
      })
      .finally(() => (compaction = null));
    return compaction;
  }

  if (!found || legacyMail) {
    rewriteNext = true;
    await commits.write();
  }

  return {
    get data() {
      return db.data;
    },
    dataDir,
    mediaDir,
    index: createIndex(() => db.data),
    changed: (collection, record) => tracker.mark(collection, record),
    write: () => commits.write(),
    writeSoon: () => commits.later(),
    async close() {
      await commits.flush();
      await compaction?.catch(() => undefined);
      await journal.close();
    },
    async replace(data) {
      db.data = data;
      rewriteNext = true;
      await commits.write();
    },
    compact: () => startCompaction(),
  };
}
