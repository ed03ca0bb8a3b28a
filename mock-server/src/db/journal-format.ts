import type { DbData } from './schema.js';

export type CollectionName = keyof DbData;
type RecordOf<C extends CollectionName> = DbData[C][number];

/**
 * What identifies a record across restarts, per collection. Keys never change in place (a new
 * key is a new record), and are unique within their collection.
 */
const KEYS: { [C in CollectionName]: (record: RecordOf<C>) => string } = {
  users: (r) => r._id,
  verificationTokens: (r) => r.tokenHash,
  revokedTokens: (r) => r.jti,
  ledger: (r) => r._id,
  payments: (r) => r._id,
  idempotency: (r) => `${r.userId} ${r.key}`,
  videos: (r) => r._id,
  audios: (r) => r._id,
  books: (r) => r._id,
  writings: (r) => r._id,
  subscriptions: (r) => r._id,
};

export const COLLECTIONS = Object.keys(KEYS) as CollectionName[];

export function keyOf(collection: CollectionName, record: unknown): string {
  return (KEYS[collection] as (r: unknown) => string)(record);
}

/**
 * One commit, one journal line: records put (inserted or replaced whole) and keys removed, per
 * collection. Removals apply first, so a record replaced by a new object with the same key is a
 * put.
 */
export interface JournalEntry {
  put?: Partial<Record<CollectionName, unknown[]>>;
  del?: Partial<Record<CollectionName, string[]>>;
}

/** Name of the snapshot field that says which journal files apply on top of it. */
export const JOURNAL_FROM = '_journalFrom';

export const journalName = (generation: number): string => `db.journal.${generation}`;

export function generationOf(fileName: string): number | null {
  const match = /^db\.journal\.(\d+)$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/**
 * The complete lines of a journal file. A last line without its newline was being written when
 * the process died: its commit never finished, so it was never acknowledged, and it is dropped. A
 * complete line that does not parse is damage, not a crash, and stops the store from opening.
 */
export function parseJournal(text: string, fileName: string): JournalEntry[] {
  const end = text.lastIndexOf('\n');
  if (end < 0) return [];
  const entries: JournalEntry[] = [];
  let start = 0;
  let lineNo = 1;
  while (start <= end) {
    const stop = text.indexOf('\n', start);
    const line = text.slice(start, stop);
    if (line.length > 0) {
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        throw new Error(`${fileName}: line ${lineNo} is damaged; refusing to open the store`);
      }
    }
    start = stop + 1;
    lineNo += 1;
  }
  return entries;
}

/** Applies journal entries to loaded data, in order: removals, then puts (in place if present). */
export function replay(data: DbData, entries: readonly JournalEntry[]): void {
  const positions = new Map<CollectionName, Map<string, number>>();
  const touched = new Set<CollectionName>();
  const HOLE = Symbol('removed');
  const positionsOf = (c: CollectionName) => {
    let map = positions.get(c);
    if (!map) {
      map = new Map();
      (data[c] as unknown[]).forEach((r, i) => map?.set(keyOf(c, r), i));
      positions.set(c, map);
    }
    return map;
  };
  for (const entry of entries) {
    for (const [c, keys] of Object.entries(entry.del ?? {}) as [CollectionName, string[]][]) {
      const map = positionsOf(c);
      for (const key of keys) {
        const at = map.get(key);
        if (at === undefined) continue;
        (data[c] as unknown[])[at] = HOLE;
        map.delete(key);
        touched.add(c);
      }
    }
    for (const [c, records] of Object.entries(entry.put ?? {}) as [CollectionName, unknown[]][]) {
      const map = positionsOf(c);
      const list = data[c] as unknown[];
      for (const record of records) {
        const key = keyOf(c, record);
        const at = map.get(key);
        if (at === undefined) {
          map.set(key, list.length);
          list.push(record);
        } else list[at] = record;
      }
    }
  }
  for (const c of touched) {
    (data as unknown as Record<string, unknown[]>)[c] = (data[c] as unknown[]).filter(
      (r) => r !== HOLE,
    );
  }
}
