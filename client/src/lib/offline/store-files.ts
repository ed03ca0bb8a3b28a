// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { OFFLINE_CACHE } from '../../pwa/offline-cache';
import { SaveError, partKey, type SaveRequest, type SaveSource } from './save-request';
import { unusedUrls, type SavedItem } from './saved-index';

/** What a save holds: every URL of its entry, its files' bytes and each part's bytes. */
export interface Stored {
  urls: string[];
  bytes: number;
  partBytes: Map<string, number>;
}

/** The size of what is stored under a URL the entry keeps as it is; undefined: download it. */
export type Held = (url: string) => Promise<number | undefined>;

type StoreRequest = Pick<SaveRequest, 'files' | 'metadata' | 'signal' | 'onProgress'>;

// By name, not instanceof: the error may come from another realm (a worker, a test DOM).
const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
const isQuotaError = (error: unknown) =>
  ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'].includes(errorName(error));

export async function openOfflineCache(): Promise<Cache> {
  if (typeof caches === 'undefined') {
    throw new SaveError('unsupported', 'This browser cannot save items for offline use.');
  }
  return caches.open(OFFLINE_CACHE);
}

/** Deletes those of `urls` no saved entry holds any more (decision 0428). */
export async function deleteUnused(cache: Cache, urls: readonly string[]): Promise<void> {
  await Promise.all(unusedUrls(urls).map((url) => cache.delete(url)));
}

/** The size of what the cache holds under `url` (a file says its length), or undefined. */
export async function cachedSize(cache: Cache, url: string): Promise<number | undefined> {
  const res = await cache.match(url);
  if (!res) return undefined;
  return contentLength(res) ?? (await res.blob()).size;
}

/** The index entry for what was stored. */
export function savedEntry(request: SaveRequest, stored: Stored, savedAt: string): SavedItem {
  const { parts, ...fields } = request.item;
  return {
    ...fields,
    urls: stored.urls,
    bytes: stored.bytes,
    savedAt,
    ...(parts
      ? { parts: parts.map((p) => ({ ...p, bytes: stored.partBytes.get(partKey(p)) ?? 0 })) }
      : {}),
  };
}

/**
 * Stores a request's files and replies, all or nothing: every download is asked for and every
 * reply read before anything is written, and on any failure (network, full storage, cancel) what
 * this call wrote and no saved entry holds is deleted again. What `held` sizes is kept as it is
 * (an update's items that stay); a reply given as `body` is always written.
 */
export async function storeAll(
  cache: Cache,
  request: StoreRequest,
  held: Held = () => Promise.resolve(undefined),
): Promise<Stored> {
  const written: string[] = [];
  const stored: Stored = { urls: [], bytes: 0, partBytes: new Map() };
  const count = (url: string, part: string | undefined, bytes: number) => {
    stored.urls.push(url);
    if (part !== undefined) stored.partBytes.set(part, (stored.partBytes.get(part) ?? 0) + bytes);
  };
  const downloads = linkedAbort(request.signal);
  try {
    const files: SaveSource[] = [];
    for (const file of request.files) {
      const size = await held(file.url);
      if (size === undefined) files.push(file);
      else {
        stored.bytes += size;
        count(file.url, file.part, size);
      }
    }
    const [replies, texts] = await Promise.all([
      fetchAll(files, downloads.signal),
      Promise.all(request.metadata.map((entry) => replyText(entry, held))),
    ]);
    const total = totalOf(replies.map(({ res }) => contentLength(res)));
    let received = 0;
    request.onProgress?.(0, total);
    for (const { url, res, part } of replies) {
      const blob = await readWhole(res, (bytes) => {
        received += bytes;
        request.onProgress?.(received, total);
      });
      // Stored whole (200) with its length: the service worker cuts Range replies from it.
      const headers = { 'Content-Type': blob.type, 'Content-Length': String(blob.size) };
      await cache.put(url, new Response(blob, { status: 200, headers }));
      written.push(url);
      stored.bytes += blob.size;
      count(url, part, blob.size);
    }
    for (const [i, { url, part }] of request.metadata.entries()) {
      const reply = texts[i] ?? { size: 0 };
      if ('text' in reply) {
        const headers = { 'Content-Type': 'application/json' };
        await cache.put(url, new Response(reply.text, { headers }));
        written.push(url);
      }
      count(url, part, reply.size);
    }
    return stored;
  } catch (error) {
    // The other downloads stop too (a body not read yet is dropped).
    downloads.abort();
    // What another saved item holds too (a track saved alone, now in a playlist) stays.
    await deleteUnused(cache, written);
    throw toSaveError(error);
  } finally {
    downloads.release();
  }
}

/** A reply to write (its text), or one kept as stored (its size). */
async function replyText(
  entry: SaveRequest['metadata'][number],
  held: Held,
): Promise<{ text: string; size: number } | { size: number }> {
  if ('load' in entry) {
    const size = await held(entry.url);
    if (size !== undefined) return { size };
  }
  const text = JSON.stringify('load' in entry ? await entry.load() : entry.body);
  return { text, size: new Blob([text]).size };
}

async function readWhole(res: Response, onChunk: (bytes: number) => void): Promise<Blob> {
  if (!res.body) {
    const blob = await res.blob();
    onChunk(blob.size);
    return blob;
  }
  const chunks: BlobPart[] = [];
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value.byteLength);
  }
  return new Blob(chunks, { type: res.headers.get('content-type') ?? '' });
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
