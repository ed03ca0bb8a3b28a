import type { ManagedFields } from '../../db/schema.js';
import type { Store } from '../../db/store.js';

type Keyed = ManagedFields & { uploaderId: string };

/** The stored files of each kind of record with files. */
function filesOf(store: Store): [Keyed, (string | undefined)[]][] {
  const { videos, audios, books } = store.data;
  return [
    ...videos
      .filter((v) => v.mediaKey)
      .map((v): [Keyed, (string | undefined)[]] => [v, [v.videoFile, v.thumbnailFile]]),
    ...audios
      .filter((a) => a.mediaKey)
      .map((a): [Keyed, (string | undefined)[]] => [a, [a.audioFile, a.artworkFile]]),
    ...books
      .filter((b) => b.mediaKey)
      .map((b): [Keyed, (string | undefined)[]] => [b, [b.bookFile, b.coverFile]]),
  ];
}

/**
 * The private record a media path (still percent-encoded, below /api/media/) belongs to, if any.
 * Segments are decoded once, as the media router decodes them (media/safe-path.ts), so no other
 * spelling of the path reaches the same file; a path that does not decode is left to that router.
 */
export function privateOwnerOf(store: Store, encodedPath: string): Keyed | undefined {
  let file: string;
  try {
    file = encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
  return filesOf(store).find(([, files]) => files.includes(file))?.[0];
}

/** Whether a request may read a private record's file: with its key, or as its uploader. */
export const opensPrivateMedia = (
  record: Keyed,
  key: unknown,
  viewerId: string | undefined,
): boolean => key === record.mediaKey || viewerId === record.uploaderId;
