import { Router, type RequestHandler } from 'express';
import { audioCalls, bookCalls, idSchema, videoCalls, writingCalls } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/http-error.js';
import { methodNotAllowed } from '../../http/known-routes.js';
import { route } from '../../http/route.js';
import { sendFile, sendSvg } from '../../http/send-file.js';
import { resolveStoredFile, storedImage } from '../media/media.service.js';
import { ContentService } from './content.service.js';

const PLACEHOLDER_CACHE = 'public, max-age=300';

/** How many well-formed ids a router remembers before it starts again. */
const KNOWN_IDS = 1000;

/**
 * A malformed id names nothing, so it is answered like an unknown one: 404, not 400. The
 * contract's id schema runs once per id: ids found well-formed are remembered (bounded), since the
 * same few ids are asked for again and again.
 */
const idChecks = () => {
  const wellFormed = new Set<string>();
  return (what: string): RequestHandler =>
    (req, _res, next) => {
      const id = req.params.id;
      if (typeof id === 'string' && wellFormed.has(id)) return next();
      if (idSchema.safeParse(id).success) {
        if (wellFormed.size >= KNOWN_IDS) wellFormed.clear();
        wellFormed.add(id as string);
        return next();
      }
      // `/api/videos/upload` is a POST route, not a malformed id: a GET there is a wrong method.
      next(methodNotAllowed(req) ?? notFound(what));
    };
};

export function createContentRouter(deps: AppDeps): Router {
  const router = Router();
  const idOr404 = idChecks();
  const content = new ContentService(deps.store);
  const { mediaDir } = deps.store;
  // Only a real GET counts as a view or play (Express also runs GET handlers for HEAD).
  const counts = (method: string) => method === 'GET';

  /** An image by record id: the stored file, or a generated placeholder titled like the record. */
  const imageRoute = (
    call: typeof videoCalls.thumbnail | typeof audioCalls.artwork | typeof bookCalls.cover,
    what: string,
    lookup: (id: string) => { file?: string; title: string; width: number; height: number },
  ) =>
    route(router, call, idOr404(what), async ({ params }, req, res) => {
      const { file, ...placeholder } = lookup(params.id);
      const image = await storedImage(mediaDir, file, placeholder);
      // Placeholders are generated per title; a short cache lets a later upload's image show.
      if ('svg' in image) sendSvg(res, image.svg, PLACEHOLDER_CACHE);
      else await sendFile(req, res, image.file);
      return undefined;
    });

  route(router, videoCalls.featured, () => content.featured(false));
  route(router, videoCalls.featuredAll, () => content.featured(true));
  route(router, videoCalls.list, ({ query }) => content.videoPage(query.page));
  route(router, videoCalls.recommendations, idOr404('Video'), ({ params }) =>
    content.videoRecommendations(params.id),
  );
  imageRoute(videoCalls.thumbnail, 'Video', (id) => {
    const video = content.videoRecord(id);
    return { file: video.thumbnailFile, title: video.title, width: 640, height: 360 };
  });
  // A view is counted on every GET, so no two replies are the same: no ETag to revalidate with.
  route(router, videoCalls.byId, idOr404('Video'), ({ params }, req) =>
    content.viewVideo(params.id, counts(req.method)),
  );

  route(router, audioCalls.random, () => content.randomAudios());
  route(router, audioCalls.recommendations, idOr404('Audio'), ({ params, query }) =>
    content.audioRecommendations(params.id, query.page, query.limit),
  );
  imageRoute(audioCalls.artwork, 'Audio', (id) => {
    const audio = content.audioRecord(id);
    return { file: audio.artworkFile, title: audio.title, width: 600, height: 600 };
  });
  route(router, audioCalls.byId, idOr404('Audio'), ({ params }, req) =>
    content.playAudio(params.id, counts(req.method)),
  );

  route(router, bookCalls.random, () => content.randomBooks());
  imageRoute(bookCalls.cover, 'Book', (id) => {
    const book = content.bookRecord(id);
    return { file: book.coverFile, title: book.title, width: 600, height: 900 };
  });
  // The bearer header is optional here (docs/product.md sends it; reading needs no account).
  route(router, bookCalls.read, idOr404('Book'), async ({ params }, req, res) => {
    const book = content.bookRecord(params.id);
    const file = await resolveStoredFile(mediaDir, book.bookFile);
    if (!file) throw notFound('Book file');
    await sendFile(req, res, file, {
      cacheControl: 'private, max-age=3600',
      fileName: `${book.title}.${book.format}`,
    });
    return undefined;
  });

  route(router, writingCalls.stories, ({ query }) => {
    const { items, pagination } = content.writingPage('story', query.page, query.limit);
    return { stories: items, pagination };
  });
  route(router, writingCalls.story, idOr404('Story'), ({ params }) =>
    content.writing('story', params.id),
  );
  route(router, writingCalls.poems, ({ query }) => {
    const { items, pagination } = content.writingPage('poem', query.page, query.limit);
    return { poems: items, pagination };
  });
  route(router, writingCalls.poem, idOr404('Poem'), ({ params }) =>
    content.writing('poem', params.id),
  );

  return router;
}
