import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { DataFile } from 'lowdb/node';
import { GroupCommit } from './group-commit.js';
import { createIndex, type StoreIndex } from './indexes.js';
import { emptyData, type DbData } from './schema.js';

/**
 * The records, held in memory and written to `DATA_DIR/db.json` as compact JSON. lowdb's
 * DataFile writes through steno: a temp file then a rename, so a crash never leaves half a file.
 *
 * Rule for callers: check and change `data` synchronously (no `await` in between), then
 * `await store.write()` before replying, so concurrent requests cannot both pass one check.
 * Writes that arrive together share one commit (docs/decisions/0081-store-group-commit.md).
 */
export interface Store {
  readonly data: DbData;
  readonly dataDir: string;
  readonly mediaDir: string;
  /** In-memory lookups kept in step with `data` (users, balances, the sorted video list). */
  readonly index: StoreIndex;
  /** Resolves once every change made before the call is on disk. */
  write(): Promise<void>;
  /**
   * Write-behind for counters (views, plays) nobody waits for: on disk within the flush interval,
   * with the next write, or on close(). Lost only if the process is killed with -9 meanwhile.
   */
  writeSoon(): void;
  /** Commits anything waiting; called on shutdown. */
  close(): Promise<void>;
  /** Replaces every record (used by the seed and reset). */
  replace(data: DbData): Promise<void>;
}

export const DB_FILE = 'db.json';
/** How long a counted view or play may wait before it is written. */
export const DEFAULT_FLUSH_MS = 1000;

export interface StoreOptions {
  flushMs?: number;
  onError?: (error: unknown) => void;
}

export async function openStore(dataDir: string, options: StoreOptions = {}): Promise<Store> {
  const mediaDir = path.join(dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const file = new DataFile<DbData>(path.join(dataDir, DB_FILE), {
    parse: (text) => JSON.parse(text) as DbData,
    // Compact: pretty-printing doubled the file and the time spent serialising it.
    stringify: (data) => JSON.stringify(data),
  });
  const db = new Low<DbData>(file, emptyData());
  await db.read();
  // Records written by an older version may lack a collection added since.
  db.data = { ...emptyData(), ...db.data };
  // Older versions kept the mail outbox here, verification links and all: it is memory-only now.
  if ('mail' in db.data) {
    delete (db.data as Partial<Record<'mail', unknown>>).mail;
    await db.write();
  }
  const commits = new GroupCommit(
    () => db.write(),
    options.flushMs ?? DEFAULT_FLUSH_MS,
    options.onError ?? ((error) => console.error('Store write failed', error)),
  );
  return {
    get data() {
      return db.data;
    },
    dataDir,
    mediaDir,
    index: createIndex(() => db.data),
    write: () => commits.write(),
    writeSoon: () => commits.later(),
    close: () => commits.flush(),
    async replace(data) {
      db.data = data;
      await commits.write();
    },
  };
}
