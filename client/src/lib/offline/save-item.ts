// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { OFFLINE_CACHE } from '../../pwa/offline-cache';
import {
  dropSavedItem,
  putSavedItem,
  unusedUrls,
  type SavedItem,
  type SavedPart,
} from './saved-index';
import { storageManager } from './storage-manager';

export interface SaveSource {
  url: string;
  /** Extra request headers (the book file needs the bearer token, as the reader sends it). */
  headers?: Record<string, string>;
  /** Which of a playlist's items it belongs to (`partKey`), for that item's size. */
  part?: string;
}

/** A JSON reply stored under its API URL, so the item's page opens offline too. */
export interface SaveMetadata {
  url: string;
  body: unknown;
  part?: string;
}

export const partKey = (part: Pick<SavedPart, 'kind' | 'id'>): string => `${part.kind}:${part.id}`;

export interface SaveRequest {
  /** A playlist's items (`parts`) are listed without their sizes: the save counts them. */
  item: Omit<SavedItem, 'urls' | 'bytes' | 'savedAt' | 'parts'> & {
    parts?: Omit<SavedPart, 'bytes'>[];
  };
  files: SaveSource[];
  metadata: SaveMetadata[];
  signal?: AbortSignal;
  onProgress?: (received: number, total: number | undefined) => void;
}

export class SaveError extends Error {
  constructor(
    readonly reason: 'network' | 'quota' | 'unsupported' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

// By name, not instanceof: the error may come from another realm (a worker, a test DOM).
const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
const isQuotaError = (error: unknown) =>
  ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'].includes(errorName(error));

async function readWhole(
  res: Response,
  onChunk: (bytes: number) => void,
): Promise<{ blob: Blob; bytes: number }> {
  const chunks: BlobPart[] = [];
  let bytes = 0;
  if (!res.body) {
    const blob = await res.blob();
    onChunk(blob.size);
    return { blob, bytes: blob.size };
  }
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onChunk(value.byteLength);
  }
  return { blob: new Blob(chunks, { type: res.headers.get('content-type') ?? '' }), bytes };
}

/**
 * Saves an item's files and metadata into the offline cache, all or nothing: on any failure
 * (network, full storage, cancel) whatever was stored is removed again and nothing is indexed.
 */
export async function saveItem(request: SaveRequest): Promise<SavedItem> {
  if (typeof caches === 'undefined') {
    throw new SaveError('unsupported', 'This browser cannot save items for offline use.');
  }
  const cache = await caches.open(OFFLINE_CACHE);
  const stored: string[] = [];
  const downloads = linkedAbort(request.signal);
  let received = 0;
  const partBytes = new Map<string, number>();
  const count = (part: string | undefined, bytes: number) => {
    if (part !== undefined) partBytes.set(part, (partBytes.get(part) ?? 0) + bytes);
  };
  try {
    const replies = await fetchAll(request.files, downloads.signal);
    const total = totalOf(replies.map(({ res }) => contentLength(res)));
    request.onProgress?.(0, total);
    for (const { url, res, part } of replies) {
      const { blob } = await readWhole(res, (bytes) => {
        received += bytes;
        request.onProgress?.(received, total);
      });
      // Stored whole (200) with its length: the service worker cuts Range replies from it.
      const headers = new Headers({
        'Content-Type': blob.type,
        'Content-Length': String(blob.size),
      });
      await cache.put(url, new Response(blob, { status: 200, headers }));
      stored.push(url);
      count(part, blob.size);
    }
    for (const entry of request.metadata) {
      const text = JSON.stringify(entry.body);
      await cache.put(
        entry.url,
        new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      );
      stored.push(entry.url);
      count(entry.part, new Blob([text]).size);
    }
    const { parts, ...fields } = request.item;
    const item: SavedItem = {
      ...fields,
      urls: stored,
      bytes: received,
      savedAt: new Date().toISOString(),
      ...(parts
        ? { parts: parts.map((p) => ({ ...p, bytes: partBytes.get(partKey(p)) ?? 0 })) }
        : {}),
    };
    putSavedItem(item);
    void storageManager()
      ?.persist?.()
      .catch(() => false);
    return item;
  } catch (error) {
    // The other downloads stop too (a body not read yet is dropped).
    downloads.abort();
    // What another saved item holds too (a track saved alone, now in a playlist) stays.
    await Promise.all(unusedUrls(stored).map((url) => cache.delete(url)));
    throw toSaveError(error);
  } finally {
    downloads.release();
  }
}

/**
 * Every file asked for at once (GET only: docs/product.md section 7 uses no other read), so that each
 * reply's Content-Length is in before the bodies are read one after another.
 */
async function fetchAll(files: SaveSource[], signal: AbortSignal) {
  const replies = await Promise.all(
    files.map(async ({ url, headers, part }) => ({
      url,
      part,
      res: await fetch(url, { headers, credentials: 'include', signal }),
    })),
  );
  const failed = replies.find(({ res }) => !res.ok);
  if (failed) throw new SaveError('network', `Download failed (status ${failed.res.status}).`);
  return replies;
}

function contentLength(res: Response): number | undefined {
  const length = Number(res.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : undefined;
}

/** The sum of the files' lengths when every reply tells it (for the percentage), else unknown. */
function totalOf(lengths: (number | undefined)[]): number | undefined {
  let total = 0;
  for (const length of lengths) {
    if (length === undefined) return undefined;
    total += length;
  }
  return total;
}

/** A signal that the caller's cancel aborts, and that a failure of one download can abort too. */
function linkedAbort(outer: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    abort,
    release: () => outer?.removeEventListener('abort', abort),
  };
}

function toSaveError(error: unknown): SaveError {
  if (error instanceof SaveError) return error;
  if (errorName(error) === 'AbortError') {
    return new SaveError('aborted', 'Download cancelled.');
  }
  if (isQuotaError(error)) {
    return new SaveError('quota', 'Not enough storage space on this device to save it.');
  }
  console.error('Saving for offline use failed', error);
  return new SaveError('network', 'Download failed. Check your connection and try again.');
}

/**
 * Removes a saved item's files and its index entry; returns the bytes freed. A file another saved
 * item holds too (a playlist's track saved alone as well) stays for that one.
 */
export async function removeItem(kind: SavedItem['kind'], id: string): Promise<number> {
  const item = dropSavedItem(kind, id);
  if (!item) return 0;
  if (typeof caches !== 'undefined') {
    const cache = await caches.open(OFFLINE_CACHE);
    await Promise.all(unusedUrls(item.urls).map((url) => cache.delete(url)));
  }
  return item.bytes;
}
