import { JOURNAL_SIZE, type JournalEntry, type JournalQuery } from '@inkreel/shared';

/** The last JOURNAL_SIZE requests the mock provider answered (or dropped), oldest first. */
export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(private readonly size = JOURNAL_SIZE) {}

  add(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry });
    if (this.entries.length > this.size) this.entries.shift();
  }

  /** Newest first, keeping only the entries every given filter accepts. */
  list(query: JournalQuery = {}): JournalEntry[] {
    const path = query.path?.toLowerCase();
    return this.entries
      .filter(
        (e) =>
          (!query.method || e.method === query.method) &&
          (!path || e.path.toLowerCase().includes(path)) &&
          (!query.status || statusMatches(e.status, query.status)) &&
          (!query.scenario || e.scenario === query.scenario),
      )
      .reverse();
  }
}

/** "404" matches 404 exactly; "4xx" matches 400..499; "0" matches dropped connections. */
export function statusMatches(status: number, filter: string): boolean {
  const klass = /^([1-5])xx$/i.exec(filter);
  return klass ? Math.floor(status / 100) === Number(klass[1]) : status === Number(filter);
}
