import type { Audio, Book, Video, VideoPage, Writing } from '@inkreel/shared';
import { VIDEOS_PER_PAGE } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import { newestFirst, paginate } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { isPublic } from './items.js';
import { RandomCycle } from './random-cycle.js';
import { toAudio, toBook, toVideo, toWriting } from './serializers.js';

// How other modules (upload, creators, likes) turn records into the catalogue's reply shapes.
export { toAudio, toBook, toVideo, toWriting } from './serializers.js';
// How queues and playlists show their items (issue 55).
export { itemExists, KIND_NOUNS, summarizeItem } from './item-summary.js';
export { isPublic, itemRecord, recordsOf, toFeedItem, type ItemRecord } from './items.js';

/** How many featured videos /api/videos/featured returns (/featured/all returns them all). */
export const FEATURED_LIMIT = 6;
export const RANDOM_BATCH = 12;
export const VIDEO_RECOMMENDATIONS = 8;
export const WRITINGS_PER_PAGE = 10;

function found<T>(record: T | undefined, what: string): T {
  if (!record) throw notFound(what);
  return record;
}

/**
 * The catalogue's read side, free of Express so routes stay thin. Reading an item counts nothing:
 * views and plays are counted after real playback (the views module). `viewerId`, the signed-in
 * caller, adds whether they like each item.
 */
export class ContentService {
  private readonly audioCycle = new RandomCycle();
  private readonly bookCycle = new RandomCycle();

  constructor(private readonly store: Store) {}

  videoRecord = (id: string): VideoRecord => found(this.store.index.videoById(id), 'Video');
  audioRecord = (id: string): AudioRecord => found(this.store.index.audioById(id), 'Audio');
  bookRecord = (id: string): BookRecord => found(this.store.index.bookById(id), 'Book');

  /**
   * Videos anyone may find: a video still processing is its uploader's alone (docs/product.md
   * section 10) until it is ready, and so is one its creator hid.
   */
  private listedVideos(): VideoRecord[] {
    return this.store.index.videosNewestFirst().filter(isPublic);
  }

  featured(all: boolean, viewerId?: string): Video[] {
    const list = this.listedVideos().filter((v) => v.featured);
    return (all ? list : list.slice(0, FEATURED_LIMIT)).map((v) =>
      toVideo(this.store, v, viewerId),
    );
  }

  /** A page of videos, newest first. */
  videoPage(page: number, viewerId?: string): VideoPage {
    const { items, pagination } = paginate(this.listedVideos(), page, VIDEOS_PER_PAGE);
    return { videos: items.map((v) => toVideo(this.store, v, viewerId)), pagination };
  }

  /** A video; one still processing is its uploader's alone. */
  video(id: string, viewerId?: string): Video {
    const record = this.videoRecord(id);
    if (record.status !== 'ready' && record.uploaderId !== viewerId) throw notFound('Video');
    return toVideo(this.store, record, viewerId);
  }

  /** Other videos, those sharing the most tags first, then the most viewed. */
  videoRecommendations(id: string, viewerId?: string): Video[] {
    const source = this.videoRecord(id);
    const tags = new Set(source.tags);
    const shared = (v: VideoRecord) => v.tags.filter((t) => tags.has(t)).length;
    return this.listedVideos()
      .filter((v) => v._id !== id)
      .map((v) => ({ v, score: shared(v) }))
      .sort((a, b) => b.score - a.score || b.v.views - a.v.views || newestFirst(a.v, b.v))
      .slice(0, VIDEO_RECOMMENDATIONS)
      .map(({ v }) => toVideo(this.store, v, viewerId));
  }

  randomAudios(viewerId?: string): Audio[] {
    const ids = this.store.data.audios.map((a) => a._id);
    return this.audioCycle
      .next(ids, RANDOM_BATCH)
      .map((id) => toAudio(this.store, this.audioRecord(id), viewerId));
  }

  audio = (id: string, viewerId?: string): Audio =>
    toAudio(this.store, this.audioRecord(id), viewerId);

  /** A stable order (same genre, then same artist, then newest) so page 2 continues page 1. */
  audioRecommendations(id: string, page: number, limit: number, viewerId?: string): Audio[] {
    const source = this.audioRecord(id);
    const score = (a: AudioRecord) =>
      (a.genre === source.genre ? 2 : 0) + (a.artist === source.artist ? 1 : 0);
    const sorted = this.store.data.audios
      .filter((a) => a._id !== id)
      .sort((a, b) => score(b) - score(a) || newestFirst(a, b));
    return paginate(sorted, page, limit).items.map((a) => toAudio(this.store, a, viewerId));
  }

  book = (id: string, viewerId?: string): Book => toBook(this.store, this.bookRecord(id), viewerId);

  randomBooks(viewerId?: string): Book[] {
    const ids = this.store.data.books.map((b) => b._id);
    return this.bookCycle.next(ids, RANDOM_BATCH).map((id) => this.book(id, viewerId));
  }

  writingPage(kind: WritingRecord['kind'], page: number, limit?: number, viewerId?: string) {
    const sorted = this.store.data.writings.filter((w) => w.kind === kind).sort(newestFirst);
    const { items, pagination } = paginate(sorted, page, limit ?? WRITINGS_PER_PAGE);
    return { items: items.map((w) => toWriting(this.store, w, viewerId)), pagination };
  }

  writing(kind: WritingRecord['kind'], id: string, viewerId?: string): Writing {
    const record = this.store.data.writings.find((w) => w.kind === kind && w._id === id);
    return toWriting(this.store, found(record, kind === 'poem' ? 'Poem' : 'Story'), viewerId);
  }
}
