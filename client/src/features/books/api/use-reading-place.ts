import { pathUrl, type ReadingPlace } from '@inkreel/shared';
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { bookCoverUrl } from '../../../components/media/media-urls';
import { request } from '../../../lib/api/api-client';
import { EXTENSIONS_KEY, loadExtensions, useExtension } from '../../../lib/api/extensions';
import { recordProgress } from '../../../lib/playback/in-progress';
import { useAuth } from '../../../lib/session/auth-context';

/** The reading calls' contracts, with the first call (reading-contracts.ts). */
const readingContracts = async () => (await import('./reading-contracts')).readingCalls;

/**
 * GET /api/me/reading/:bookId's URL, written out: the read's key before its contract has loaded
 * (use-reading-place.test.tsx holds it to `readingCalls.place`).
 */
export const readingPlaceKey = (bookId: string): string =>
  pathUrl('/api/me/reading/:bookId', { params: { bookId } });

const localKey = (bookId: string) => `inkreel:book-place:${bookId}`;
const localSchema = z.object({ location: z.string(), progress: z.number(), updatedAt: z.string() });
type LocalPlace = z.infer<typeof localSchema>;

/** How long after the last page turn the place is sent to the provider. */
export const PLACE_SEND_DELAY_MS = 1000;

export function readLocalPlace(bookId: string): LocalPlace | null {
  try {
    const parsed = localSchema.safeParse(
      JSON.parse(localStorage.getItem(localKey(bookId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeLocalPlace(bookId: string, place: LocalPlace): void {
  try {
    localStorage.setItem(localKey(bookId), JSON.stringify(place));
  } catch {
    // Private mode: the place is not kept across visits here.
  }
}

/**
 * A reader's place in a book (a CFI, or `page:N` for a PDF). Kept in this browser, and for a
 * signed-in user by the provider when it offers the reading feature (GET|PUT
 * /api/me/reading/{bookId}), so another device opens at the same place. `remote` is the
 * provider's place when it is newer than this browser's. With its `title` known, how far through
 * it is shows on the home page's Continue row (lib/playback/in-progress.ts).
 */
export function useReadingPlace(bookId: string, title?: string) {
  const { user } = useAuth();
  const offered = useExtension('reading');
  const synced = offered && user !== null;
  const input = { params: { bookId } };
  const { data, error } = useSWR<{ place: ReadingPlace | null }, Error>(
    synced ? readingPlaceKey(bookId) : null,
    async () => request((await readingContracts()).place, input),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  // The same request useExtension makes (one per visit): answered, or failed, means known.
  const features = useSWR(user ? EXTENSIONS_KEY : null, loadExtensions, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const featuresKnown = features.data !== undefined || features.error !== undefined;
  /** Whether the provider's place is known (or there is none to wait for). */
  const settled =
    user === null || (featuresKnown && (!synced || data !== undefined || error !== undefined));
  const local = readLocalPlace(bookId);
  const remote: ReadingPlace | null =
    data?.place && (!local || data.place.updatedAt > local.updatedAt) ? data.place : null;

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const keep = useCallback(
    (location: string, progress: number) => {
      writeLocalPlace(bookId, { location, progress, updatedAt: new Date().toISOString() });
      if (title) {
        recordProgress({ kind: 'book', id: bookId, title, image: bookCoverUrl(bookId), progress });
      }
      if (!synced) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        const body = { location, progress: Math.min(1, Math.max(0, progress)) };
        const keepPlace = async () =>
          request((await readingContracts()).keepPlace, { params: { bookId }, body });
        keepPlace().catch((error: unknown) => {
          // Kept in this browser all the same; the next turn tries again.
          console.warn('Could not keep the reading place', error);
        });
      }, PLACE_SEND_DELAY_MS);
    },
    [bookId, synced, title],
  );

  return { local: local?.location ?? null, remote: remote?.location ?? null, settled, keep };
}
