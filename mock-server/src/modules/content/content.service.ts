import type { Audio, Book, Video, Writing } from '@inkreel/shared';
import { VIDEOS_PER_PAGE } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import { newestFirst } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../http/http-error.js';
import { JsonText } from '../../http/json-text.js';
import { createJsonCache } from './json-cache.js';
import { RandomCycle } from './random-cycle.js';
import { toAudio, toBook, toVideo, toWriting } from './serializers.js';

// How other modules (upload) turn records into the catalogue's reply shapes.
export { toAudio, toBook, toVideo, toWriting } from './serializers.js';

/** How many featured videos /api/videos/featured returns (/featured/all returns them all). */
export const FEATURED_LIMIT = 6;
export const RANDOM_BATCH = 12;
export const VIDEO_RECOMMENDATIONS = 8;
export const WRITINGS_PER_PAGE = 10;
/** Video list pages kept serialised; past this many, the cache starts again. */
const CACHED_PAGES = 64;

const OPEN_LIST = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');

interface CachedPage {
  total: number;
  pieces: string[];
  body: JsonText;
}

export interface Page<T> {
  items: T[];
  pagination: { page: number; pages: number; total: number; limit: number };
}

function paginate<T>(sorted: readonly T[], page: number, limit: number): Page<T> {
  const total = sorted.length;
  return {
    items: sorted.slice((page - 1) * limit, page * limit),
    pagination: { page, pages: Math.ceil(total / limit), total, limit },
  };
}

/**
 * The catalogue's read side (and the view/play counters), free of Express so routes stay thin.
 * Counters change synchronously in memory (so concurrent views are never lost) and are written
 * behind the reply: within the store's flush interval, with the next write, or on shutdown.
 */
export class ContentService {
  private readonly audioCycle = new RandomCycle();
  private readonly bookCycle = new RandomCycle();

  private readonly json: ReturnType<typeof createJsonCache>;
  private readonly pages = new Map<number, CachedPage>();

  constructor(private readonly store: Store) {
    this.json = createJsonCache(store);
  }

  private get data() {
    return this.store.data;
  }

  videoRecord(id: string): VideoRecord {
    const record = this.store.index.videoById(id);
    if (!record) throw notFound('Video');
    return record;
  }

  audioRecord(id: string): AudioRecord {
    const record = this.store.index.audioById(id);
    if (!record) throw notFound('Audio');
    return record;
  }

  bookRecord(id: string): BookRecord {
    const record = this.store.index.bookById(id);
    if (!record) throw notFound('Book');
    return record;
  }

  featured(all: boolean): Video[] {
    const list = this.store.index.videosNewestFirst().filter((v) => v.featured);
    return (all ? list : list.slice(0, FEATURED_LIMIT)).map((v) => toVideo(this.store, v));
  }

  /**
   * A page of videos as its JSON text (a VideoPage), from each video's cached JSON. The page itself
   * (text, bytes and ETag) is kept while its videos and their JSON are the same and the total has
   * not changed, so the most requested reply is neither joined, converted nor hashed again.
   */
  videoPage(page: number): JsonText {
    const { items, pagination } = paginate(
      this.store.index.videosNewestFirst(),
      page,
      VIDEOS_PER_PAGE,
    );
    const pieces = items.map((v) => this.json.video.of(v));
    const cached = this.pages.get(page);
    if (
      cached?.total === pagination.total &&
      cached.pieces.length === pieces.length &&
      cached.pieces.every((piece, i) => piece === pieces[i])
    ) {
      return cached.body;
    }
    const body = new JsonText(
      `{"videos":[${pieces.join(',')}],"pagination":${JSON.stringify(pagination)}}`,
    );
    if (this.pages.size >= CACHED_PAGES) this.pages.clear();
    this.pages.set(page, { total: pagination.total, pieces, body });
    return body;
  }

  /**
   * A video as its JSON text, its view counted. A count changes the reply every time, so it goes
   * without an ETag; its text is the cached record JSON with the new count put in.
   */
  viewVideo(id: string, count: boolean): JsonText {
    const record = this.videoRecord(id);
    if (count) {
      record.views += 1;
      this.store.writeSoon();
    }
    return new JsonText(this.json.video.of(record), { etag: false });
  }

  /** Other videos, those sharing the most tags first, then the most viewed. */
  videoRecommendations(id: string): Video[] {
    const source = this.videoRecord(id);
    const tags = new Set(source.tags);
    const shared = (v: VideoRecord) => v.tags.filter((t) => tags.has(t)).length;
    return this.data.videos
      .filter((v) => v._id !== id)
      .map((v) => ({ v, score: shared(v) }))
      .sort((a, b) => b.score - a.score || b.v.views - a.v.views || newestFirst(a.v, b.v))
      .slice(0, VIDEO_RECOMMENDATIONS)
      .map(({ v }) => toVideo(this.store, v));
  }

  /**
   * A random batch of audios (an Audio[]) sent as the bytes of each audio's cached JSON, one after
   * the other. Sent without an ETag: no two batches are meant to be the same, so none could be
   * revalidated.
   */
  randomAudios(): JsonText {
    const batch = this.audioCycle.next(
      this.data.audios.map((a) => a._id),
      RANDOM_BATCH,
    );
    const parts: Buffer[] = [OPEN_LIST];
    batch.forEach((id, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(this.json.audio.bytesOf(this.audioRecord(id)));
    });
    parts.push(CLOSE_LIST);
    return new JsonText(parts, { etag: false });
  }

  /** An audio as its JSON text, its play counted (as viewVideo). */
  playAudio(id: string, count: boolean): JsonText {
    const record = this.audioRecord(id);
    if (count) {
      record.plays += 1;
      this.store.writeSoon();
    }
    return new JsonText(this.json.audio.of(record), { etag: false });
  }

  /** A stable order (same genre, then same artist, then newest) so page 2 continues page 1. */
  audioRecommendations(id: string, page: number, limit: number): Audio[] {
    const source = this.audioRecord(id);
    const score = (a: AudioRecord) =>
      (a.genre === source.genre ? 2 : 0) + (a.artist === source.artist ? 1 : 0);
    const sorted = this.data.audios
      .filter((a) => a._id !== id)
      .sort((a, b) => score(b) - score(a) || newestFirst(a, b));
    return paginate(sorted, page, limit).items.map((a) => toAudio(this.store, a));
  }

  randomBooks(): Book[] {
    const byId = new Map(this.data.books.map((b) => [b._id, b]));
    return this.bookCycle
      .next([...byId.keys()], RANDOM_BATCH)
      .map((id) => toBook(this.store, byId.get(id) as BookRecord));
  }

  writingPage(kind: WritingRecord['kind'], page: number, limit?: number): Page<Writing> {
    const sorted = this.data.writings.filter((w) => w.kind === kind).sort(newestFirst);
    const result = paginate(sorted, page, limit ?? WRITINGS_PER_PAGE);
    return { ...result, items: result.items.map((w) => toWriting(this.store, w)) };
  }

  writing(kind: WritingRecord['kind'], id: string): Writing {
    const record = this.data.writings.find((w) => w.kind === kind && w._id === id);
    if (!record) throw notFound(kind === 'poem' ? 'Poem' : 'Story');
    return toWriting(this.store, record);
  }
}
