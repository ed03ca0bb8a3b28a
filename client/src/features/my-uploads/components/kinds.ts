import type { ContentType } from '@inkreel/shared';

/** Where each kind of upload is read, watched or listened to. */
export const PAGE_OF: Record<ContentType, (id: string) => string> = {
  video: (id) => `/video/${id}`,
  audio: (id) => `/audio/${id}`,
  book: (id) => `/books/read/${id}`,
  poem: (id) => `/stories/poem/${id}`,
  story: (id) => `/stories/story/${id}`,
};

export const KIND_LABEL: Record<ContentType, string> = {
  video: 'Video',
  audio: 'Track',
  book: 'Book',
  poem: 'Poem',
  story: 'Story',
};

/** My uploads' sections, in order, by kind. */
export const SECTIONS: readonly { kind: ContentType; title: string }[] = [
  { kind: 'video', title: 'Videos' },
  { kind: 'audio', title: 'Music' },
  { kind: 'book', title: 'Books' },
  { kind: 'story', title: 'Short stories' },
  { kind: 'poem', title: 'Poems' },
];
