import { foldText, queryWords, type SearchQuery, type SearchResults } from '@inkreel/shared';
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

/**
 * Catalogue search, free of Express: every kind is filtered on its own text fields plus the
 * uploader's name, ranked (a match in the title first, then newest) and paged on its own.
 */
export class SearchService {
  constructor(private readonly store: Store) {}

  search({ q, page, limit }: SearchQuery): SearchResults {
    const words = queryWords(q);
    const data = this.store.data;
    const run = <R extends Searchable, T>(
      records: R[],
      fields: (r: R) => (string | string[])[],
      serialize: (r: R) => T,
    ): Group<T> => this.group(words, records, fields, serialize, page, limit);
    const store = this.store;
    return {
      q,
      videos: run(
        data.videos,
        (v) => [v.description, v.tags],
        (v) => toVideo(store, v),
      ),
      music: run(
        data.audios,
        (a) => [a.description, a.artist, a.genre],
        (a) => toAudio(store, a),
      ),
      books: run(
        data.books,
        (b) => [b.description, b.author],
        (b) => toBook(store, b),
      ),
      stories: run(
        data.writings.filter((w) => w.kind === 'story'),
        (w) => [w.content, w.tags],
        (w) => toWriting(store, w),
      ),
      poems: run(
        data.writings.filter((w) => w.kind === 'poem'),
        (w) => [w.content, w.tags],
        (w) => toWriting(store, w),
      ),
    };
  }

  private uploaderName(id: string): string {
    return this.store.data.users.find((u) => u._id === id)?.name ?? '';
  }

  private group<R extends Searchable, T>(
    words: string[],
    records: R[],
    fields: (r: R) => (string | string[])[],
    serialize: (r: R) => T,
    page: number,
    limit: number,
  ): Group<T> {
    const scored = records.flatMap((record) => {
      const title = foldText(record.title);
      const rest = foldText(
        [...fields(record), this.uploaderName(record.uploaderId)].flat().join('\n'),
      );
      if (!words.every((w) => title.includes(w) || rest.includes(w))) return [];
      const inTitle = words.filter((w) => title.includes(w)).length;
      return [{ record, inTitle }];
    });
    scored.sort(
      (a, b) =>
        b.inTitle - a.inTitle ||
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
