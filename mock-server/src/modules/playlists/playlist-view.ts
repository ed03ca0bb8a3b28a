import type { Playlist, PlaylistSummary } from '@inkreel/shared';
import type { PlaylistRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { summarizeItem } from '../content/content.service.js';

/** The cover: the pictures of the first four items that have one (one picture, or a mosaic). */
const COVER_PICTURES = 4;

/**
 * A playlist as replies give it to `viewerId`: items resolved as the catalogue shows them to that
 * reader (another's private or unlisted item is not given away), totals counted, the cover picked.
 */
export function toPlaylist(
  store: Store,
  record: PlaylistRecord,
  viewerId: string | undefined,
): Playlist {
  const reader = { viewerId, ownerId: record.ownerId };
  const items = record.items.map((entry) => ({
    entryId: entry.entryId,
    ...summarizeItem(store, entry, reader),
  }));
  let duration = 0;
  let readingMinutes = 0;
  const coverPaths: string[] = [];
  for (const item of items) {
    duration += item.duration ?? 0;
    readingMinutes += item.readingMinutes ?? 0;
    if (item.imagePath && coverPaths.length < COVER_PICTURES) coverPaths.push(item.imagePath);
  }
  return {
    _id: record._id,
    title: record.title,
    description: record.description,
    visibility: record.visibility,
    ...(record.builtIn ? { builtIn: record.builtIn } : {}),
    owner: { _id: record.ownerId, name: store.index.userById(record.ownerId)?.name ?? '' },
    itemCount: items.length,
    duration,
    readingMinutes,
    coverPaths,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    items,
  };
}

export function toSummary(
  store: Store,
  record: PlaylistRecord,
  viewerId: string | undefined,
): PlaylistSummary {
  const { items: _items, ...summary } = toPlaylist(store, record, viewerId);
  return summary;
}
