import { buildUrl, playlistCalls, type Playlist, type PlaylistList } from '@inkreel/shared';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import { request } from '../../lib/api/api-client';

/** SWR keys of the playlists' reads, as every page and dialog keys them. */
export const MY_PLAYLISTS_KEY = buildUrl(playlistCalls.mine);
export const playlistKey = (id: string): string => buildUrl(playlistCalls.get, { params: { id } });

export const loadMyPlaylists = (): Promise<PlaylistList> => request(playlistCalls.mine);
export const loadPlaylist = (id: string): Promise<Playlist> =>
  request(playlistCalls.get, { params: { id } });

/**
 * After a change: the playlist's page shows the reply, and the lists of one's playlists refresh.
 * `mutate` is the cache's (useSWRConfig) where a component has one at hand.
 */
export function showChanged(playlist: Playlist, mutate: ScopedMutator = globalMutate): Playlist {
  void mutate(playlistKey(playlist._id), playlist, { revalidate: false });
  void mutate(MY_PLAYLISTS_KEY);
  return playlist;
}

/** Totals as the pages write them: "1 h 5 min", "12 min", "under a minute". */
export function formatLength(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
