import { Router, type RequestHandler } from 'express';
import { audioCalls, bookCalls, idSchema, videoCalls, writingCalls } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/http-error.js';
import { methodNotAllowed, route } from '../../http/route.js';
import { sendImageOrPlaceholder } from '../media/image-reply.js';
import { registerMediaRoutes } from '../media/media.routes.js';
import { resolveStoredFile } from '../media/safe-path.js';
import { streamFile } from '../media/stream.js';
import { ContentService } from './content.service.js';

/** A malformed id names nothing, so it is answered like an unknown one: 404, not 400. */
const idOr404 =
  (what: string): RequestHandler =>
  (req, _res, next) => {
    if (idSchema.safeParse(req.params.id).success) return next();
    // `/api/videos/upload` is a POST route, not a malformed id: a GET there is a wrong method.
    next(methodNotAllowed(req.method, req.path) ?? notFound(what));
  };

export function createContentRouter(deps: AppDeps): Router {
  const router = Router();
  const content = new ContentService(deps.store);
  const { mediaDir } = deps.store;
  // Only a real GET counts as a view or play (Express also runs GET handlers for HEAD).
  const counts = (method: string) => method === 'GET';

  route(router, videoCalls.featured, () => content.featured(false));
  route(router, videoCalls.featuredAll, () => content.featured(true));
  route(router, videoCalls.list, ({ query }) => content.videoPage(query.page));
  route(router, videoCalls.recommendations, idOr404('Video'), ({ params }) =>
    content.videoRecommendations(params.id),
  );
  route(router, videoCalls.thumbnail, idOr404('Video'), async ({ params }, req, res) => {
    const video = content.videoRecord(params.id);
    await sendImageOrPlaceholder(req, res, mediaDir, video.thumbnailFile, {
      title: video.title,
      width: 640,
      height: 360,
    });
    return undefined;
  });
  route(router, videoCalls.byId, idOr404('Video'), ({ params }, req) =>
    content.viewVideo(params.id, counts(req.method)),
  );

  route(router, audioCalls.random, () => content.randomAudios());
  route(router, audioCalls.recommendations, idOr404('Audio'), ({ params, query }) =>
    content.audioRecommendations(params.id, query.page, query.limit),
  );
  route(router, audioCalls.artwork, idOr404('Audio'), async ({ params }, req, res) => {
    const audio = content.audioRecord(params.id);
    await sendImageOrPlaceholder(req, res, mediaDir, audio.artworkFile, {
      title: audio.title,
      width: 600,
      height: 600,
    });
    return undefined;
  });
  route(router, audioCalls.byId, idOr404('Audio'), ({ params }, req) =>
    content.playAudio(params.id, counts(req.method)),
  );

  route(router, bookCalls.random, () => content.randomBooks());
  route(router, bookCalls.cover, idOr404('Book'), async ({ params }, req, res) => {
    const book = content.bookRecord(params.id);
    await sendImageOrPlaceholder(req, res, mediaDir, book.coverFile, {
      title: book.title,
      width: 600,
      height: 900,
    });
    return undefined;
  });
  // The bearer header is optional here (SPEC.md sends it; reading needs no account).
  route(router, bookCalls.read, idOr404('Book'), async ({ params }, req, res) => {
    const book = content.bookRecord(params.id);
    const file = await resolveStoredFile(mediaDir, book.bookFile);
    if (!file) throw notFound('Book file');
    await streamFile(req, res, file, {
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

  registerMediaRoutes(router, mediaDir);
  return router;
}
