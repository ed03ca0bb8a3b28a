import type { Book } from '@inkreel/shared';
import useSWR from 'swr';
import { isRecordId } from '../../../lib/page/page-data';
import { bookEntryRead } from './books-page-data';

/**
 * GET /api/books/:id, the catalogue's entry for a book opened by its address alone (a shared link,
 * a search result), so the reader shows the title and author the catalogue gives rather than the
 * ones a PDF carries inside it. Not asked when `needed` is false (the link or the offline copy
 * already named the book). The call is an Inkreel extension (docs/product.md, "Reading a book"):
 * where a provider does not answer it, the reader falls back to the file's own metadata.
 */
export function useBookEntry(id: string | undefined, needed: boolean): Book | undefined {
  const valid = needed && id !== undefined && isRecordId(id);
  const entry = bookEntryRead(id ?? '');
  const { data } = useSWR<Book, Error>(
    valid ? entry.key : null,
    entry.fetch,
    // A missing entry is answered by the file's own 404 ("Book not found"); anything else falls
    // back to the file's metadata, so there is nothing to retry for.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return data && data._id === id ? data : undefined;
}
