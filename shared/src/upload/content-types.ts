import * as z from 'zod/mini';

export const contentTypeSchema = z.enum(['video', 'audio', 'book', 'poem', 'story']);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** Types that carry a file, are priced, and go through the balance check first. */
export const FILE_CONTENT_TYPES = [
  'video',
  'audio',
  'book',
] as const satisfies readonly ContentType[];
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

export function isFileContentType(type: ContentType): type is FileContentType {
  return (FILE_CONTENT_TYPES as readonly ContentType[]).includes(type);
}

/** Default upload prices in credits (the mock provider lets the environment override them). */
export const DEFAULT_UPLOAD_PRICES: Readonly<Record<ContentType, number>> = {
  video: 10,
  audio: 5,
  book: 8,
  poem: 0,
  story: 0,
};
