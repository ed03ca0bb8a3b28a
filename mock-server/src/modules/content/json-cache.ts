import type { AudioRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { toAudio, toVideo } from './serializers.js';

/**
 * The JSON of one record's reply object, kept beside the record and made again only when a field
 * the reply shows has changed (compared by value for scalars, by identity and length for arrays).
 * An audio's reply carries its whole `likes` list, so serialising ten of them was most of the cost
 * of GET /api/audios/random; a page of videos is twelve of these joined.
 *
 * The record's counter (a video's views, an audio's plays) changes on every detail view, so the
 * JSON is also kept as the text before and after the counter's value: a new count is put between
 * them instead of serialising the whole reply again.
 */
interface Cached {
  shown: unknown[];
  count: number;
  head: string;
  tail: string;
  json: string;
  bytes?: Buffer;
}

/** A record's counter: the key the reply object gives it, and how to read it from the record. */
interface Counter<R> {
  key: string;
  read: (record: R) => number;
}

/**
 * A reply object's JSON as the text before its counter's value and the text after it: the same
 * serialiser, so `head + count + tail` is exactly what JSON.stringify makes of the object.
 */
export function splitAround(value: object, key: string): { head: string; tail: string } {
  const entries = Object.entries(value);
  const at = entries.findIndex(([name]) => name === key);
  if (at < 0) throw new Error(`the reply has no "${key}" to count`);
  // `{..., "key":0}` without its closing `0}`; `{rest}` with its `{` turned into a comma.
  const head = JSON.stringify(Object.fromEntries([...entries.slice(0, at), [key, 0]])).slice(0, -2);
  const rest = JSON.stringify(Object.fromEntries(entries.slice(at + 1)));
  return { head, tail: rest === '{}' ? '}' : `,${rest.slice(1)}` };
}

class RecordJson<R extends object> {
  private readonly cache = new WeakMap<R, Cached>();

  constructor(
    private readonly serialize: (record: R) => object,
    /** Readers of what the reply shows besides the counter; each compared with what was made. */
    private readonly shown: readonly ((record: R) => unknown)[],
    private readonly counter: Counter<R>,
  ) {}

  /** Compared field by field, without making a list per record per request (a page reads 12). */
  private unchanged(record: R, made: Cached): boolean {
    for (let i = 0; i < this.shown.length; i += 1) {
      if ((this.shown[i] as (record: R) => unknown)(record) !== made.shown[i]) return false;
    }
    return true;
  }

  private entry(record: R): Cached {
    const count = this.counter.read(record);
    const hit = this.cache.get(record);
    if (hit && this.unchanged(record, hit)) {
      if (hit.count !== count) {
        hit.count = count;
        hit.json = `${hit.head}${count}${hit.tail}`;
        hit.bytes = undefined;
      }
      return hit;
    }
    const shown = this.shown.map((read) => read(record));
    const { head, tail } = splitAround(this.serialize(record), this.counter.key);
    const made = { shown, count, head, tail, json: `${head}${count}${tail}` };
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
        (r) => r.createdAt,
        (r) => r.videoFile,
        (r) => r.uploaderId,
        (r) => r.duration,
        (r) => uploaderName(r.uploaderId),
      ],
      { key: 'views', read: (r) => r.views },
    ),
    audio: new RecordJson<AudioRecord>(
      (r) => toAudio(store, r),
      [
        (r) => r.title,
        (r) => r.description,
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
      { key: 'plays', read: (r) => r.plays },
    ),
  };
}
