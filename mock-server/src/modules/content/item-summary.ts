import type { ItemKind, ItemRef, ItemSummary } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { mediaPath } from './serializers.js';
import { visibilityOf, visibleTo } from './visibility.js';

/** Words read in a minute, for a story's or poem's reading time. */
const WORDS_PER_MINUTE = 200;
/** Minutes a book page takes (the seed's PDFs hold about 400 words a page). */
const MINUTES_PER_PAGE = 2;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Who reads a list, and whose list it is: what an item in it shows depends on both. A queue is
 * its owner's, read by them.
 */
export interface ListReader {
  /** The signed-in reader, if any. */
  viewerId: string | undefined;
  /** The list's owner. */
  ownerId: string;
}

type Shared = Parameters<typeof visibleTo>[0];

/**
 * Whether a list shows an item to its reader, as the catalogue would open it for them. A private
 * item is its uploader's alone. An unlisted one is shown to whoever has its link: its uploader,
 * the list's owner (who added it by its link), and the readers of a list its uploader owns (they
 * shared it there); to anyone else, another's unlisted item in someone's public list stays unseen.
 */
function shownIn(record: Shared, reader: ListReader): boolean {
  if (!visibleTo(record, reader.viewerId)) return false;
  if (visibilityOf(record) !== 'unlisted') return true;
  return (
    record.uploaderId === reader.viewerId ||
    record.uploaderId === reader.ownerId ||
    reader.viewerId === reader.ownerId
  );
}

/**
 * The fields a list shows of one item, or null when the catalogue does not have it (any more) or
 * does not show it to this reader (a gone item and a hidden one look the same: nothing is given
 * away).
 */
function describe(
  store: Store,
  { kind, id }: ItemRef,
  reader: ListReader,
): Omit<ItemSummary, 'kind' | 'id' | 'available'> | null {
  const uploader = (userId: string) => store.index.userById(userId)?.name ?? 'Unknown creator';
  switch (kind) {
    case 'video': {
      const v = store.index.videoById(id);
      // A video still processing is its uploader's alone: for a list it is not there yet.
      if (!v || v.status !== 'ready' || !shownIn(v, reader)) return null;
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
      if (!a || !shownIn(a, reader)) return null;
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
      if (!b || !shownIn(b, reader)) return null;
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
      if (!w || !shownIn(w, reader)) return null;
      return {
        title: w.title,
        creator: uploader(w.uploaderId),
        readingMinutes: Math.max(1, Math.ceil(wordsIn(w.content) / WORDS_PER_MINUTE)),
      };
    }
  }
}

/**
 * An item of a queue or playlist as lists show it to `reader`. One the catalogue no longer has, or
 * no longer shows them (made private since), keeps its place as "not available" (the client says
 * "No longer available" and a queue skips it).
 */
export function summarizeItem(store: Store, ref: ItemRef, reader: ListReader): ItemSummary {
  const found = describe(store, ref, reader);
  return found
    ? { kind: ref.kind, id: ref.id, available: true, ...found }
    : { kind: ref.kind, id: ref.id, available: false };
}

/**
 * Whether the catalogue has the item now, as `userId` may open it (adding one that does not exist,
 * or another's private item, answers 404).
 */
export const itemExists = (store: Store, ref: ItemRef, userId: string): boolean =>
  describe(store, ref, { viewerId: userId, ownerId: userId }) !== null;

export const KIND_NOUNS: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Audio',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};
