import {
  audioCalls,
  bookCalls,
  buildUrl,
  videoCalls,
  writingCalls,
  type ItemEntry,
  type Playlist,
} from '@inkreel/shared';
import { mediaUrl } from '../../components/media/media-urls';
import { playlistKey } from '../../components/playlists/playlist-calls';
import { apiUrl, commonHeaders, request } from '../../lib/api/api-client';
import {
  partKey,
  type SaveMetadata,
  type SaveRequest,
  type SaveSource,
} from '../../lib/offline/save-item';

type Parts = { files: SaveSource[]; metadata: SaveMetadata[] };

/** The call each kind's page reads its item with (a book's reader reads its file alone). */
const PAGE_CALLS = {
  video: videoCalls.byId,
  audio: audioCalls.byId,
  story: writingCalls.story,
  poem: writingCalls.poem,
} as const;

/** The reply an item's page reads, fetched now, to be stored under the address it reads it at. */
async function pageReply(item: ItemEntry): Promise<SaveMetadata | null> {
  if (item.kind === 'book') return null;
  const call = PAGE_CALLS[item.kind];
  const input = { params: { id: item.id } };
  const body: unknown = await request(call, input);
  return { url: apiUrl(buildUrl(call, input)), body, part: partKey(item) };
}

/** What one item needs to open offline: its media or book file, its picture, its page's reply. */
async function itemParts(item: ItemEntry): Promise<Parts> {
  const part = partKey(item);
  const files: SaveSource[] = [];
  if (item.mediaPath) files.push({ url: mediaUrl(item.mediaPath), part });
  if (item.kind === 'book') {
    const url = apiUrl(buildUrl(bookCalls.read, { params: { id: item.id } }));
    files.push({ url, headers: commonHeaders(), part });
  }
  if (item.imagePath) files.push({ url: mediaUrl(item.imagePath), part });
  const reply = await pageReply(item);
  return { files, metadata: reply ? [reply] : [] };
}

/**
 * A playlist saved as a whole (issue 55, item 5): every item still available (its file, picture
 * and page), and the playlist's own reply, so its page lists them offline. One entry on the
 * Downloads page, with each item's size; all or nothing, as every save is.
 */
export async function playlistSaveRequest(
  playlist: Playlist,
): Promise<Omit<SaveRequest, 'signal' | 'onProgress'>> {
  // Each item once, however often it is listed.
  const seen = new Set<string>();
  const items = playlist.items.filter((item) => {
    const key = partKey(item);
    if (!item.available || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const parts = await Promise.all(items.map(itemParts));
  return {
    item: {
      kind: 'playlist',
      id: playlist._id,
      title: playlist.title,
      subtitle: playlist.owner.name,
      href: `/playlist/${playlist._id}`,
      ...(playlist.coverPaths[0] ? { imageUrl: mediaUrl(playlist.coverPaths[0]) } : {}),
      parts: items.map(({ kind, id, title }) => ({ kind, id, title: title ?? '' })),
    },
    files: parts.flatMap((p) => p.files),
    metadata: [
      { url: apiUrl(playlistKey(playlist._id)), body: playlist },
      ...parts.flatMap((p) => p.metadata),
    ],
  };
}
