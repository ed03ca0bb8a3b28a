import * as z from 'zod/mini';
import {
  BOOK_PLACE_CFI_MAX,
  BOOK_PLACE_CHAPTER_MAX,
  EPUB_CFI_PATTERN,
} from './book-place-rules.js';

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
      z.regex(EPUB_CFI_PATTERN, 'Not an EPUB CFI: epubcfi(…)'),
    ),
  fraction: z.number().check(z.minimum(0), z.maximum(1)),
  chapter: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOK_PLACE_CHAPTER_MAX)),
  ),
});
export type BookPlace = z.infer<typeof bookPlaceSchema>;
