import { useEffect, useRef } from 'react';
import { useReadingPlace } from '../api/use-reading-place';

/** A PDF's place as the reading feature keeps it (an EPUB's is a CFI). */
const pageLocation = (page: number) => `page:${page}`;

function pageOf(location: string | null): number | null {
  const match = /^page:(\d+)$/.exec(location ?? '');
  const page = match ? Number(match[1]) : NaN;
  return Number.isInteger(page) && page >= 1 ? page : null;
}

interface PagePlace {
  page: number;
  /** Reopens the book at a page another device left it at (with the "Resumed at" note). */
  resumeAt: (page: number) => void;
}

/**
 * A PDF's page kept by the provider for a signed-in user where it offers the reading feature
 * (issue 56, item 2), so another device opens at the same page; in this browser only otherwise,
 * without a word about it. Each page turned to is sent (a second after the last turn); the
 * provider's page, when newer than this browser's, is gone to once, unless the reader has
 * already turned a page here.
 */
export function useSyncedPage(
  bookId: string,
  place: PagePlace,
  total: number,
  title?: string,
): void {
  const reading = useReadingPlace(bookId, title);
  const { keep } = reading;
  const remotePage = pageOf(reading.remote);
  // The page the book opened at is not a turn: keeping it would make this browser's place the
  // newest and hide another device's.
  const kept = useRef(place.page);
  const moved = useRef(false);
  useEffect(() => {
    if (total === 0 || place.page === kept.current) return;
    kept.current = place.page;
    moved.current = true;
    keep(pageLocation(place.page), place.page / total);
  }, [keep, place.page, total]);

  const { resumeAt } = place;
  useEffect(() => {
    if (remotePage === null || total === 0 || moved.current) return;
    moved.current = true;
    const target = Math.min(remotePage, total);
    kept.current = target;
    resumeAt(target);
  }, [remotePage, total, resumeAt]);
}
