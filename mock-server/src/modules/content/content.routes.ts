import { Router, type RequestHandler } from 'express';
import { audioCalls, bookCalls, idSchema, videoCalls, writingCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { binaryRoute, route, type BinaryReply } from '../../http/route.js';
import { svgHeaders } from '../../http/send-file.js';
import { resolveStoredFile, storedImage } from '../media/media.service.js';
import { ContentService } from './content.service.js';

const PLACEHOLDER_CACHE = 'public, max-age=300';

/** A malformed id names nothing, so it is answered like an unknown one: 404, not 400. */
const idOr404 =
  (what: string): RequestHandler =>
  (req, _res, next) => {
    next(idSchema.safeParse(req.params.id).success ? undefined : notFound(what));
  };

export function createContentRouter(deps: {
  store: Store;
  auth: Pick<AuthMiddleware, 'viewerId'>;
}): Router {
  const router = Router();
  const content = new ContentService(deps.store);
  const { mediaDir } = deps.store;
  // The signed-in caller, if any: replies then say whether they like each item.
  const viewer = deps.auth.viewerId;

  /** An image by record id: the stored file, or a generated placeholder titled like the record. */
  const imageRoute = (
    call: typeof videoCalls.thumbnail | typeof audioCalls.artwork | typeof bookCalls.cover,
    what: string,
    lookup: (id: string) => { file?: string; title: string; width: number; height: number },
  ) =>
    binaryRoute(router, call, idOr404(what), async ({ params }): Promise<BinaryReply> => {
      const { file, ...placeholder } = lookup(params.id);
      const image = await storedImage(mediaDir, file, placeholder);
      // Placeholders are generated per title; a short cache lets a later upload's image show.
      if ('svg' in image) return { text: image.svg, headers: svgHeaders(PLACEHOLDER_CACHE) };
      return { file: image.file };
    });

  route(router, videoCalls.featured, (_, req) => content.featured(false, viewer(req)));
  route(router, videoCalls.featuredAll, (_, req) => content.featured(true, viewer(req)));
  route(router, videoCalls.list, ({ query }, req) => content.videoPage(query.page, viewer(req)));
  route(router, videoCalls.recommendations, idOr404('Video'), ({ params }, req) =>
    content.videoRecommendations(params.id, viewer(req)),
  );
  imageRoute(videoCalls.thumbnail, 'Video', (id) => {
    const video = content.videoRecord(id);
    return { file: video.thumbnailFile, title: video.title, width: 640, height: 360 };
  });
  route(router, videoCalls.byId, idOr404('Video'), ({ params }, req) =>
    content.video(params.id, viewer(req)),
  );

  route(router, audioCalls.random, (_, req) => content.randomAudios(viewer(req)));
  route(router, audioCalls.recommendations, idOr404('Audio'), ({ params, query }, req) =>
    content.audioRecommendations(params.id, query.page, query.limit, viewer(req)),
  );
  imageRoute(audioCalls.artwork, 'Audio', (id) => {
    const audio = content.audioRecord(id);
    return { file: audio.artworkFile, title: audio.title, width: 600, height: 600 };
  });
  route(router, audioCalls.byId, idOr404('Audio'), ({ params }, req) =>
    content.audio(params.id, viewer(req)),
  );

  route(router, bookCalls.random, (_, req) => content.randomBooks(viewer(req)));
  imageRoute(bookCalls.cover, 'Book', (id) => {
    const book = content.bookRecord(id);
    return { file: book.coverFile, title: book.title, width: 600, height: 900 };
  });
  route(router, bookCalls.byId, idOr404('Book'), ({ params }, req) =>
    content.book(params.id, viewer(req)),
  );
  // The bearer header is optional here (docs/product.md sends it; reading needs no account).
  binaryRoute(router, bookCalls.read, idOr404('Book'), async ({ params }) => {
    const book = content.bookRecord(params.id);
    const file = await resolveStoredFile(mediaDir, book.bookFile);
    if (!file) throw notFound('Book file');
    const fileName = `${book.title}.${book.format}`;
    return { file, options: { cacheControl: 'private, max-age=3600', fileName } };
  });

  route(router, writingCalls.stories, ({ query }, req) => {
    const page = content.writingPage('story', query.page, query.limit, viewer(req));
    return { stories: page.items, pagination: page.pagination };
  });
  route(router, writingCalls.story, idOr404('Story'), ({ params }, req) =>
    content.writing('story', params.id, viewer(req)),
  );
  route(router, writingCalls.poems, ({ query }, req) => {
    const page = content.writingPage('poem', query.page, query.limit, viewer(req));
    return { poems: page.items, pagination: page.pagination };
  });
  route(router, writingCalls.poem, idOr404('Poem'), ({ params }, req) =>
    content.writing('poem', params.id, viewer(req)),
  );

  return router;
}
