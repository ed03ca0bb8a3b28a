// lib/reader: what a link to the book reader hands it (router state).
import type { Book } from '@inkreel/shared';

/**
 * What a link to the reader (/books/read/{id}) tells it about the book, as router state: shown at
 * once, and in place of the file's own metadata (a PDF's may name another title or author; an
 * EPUB's is not read at all). The Books list and the upload's "Open your book" link both send it.
 */
export interface BookReaderState {
  book?: Pick<Book, '_id' | 'title'> & Partial<Pick<Book, 'author' | 'format'>>;
}

/** The state for a link to a book the app knows by id and title (author and format if known). */
export function bookReaderState(book: {
  id: string;
  title: string;
  author?: string;
  format?: Book['format'];
}): BookReaderState {
  return { book: { _id: book.id, title: book.title, author: book.author, format: book.format } };
}
