import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';

/** `Range: bytes=start-end` (one range), as browsers send it while seeking. */
export const rangeHeadersSchema = z.object({
  Range: z.optional(z.string().check(z.regex(/^bytes=\d*-\d*$/))).register(z.globalRegistry, {
    description: 'One byte range, e.g. `bytes=0-1023`; answered with 206.',
  }),
});

/**
 * Media files (docs/product.md section 7: "served from /api followed by videoUrl, audioUrl or artworkUrl").
 * The mock provider's entity URLs all start with /media/, so its files live under /api/media/;
 * another provider may use other prefixes, and a client always builds `/api` + the entity's URL.
 */
export const mediaCalls = {
  file: defineCall({
    method: 'GET',
    path: '/api/media/:file',
    summary: 'A media file: /api followed by videoUrl, audioUrl, artworkUrl or thumbnailUrl',
    description:
      'The URL is `/api` + the `videoUrl`, `audioUrl`, `artworkUrl` or `thumbnailUrl` of an entity ' +
      '(on the mock provider they start with `/media/`, and the file part may hold slashes). ' +
      'Byte ranges are honoured: `Range: bytes=a-b` answers 206 with `Content-Range`, a range ' +
      'outside the file answers 416 with `Content-Range: bytes */size`.',
    params: z.object({ file: z.string().check(z.minLength(1)) }),
    headers: rangeHeadersSchema,
    binary: true,
    produces: ['video/*', 'audio/*', 'image/*'],
    responses: { 200: z.unknown(), 206: z.unknown(), 404: errorBodySchema, 416: errorBodySchema },
  }),
} as const;
