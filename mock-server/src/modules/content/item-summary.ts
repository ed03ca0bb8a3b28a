import type { ItemKind, ItemRef, ItemSummary } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { mediaPath } from './serializers.js';

/** Words read in a minute, for a story's or poem's reading time. */
const WORDS_PER_MINUTE = 200;
/** Minutes a book page takes (the seed's PDFs hold about 400 words a page). */
const MINUTES_PER_PAGE = 2;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The fields a list shows of one item, or null when the catalogue does not have it (any more). */
function describe(
  store: Store,
  { kind, id }: ItemRef,
): Omit<ItemSummary, 'kind' | 'id' | 'available'> | null {
  const uploader = (userId: string) => store.index.userById(userId)?.name ?? 'Unknown creator';
  switch (kind) {
    case 'video': {
      const v = store.index.videoById(id);
      // A video still processing is its uploader's alone: for a list it is not there yet.
      if (!v || v.status !== 'ready') return null;
      return {
        title: v.title,
        creator: uploader(v.uploaderId),
        imagePath: `/videos/thumbnail/${v._id}`,
        mediaPath: mediaPath(v.videoFile),
        ...(v.duration !== undefined ? { duration: v.duration } : {}),
      };
    }
    case 'audio': {
      const a = store.index.audioById(id);
      if (!a) return null;
      return {
        title: a.title,
        creator: a.artist || uploader(a.uploaderId),
        imagePath: a.artworkFile ? mediaPath(a.artworkFile) : `/audios/artwork/${a._id}`,
        mediaPath: mediaPath(a.audioFile),
        ...(a.duration !== undefined ? { duration: a.duration } : {}),
      };
    }
    case 'book': {
      const b = store.index.bookById(id);
      if (!b) return null;
      return {
        title: b.title,
        creator: b.author,
        imagePath: `/books/cover/${b._id}`,
        ...(b.pages !== undefined ? { readingMinutes: b.pages * MINUTES_PER_PAGE } : {}),
      };
    }
    case 'story':
    case 'poem': {
      const w = store.data.writings.find((r) => r._id === id && r.kind === kind);
      if (!w) return null;
      return {
        title: w.title,
        creator: uploader(w.uploaderId),
        readingMinutes: Math.max(1, Math.ceil(wordsIn(w.content) / WORDS_PER_MINUTE)),
      };
    }
  }
}

/**
 * An item of a queue or playlist as lists show it. One the catalogue no longer has keeps its
 * place as "not available" (the client says "No longer available" and a queue skips it).
 */
export function summarizeItem(store: Store, ref: ItemRef): ItemSummary {
  const found = describe(store, ref);
  return found
    ? { kind: ref.kind, id: ref.id, available: true, ...found }
    : { kind: ref.kind, id: ref.id, available: false };
}

/** Whether the catalogue has the item now (adding one that does not exist answers 404). */
export const itemExists = (store: Store, ref: ItemRef): boolean => describe(store, ref) !== null;

export const KIND_NOUNS: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Audio',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};
