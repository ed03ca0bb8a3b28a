import {
  rankRecord,
  searchTerms,
  type RankedFields,
  type SearchQuery,
  type SearchResults,
} from '@inkreel/shared';
import { newestFirst, paginate, type Uploaded } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { isListed, toAudio, toBook, toVideo, toWriting } from '../content/content.service.js';

/**
 * Catalogue search, free of Express: every kind is matched on its own text fields plus the
 * uploader's name, whole words and starts of words only, ranked by where the words matched (the
 * title, then creators and tags, then descriptions; see rankRecord), then newest, and paged on
 * its own.
 */
export function searchCatalogue(store: Store, { q, page, limit }: SearchQuery): SearchResults {
  const terms = searchTerms(q);
  const uploaderName = (id: string) => store.index.userById(id)?.name ?? '';
  /** `fields`: a record's searched text besides its title and its uploader's name. */
  const group = <R extends Uploaded & { title: string }, T>(
    records: R[],
    fields: (r: R) => Omit<RankedFields, 'title'>,
    serialize: (r: R) => T,
  ) => {
    const scored = records.flatMap((record) => {
      const own = fields(record);
      const people = [...own.people, uploaderName(record.uploaderId)];
      const rank = rankRecord(terms, { ...own, title: record.title, people });
      return rank === null ? [] : [{ record, rank }];
    });
    scored.sort((a, b) => b.rank - a.rank || newestFirst(a.record, b.record));
    const { items, pagination } = paginate(scored, page, limit);
    return { items: items.map(({ record }) => serialize(record)), pagination };
  };
  // Public items only: an unlisted one is found by its link alone, a private one by its uploader
  // (in My uploads), and a video still processing is its uploader's alone until it is ready.
  const videos = store.data.videos.filter(isListed);
  const audios = store.data.audios.filter(isListed);
  const books = store.data.books.filter(isListed);
  const writings = store.data.writings.filter(isListed);
  const writingFields = (w: { tags: string[]; content: string }) => ({
    people: [],
    tags: w.tags,
    body: [w.content],
  });
  return {
    q,
    videos: group(
      videos,
      (v) => ({ people: [], tags: v.tags, body: [v.description] }),
      (v) => toVideo(store, v),
    ),
    music: group(
      audios,
      (a) => ({ people: [a.artist], tags: [a.genre], body: [a.description] }),
      (a) => toAudio(store, a),
    ),
    books: group(
      books,
      (b) => ({ people: [b.author], tags: [], body: [b.description] }),
      (b) => toBook(store, b),
    ),
    stories: group(
      writings.filter((w) => w.kind === 'story'),
      writingFields,
      (w) => toWriting(store, w),
    ),
    poems: group(
      writings.filter((w) => w.kind === 'poem'),
      writingFields,
      (w) => toWriting(store, w),
    ),
  };
}
