import type { PlaylistList } from '@inkreel/shared';
import useSWR from 'swr';
import { useExtension } from '../../../lib/api/extensions';
import { creatorPlaylistsKey, creatorPlaylistsRead } from './creator-page-data';

/**
 * A creator's public playlists (GET /api/users/{id}/playlists, feature `playlists`, issue 55):
 * never their unlisted or private ones, which the provider leaves out. Asked only of a provider
 * that offers playlists; against one without, nothing is asked and there are none. A page the
 * web server rendered came with them.
 */
export function useCreatorPlaylists(id: string) {
  const offered = useExtension('playlists');
  return useSWR<PlaylistList, Error>(offered ? creatorPlaylistsKey(id) : null, () =>
    creatorPlaylistsRead(id).fetch(),
  );
}
