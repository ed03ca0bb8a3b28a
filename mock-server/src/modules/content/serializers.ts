import type { Audio, Book, ItemKind, Uploader, Video, Writing } from '@inkreel/shared';
import type {
  AudioRecord,
  BookRecord,
  ManagedFields,
  VideoRecord,
  WritingRecord,
} from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { visibilityOf } from './visibility.js';

/** Media files live under DATA_DIR/media and are served at /api/media/<file>; URLs omit the /api. */
export const mediaPath = (file: string): string =>
  `/media/${file.split('/').map(encodeURIComponent).join('/')}`;

/** The query parameter that opens a private item's media files (its record's `mediaKey`). */
export const MEDIA_KEY_PARAM = 'key';

/**
 * The URL of one of a record's files: a private record's carries its media key, without which
 * the file answers 404. Only the uploader is ever sent a private record, so only they get it.
 */
function fileUrl(r: ManagedFields, file: string): string {
  const path = mediaPath(file);
  return r.mediaKey ? `${path}?${MEDIA_KEY_PARAM}=${r.mediaKey}` : path;
}

/**
 * An image read by the record's id (`/videos/thumbnail/{id}`, `/books/cover/{id}`): a private
 * record's is given with its key, which opens it without a token (a page's <img>).
 */
const keyedImageUrl = (r: ManagedFields, path: string): string | undefined =>
  r.mediaKey ? `${path}?${MEDIA_KEY_PARAM}=${r.mediaKey}` : undefined;

/** Visibility and version, as every item reply carries them (the manage feature). */
const managed = (r: ManagedFields) => ({ visibility: visibilityOf(r), version: r.version ?? 1 });

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

function uploader(store: Store, userId: string): Uploader {
  const user = store.index.userById(userId);
  return { _id: userId, name: user?.name ?? 'Unknown creator' };
}

/**
 * How many accounts like an item and, for a signed-in caller (`viewerId`), whether they do.
 * A track's likers are also its `likes` list (docs/product.md section 3).
 */
function likesOf(store: Store, kind: ItemKind, id: string, viewerId: string | undefined) {
  const likers = store.index.likersOf(kind, id);
  const liked = viewerId === undefined ? {} : { liked: likers.includes(viewerId) };
  return { likers, fields: { likeCount: likers.length, ...liked } };
}

export function toVideo(store: Store, r: VideoRecord, viewerId?: string): Video {
  return {
    _id: r._id,
    title: r.title,
    description: r.description,
    tags: r.tags,
    views: r.views,
    createdAt: r.createdAt,
    // No thumbnailUrl: clients use GET /api/videos/thumbnail/{id}, which always answers an image,
    // except for a private video, whose thumbnail only its uploader's keyed URL opens.
    ...optional('thumbnailUrl', keyedImageUrl(r, `/videos/thumbnail/${r._id}`)),
    videoUrl: fileUrl(r, r.videoFile),
    uploadedBy: uploader(store, r.uploaderId),
    ...(r.duration !== undefined ? { duration: r.duration } : {}),
    ...managed(r),
    ...likesOf(store, 'video', r._id, viewerId).fields,
  };
}

export function toAudio(store: Store, r: AudioRecord, viewerId?: string): Audio {
  const { likers, fields } = likesOf(store, 'audio', r._id, viewerId);
  return {
    _id: r._id,
    title: r.title,
    description: r.description,
    plays: r.plays,
    likes: likers,
    artworkUrl: r.artworkFile
      ? fileUrl(r, r.artworkFile)
      : (keyedImageUrl(r, `/audios/artwork/${r._id}`) ?? `/audios/artwork/${r._id}`),
    audioUrl: fileUrl(r, r.audioFile),
    createdAt: r.createdAt,
    uploadedBy: uploader(store, r.uploaderId),
    genre: r.genre,
    artist: r.artist,
    ...(r.duration !== undefined ? { duration: r.duration } : {}),
    ...managed(r),
    ...fields,
  };
}

export function toBook(store: Store, r: BookRecord, viewerId?: string): Book {
  return {
    _id: r._id,
    title: r.title,
    author: r.author,
    rating: r.rating,
    createdAt: r.createdAt,
    description: r.description,
    format: r.format,
    uploadedBy: uploader(store, r.uploaderId),
    ...optional('coverUrl', keyedImageUrl(r, `/books/cover/${r._id}`)),
    ...managed(r),
    ...likesOf(store, 'book', r._id, viewerId).fields,
  };
}

export function toWriting(store: Store, r: WritingRecord, viewerId?: string): Writing {
  return {
    _id: r._id,
    title: r.title,
    content: r.content,
    tags: r.tags,
    createdAt: r.createdAt,
    uploadedBy: uploader(store, r.uploaderId),
    ...managed(r),
    ...likesOf(store, r.kind, r._id, viewerId).fields,
  };
}
