// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import type { Playlist } from '@inkreel/shared';
import { TEST_USER, type MockReply, type mockFetch } from './fetch-mock';

type Route = Parameters<typeof mockFetch>[number];

export const PLAYLIST_ID = 'c'.repeat(24);
/** A video's id: `clip(1)` is "111…1". */
export const clip = (n: number): string => String(n).repeat(24);

/** Playlist PLAYLIST_ID, TEST_USER's, holding the videos `ids` in that order. */
export function testPlaylist(ids: string[], fields: Partial<Playlist> = {}): Playlist {
  return {
    _id: PLAYLIST_ID,
    title: 'Mixed bag',
    description: '',
    visibility: 'public',
    owner: { _id: TEST_USER._id, name: 'Ada Lovelace' },
    itemCount: ids.length,
    duration: 0,
    readingMinutes: 0,
    coverPaths: [],
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    items: ids.map((id) => ({
      entryId: `entry-${id.slice(0, 6)}`,
      kind: 'video',
      id,
      available: true,
      title: `Clip ${id.slice(0, 1)}`,
      mediaPath: `/media/${id}.mp4`,
    })),
    ...fields,
  };
}

/** What a video's page reads. */
const videoPage = (id: string) => ({
  _id: id,
  title: `Clip ${id.slice(0, 1)}`,
  description: '',
  tags: [],
  views: 1,
  createdAt: '2026-11-29T09:00:00.000Z',
  videoUrl: `/media/${id}.mp4`,
  uploadedBy: { _id: TEST_USER._id, name: 'Ada Lovelace' },
  likeCount: 0,
});

/**
 * The provider's side of a saved playlist: the playlist as `current()` has it (404 when none),
 * each video's page, and its file (`file(id)`, by default its id: 24 bytes and quotes).
 */
export function playlistProvider(
  current: () => Playlist | undefined,
  file: (id: string) => MockReply | Promise<MockReply> = (id) => ({ body: id }),
): Route {
  return (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if ((init.method ?? 'GET') !== 'GET') return undefined;
    if (path === `/api/playlists/${PLAYLIST_ID}`) {
      const playlist = current();
      return playlist
        ? { body: playlist }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Playlist not found' } };
    }
    const media = /^\/api\/media\/(\w+)\.mp4$/.exec(path)?.[1];
    if (media) return file(media);
    const video = /^\/api\/videos\/(\w+)$/.exec(path)?.[1];
    return video ? { body: videoPage(video) } : undefined;
  };
}
