import { useCallback, useLayoutEffect, useState } from 'react';
import * as z from 'zod/mini';
import { forgetResume, readResume, saveResume } from '../../../lib/playback/resume-store';
import { useStoredState } from '../../../lib/storage/use-stored-state';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

export const ZOOM_MODE_KEY = 'inkreel:reader-zoom';
const zoomModeSchema = z.object({
  fit: z.boolean(),
  zoom: z.number().check(z.minimum(MIN_ZOOM), z.maximum(MAX_ZOOM)),
});
export type ZoomMode = z.infer<typeof zoomModeSchema>;

const storedPage = (bookId: string) => {
  const page = readResume('books', bookId);
  return page !== undefined && Number.isInteger(page) && page > 1 ? page : undefined;
};

/**
 * The page a book was left at (per book) and the zoom mode (fit to width or a custom zoom, for
 * every book), kept in localStorage. `resumedAt` is the page reopened, until the reader moves on.
 */
export function useBookPlace(bookId: string) {
  const [page, setPageState] = useState(() => storedPage(bookId) ?? 1);
  const [resumedAt, setResumedAt] = useState(() => storedPage(bookId) ?? null);
  const [zoomMode, setZoomMode] = useStoredState(ZOOM_MODE_KEY, zoomModeSchema, {
    fit: true,
    zoom: 1,
  });

  // Kept as soon as the page is shown (a layout effect runs before the browser paints it): a
  // reader who turns a page and closes the tab at once still comes back to it. A passive effect
  // could run after a reload had already begun, and the e2e journey caught that under load.
  useLayoutEffect(() => {
    if (page > 1) saveResume('books', bookId, page);
    else forgetResume('books', bookId);
  }, [bookId, page]);

  const setPage = useCallback((next: number | ((current: number) => number)) => {
    setPageState(next);
  }, []);

  /** The reader moved to another page: the "Resumed at page N" note has served its purpose. */
  const turnTo = useCallback((next: number) => {
    setPageState(next);
    setResumedAt(null);
  }, []);

  /** Another device's page: shown with the same note as this browser's own. */
  const resumeAt = useCallback((next: number) => {
    setPageState(next);
    setResumedAt(next > 1 ? next : null);
  }, []);

  const startOver = useCallback(() => {
    setPageState(1);
    setResumedAt(null);
  }, []);

  return { page, setPage, turnTo, resumeAt, resumedAt, startOver, zoomMode, setZoomMode };
}
