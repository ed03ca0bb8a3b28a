import type { FeedItem, ItemKind } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { toAudio, toBook, toVideo, toWriting } from './serializers.js';
import { isListed } from './visibility.js';

export type ItemRecord = VideoRecord | AudioRecord | BookRecord | WritingRecord;

/** The record of any kind of item, if there is one. */
export function itemRecord(store: Store, kind: ItemKind, id: string): ItemRecord | undefined {
  const { index, data } = store;
  switch (kind) {
    case 'video':
      return index.videoById(id);
    case 'audio':
      return index.audioById(id);
    case 'book':
      return index.bookById(id);
    case 'story':
    case 'poem':
      return data.writings.find((w) => w._id === id && w.kind === kind);
  }
}

/** Every record of one kind. */
export function recordsOf(store: Store, kind: ItemKind): readonly ItemRecord[] {
  const { data } = store;
  if (kind === 'video') return data.videos;
  if (kind === 'audio') return data.audios;
  if (kind === 'book') return data.books;
  return data.writings.filter((w) => w.kind === kind);
}

/**
 * Whether an item is in the lists, feeds and announcements: public (the visibility its creator
 * chose; none means public) and, for a video, processed. An unlisted one still opens by its link.
 */
export const isPublic = (record: ItemRecord): boolean => isListed(record);

/** An item as the feeds give it: its kind, and the shape its kind's own calls give. */
export function toFeedItem(
  store: Store,
  kind: ItemKind,
  record: ItemRecord,
  viewerId?: string,
): FeedItem {
  switch (kind) {
    case 'video':
      return { kind, item: toVideo(store, record as VideoRecord, viewerId) };
    case 'audio':
      return { kind, item: toAudio(store, record as AudioRecord, viewerId) };
    case 'book':
      return { kind, item: toBook(store, record as BookRecord, viewerId) };
    case 'story':
    case 'poem':
      return { kind, item: toWriting(store, record as WritingRecord, viewerId) };
  }
}
