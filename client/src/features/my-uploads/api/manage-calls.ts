import {
  DELETE_CALLS,
  EDIT_CALLS,
  IMAGE_CALLS,
  ifMatchFor,
  manageCalls,
  type Audio,
  type Book,
  type BulkBody,
  type BulkResult,
  type ContentType,
  type FileContentType,
  type ItemEdit,
  type MyUploads,
  type Video,
  type Writing,
} from '@inkreel/shared';
import type { ScopedMutator } from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';
import { refreshPagedLists } from '../../../lib/feeds/paged-lists';

/** An upload as its creator manages it: its kind, and the item as the catalogue shows it. */
export type ManagedItem =
  | { kind: 'video'; item: Video & { status?: 'processing' | 'ready' | undefined } }
  | { kind: 'audio'; item: Audio }
  | { kind: 'book'; item: Book }
  | { kind: 'story'; item: Writing }
  | { kind: 'poem'; item: Writing };
export type AnyItem = ManagedItem['item'];

/** Every upload of the list, kind by kind in the order My uploads shows them. */
export function managedItems(uploads: MyUploads): ManagedItem[] {
  return [
    ...uploads.videos.map((item) => ({ kind: 'video' as const, item })),
    ...uploads.music.map((item) => ({ kind: 'audio' as const, item })),
    ...uploads.books.map((item) => ({ kind: 'book' as const, item })),
    ...uploads.stories.map((item) => ({ kind: 'story' as const, item })),
    ...uploads.poems.map((item) => ({ kind: 'poem' as const, item })),
  ];
}

/** `If-Match` for the version the form was opened with: a newer one answers 412 ITEM_CHANGED. */
const versionHeaders = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'If-Match': ifMatchFor(version) };

/**
 * After any change every reply the app keeps may show the item's old text (lists, its page,
 * search, My uploads): they are fetched again where they are on screen, and on their next use
 * elsewhere. SWR's key filter passes over useSWRInfinite's own keys, so the paged lists on screen
 * (videos, stories and poems, a creator's tab, the following feed, Liked) are asked again each by
 * its own `mutate`, every page: without, they kept the old title, or the deleted upload, until a
 * reload.
 */
export function refreshAfterChange(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all([
    mutate((key) => {
      if (typeof key === 'string') return key.includes('/api/');
      return Array.isArray(key) && (key[0] === 'my-uploads' || key[0] === 'manage');
    }),
    refreshPagedLists(),
  ]);
}

/** PATCH the fields that changed (only those), checked against the version read. */
export function saveEdit(kind: ContentType, id: string, changes: ItemEdit, version?: number) {
  const call = EDIT_CALLS[kind];
  return request(call, {
    params: { id },
    body: changes as never,
    headers: versionHeaders(version),
  }) as Promise<AnyItem>;
}

/** PUT a new thumbnail, artwork or cover. */
export function replaceImage(kind: FileContentType, id: string, image: File, version?: number) {
  const form = new FormData();
  form.append('image', image, image.name);
  return request(IMAGE_CALLS[kind], {
    params: { id },
    form,
    headers: versionHeaders(version),
  }) as Promise<AnyItem>;
}

/**
 * Deleting what is already gone (from another tab, or a second click) is harmless: the provider's
 * 404 for it counts as done, so the list drops it instead of saying the deletion failed.
 */
export async function deleteUpload(kind: ContentType, id: string): Promise<void> {
  try {
    await request(DELETE_CALLS[kind], { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function bulkChange(body: BulkBody): Promise<BulkResult> {
  return request(manageCalls.bulk, { body });
}
