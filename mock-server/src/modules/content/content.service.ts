import type { Audio, Book, Video, VideoPage, Writing } from '@inkreel/shared';
import { VIDEOS_PER_PAGE } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import { newestFirst, paginate } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { RandomCycle } from './random-cycle.js';
import { toAudio, toBook, toVideo, toWriting } from './serializers.js';

// How other modules (upload) turn records into the catalogue's reply shapes.
export { toAudio, toBook, toVideo, toWriting } from './serializers.js';
// How queues and playlists show their items (issue 55).
export { itemExists, KIND_NOUNS, summarizeItem } from './item-summary.js';

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
 * The catalogue's read side (and the view/play counters), free of Express so routes stay thin.
 * Counters change synchronously in memory (so concurrent views are never lost) and are written
 * behind the reply: within the store's flush interval, with the next write, or on shutdown.
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
   * section 10) until it is ready.
   */
  private listedVideos(): VideoRecord[] {
    return this.store.index.videosNewestFirst().filter((v) => v.status === 'ready');
  }

  featured(all: boolean): Video[] {
    const list = this.listedVideos().filter((v) => v.featured);
    return (all ? list : list.slice(0, FEATURED_LIMIT)).map((v) => toVideo(this.store, v));
  }

  /** A page of videos, newest first. */
  videoPage(page: number): VideoPage {
    const { items, pagination } = paginate(this.listedVideos(), page, VIDEOS_PER_PAGE);
    return { videos: items.map((v) => toVideo(this.store, v)), pagination };
  }

  /** A video, its view counted when `count` (a GET, not a HEAD); one processing is its uploader's. */
  viewVideo(id: string, count: boolean, viewerId?: string): Video {
    const record = this.videoRecord(id);
    if (record.status !== 'ready' && record.uploaderId !== viewerId) throw notFound('Video');
    if (count) {
      record.views += 1;
      this.store.writeSoon();
    }
    return toVideo(this.store, record);
  }

  /** Other videos, those sharing the most tags first, then the most viewed. */
  videoRecommendations(id: string): Video[] {
    const source = this.videoRecord(id);
    const tags = new Set(source.tags);
    const shared = (v: VideoRecord) => v.tags.filter((t) => tags.has(t)).length;
    return this.listedVideos()
      .filter((v) => v._id !== id)
      .map((v) => ({ v, score: shared(v) }))
      .sort((a, b) => b.score - a.score || b.v.views - a.v.views || newestFirst(a.v, b.v))
      .slice(0, VIDEO_RECOMMENDATIONS)
      .map(({ v }) => toVideo(this.store, v));
  }

  randomAudios(): Audio[] {
    const ids = this.store.data.audios.map((a) => a._id);
    return this.audioCycle
      .next(ids, RANDOM_BATCH)
      .map((id) => toAudio(this.store, this.audioRecord(id)));
  }

  /** An audio, its play counted (as viewVideo). */
  playAudio(id: string, count: boolean): Audio {
    const record = this.audioRecord(id);
    if (count) {
      record.plays += 1;
      this.store.writeSoon();
    }
    return toAudio(this.store, record);
  }

  /** A stable order (same genre, then same artist, then newest) so page 2 continues page 1. */
  audioRecommendations(id: string, page: number, limit: number): Audio[] {
    const source = this.audioRecord(id);
    const score = (a: AudioRecord) =>
      (a.genre === source.genre ? 2 : 0) + (a.artist === source.artist ? 1 : 0);
    const sorted = this.store.data.audios
      .filter((a) => a._id !== id)
      .sort((a, b) => score(b) - score(a) || newestFirst(a, b));
    return paginate(sorted, page, limit).items.map((a) => toAudio(this.store, a));
  }

  book = (id: string): Book => toBook(this.store, this.bookRecord(id));

  randomBooks(): Book[] {
    const ids = this.store.data.books.map((b) => b._id);
    return this.bookCycle.next(ids, RANDOM_BATCH).map(this.book);
  }

  writingPage(kind: WritingRecord['kind'], page: number, limit?: number) {
    const sorted = this.store.data.writings.filter((w) => w.kind === kind).sort(newestFirst);
    const { items, pagination } = paginate(sorted, page, limit ?? WRITINGS_PER_PAGE);
    return { items: items.map((w) => toWriting(this.store, w)), pagination };
  }

  writing(kind: WritingRecord['kind'], id: string): Writing {
    const record = this.store.data.writings.find((w) => w.kind === kind && w._id === id);
    return toWriting(this.store, found(record, kind === 'poem' ? 'Poem' : 'Story'));
  }
}
