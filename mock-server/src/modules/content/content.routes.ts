import { Router, type Request, type RequestHandler } from 'express';
import { audioCalls, bookCalls, idSchema, videoCalls, writingCalls } from '@inkreel/shared';
import type { ManagedFields, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { binaryRoute, route, type BinaryReply } from '../../http/route.js';
import { svgHeaders } from '../../http/send-file.js';
import { PLACEHOLDER_SIZES, resolveStoredFile, storedImage } from '../media/media.service.js';
import { ContentService, visibleTo } from './content.service.js';
import { opensPrivateMedia, privateOwnerOf } from './private-media.js';
import { MEDIA_KEY_PARAM } from './serializers.js';

const PLACEHOLDER_CACHE = 'public, max-age=300';

type Keyed = ManagedFields & { uploaderId: string };

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
  const { mediaDir, index } = deps.store;
  // The signed-in caller, if any: replies then say whether they like each item, and a private
  // item is its uploader's.
  const viewer = (req: Request) => deps.auth.viewerId(req);

  // A private item's files open only with its key (or for its uploader): anyone else gets the 404
  // of a missing file. Mounted before the media router, which serves whatever file is named.
  router.use('/api/media', (req, _res, next) => {
    const encoded = (req.originalUrl.split('?')[0] ?? '').replace(/^\/api\/media\//, '');
    const owner = privateOwnerOf(deps.store, encoded);
    const allowed = !owner || opensPrivateMedia(owner, req.query[MEDIA_KEY_PARAM], viewer(req));
    next(allowed ? undefined : notFound('Media file'));
  });

  /**
   * An image by record id: the stored file, or a generated placeholder titled like the record. A
   * private item's opens for its uploader's bearer token or with its key in the query: the
   * `thumbnailUrl` and `coverUrl` its uploader is sent, which pages' <img> elements load.
   */
  const imageRoute = <R extends Keyed & { title: string; status?: VideoRecord['status'] }>(
    call: typeof videoCalls.thumbnail | typeof audioCalls.artwork | typeof bookCalls.cover,
    what: string,
    find: (id: string) => R | undefined,
    /** The record's stored image, and the placeholder's size. */
    [file, { width, height }]: [
      (record: R) => string | undefined,
      { width: number; height: number },
    ],
  ) =>
    binaryRoute(router, call, idOr404(what), async ({ params }, req): Promise<BinaryReply> => {
      const record = find(params.id);
      const keyed =
        record?.mediaKey !== undefined &&
        opensPrivateMedia(record, req.query[MEDIA_KEY_PARAM], viewer(req));
      if (!record || !visibleTo(record, keyed ? record.uploaderId : viewer(req)))
        throw notFound(what);
      const shown = await storedImage(mediaDir, file(record), {
        title: record.title,
        width,
        height,
      });
      // Placeholders are generated per title; a short cache lets a later upload's image show.
      if ('svg' in shown) return { text: shown.svg, headers: svgHeaders(PLACEHOLDER_CACHE) };
      return { file: shown.file };
    });

  route(router, videoCalls.featured, (_, req) => content.featured(false, viewer(req)));
  route(router, videoCalls.featuredAll, (_, req) => content.featured(true, viewer(req)));
  route(router, videoCalls.list, ({ query }, req) => content.videoPage(query.page, viewer(req)));
  route(router, videoCalls.recommendations, idOr404('Video'), ({ params }, req) =>
    content.videoRecommendations(params.id, viewer(req)),
  );
  imageRoute(videoCalls.thumbnail, 'Video', index.videoById, [
    (v) => v.thumbnailFile,
    PLACEHOLDER_SIZES.video,
  ]);
  route(router, videoCalls.byId, idOr404('Video'), ({ params }, req) =>
    content.video(params.id, viewer(req)),
  );

  route(router, audioCalls.random, (_, req) => content.randomAudios(viewer(req)));
  route(router, audioCalls.recommendations, idOr404('Audio'), ({ params, query }, req) =>
    content.audioRecommendations(params.id, query.page, query.limit, viewer(req)),
  );
  imageRoute(audioCalls.artwork, 'Audio', index.audioById, [
    (a) => a.artworkFile,
    PLACEHOLDER_SIZES.audio,
  ]);
  route(router, audioCalls.byId, idOr404('Audio'), ({ params }, req) =>
    content.audio(params.id, viewer(req)),
  );

  route(router, bookCalls.random, (_, req) => content.randomBooks(viewer(req)));
  imageRoute(bookCalls.cover, 'Book', index.bookById, [(b) => b.coverFile, PLACEHOLDER_SIZES.book]);
  route(router, bookCalls.byId, idOr404('Book'), ({ params }, req) =>
    content.book(params.id, viewer(req)),
  );
  // The bearer header is optional here (docs/product.md sends it; reading needs no account, but
  // a private book's file is its uploader's).
  binaryRoute(router, bookCalls.read, idOr404('Book'), async ({ params }, req) => {
    const book = content.bookRecord(params.id, viewer(req));
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
