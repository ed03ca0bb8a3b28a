import type { HighlightColor } from '@inkreel/shared';

/** One user's place in one book (issue 56): a CFI or `page:N`, as the reader gave it. */
export interface ReadingPlaceRecord {
  userId: string;
  bookId: string;
  location: string;
  progress: number;
  updatedAt: string;
}

export interface HighlightRecord {
  _id: string;
  userId: string;
  bookId: string;
  location: string;
  text: string;
  color: HighlightColor;
  note: string;
  createdAt: string;
  updatedAt: string;
}
