import { OFFLINE_CACHE } from '../../pwa/offline-cache';
import { dropSavedItem, putSavedItem, type SavedItem } from './saved-index';
import { storageManager } from './storage-manager';

export interface SaveSource {
  url: string;
  /** Extra request headers (the book file needs the bearer token, as the reader sends it). */
  headers?: Record<string, string>;
}

/** A JSON reply stored under its API URL, so the item's page opens offline too. */
export interface SaveMetadata {
  url: string;
  body: unknown;
}

export interface SaveRequest {
  item: Omit<SavedItem, 'urls' | 'bytes' | 'savedAt'>;
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
  let received = 0;
  try {
    const total = await totalSize(request.files, request.signal);
    for (const file of request.files) {
      const res = await fetch(file.url, {
        headers: file.headers,
        credentials: 'include',
        signal: request.signal,
      });
      if (!res.ok) throw new SaveError('network', `Download failed (status ${res.status}).`);
      const { blob } = await readWhole(res, (bytes) => {
        received += bytes;
        request.onProgress?.(received, total);
      });
      // Stored whole (200) with its length: the service worker cuts Range replies from it.
      const headers = new Headers({
        'Content-Type': blob.type,
        'Content-Length': String(blob.size),
      });
      await cache.put(file.url, new Response(blob, { status: 200, headers }));
      stored.push(file.url);
    }
    for (const entry of request.metadata) {
      await cache.put(
        entry.url,
        new Response(JSON.stringify(entry.body), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      stored.push(entry.url);
    }
    const item: SavedItem = {
      ...request.item,
      urls: stored,
      bytes: received,
      savedAt: new Date().toISOString(),
    };
    putSavedItem(item);
    void storageManager()
      ?.persist?.()
      .catch(() => false);
    return item;
  } catch (error) {
    await Promise.all(stored.map((url) => cache.delete(url)));
    throw toSaveError(error);
  }
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

/** The sum of Content-Length over the files, when every one of them tells (for the percentage). */
async function totalSize(files: SaveSource[], signal?: AbortSignal): Promise<number | undefined> {
  let total = 0;
  for (const file of files) {
    try {
      const res = await fetch(file.url, {
        method: 'HEAD',
        headers: file.headers,
        credentials: 'include',
        signal,
      });
      const length = Number(res.headers.get('content-length'));
      if (!res.ok || !Number.isFinite(length) || length <= 0) return undefined;
      total += length;
    } catch (error) {
      if (signal?.aborted) throw error;
      return undefined;
    }
  }
  return total;
}

/** Removes a saved item's files and its index entry; returns the bytes freed. */
export async function removeItem(kind: SavedItem['kind'], id: string): Promise<number> {
  const item = dropSavedItem(kind, id);
  if (!item) return 0;
  if (typeof caches !== 'undefined') {
    const cache = await caches.open(OFFLINE_CACHE);
    await Promise.all(item.urls.map((url) => cache.delete(url)));
  }
  return item.bytes;
}
