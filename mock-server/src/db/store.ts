import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { emptyData, type DbData } from './schema.js';

/**
 * The records, held in memory and written to `DATA_DIR/db.json`. lowdb's JSONFile writes through
 * steno: a temp file then a rename, so a crash never leaves half a file.
 *
 * Rule for callers: check and change `data` synchronously (no `await` in between), then
 * `await store.write()` before replying, so concurrent requests cannot both pass one check.
 */
export interface Store {
  readonly data: DbData;
  readonly dataDir: string;
  readonly mediaDir: string;
  write(): Promise<void>;
  /** Replaces every record (used by the seed and reset). */
  replace(data: DbData): Promise<void>;
}

export const DB_FILE = 'db.json';

export async function openStore(dataDir: string): Promise<Store> {
  const mediaDir = path.join(dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const db = new Low<DbData>(new JSONFile<DbData>(path.join(dataDir, DB_FILE)), emptyData());
  await db.read();
  // Records written by an older version may lack a collection added since.
  db.data = { ...emptyData(), ...db.data };
  // Older versions kept the mail outbox here, verification links and all: it is memory-only now.
  if ('mail' in db.data) {
    delete (db.data as Partial<Record<'mail', unknown>>).mail;
    await db.write();
  }
  return {
    get data() {
      return db.data;
    },
    dataDir,
    mediaDir,
    write: () => db.write(),
    async replace(data) {
      db.data = data;
      await db.write();
    },
  };
}
