import type { AudioRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { toAudio, toVideo } from './serializers.js';

/**
 * The JSON of one record's reply object, kept beside the record and made again only when a field
 * the reply shows has changed (compared by value for scalars, by identity and length for arrays).
 * An audio's reply carries its whole `likes` list, so serialising ten of them was most of the cost
 * of GET /api/audios/random; a page of videos is twelve of these joined.
 */
class RecordJson<R extends object> {
  private readonly cache = new WeakMap<R, { shown: unknown[]; json: string }>();

  constructor(
    private readonly serialize: (record: R) => unknown,
    private readonly shown: (record: R) => unknown[],
  ) {}

  of(record: R): string {
    const shown = this.shown(record);
    const hit = this.cache.get(record);
    if (hit && hit.shown.length === shown.length && hit.shown.every((v, i) => v === shown[i])) {
      return hit.json;
    }
    const json = JSON.stringify(this.serialize(record));
    this.cache.set(record, { shown, json });
    return json;
  }
}

export function createJsonCache(store: Store) {
  const uploaderName = (id: string) => store.index.userById(id)?.name;
  return {
    video: new RecordJson<VideoRecord>(
      (r) => toVideo(store, r),
      (r) => [
        r.title,
        r.description,
        r.tags,
        r.tags.length,
        r.views,
        r.createdAt,
        r.videoFile,
        r.uploaderId,
        r.duration,
        uploaderName(r.uploaderId),
      ],
    ),
    audio: new RecordJson<AudioRecord>(
      (r) => toAudio(store, r),
      (r) => [
        r.title,
        r.description,
        r.plays,
        r.likes,
        r.likes.length,
        r.artworkFile,
        r.audioFile,
        r.createdAt,
        r.uploaderId,
        r.genre,
        r.artist,
        uploaderName(r.uploaderId),
      ],
    ),
  };
}
