import { buildUrl, playlistCalls, type PlaylistList } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { useExtension } from '../../../lib/api/extensions';

export const creatorPlaylistsKey = (id: string) =>
  buildUrl(playlistCalls.ofUser, { params: { id } });

/**
 * A creator's public playlists (GET /api/users/{id}/playlists, feature `playlists`, issue 55):
 * never their unlisted or private ones, which the provider leaves out. Asked only of a provider
 * that offers playlists; against one without, nothing is asked and there are none.
 */
export function useCreatorPlaylists(id: string) {
  const offered = useExtension('playlists');
  return useSWR<PlaylistList, Error>(offered ? creatorPlaylistsKey(id) : null, () =>
    request(playlistCalls.ofUser, { params: { id } }),
  );
}
