import { JOURNAL_SIZE, type JournalEntry, type JournalQuery } from '@inkreel/shared';

type Stored = Omit<JournalEntry, 'at'> & { at: string | number };

/**
 * The last JOURNAL_SIZE requests the mock provider answered (or dropped), oldest first. Kept in a
 * ring, and arrival times as numbers until the journal is read: recording is on every request's
 * path, reading only when someone opens the panel.
 */
export class Journal {
  private ring: Stored[] = [];
  /** Where the next entry goes once the ring is full (the oldest entry). */
  private next = 0;
  private nextId = 1;

  constructor(private readonly size = JOURNAL_SIZE) {}

  /** Records a request; `at` is its arrival, as ISO 8601 or ms since the epoch. */
  add(entry: Omit<Stored, 'id'>): void {
    const stored = { id: this.nextId++, ...entry };
    if (this.ring.length < this.size) {
      this.ring.push(stored);
      return;
    }
    this.ring[this.next] = stored;
    this.next = (this.next + 1) % this.size;
  }

  /** Newest first, keeping only the entries every given filter accepts. */
  list(query: JournalQuery = {}): JournalEntry[] {
    const path = query.path?.toLowerCase();
    const oldestFirst = [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return oldestFirst
      .filter((e) => !query.method || e.method === query.method)
      .filter((e) => !path || e.path.toLowerCase().includes(path))
      .filter((e) => !query.status || statusMatches(e.status, query.status))
      .filter((e) => !query.scenario || e.scenario === query.scenario)
      .map((e) => ({ ...e, at: typeof e.at === 'number' ? new Date(e.at).toISOString() : e.at }))
      .reverse();
  }

  clear(): void {
    this.ring = [];
    this.next = 0;
  }
}

/** "404" matches 404 exactly; "4xx" matches 400..499; "0" matches dropped connections. */
export function statusMatches(status: number, filter: string): boolean {
  const klass = /^([1-5])xx$/i.exec(filter);
  if (klass) return Math.floor(status / 100) === Number(klass[1]);
  return status === Number(filter);
}
