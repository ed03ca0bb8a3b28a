import {
  rankRecord,
  searchTerms,
  type RankedFields,
  type SearchQuery,
  type SearchResults,
} from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { toAudio, toBook, toVideo, toWriting } from '../content/content.service.js';

interface Searchable {
  _id: string;
  title: string;
  createdAt: string;
  uploaderId: string;
}

interface Group<T> {
  items: T[];
  pagination: { page: number; pages: number; total: number; limit: number };
}

/** A record's searched text besides its title (and its uploader's name, which every kind has). */
type Fields<R> = (r: R) => Omit<RankedFields, 'title'>;

/**
 * Catalogue search, free of Express: every kind is matched on its own text fields plus the
 * uploader's name, whole words and starts of words only, ranked by where the words matched (the
 * title, then creators and tags, then descriptions; see rankRecord), then newest, and paged on
 * its own.
 */
export class SearchService {
  constructor(private readonly store: Store) {}

  search({ q, page, limit }: SearchQuery): SearchResults {
    const terms = searchTerms(q);
    const data = this.store.data;
    const run = <R extends Searchable, T>(
      records: R[],
      fields: Fields<R>,
      serialize: (r: R) => T,
    ): Group<T> => this.group(terms, records, fields, serialize, page, limit);
    const store = this.store;
    return {
      q,
      videos: run(
        // A video still processing is its uploader's alone until it is ready.
        data.videos.filter((v) => v.status === 'ready'),
        (v) => ({ people: [], tags: v.tags, body: [v.description] }),
        (v) => toVideo(store, v),
      ),
      music: run(
        data.audios,
        (a) => ({ people: [a.artist], tags: [a.genre], body: [a.description] }),
        (a) => toAudio(store, a),
      ),
      books: run(
        data.books,
        (b) => ({ people: [b.author], tags: [], body: [b.description] }),
        (b) => toBook(store, b),
      ),
      stories: run(
        data.writings.filter((w) => w.kind === 'story'),
        (w) => ({ people: [], tags: w.tags, body: [w.content] }),
        (w) => toWriting(store, w),
      ),
      poems: run(
        data.writings.filter((w) => w.kind === 'poem'),
        (w) => ({ people: [], tags: w.tags, body: [w.content] }),
        (w) => toWriting(store, w),
      ),
    };
  }

  private uploaderName(id: string): string {
    return this.store.data.users.find((u) => u._id === id)?.name ?? '';
  }

  private group<R extends Searchable, T>(
    terms: string[],
    records: R[],
    fields: Fields<R>,
    serialize: (r: R) => T,
    page: number,
    limit: number,
  ): Group<T> {
    const scored = records.flatMap((record) => {
      const own = fields(record);
      const rank = rankRecord(terms, {
        ...own,
        title: record.title,
        people: [...own.people, this.uploaderName(record.uploaderId)],
      });
      return rank === null ? [] : [{ record, rank }];
    });
    scored.sort(
      (a, b) =>
        b.rank - a.rank ||
        b.record.createdAt.localeCompare(a.record.createdAt) ||
        a.record._id.localeCompare(b.record._id),
    );
    const total = scored.length;
    return {
      items: scored.slice((page - 1) * limit, page * limit).map(({ record }) => serialize(record)),
      pagination: { page, pages: Math.ceil(total / limit), total, limit },
    };
  }
}
