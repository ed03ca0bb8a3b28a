// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
/** Where each item was left, in localStorage under one key: `{ [item]: value }`. */
export type ResumeShelf = 'media' | 'books';

const keyOf = (shelf: ResumeShelf) => `inkreel:resume:${shelf}`;
/** At most this many items are remembered per shelf; the oldest entries go first. */
export const RESUME_LIMIT = 200;

function readShelf(shelf: ResumeShelf): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(shelf)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** Writes the entries in order (oldest first), keeping the newest RESUME_LIMIT. */
function writeShelf(shelf: ResumeShelf, entries: [string, number][]): void {
  try {
    const kept = entries.slice(-RESUME_LIMIT);
    localStorage.setItem(keyOf(shelf), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled: the position is simply not remembered.
  }
}

export function readResume(shelf: ResumeShelf, item: string): number | undefined {
  return readShelf(shelf)[item];
}

/** The shelf's entries other than `item`, in their order. */
function entriesWithout(entries: Record<string, number>, item: string): [string, number][] {
  return Object.entries(entries).filter(([key]) => key !== item);
}

export function saveResume(shelf: ResumeShelf, item: string, value: number): void {
  // The item moves to the end: it is now the newest entry.
  writeShelf(shelf, [...entriesWithout(readShelf(shelf), item), [item, value]]);
}

export function forgetResume(shelf: ResumeShelf, item: string): void {
  const entries = readShelf(shelf);
  if (!(item in entries)) return;
  writeShelf(shelf, entriesWithout(entries, item));
}
