import { MY_UPLOADS_LIMIT, type MyUploads } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { toAudio, toBook, toVideo, toWriting } from '../content/content.service.js';

/**
 * Everything one account uploaded or published, by kind, each newest first and capped, in the
 * shapes the catalogue's own calls give them. Videos still processing are included: the uploader
 * should see what they just sent. Read through the store's by-uploader index, so the cost follows
 * what is returned, not the size of the catalogue.
 */
export function myUploadsOf(store: Store, userId: string): MyUploads {
  const { index } = store;
  const limit = MY_UPLOADS_LIMIT;
  return {
    videos: index
      .videosByUploader(userId, limit)
      .map((v) => ({ ...toVideo(store, v), status: v.status })),
    music: index.audiosByUploader(userId, limit).map((a) => toAudio(store, a)),
    books: index.booksByUploader(userId, limit).map((b) => toBook(store, b)),
    stories: index.writingsByUploader(userId, 'story', limit).map((w) => toWriting(store, w)),
    poems: index.writingsByUploader(userId, 'poem', limit).map((w) => toWriting(store, w)),
  };
}
