import type { BookFormat } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { apiUrl, commonHeaders, reportStatus } from '../../../lib/api/api-client';
import { rememberXsrfFrom } from '../../../lib/api/xsrf';
import { isRecordId } from '../../../lib/page/page-data';
import { bookFileUrl, classifyBookFile } from './book-file';

export type BookFile =
  | { status: 'loading' }
  | { status: 'failed' }
  /** The provider has no such book (404), or the address names no book an id could be. */
  | { status: 'missing' }
  | { status: 'ready'; blob: Blob; format: BookFormat };

/**
 * GET /api/books/read/:id with the bearer header (docs/product.md section 7), read as a blob. Not SWR:
 * the bytes are large, used once, and must not sit in the shared cache.
 */
export function useBookFile(id: string | undefined, knownFormat: BookFormat | undefined): BookFile {
  // The outcome remembers which book it is for: another book is loading until its own arrives.
  const [loaded, setLoaded] = useState<{ for: string | undefined; file: BookFile } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const load = async (): Promise<BookFile> => {
      // Not a load failure: nothing was there to load (issue 34), so the reader says so instead.
      if (id === undefined || !isRecordId(id)) return { status: 'missing' };
      const url = apiUrl(bookFileUrl(id));
      const headers = commonHeaders();
      const res = await fetch(url, { headers, credentials: 'include', signal: controller.signal });
      rememberXsrfFrom(res.headers);
      reportStatus(res.status, headers.Authorization);
      if (res.status === 404) return { status: 'missing' };
      if (!res.ok) throw new Error(`Book file request failed with status ${res.status}`);
      const blob = await res.blob();
      if (blob.size === 0) throw new Error('The book file is empty');
      const head = new Uint8Array(await blob.slice(0, 68).arrayBuffer());
      return {
        status: 'ready',
        blob,
        format: classifyBookFile(res.headers.get('Content-Type'), knownFormat, head),
      };
    };
    load().then(
      (result) => {
        if (!controller.signal.aborted) setLoaded({ for: id, file: result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md section 8: a PDF load failure is logged and the reader shows the failure text.
        console.error('Failed to load PDF', error);
        setLoaded({ for: id, file: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id, knownFormat]);

  return loaded && loaded.for === id ? loaded.file : { status: 'loading' };
}
