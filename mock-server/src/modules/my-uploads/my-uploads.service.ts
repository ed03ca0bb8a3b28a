import { MY_UPLOADS_LIMIT, type MyUploads } from '@inkreel/shared';
import { newestByUploader, type Uploaded } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { toAudio, toBook, toVideo, toWriting } from '../content/content.service.js';

/**
 * Everything one account uploaded or published, by kind, each newest first and capped, in the
 * shapes the catalogue's own calls give them. Videos still processing are included: the uploader
 * should see what they just sent.
 */
export function myUploadsOf(store: Store, userId: string): MyUploads {
  const { videos, audios, books, writings } = store.data;
  const mine = <T extends Uploaded>(list: T[]) => newestByUploader(list, userId, MY_UPLOADS_LIMIT);
  return {
    videos: mine(videos).map((v) => ({ ...toVideo(store, v), status: v.status })),
    music: mine(audios).map((a) => toAudio(store, a)),
    books: mine(books).map((b) => toBook(store, b)),
    stories: mine(writings.filter((w) => w.kind === 'story')).map((w) => toWriting(store, w)),
    poems: mine(writings.filter((w) => w.kind === 'poem')).map((w) => toWriting(store, w)),
  };
}
