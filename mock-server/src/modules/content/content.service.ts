import type { Audio, Book, Video, VideoPage, Writing } from '@inkreel/shared';
import { VIDEOS_PER_PAGE } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import { newestFirst, paginate } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { RandomCycle } from './random-cycle.js';
import { toAudio, toBook, toVideo, toWriting } from './serializers.js';
import { isListed, visibleTo } from './visibility.js';

// How other modules (upload, creators, likes) turn records into the catalogue's reply shapes.
export { MEDIA_KEY_PARAM, toAudio, toBook, toVideo, toWriting } from './serializers.js';
// How queues and playlists show their items (issue 55).
export { itemExists, KIND_NOUNS, summarizeItem, type ListReader } from './item-summary.js';
export { isPublic, itemRecord, recordsOf, toFeedItem, type ItemRecord } from './items.js';
// Who sees what (search filters with them; manage changes what they read).
export { isListed, managedAtCreation, visibilityOf, visibleTo } from './visibility.js';

/** How many featured videos /api/videos/featured returns (/featured/all returns them all). */
export const FEATURED_LIMIT = 6;
export const RANDOM_BATCH = 12;
export const VIDEO_RECOMMENDATIONS = 8;
export const WRITINGS_PER_PAGE = 10;

function shown<T extends Parameters<typeof visibleTo>[0]>(
  record: T | undefined,
  viewerId: string | undefined,
  what: string,
): T {
  if (!record || !visibleTo(record, viewerId)) throw notFound(what);
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

  /**
   * A record as `viewerId` may open it by its id: a private one, or a video still processing, is
   * its uploader's alone, and anyone else gets the 404 of an unknown id (docs/product.md section 10).
   */
  videoRecord = (id: string, viewerId?: string): VideoRecord =>
    shown(this.store.index.videoById(id), viewerId, 'Video');
  audioRecord = (id: string, viewerId?: string): AudioRecord =>
    shown(this.store.index.audioById(id), viewerId, 'Audio');
  bookRecord = (id: string, viewerId?: string): BookRecord =>
    shown(this.store.index.bookById(id), viewerId, 'Book');

  /**
   * Videos anyone may find: public ones, once processed (a video still processing is its
   * uploader's alone until it is ready; docs/product.md section 10).
   */
  private listedVideos(): VideoRecord[] {
    return this.store.index.videosNewestFirst().filter(isListed);
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

  /** A video; one processing, or private, is its uploader's. */
  video(id: string, viewerId?: string): Video {
    return toVideo(this.store, this.videoRecord(id, viewerId), viewerId);
  }

  /** Other videos, those sharing the most tags first, then the most viewed. */
  videoRecommendations(id: string, viewerId?: string): Video[] {
    const source = this.videoRecord(id, viewerId);
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
    const ids = this.store.data.audios.filter(isListed).map((a) => a._id);
    return this.audioCycle
      .next(ids, RANDOM_BATCH)
      .map((id) => toAudio(this.store, this.audioRecord(id), viewerId));
  }

  audio = (id: string, viewerId?: string): Audio =>
    toAudio(this.store, this.audioRecord(id, viewerId), viewerId);

  /** A stable order (same genre, then same artist, then newest) so page 2 continues page 1. */
  audioRecommendations(id: string, page: number, limit: number, viewerId?: string): Audio[] {
    const source = this.audioRecord(id, viewerId);
    const score = (a: AudioRecord) =>
      (a.genre === source.genre ? 2 : 0) + (a.artist === source.artist ? 1 : 0);
    const sorted = this.store.data.audios
      .filter((a) => a._id !== id && isListed(a))
      .sort((a, b) => score(b) - score(a) || newestFirst(a, b));
    return paginate(sorted, page, limit).items.map((a) => toAudio(this.store, a, viewerId));
  }

  book = (id: string, viewerId?: string): Book =>
    toBook(this.store, this.bookRecord(id, viewerId), viewerId);

  randomBooks(viewerId?: string): Book[] {
    const ids = this.store.data.books.filter(isListed).map((b) => b._id);
    return this.bookCycle.next(ids, RANDOM_BATCH).map((id) => this.book(id, viewerId));
  }

  writingPage(kind: WritingRecord['kind'], page: number, limit?: number, viewerId?: string) {
    const sorted = this.store.data.writings
      .filter((w) => w.kind === kind && isListed(w))
      .sort(newestFirst);
    const { items, pagination } = paginate(sorted, page, limit ?? WRITINGS_PER_PAGE);
    return { items: items.map((w) => toWriting(this.store, w, viewerId)), pagination };
  }

  writing(kind: WritingRecord['kind'], id: string, viewerId?: string): Writing {
    const record = this.store.data.writings.find((w) => w.kind === kind && w._id === id);
    return toWriting(
      this.store,
      shown(record, viewerId, kind === 'poem' ? 'Poem' : 'Story'),
      viewerId,
    );
  }
}
