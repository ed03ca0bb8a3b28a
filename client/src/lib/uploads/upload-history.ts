// lib/uploads: what this browser has published, per account, for the My uploads page.
import type { ContentType } from '@inkreel/shared';

/**
 * Not in docs/product.md: what this browser has published, per account, for the My uploads page when the
 * provider has no call that lists a creator's uploads (GET /api/uploads/mine is a mock extension).
 * Only what the upload reply told: the kind, the id, the title and when.
 */
export interface UploadRecord {
  type: ContentType;
  id: string;
  title: string;
  /** ISO time the upload was published. */
  at: string;
}

export const UPLOAD_HISTORY_KEY = 'inkreel:upload-history';
/** Per account, the newest first; older entries go. */
export const UPLOAD_HISTORY_LIMIT = 200;

type Shelf = Record<string, UploadRecord[]>;

const isRecord = (value: unknown): value is UploadRecord => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.type === 'string' &&
    typeof entry.id === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.at === 'string'
  );
};

function readShelf(): Shelf {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(UPLOAD_HISTORY_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([account, list]) => [
        account,
        Array.isArray(list) ? list.filter(isRecord) : [],
      ]),
    );
  } catch {
    return {};
  }
}

/** An account's key: its id (e-mails can change case, ids do not). */
const keyOf = (account: { _id: string }) => account._id;

/** Notes an upload the provider accepted, newest first (one entry per item). */
export function recordUpload(account: { _id: string }, record: UploadRecord): void {
  const shelf = readShelf();
  const list = (shelf[keyOf(account)] ?? []).filter((entry) => entry.id !== record.id);
  shelf[keyOf(account)] = [record, ...list].slice(0, UPLOAD_HISTORY_LIMIT);
  try {
    localStorage.setItem(UPLOAD_HISTORY_KEY, JSON.stringify(shelf));
  } catch {
    // Storage full or off: the provider's own list (when it has one) still shows the upload.
  }
}

/** What this browser published for the account, newest first. */
export function uploadHistory(account: { _id: string }): UploadRecord[] {
  return readShelf()[keyOf(account)] ?? [];
}
