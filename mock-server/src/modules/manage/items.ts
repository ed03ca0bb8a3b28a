import {
  ErrorCode,
  type Audio,
  type Book,
  type ContentType,
  type Video,
  type Writing,
} from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';
import { toAudio, toBook, toVideo, toWriting, visibilityOf } from '../content/content.service.js';

export type ItemRecord = VideoRecord | AudioRecord | BookRecord | WritingRecord;
export type ItemReply = Video | Audio | Book | Writing;

/** Where a kind keeps its picture: the record's field, and the folder below DATA_DIR/media. */
export interface ImageSlot {
  field: 'thumbnailFile' | 'artworkFile' | 'coverFile';
  dir: string;
}

interface KindSpec {
  /** The word a 404 uses ("Video not found"). */
  what: string;
  find(store: Store, id: string): ItemRecord | undefined;
  remove(store: Store, id: string): void;
  reply(store: Store, record: ItemRecord): ItemReply;
  /** Every stored file of the record (main file and picture). */
  files(record: ItemRecord): string[];
  image?: ImageSlot;
}

/** Takes records out of a list in place, so anyone holding the list sees it too. */
function removeWhere<T>(list: T[], matches: (item: T) => boolean): void {
  const index = list.findIndex(matches);
  if (index >= 0) list.splice(index, 1);
}

const defined = (files: (string | undefined)[]) => files.filter((f): f is string => !!f);

const writingKind = (kind: WritingRecord['kind'], what: string): KindSpec => ({
  what,
  find: (store, id) => store.data.writings.find((w) => w.kind === kind && w._id === id),
  remove: (store, id) => removeWhere(store.data.writings, (w) => w.kind === kind && w._id === id),
  reply: (store, r) => toWriting(store, r as WritingRecord),
  files: () => [],
});

/** What differs between the kinds an uploader manages; the steps are the same for all. */
export const KINDS: Readonly<Record<ContentType, KindSpec>> = {
  video: {
    what: 'Video',
    find: (store, id) => store.index.videoById(id),
    remove: (store, id) => removeWhere(store.data.videos, (v) => v._id === id),
    reply: (store, r) => toVideo(store, r as VideoRecord),
    files: (r) => defined([(r as VideoRecord).videoFile, (r as VideoRecord).thumbnailFile]),
    image: { field: 'thumbnailFile', dir: 'thumbnails' },
  },
  audio: {
    what: 'Audio',
    find: (store, id) => store.index.audioById(id),
    remove: (store, id) => removeWhere(store.data.audios, (a) => a._id === id),
    reply: (store, r) => toAudio(store, r as AudioRecord),
    files: (r) => defined([(r as AudioRecord).audioFile, (r as AudioRecord).artworkFile]),
    image: { field: 'artworkFile', dir: 'artwork' },
  },
  book: {
    what: 'Book',
    find: (store, id) => store.index.bookById(id),
    remove: (store, id) => removeWhere(store.data.books, (b) => b._id === id),
    reply: (store, r) => toBook(store, r as BookRecord),
    files: (r) => defined([(r as BookRecord).bookFile, (r as BookRecord).coverFile]),
    image: { field: 'coverFile', dir: 'covers' },
  },
  story: writingKind('story', 'Story'),
  poem: writingKind('poem', 'Poem'),
};

/**
 * The item as its uploader may change it. Anyone else gets 404 where they could not see it (a
 * private item, a video still processing: its existence stays hidden) and 403 `NOT_UPLOADER`
 * where they could.
 */
export function ownedItem(store: Store, kind: ContentType, id: string, userId: string): ItemRecord {
  const spec = KINDS[kind];
  const record = spec.find(store, id);
  if (!record) throw notFound(spec.what);
  if (record.uploaderId === userId) return record;
  const hidden =
    visibilityOf(record) === 'private' || ('status' in record && record.status !== 'ready');
  if (hidden) throw notFound(spec.what);
  throw new DomainError(
    ErrorCode.NOT_UPLOADER,
    `Only the uploader may change this ${spec.what.toLowerCase()}`,
  );
}

/** The version a record is at (records made before the manage feature are at 1). */
export const versionOf = (record: ItemRecord): number => record.version ?? 1;

/**
 * 412 `ITEM_CHANGED` when the editor read an older version than the record's: their form would
 * overwrite changes they never saw. `null` (`If-Match: *`) or no header accepts any version.
 */
export function expectVersion(record: ItemRecord, expected: number | null | undefined): void {
  if (expected === null || expected === undefined || expected === versionOf(record)) return;
  throw new DomainError(
    ErrorCode.ITEM_CHANGED,
    'This item changed since you opened it. Reload it to see the changes, then edit again.',
    { version: versionOf(record) },
  );
}

/** Marks a change: the next version, and when. */
export function bumpVersion(record: ItemRecord, now = new Date()): void {
  record.version = versionOf(record) + 1;
  record.updatedAt = now.toISOString();
}
