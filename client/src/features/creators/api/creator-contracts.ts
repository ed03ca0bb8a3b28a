// The creators' and playlists' call contracts, loaded by a creator page's first call: the page
// itself carries no schema (docs/decisions/0453, as the lists' pages since 0452).
export { creatorCalls, playlistCalls } from '@inkreel/shared';
