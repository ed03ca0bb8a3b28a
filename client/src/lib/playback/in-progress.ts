// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import type { ItemKind } from '@inkreel/shared';
import { IN_PROGRESS_KEY } from './in-progress-check';

/**
 * What this browser is part way through (issue 55, item 4): the home page's "Continue" row. The
 * players and the book reader write it beside the remembered places (resume-store.ts, the book
 * reader's place), with what the row shows of each item, so the row asks the provider nothing.
 */
export interface InProgress {
  kind: ItemKind;
  id: string;
  title: string;
  /** A picture URL (thumbnail, artwork, cover), when there is one. */
  image?: string;
  /** How far through, 0 to 1. */
  progress: number;
  /** Seconds, for what plays: "12 min left". */
  duration?: number;
  /** When it was last moved on (milliseconds since the epoch): the row is newest first. */
  at: number;
}

/** At most this many are kept; the oldest go first. */
export const IN_PROGRESS_LIMIT = 40;
/** Below or beyond these it is not "in progress": barely begun, or as good as finished. */
export const IN_PROGRESS_MIN = 0.01;
export const IN_PROGRESS_MAX = 0.97;

const keyOf = (kind: ItemKind, id: string) => `${kind}:${id}`;

function isEntry(value: unknown): value is InProgress {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.kind === 'string' &&
    typeof e.id === 'string' &&
    typeof e.title === 'string' &&
    typeof e.progress === 'number' &&
    Number.isFinite(e.progress) &&
    typeof e.at === 'number' &&
    (e.image === undefined || typeof e.image === 'string') &&
    (e.duration === undefined || typeof e.duration === 'number')
  );
}

/** Everything kept, newest first; a malformed store reads as empty, never throws. */
export function readInProgress(): InProgress[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(IN_PROGRESS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isEntry).sort((a, b) => b.at - a.at);
  } catch {
    return [];
  }
}

/** What is kept for one item, if anything. */
export function progressOf(kind: ItemKind, id: string): InProgress | undefined {
  return readInProgress().find((e) => e.kind === kind && e.id === id);
}

function write(entries: InProgress[]): void {
  try {
    localStorage.setItem(IN_PROGRESS_KEY, JSON.stringify(entries.slice(0, IN_PROGRESS_LIMIT)));
  } catch {
    // Storage full or disabled: the row simply does not show it.
  }
}

const without = (entries: InProgress[], kind: ItemKind, id: string) =>
  entries.filter((e) => keyOf(e.kind, e.id) !== keyOf(kind, id));

/**
 * Keeps how far through an item is, as the newest; an item as good as finished (or barely begun)
 * leaves the row instead.
 */
export function recordProgress(entry: Omit<InProgress, 'at'>): void {
  const rest = without(readInProgress(), entry.kind, entry.id);
  if (entry.progress < IN_PROGRESS_MIN || entry.progress > IN_PROGRESS_MAX) {
    write(rest);
    return;
  }
  write([
    { ...entry, progress: Math.min(1, Math.max(0, entry.progress)), at: Date.now() },
    ...rest,
  ]);
}

/** Finished (or started over): off the row. */
export function forgetProgress(kind: ItemKind, id: string): void {
  const entries = readInProgress();
  const rest = without(entries, kind, id);
  if (rest.length !== entries.length) write(rest);
}
