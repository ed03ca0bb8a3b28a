import * as z from 'zod/mini';

/** The longest EPUB CFI a comment may carry (a deep passage in a long book is a few hundred). */
export const BOOK_PLACE_CFI_MAX = 1000;
export const BOOK_PLACE_CHAPTER_MAX = 200;

/**
 * A place in a reflowable book (EPUB, MOBI), where pages depend on the reader's window and text
 * size: its EPUB CFI (the passage itself, the same on every screen), how far through the book it
 * is (0 to 1, for "At 34%"), and the chapter's title when the book names one (decision 0436).
 */
export const bookPlaceSchema = z.object({
  cfi: z
    .string()
    .check(
      z.maxLength(BOOK_PLACE_CFI_MAX),
      z.regex(/^epubcfi\(.+\)$/, 'Not an EPUB CFI: epubcfi(…)'),
    ),
  fraction: z.number().check(z.minimum(0), z.maximum(1)),
  chapter: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOK_PLACE_CHAPTER_MAX)),
  ),
});
export type BookPlace = z.infer<typeof bookPlaceSchema>;
