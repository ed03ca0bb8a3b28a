// A place in a reflowable book, its limits and its CFI's form, without zod: the reader reads a
// place from a link and names a chapter before any contract has loaded (decision 0453).

/** The longest EPUB CFI a comment may carry (a deep passage in a long book is a few hundred). */
export const BOOK_PLACE_CFI_MAX = 1000;
export const BOOK_PLACE_CHAPTER_MAX = 200;

/** An EPUB CFI as a place names it: `epubcfi(…)`. */
export const EPUB_CFI_PATTERN = /^epubcfi\(.+\)$/;

/** The rule `bookPlaceSchema.cfi` states (book-place-rules.test.ts holds them together). */
export function isEpubCfi(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= BOOK_PLACE_CFI_MAX && EPUB_CFI_PATTERN.test(value)
  );
}
