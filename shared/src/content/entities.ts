import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/primitives.js';

export const uploaderSchema = z.looseObject({ _id: idSchema.optional(), name: z.string() });
export type Uploader = z.infer<typeof uploaderSchema>;

/**
 * Media paths (`videoUrl`, `audioUrl`, `artworkUrl`, and `thumbnailUrl` when present) are relative to
 * `/api` (SPEC.md section 7: "served from /api followed by videoUrl"); an absolute URL is also allowed.
 */
const mediaPathSchema = z.string().min(1);

export const videoSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  views: z.number().int().nonnegative(),
  createdAt: z.string(),
  thumbnailUrl: mediaPathSchema.optional(),
  videoUrl: mediaPathSchema,
  uploadedBy: uploaderSchema,
  /** Seconds, once known. */
  duration: z.number().nonnegative().optional(),
});
export type Video = z.infer<typeof videoSchema>;

export const audioSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  plays: z.number().int().nonnegative(),
  likes: z.array(z.string()),
  artworkUrl: mediaPathSchema,
  audioUrl: mediaPathSchema,
  createdAt: z.string(),
  uploadedBy: uploaderSchema,
  genre: z.string().optional(),
  artist: z.string().optional(),
});
export type Audio = z.infer<typeof audioSchema>;

export const bookFormatSchema = z.enum(['pdf', 'epub', 'mobi']);
export type BookFormat = z.infer<typeof bookFormatSchema>;

export const bookSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  author: z.string(),
  rating: z.number().min(0).max(5),
  createdAt: z.string(),
  description: z.string().optional(),
  /** The book file's format; the reader shows PDFs and offers a download for the others. */
  format: bookFormatSchema.optional(),
  uploadedBy: uploaderSchema.optional(),
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
});
export type Writing = z.infer<typeof writingSchema>;
