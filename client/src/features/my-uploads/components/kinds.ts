import type { ContentType } from '@inkreel/shared';

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
