import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { DataFile } from 'lowdb/node';
import { createIndex, type StoreIndex } from './indexes.js';
import { moveAudioLikes } from './legacy-likes.js';
import { emptyData, type DbData } from './schema.js';

/**
 * The records: lowdb's document, and on disk `DATA_DIR/db.json`, its whole truth
 * (docs/decisions/0261-db-json-is-the-truth.md). A write is lowdb's own: the document serialised,
 * written to a temporary file, renamed over db.json.
 *
 * Rules for callers:
 * - check and change `data` synchronously (no `await` in between), then `await store.write()`
 *   before replying, so concurrent requests cannot both pass one check and nothing is
 *   acknowledged before db.json holds it;
 * - counters (views and plays, counted after playback) call `writeSoon()` instead: nobody
 *   waits on the disk for them.
 */
export interface Store {
  readonly data: DbData;
  readonly dataDir: string;
  readonly mediaDir: string;
  /** Lookups requests make (users by id and e-mail, balances, videos newest first...). */
  readonly index: StoreIndex;
  /** Resolves once db.json holds every change made before the call. */
  write(): Promise<void>;
  /**
   * For counters nobody waits for: db.json gets them with the next write, within `flushMs`
   * at the latest, or on close(). Lost only if the process is killed with -9 meanwhile.
   */
  writeSoon(): void;
  /** Writes counters still waiting and waits for writes under way; called on shutdown. */
  close(): Promise<void>;
  /** Replaces every record (the seed and reset) and writes them. */
  replace(data: DbData): Promise<void>;
}

export const DB_FILE = 'db.json';

/** Files an older version kept beside db.json; their changes never reached it. */
const JOURNAL_FILE = /^db\.journal\.\d+$/;

export async function openStore(
  dataDir: string,
  /** `onError`: where a failed write nobody awaits (the counters') is reported. */
  options: { flushMs?: number; onError?: (error: unknown) => void } = {},
): Promise<Store> {
  const mediaDir = path.join(dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const dbFile = path.join(dataDir, DB_FILE);
  const journals = (await readdir(dataDir)).filter((name) => JOURNAL_FILE.test(name));
  if (journals.length > 0) {
    throw new Error(
      `${dataDir} holds ${journals.join(', ')}, written by an older version: db.json lacks ` +
        'their last changes. Delete them to serve db.json as it is, or run `npm run seed -- --reset`.',
    );
  }
  // Low over lowdb's DataFile rather than JSONFilePreset: the preset keeps everything in memory
  // when NODE_ENV is "test", and the tests are about what reaches the file. Compact JSON, not
  // JSONFile's indented form: at the seed plus 10 k records indenting made each write about a
  // third slower, and a deposit waits for its write (0261). Any formatting reads back the same.
  const db = new Low<DbData>(
    new DataFile<DbData>(dbFile, { parse: JSON.parse, stringify: (data) => JSON.stringify(data) }),
    emptyData(),
  );
  await db.read();
  // A file from an older version may lack a collection added since, or carry fields gone since
  // (the journal's marker; the mail outbox, verification links and all, now memory-only).
  const loaded = db.data as Partial<DbData> & Record<string, unknown>;
  let legacy = '_journalFrom' in loaded || 'mail' in loaded;
  delete loaded._journalFrom;
  delete loaded.mail;
  db.data = { ...emptyData(), ...loaded };
  if (moveAudioLikes(db.data)) legacy = true;

  const onError = options.onError ?? ((error) => console.error('Store write failed', error));
  const flushMs = options.flushMs ?? 1000;
  // Writes run one after the other. Calls made while one runs share the next: it serialises the
  // document when it starts, so it holds every change made before any of those calls.
  let last: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queued) {
      const next = last.then(() => {
        queued = null;
        return db.write();
      });
      last = next.catch(() => undefined);
      queued = next;
    }
    return queued;
  }

  const store: Store = {
    get data() {
      return db.data;
    },
    dataDir,
    mediaDir,
    index: createIndex(() => db.data),
    write,
    writeSoon() {
      timer ??= setTimeout(() => {
        timer = null;
        write().catch(onError);
      }, flushMs);
      // Shutdown writes what is waiting (close()); the timer alone keeps no process alive.
      timer.unref();
    },
    async close() {
      if (timer) await write();
      await last;
    },
    async replace(data) {
      db.data = data;
      await write();
    },
  };
  // A first start leaves a db.json to read and edit, even before anything is written; a file an
  // older version wrote loses its stale fields (the outbox held verification links).
  if (legacy || !(await stat(dbFile).catch(() => null))) await write();
  return store;
}
