import type { CommentKind } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';

/** The item a thread hangs on, as comments need it. */
export interface CommentTarget {
  kind: CommentKind;
  id: string;
  title: string;
  uploaderId: string;
  /** Seconds, for a video or track whose length is known. */
  duration?: number;
  /** Whether anyone may read it (a video still processing is its uploader's alone). */
  public: boolean;
}

const WHAT: Record<CommentKind, string> = {
  video: 'Video',
  audio: 'Audio',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};

/** The item, if it exists, whoever may see it. */
export function lookupTarget(store: Store, kind: CommentKind, id: string): CommentTarget | null {
  const { index, data } = store;
  switch (kind) {
    case 'video': {
      const v = index.videoById(id);
      if (!v) return null;
      const duration = v.duration !== undefined ? { duration: v.duration } : {};
      return {
        kind,
        id,
        title: v.title,
        uploaderId: v.uploaderId,
        ...duration,
        public: v.status === 'ready',
      };
    }
    case 'audio': {
      const a = index.audioById(id);
      return a ? { kind, id, title: a.title, uploaderId: a.uploaderId, public: true } : null;
    }
    case 'book': {
      const b = index.bookById(id);
      return b ? { kind, id, title: b.title, uploaderId: b.uploaderId, public: true } : null;
    }
    case 'story':
    case 'poem': {
      const w = data.writings.find((r) => r._id === id && r.kind === kind);
      return w ? { kind, id, title: w.title, uploaderId: w.uploaderId, public: true } : null;
    }
  }
}

/** The item as `viewerId` may see it: 404 when it does not exist or is not theirs to see. */
export function findTarget(
  store: Store,
  kind: CommentKind,
  id: string,
  viewerId: string | undefined,
): CommentTarget {
  const target = lookupTarget(store, kind, id);
  if (!target || (!target.public && target.uploaderId !== viewerId)) throw notFound(WHAT[kind]);
  return target;
}
