import type { AudioRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { toAudio, toVideo } from './serializers.js';

/**
 * The JSON of one record's reply object, kept beside the record and made again only when a field
 * the reply shows has changed (compared by value for scalars, by identity and length for arrays).
 * An audio's reply carries its whole `likes` list, so serialising ten of them was most of the cost
 * of GET /api/audios/random; a page of videos is twelve of these joined.
 */
interface Cached {
  shown: unknown[];
  json: string;
  bytes?: Buffer;
}

class RecordJson<R extends object> {
  private readonly cache = new WeakMap<R, Cached>();

  constructor(
    private readonly serialize: (record: R) => unknown,
    private readonly shown: (record: R) => unknown[],
  ) {}

  private entry(record: R): Cached {
    const shown = this.shown(record);
    const hit = this.cache.get(record);
    if (hit && hit.shown.length === shown.length && hit.shown.every((v, i) => v === shown[i])) {
      return hit;
    }
    const made = { shown, json: JSON.stringify(this.serialize(record)) };
    this.cache.set(record, made);
    return made;
  }

  of(record: R): string {
    return this.entry(record).json;
  }

  /** The same JSON as UTF-8 bytes (kept too), for replies joined as bytes. */
  bytesOf(record: R): Buffer {
    const entry = this.entry(record);
    return (entry.bytes ??= Buffer.from(entry.json));
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
