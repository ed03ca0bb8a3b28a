import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from '../common/primitives.js';
import { visibilitySchema } from './visibility.js';

export const uploaderSchema = z.looseObject({ _id: z.optional(idSchema), name: z.string() });
export type Uploader = z.infer<typeof uploaderSchema>;

/**
 * Likes (the `likes` extension feature): how many accounts like an item, and whether the caller
 * does (only with a bearer token). A provider without likes leaves both out.
 */
const likeFields = {
  likeCount: z.optional(z.int().check(z.nonnegative())),
  liked: z.optional(z.boolean()),
};

/**
 * Media paths (`videoUrl`, `audioUrl`, `artworkUrl`, and `thumbnailUrl` when present) are relative to
 * `/api` (docs/product.md section 7: "served from /api followed by videoUrl"); an absolute URL is also allowed.
 */
const mediaPathSchema = z.string().check(z.minLength(1));

/**
 * What a provider offering the manage feature adds to every item: who sees it, and the version an
 * edit names in `If-Match` (it grows by one with each change). Absent: public, never edited.
 */
const managedFields = {
  visibility: z.optional(visibilitySchema),
  version: z.optional(z.int().check(z.positive())),
};

export const videoSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  views: z.int().check(z.nonnegative()),
  createdAt: z.string(),
  thumbnailUrl: z.optional(mediaPathSchema),
  videoUrl: mediaPathSchema,
  uploadedBy: uploaderSchema,
  /** Seconds, once known. */
  duration: z.optional(z.number().check(z.nonnegative())),
  ...managedFields,
  ...likeFields,
});
export type Video = z.infer<typeof videoSchema>;

export const audioSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  plays: z.int().check(z.nonnegative()),
  likes: z.array(z.string()),
  artworkUrl: mediaPathSchema,
  audioUrl: mediaPathSchema,
  createdAt: z.string(),
  uploadedBy: uploaderSchema,
  genre: z.optional(z.string()),
  artist: z.optional(z.string()),
  /** Seconds, when the provider knows it. */
  duration: z.optional(z.number().check(z.nonnegative())),
  ...managedFields,
  ...likeFields,
});
export type Audio = z.infer<typeof audioSchema>;

export const bookFormatSchema = z.enum(['pdf', 'epub', 'mobi']);
export type BookFormat = z.infer<typeof bookFormatSchema>;

export const bookSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  author: z.string(),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  createdAt: z.string(),
  description: z.optional(z.string()),
  /** The book file's format; the reader shows PDFs and offers a download for the others. */
  format: z.optional(bookFormatSchema),
  uploadedBy: z.optional(uploaderSchema),
  /**
   * The cover's own path (relative to `/api`), given where `GET /api/books/cover/{id}` would not
   * show it: a private book's, which only its uploader's requests may read.
   */
  coverUrl: z.optional(mediaPathSchema),
  ...managedFields,
  ...likeFields,
});
export type Book = z.infer<typeof bookSchema>;

/** Poems and stories share one shape. */
export const writingSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  createdAt: isoDateSchema,
  uploadedBy: uploaderSchema,
  ...managedFields,
  ...likeFields,
});
export type Writing = z.infer<typeof writingSchema>;
