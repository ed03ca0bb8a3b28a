import { open, readdir, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { generationOf, journalName, parseJournal, type JournalEntry } from './journal-format.js';
import type { DbData } from './schema.js';
import { writeSnapshotInSlices } from './snapshot-writer.js';

const DB_FILE = 'db.json';
const COMPACT_PREFIX = 'db.json.compact-';

export async function listJournals(
  dataDir: string,
): Promise<{ generation: number; file: string }[]> {
  const names = await readdir(dataDir);
  return names
    .map((name) => ({ generation: generationOf(name), file: path.join(dataDir, name) }))
    .filter((j): j is { generation: number; file: string } => j.generation !== null)
    .sort((a, b) => a.generation - b.generation);
}

/** Makes a rename or a new file in the directory itself durable. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The journal files beside the snapshot. Generation N holds commits made after the snapshot that
 * names `_journalFrom: N` (or a lower number) was cut; a compaction starts generation N + 1,
 * writes a snapshot naming it, renames it into place, then deletes the generations before it.
 * Appends are serialised by the group commit; compaction runs beside them.
 */
export class Journal {
  /** Bytes in the journal files the current snapshot needs. */
  bytes = 0;
  private generation: number;
  private handle: FileHandle | null = null;
  private handleGeneration = -1;
  private epoch = 0;
  private lock: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly dir: string,
    generation: number,
  ) {
    this.generation = generation;
  }

  /**
   * Replays the generations the snapshot needs (`from` and later) through `apply`, deletes older
   * ones and any half-written compaction, and starts a new generation: never appending to a file
   * whose last line may be torn.
   */
  static async open(
    dir: string,
    from: number,
    apply: (entries: JournalEntry[]) => void,
  ): Promise<Journal> {
    for (const name of await readdir(dir)) {
      if (name.startsWith(COMPACT_PREFIX)) await rm(path.join(dir, name), { force: true });
    }
    let last = from - 1;
    let bytes = 0;
    for (const journal of await listJournals(dir)) {
      if (journal.generation < from) {
        await rm(journal.file, { force: true });
        continue;
      }
      const text = await readFile(journal.file, 'utf8');
      apply(parseJournal(text, journal.file));
      bytes += Buffer.byteLength(text);
      last = journal.generation;
    }
    const journal = new Journal(dir, Math.max(from, last + 1, 1));
    journal.bytes = bytes;
    return journal;
  }

  /** Appends one commit and waits until the disk has it. */
  async append(entry: JournalEntry): Promise<void> {
    if (!this.handle || this.handleGeneration !== this.generation) {
      await this.handle?.close();
      this.handle = null;
      const generation = this.generation;
      const handle = await open(path.join(this.dir, journalName(generation)), 'a');
      await syncDir(this.dir);
      this.handle = handle;
      this.handleGeneration = generation;
    }
    const line = `${JSON.stringify(entry)}\n`;
    const { bytesWritten } = await this.handle.write(line);
    await this.handle.datasync();
    this.bytes += bytesWritten;
  }

  /** Starts the next generation: commits from now on go to a new file. Synchronous on purpose. */
  rotate(): number {
    this.generation += 1;
    this.bytes = 0;
    return this.generation;
  }

  /** Runs `fn` alone among snapshot changes; `replaces` cancels any compaction under way. */
  exclusive<T>(fn: () => Promise<T>, replaces = false): Promise<T> {
    const run = this.lock.then(() => {
      if (replaces) this.epoch += 1;
      return fn();
    });
    this.lock = run.catch(() => undefined);
    return run;
  }

  async dropBefore(generation: number): Promise<void> {
    for (const journal of await listJournals(this.dir)) {
      if (journal.generation < generation) await rm(journal.file, { force: true });
    }
  }

  /**
   * Folds the journal into a new snapshot. The cut is synchronous: the collections are copied
   * (pointers only) and later commits go to a new generation. The records are then serialised a
   * slice at a time; a record may change meanwhile, so before the snapshot is renamed into place
   * `commitAll` puts every change made so far into the new generation, which is replayed over the
   * snapshot on open. Resolves with the snapshot's size, or null if a replace() overtook it.
   */
  compact(data: DbData, commitAll: () => Promise<void>): Promise<number | null> {
    const from = this.rotate();
    const epoch = this.epoch;
    const top: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data)) {
      top[name] = Array.isArray(value) ? value.slice() : value;
    }
    const tmp = path.join(this.dir, `${COMPACT_PREFIX}${from}`);
    return (async () => {
      try {
        const bytes = await writeSnapshotInSlices(tmp, top, from);
        await commitAll();
        return await this.exclusive(async () => {
          if (this.epoch !== epoch) return null;
          await rename(tmp, path.join(this.dir, DB_FILE));
          await syncDir(this.dir);
          await this.dropBefore(from);
          return bytes;
        });
      } finally {
        await rm(tmp, { force: true });
      }
    })();
  }

  async close(): Promise<void> {
    await this.handle?.close();
    this.handle = null;
  }
}
