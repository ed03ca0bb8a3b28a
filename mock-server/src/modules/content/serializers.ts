import type { Audio, Book, ItemKind, Uploader, Video, Writing } from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord, WritingRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';

/** Media files live under DATA_DIR/media and are served at /api/media/<file>; URLs omit the /api. */
export const mediaPath = (file: string): string =>
  `/media/${file.split('/').map(encodeURIComponent).join('/')}`;

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
    // No thumbnailUrl: clients use GET /api/videos/thumbnail/{id}, which always answers an image.
    videoUrl: mediaPath(r.videoFile),
    uploadedBy: uploader(store, r.uploaderId),
    ...(r.duration !== undefined ? { duration: r.duration } : {}),
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
    artworkUrl: r.artworkFile ? mediaPath(r.artworkFile) : `/audios/artwork/${r._id}`,
    audioUrl: mediaPath(r.audioFile),
    createdAt: r.createdAt,
    uploadedBy: uploader(store, r.uploaderId),
    genre: r.genre,
    artist: r.artist,
    ...(r.duration !== undefined ? { duration: r.duration } : {}),
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
    ...likesOf(store, r.kind, r._id, viewerId).fields,
  };
}
