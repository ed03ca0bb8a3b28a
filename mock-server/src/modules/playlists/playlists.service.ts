import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  PLAYLIST_ITEM_LIMIT,
  PLAYLISTS_PER_USER,
  type ItemRef,
  type Playlist,
  type PlaylistCreate,
  type PlaylistList,
  type PlaylistPatch,
} from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { PlaylistRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';
import { itemExists, KIND_NOUNS } from '../content/content.service.js';
import { likedId, likedList, likedRefused } from './liked-list.js';
import { toPlaylist, toSummary } from './playlist-view.js';

export const WATCH_LATER_TITLE = 'Watch later';

/**
 * Watch later's id, the same for a user on every read: the list is there before anything is
 * added to it, yet a read never writes (the record is made with the first item).
 */
export const watchLaterId = (userId: string): string =>
  createHash('sha256').update(`watch-later:${userId}`).digest('hex').slice(0, 24);

const newEntryId = () => randomBytes(9).toString('base64url');

function virtualWatchLater(userId: string): PlaylistRecord {
  const at = new Date(0).toISOString();
  return {
    _id: watchLaterId(userId),
    ownerId: userId,
    title: WATCH_LATER_TITLE,
    description: '',
    visibility: 'private',
    builtIn: 'watch-later',
    items: [],
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The record, Watch later as it stands before its first item, or Liked as the likes make it; null
 * when there is none.
 */
function findRecord(store: Store, id: string, viewerId: string | undefined): PlaylistRecord | null {
  const record = store.data.playlists.find((p) => p._id === id);
  if (record) return record;
  if (viewerId === undefined) return null;
  if (id === likedId(viewerId)) return likedList(store, viewerId);
  return id === watchLaterId(viewerId) ? virtualWatchLater(viewerId) : null;
}

/** A playlist its owner changes; another account's answers 404, as a missing one does. */
function owned(store: Store, id: string, userId: string): PlaylistRecord {
  const record = findRecord(store, id, userId);
  if (!record || record.ownerId !== userId) throw notFound('Playlist');
  if (record.builtIn === 'liked') throw likedRefused();
  // Watch later becomes a record when first changed.
  if (!store.data.playlists.includes(record)) store.data.playlists.push(record);
  return record;
}

const touch = (record: PlaylistRecord) => {
  record.updatedAt = nowIso();
};

const byNewestChange = (a: PlaylistRecord, b: PlaylistRecord) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;

/**
 * The user's playlists: Watch later, then Liked, then the others, the most recently changed first.
 */
export function playlistsOf(store: Store, userId: string): PlaylistList {
  const own = store.data.playlists.filter((p) => p.ownerId === userId);
  const watchLater = own.find((p) => p.builtIn === 'watch-later') ?? virtualWatchLater(userId);
  const others = own.filter((p) => !p.builtIn).sort(byNewestChange);
  const liked = likedList(store, userId);
  return {
    playlists: [watchLater, liked, ...others].map((p) => toSummary(store, p, userId)),
  };
}

/** A user's public playlists (their creator page lists them), as `viewerId` sees their items. */
export function publicPlaylistsOf(
  store: Store,
  userId: string,
  viewerId: string | undefined,
): PlaylistList {
  if (!store.index.userById(userId)) throw notFound('User');
  const list = store.data.playlists
    .filter((p) => p.ownerId === userId && p.visibility === 'public')
    .sort(byNewestChange);
  return { playlists: list.map((p) => toSummary(store, p, viewerId)) };
}

/** Anyone may read a public or unlisted playlist; a private one is its owner's alone (else 404). */
export function readPlaylist(store: Store, id: string, viewerId: string | undefined): Playlist {
  const record = findRecord(store, id, viewerId);
  if (!record || (record.visibility === 'private' && record.ownerId !== viewerId))
    throw notFound('Playlist');
  return toPlaylist(store, record, viewerId);
}

export async function createPlaylist(
  store: Store,
  userId: string,
  input: PlaylistCreate,
): Promise<Playlist> {
  const count = store.data.playlists.filter((p) => p.ownerId === userId && !p.builtIn).length;
  if (count >= PLAYLISTS_PER_USER) {
    throw new DomainError(
      ErrorCode.LIMIT_REACHED,
      `An account keeps at most ${PLAYLISTS_PER_USER} playlists`,
      {
        limit: PLAYLISTS_PER_USER,
      },
    );
  }
  const at = nowIso();
  const record: PlaylistRecord = {
    _id: newId(),
    ownerId: userId,
    title: input.title,
    description: input.description ?? '',
    visibility: input.visibility ?? 'private',
    items: [],
    createdAt: at,
    updatedAt: at,
  };
  store.data.playlists.push(record);
  await store.write();
  return toPlaylist(store, record, userId);
}

const builtInRefused = () =>
  new DomainError(ErrorCode.BUILT_IN_LIST, 'Watch later cannot be renamed or deleted');

export async function updatePlaylist(
  store: Store,
  userId: string,
  id: string,
  patch: PlaylistPatch,
): Promise<Playlist> {
  const record = owned(store, id, userId);
  if (record.builtIn && patch.title !== undefined && patch.title !== record.title)
    throw builtInRefused();
  if (patch.title !== undefined) record.title = patch.title;
  if (patch.description !== undefined) record.description = patch.description;
  if (patch.visibility !== undefined) record.visibility = patch.visibility;
  touch(record);
  await store.write();
  return toPlaylist(store, record, userId);
}

export async function deletePlaylist(
  store: Store,
  userId: string,
  id: string,
): Promise<{ deleted: string }> {
  const record = findRecord(store, id, userId);
  if (!record || record.ownerId !== userId) throw notFound('Playlist');
  if (record.builtIn) throw record.builtIn === 'liked' ? likedRefused() : builtInRefused();
  store.data.playlists = store.data.playlists.filter((p) => p !== record);
  await store.write();
  return { deleted: id };
}

export async function addItem(
  store: Store,
  userId: string,
  id: string,
  ref: ItemRef,
): Promise<Playlist> {
  const record = owned(store, id, userId);
  if (!itemExists(store, ref, userId)) throw notFound(KIND_NOUNS[ref.kind]);
  if (record.items.length >= PLAYLIST_ITEM_LIMIT) {
    throw new DomainError(
      ErrorCode.LIMIT_REACHED,
      `A playlist holds at most ${PLAYLIST_ITEM_LIMIT} items`,
      {
        limit: PLAYLIST_ITEM_LIMIT,
      },
    );
  }
  record.items.push({ entryId: newEntryId(), kind: ref.kind, id: ref.id });
  touch(record);
  await store.write();
  return toPlaylist(store, record, userId);
}

export async function removeItem(
  store: Store,
  userId: string,
  id: string,
  entryId: string,
): Promise<Playlist> {
  const record = owned(store, id, userId);
  const index = record.items.findIndex((e) => e.entryId === entryId);
  if (index < 0) throw notFound('Entry');
  record.items.splice(index, 1);
  touch(record);
  await store.write();
  return toPlaylist(store, record, userId);
}

/**
 * A new order names every entry the playlist has now, each once. Checked and applied with no
 * await between (the store rule), so an entry added or removed by another request meanwhile makes
 * the order stale (ORDER_MISMATCH) instead of losing or doubling an item.
 */
export async function reorder(
  store: Store,
  userId: string,
  id: string,
  entryIds: string[],
): Promise<Playlist> {
  const record = owned(store, id, userId);
  const byId = new Map(record.items.map((e) => [e.entryId, e]));
  const unique = new Set(entryIds);
  if (
    unique.size !== entryIds.length ||
    entryIds.length !== byId.size ||
    entryIds.some((e) => !byId.has(e))
  ) {
    throw new DomainError(
      ErrorCode.ORDER_MISMATCH,
      'The order must name every entry of the playlist once: read it again and reorder',
    );
  }
  record.items = entryIds.map((e) => byId.get(e) as (typeof record.items)[number]);
  touch(record);
  await store.write();
  return toPlaylist(store, record, userId);
}
