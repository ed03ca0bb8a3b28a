import type { FoliateBook, View } from 'foliate-js/view.js';

/**
 * A place a link asks the reflowable reader to open at (a comment's, decision 0436): `cfi`, the
 * passage the comment recorded (`?place=`), or `page`, a page number typed with it (`?page=`),
 * which in a reflowable book means the print edition's page the publisher marked. `key` tells
 * one link followed from the next.
 */
export interface EbookAim {
  cfi?: string | undefined;
  page?: number | undefined;
  key: string;
}

/** Where the book opened, and why. */
export type Opening =
  /** At the link's place. `back`: the place the reader had been at (null: none). */
  | { by: 'aim'; back: string | null }
  /** The link named a page this book does not mark, or a place it does not have. */
  | { by: 'missed'; page: number | undefined; resumed: boolean }
  /** Where the reader left off (`resumed`), or at the start. */
  | { by: 'place'; resumed: boolean };

/** The book's own page `page` (its page list's entry of that label), if it marks one. */
export function pageHref(book: Pick<FoliateBook, 'pageList'>, page: number): string | undefined {
  return book.pageList?.find((entry) => entry.label.trim() === String(page))?.href;
}

/** What the link's place is in this book: a CFI, a page's address, or nothing it can find. */
export function aimTarget(
  book: Pick<FoliateBook, 'pageList'>,
  aim: EbookAim | undefined,
): string | null {
  if (aim?.cfi) return aim.cfi;
  if (aim?.page !== undefined) return pageHref(book, aim.page) ?? null;
  return null;
}

/**
 * The link's place in this book, if the book has it: a CFI of another edition may name a section
 * past the book's last, which foliate-js would open as an empty page.
 */
export function reachableAim(
  view: Pick<View, 'book' | 'resolveNavigation'>,
  aim: EbookAim | undefined,
): string | null {
  const target = aimTarget(view.book, aim);
  if (target === null) return null;
  const index = view.resolveNavigation(target)?.index;
  return index !== undefined && view.book.sections[index] !== undefined ? target : null;
}

/** The note over an opened book, and its button: back where the reader was, or the start. */
export function openingNote(
  opening: Opening,
  fraction: number,
): { text: string; action: 'back' | 'start'; label: string } | null {
  const percent = `${Math.round(fraction * 100)}%`;
  switch (opening.by) {
    case 'aim':
      return opening.back === null
        ? { text: "Opened at the comment's place", action: 'start', label: 'Go to the start' }
        : {
            text: "Opened at the comment's place",
            action: 'back',
            label: 'Back to where you were',
          };
    case 'missed': {
      const what =
        opening.page === undefined
          ? "The comment's place is not in this book"
          : `This book marks no page ${opening.page}`;
      const text = opening.resumed && fraction > 0 ? `${what} · Resumed at ${percent}` : what;
      return { text, action: 'start', label: 'Start over' };
    }
    case 'place':
      return opening.resumed && fraction > 0
        ? { text: `Resumed at ${percent}`, action: 'start', label: 'Start over' }
        : null;
  }
}
