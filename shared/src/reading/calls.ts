import * as z from 'zod/mini';
import { HIGHLIGHT_COLORS } from './highlight-colors.js';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idSchema, messageSchema } from '../common/primitives.js';

/**
 * Where a reader is in a book: an EPUB CFI for a reflowed book (EPUB, MOBI), `page:N` for a PDF.
 * Opaque to the provider, which keeps it as given.
 */
export const readingLocationSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

export const readingPlaceBodySchema = z.object({
  location: readingLocationSchema,
  /** How far through the book, 0 to 1, for a progress bar elsewhere. */
  progress: z.number().check(z.minimum(0), z.maximum(1)),
});
export type ReadingPlaceBody = z.infer<typeof readingPlaceBodySchema>;

export const readingPlaceSchema = z.object({
  bookId: idSchema,
  location: z.string(),
  progress: z.number(),
  updatedAt: z.string(),
});
export type ReadingPlace = z.infer<typeof readingPlaceSchema>;

/** `place` is null until the reader has kept one for this book. */
export const readingPlaceReplySchema = z.object({ place: z.nullable(readingPlaceSchema) });

export const highlightColorSchema = z.enum(HIGHLIGHT_COLORS);
export type HighlightColor = z.infer<typeof highlightColorSchema>;

/** Notes and passages are bounded like descriptions (docs/product.md section 10). */
const noteSchema = z.string().check(z.maxLength(5000));

export const createHighlightBodySchema = z.object({
  bookId: idSchema,
  location: readingLocationSchema,
  /** The passage as the reader selected it, for the list of highlights. */
  text: z.string().check(z.minLength(1), z.maxLength(5000)),
  color: highlightColorSchema,
  note: z.optional(noteSchema),
});
export type CreateHighlightBody = z.infer<typeof createHighlightBodySchema>;

export const updateHighlightBodySchema = z.object({
  color: z.optional(highlightColorSchema),
  note: z.optional(noteSchema),
});
export type UpdateHighlightBody = z.infer<typeof updateHighlightBodySchema>;

export const highlightSchema = z.object({
  _id: idSchema,
  bookId: idSchema,
  location: z.string(),
  text: z.string(),
  color: highlightColorSchema,
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const highlightListSchema = z.object({ highlights: z.array(highlightSchema) });

const bookParams = z.object({ bookId: idSchema });
const idParams = z.object({ id: idSchema });
const mine = { scope: 'extension', feature: 'reading', auth: true } as const;

/**
 * Reading places and highlights kept by the provider, so another device opens a book at the same
 * place with the same highlights (issue 56). Private to the signed-in user: another user's
 * highlight answers 404, as a missing one does.
 */
export const readingCalls = {
  place: defineCall({
    method: 'GET',
    path: '/api/me/reading/:bookId',
    summary: "The signed-in user's place in a book",
    description: '`place` is null until one is kept. 404 `NOT_FOUND` when there is no such book.',
    ...mine,
    params: bookParams,
    responses: {
      200: readingPlaceReplySchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  keepPlace: defineCall({
    method: 'PUT',
    path: '/api/me/reading/:bookId',
    summary: "Keep the signed-in user's place in a book",
    description:
      'Replaces the place kept for this book. 404 `NOT_FOUND` when there is no such book.',
    ...mine,
    params: bookParams,
    body: readingPlaceBodySchema,
    responses: {
      200: readingPlaceSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  highlights: defineCall({
    method: 'GET',
    path: '/api/me/highlights',
    summary: "The signed-in user's highlights in a book, oldest first",
    description: '404 `NOT_FOUND` when there is no such book.',
    ...mine,
    query: z.object({ bookId: idSchema }),
    responses: {
      200: highlightListSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  addHighlight: defineCall({
    method: 'POST',
    path: '/api/me/highlights',
    summary: 'Highlight a passage, with a colour and perhaps a note',
    description: '404 `NOT_FOUND` when there is no such book.',
    ...mine,
    body: createHighlightBodySchema,
    responses: {
      201: highlightSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  updateHighlight: defineCall({
    method: 'PATCH',
    path: '/api/me/highlights/:id',
    summary: "Change a highlight's colour or note",
    description: "404 `NOT_FOUND` for a missing highlight and for another user's.",
    ...mine,
    params: idParams,
    body: updateHighlightBodySchema,
    responses: {
      200: highlightSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  deleteHighlight: defineCall({
    method: 'DELETE',
    path: '/api/me/highlights/:id',
    summary: 'Delete a highlight',
    description: "404 `NOT_FOUND` for a missing highlight and for another user's.",
    ...mine,
    params: idParams,
    responses: {
      200: messageSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
} as const;
