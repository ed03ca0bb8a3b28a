import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import type { ExtensionFeature } from '../extensions/features.js';

/** `Range: bytes=start-end` (one range), as browsers and PDF readers send it while seeking. */
export const rangeHeadersSchema = z.object({
  Range: z.optional(z.string().check(z.regex(/^bytes=\d*-\d*$/))).register(z.globalRegistry, {
    description: 'One byte range, e.g. `bytes=0-1023`; answered with 206.',
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
 * One folder's files: a path parameter is one segment, so each folder is a path of its own. The
 * folders of `videoUrl`, `audioUrl` and `artworkUrl` are docs/product.md's; the others are the mock's.
 */
export function folderCall(
  folder: string,
  what: string,
  produces: readonly string[],
  spec = true,
  /** The extension feature whose files these are. */
  feature?: ExtensionFeature,
) {
  return defineCall({
    method: 'GET',
    path: `/api/media/${folder}/:file`,
    scope: spec ? 'spec' : 'extension',
    ...(feature ? { feature } : {}),
    summary: `A media file: ${what}`,
    description:
      `On this provider, \`/api\` + ${what} (entity URLs of this kind start with \`/media/${folder}/\`). ` +
      'Byte ranges are honoured (`Accept-Ranges: bytes`): `Range: bytes=a-b` answers 206 with ' +
      '`Content-Range: bytes a-b/size`, a range outside the file 416 with `Content-Range: bytes */size`. ' +
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
  thumbnail: folderCall('thumbnails', 'a `thumbnailUrl`', ['image/*'], false),
  audio: folderCall('audios', 'an `audioUrl`', ['audio/*']),
  artwork: folderCall('artwork', 'an `artworkUrl`', ['image/*']),
  cover: folderCall(
    'covers',
    'a book cover (also at `GET /api/books/cover/{id}`)',
    ['image/*'],
    false,
  ),
  book: folderCall('books', 'a book file (also at `GET /api/books/read/{id}`)', BOOK_TYPES, false),
} as const;
