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
    /** Readers of what the reply shows; each is compared with the value the JSON was made from. */
    private readonly shown: readonly ((record: R) => unknown)[],
  ) {}

  /** Compared field by field, without making a list per record per request (a page reads 12). */
  private unchanged(record: R, made: Cached): boolean {
    for (let i = 0; i < this.shown.length; i += 1) {
      if ((this.shown[i] as (record: R) => unknown)(record) !== made.shown[i]) return false;
    }
    return true;
  }

  private entry(record: R): Cached {
    const hit = this.cache.get(record);
    if (hit && this.unchanged(record, hit)) return hit;
    const shown = this.shown.map((read) => read(record));
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
      [
        (r) => r.title,
        (r) => r.description,
        (r) => r.tags,
        (r) => r.tags.length,
        (r) => r.views,
        (r) => r.createdAt,
        (r) => r.videoFile,
        (r) => r.uploaderId,
        (r) => r.duration,
        (r) => uploaderName(r.uploaderId),
      ],
    ),
    audio: new RecordJson<AudioRecord>(
      (r) => toAudio(store, r),
      [
        (r) => r.title,
        (r) => r.description,
        (r) => r.plays,
        (r) => r.likes,
        (r) => r.likes.length,
        (r) => r.artworkFile,
        (r) => r.audioFile,
        (r) => r.createdAt,
        (r) => r.uploaderId,
        (r) => r.genre,
        (r) => r.artist,
        (r) => uploaderName(r.uploaderId),
      ],
    ),
  };
}
