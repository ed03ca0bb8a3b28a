import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import type { ExtensionFeature } from '../extensions/features.js';

/**
 * `Range`, as browsers and PDF readers send it while seeking. Any text is taken: one that is not
 * a bytes range is ignored, as RFC 9110 lets a server do, so the document states no pattern.
 */
export const rangeHeadersSchema = z.object({
  Range: z.optional(z.string()).register(z.globalRegistry, {
    description:
      'One byte range: `bytes=a-b`, `bytes=a-` (to the end) or `bytes=-n` (the last n bytes; the whole file when n is larger than it). Answered with 206 and `Content-Range: bytes a-b/size`; a range that selects nothing (it starts past the end, or `bytes=-0`) with 416 and `Content-Range: bytes */size`. A header that is not a valid bytes range, or several ranges that do not join into one, is ignored: 200 with the whole file.',
  }),
});

/**
 * What a file streamed from disk may answer: the whole file (200), the byte range asked for
 * (206), not modified (304, to `If-None-Match` or `If-Modified-Since`), no such file (404), a
 * failed `If-Match` or `If-Unmodified-Since` (412) and a range outside the file (416).
 */
export const fileReplies = {
  200: z.unknown(),
  206: z.unknown(),
  304: z.unknown(),
  404: errorBodySchema,
  412: errorBodySchema,
  416: errorBodySchema,
} as const;

export const BOOK_TYPES = [
  'application/pdf',
  'application/epub+zip',
  'application/x-mobipocket-ebook',
] as const;

/**
 * One folder's files: a path parameter is one segment, so each folder is a path of its own. These
 * are the folders of the URLs replies hand out (`videoUrl`, `audioUrl`, `artworkUrl`: docs/product.md
 * section 7). Thumbnails, covers and book files are reached by id (`/api/videos/thumbnail/{id}`,
 * `/api/books/cover/{id}`, `/api/books/read/{id}`), which answer even where no file was uploaded.
 */
export function folderCall(
  folder: string,
  what: string,
  produces: readonly string[],
  /** For a folder of an extension feature's files (captions): the feature, which marks it so. */
  feature?: ExtensionFeature,
) {
  return defineCall({
    method: 'GET',
    path: `/api/media/${folder}/:file`,
    ...(feature ? { scope: 'extension' as const, feature } : {}),
    summary: `A media file: ${what}`,
    description:
      `On this provider, \`/api\` + ${what} (entity URLs of this kind start with \`/media/${folder}/\`). ` +
      'Byte ranges are honoured (`Accept-Ranges: bytes`, see the `Range` header below). ' +
      'HEAD answers the same headers without the body.',
    params: z.object({ file: z.string().check(z.minLength(1), z.regex(/^[^/]+$/)) }),
    headers: rangeHeadersSchema,
    binary: true,
    produces,
    responses: fileReplies,
  });
}

/**
 * Media files (docs/product.md section 7: "served from /api followed by videoUrl, audioUrl or artworkUrl").
 * The mock provider's entity URLs are `/media/<folder>/<file>`; another provider may use other
 * paths, and a client always builds `/api` + the entity's URL.
 */
export const mediaCalls = {
  video: folderCall('videos', 'a `videoUrl`', ['video/*']),
  audio: folderCall('audios', 'an `audioUrl`', ['audio/*']),
  artwork: folderCall('artwork', 'an `artworkUrl`', ['image/*']),
} as const;
