import { idSchema, playlistCalls } from '@inkreel/shared';
import { keyedRead } from '../../../lib/api/keyed-read';
import { needs, notFound, pagePlan, type PageArgs } from '../../../lib/page/page-data';
import { playlistKey } from '../../../components/playlists/playlist-calls';

// The read of a playlist's page: the key its page and every change (showChanged) use, and the page
// data the web server renders it with (routes.tsx attaches it as the route's loader).

/** GET /api/playlists/:id, under the key the playlist's page and its changes share. */
export const playlistRead = (id: string) =>
  keyedRead(playlistKey(id), (read) => read(playlistCalls.get, { params: { id } }));

/**
 * /playlist/:id (issue 55): a public or unlisted playlist. The web server reads it as a visitor, so
 * a private one is 404 there (as for one that does not exist); its owner's browser, signed in,
 * then reads and shows it.
 */
export function playlistPage({ params }: PageArgs) {
  const id = params.id ?? '';
  if (!idSchema.safeParse(id).success) return notFound('Playlist');
  return pagePlan(
    { playlist: needs(playlistRead(id), { missing: 'Playlist' }) },
    ({ playlist }) => ({
      kind: 'playlist',
      playlist,
    }),
  );
}
