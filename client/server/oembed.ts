import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  audioSchema,
  ErrorCode,
  idSchema,
  videoSchema,
  type ErrorBody,
  type ValidationIssue,
} from '@inkreel/shared';
import { parseStartTime } from '../src/lib/playback/start-time.js';
import { itemImageUrl, oembedDocument, type EmbedItem } from './oembed-document.js';
import { playlistIdOf, playlistOembed } from './oembed-playlist.js';
import { measuredPreview } from './preview-image.js';

/** How long an unfurler waits on us at most is its business; we wait this long on the provider. */
const PROVIDER_TIMEOUT_MS = 5000;

const sizeSchema = z.optional(z.coerce.number().int().positive().max(10_000));
const querySchema = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required'),
  format: z.optional(z.string()),
  maxwidth: sizeSchema,
  maxheight: sizeSchema,
});

/** A page of this site that has an embed: /video/{id}, /audio/{id}, or the embed pages themselves. */
const EMBEDDABLE_PATH = /^\/(?:embed\/)?(video|audio)\/([^/]+)\/?$/;

function sendError(
  res: Response,
  status: number,
  code: ErrorBody['code'],
  message: string,
  issues?: ValidationIssue[],
) {
  const body: ErrorBody = { code, message, ...(issues ? { issues } : {}) };
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/** The item a URL of this site names, or null when it names none (another site, another page). */
function embeddedItem(url: string, siteOrigin: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== siteOrigin) return null;
  const match = EMBEDDABLE_PATH.exec(parsed.pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  if (!idSchema.safeParse(id).success) return null;
  return {
    kind: match[1] as 'video' | 'audio',
    id,
    startAt: parseStartTime(parsed.searchParams.get('t')),
  };
}

/** What `pick` finds in the path of a URL of this site; null for another site or a bad URL. */
function sameSitePath<T>(
  url: string,
  siteOrigin: string,
  pick: (path: string) => T | null,
): T | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === siteOrigin ? pick(parsed.pathname) : null;
  } catch {
    return null;
  }
}

class NotFoundError extends Error {}

export interface EmbedOrigins {
  /** The provider as browsers reach it (runtime config): images in the document point there. */
  apiBaseUrl?: string | undefined;
  /** The provider as this server reaches it, when not at apiBaseUrl. */
  providerUrl?: string | undefined;
  /** This site's public origin; unset, the request's. */
  publicOrigin?: string | undefined;
}

/** The item from the provider's public call; NotFoundError for its 400/404, an Error otherwise. */
async function fetchItem(
  providerOrigin: string,
  wanted: { kind: 'video' | 'audio'; id: string; startAt: number | undefined },
): Promise<EmbedItem> {
  const path = wanted.kind === 'video' ? 'videos' : 'audios';
  const reply = await fetch(
    new URL(`/api/${path}/${encodeURIComponent(wanted.id)}`, providerOrigin),
    {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    },
  );
  if (reply.status === 404 || reply.status === 400) throw new NotFoundError();
  if (!reply.ok) throw new Error(`The provider answered ${reply.status}`);
  const json: unknown = await reply.json();
  if (wanted.kind === 'video') {
    const startAt = wanted.startAt;
    return { kind: 'video', item: videoSchema.parse(json), ...(startAt ? { startAt } : {}) };
  }
  return { kind: 'audio', item: audioSchema.parse(json) };
}

/**
 * GET /oembed?url=…&format=json (docs/product.md "oEmbed"): the oEmbed document of a video or
 * track page of this site, built from the provider's public calls. 400 without a url, 404 for a
 * URL that is not one of this site's video or track pages or names no item, 501 for a format
 * other than JSON, 503 when the provider cannot be asked.
 */
export function oembedRoute(origins: EmbedOrigins): Router {
  const router = Router();
  router.get('/oembed', async (req: Request, res: Response) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) {
      const issues = query.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      sendError(res, 400, ErrorCode.VALIDATION_FAILED, 'The oEmbed query is not valid', issues);
      return;
    }
    const { url, format, maxwidth, maxheight } = query.data;
    if (format !== undefined && format !== 'json') {
      sendError(res, 501, ErrorCode.VALIDATION_FAILED, 'Only format=json is served', [
        { path: 'format', message: 'Only json is served' },
      ]);
      return;
    }
    // Behind a proxy on loopback (app.ts trusts it) the request's is the address the visitor used.
    const siteOrigin = origins.publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
    const publicProvider = origins.apiBaseUrl ?? siteOrigin;
    const playlistId = sameSitePath(url, siteOrigin, playlistIdOf);
    if (playlistId) {
      try {
        const document = await playlistOembed(
          playlistId,
          { provider: origins.providerUrl ?? publicProvider, publicProvider, site: siteOrigin },
          PROVIDER_TIMEOUT_MS,
        );
        if (document)
          res
            .set('Cache-Control', 'public, max-age=300')
            .set('Access-Control-Allow-Origin', '*')
            .json(document);
        else sendError(res, 404, ErrorCode.NOT_FOUND, 'No playlist with that id');
      } catch (error) {
        console.error('oEmbed: the provider could not be asked', error);
        sendError(res, 503, ErrorCode.SERVICE_UNAVAILABLE, 'The catalogue cannot be reached now');
      }
      return;
    }
    const wanted = embeddedItem(url, siteOrigin);
    if (!wanted) {
      sendError(res, 404, ErrorCode.NOT_FOUND, 'No video or track of this site at that URL');
      return;
    }
    try {
      const providerUrl = origins.providerUrl ?? publicProvider;
      const item = await fetchItem(providerUrl, wanted);
      // Measured where this server reaches the provider, named where browsers do.
      const measured = await measuredPreview(itemImageUrl(item, providerUrl), siteOrigin);
      const thumbnail = measured && {
        ...measured,
        url: measured.url.startsWith(siteOrigin)
          ? measured.url
          : itemImageUrl(item, publicProvider),
      };
      const document = oembedDocument(
        item,
        { site: siteOrigin, provider: publicProvider },
        { maxwidth, maxheight },
        thumbnail,
      );
      res
        // Revalidated on each use (its ETag), so an edited title shows and a deleted or private
        // item answers 404 at once (issue 52).
        .set('Cache-Control', 'public, no-cache')
        // Public data: a page's script may read it from another origin.
        .set('Access-Control-Allow-Origin', '*')
        .json(document);
    } catch (error) {
      if (error instanceof NotFoundError) {
        sendError(res, 404, ErrorCode.NOT_FOUND, `No ${wanted.kind} with that id`);
        return;
      }
      console.error('oEmbed: the provider could not be asked', error);
      sendError(res, 503, ErrorCode.SERVICE_UNAVAILABLE, 'The catalogue cannot be reached now');
    }
  });
  return router;
}
