import {
  audioCalls,
  bookCalls,
  buildUrl,
  playlistSchema,
  videoCalls,
  writingCalls,
  type ItemEntry,
  type Playlist,
} from '@inkreel/shared';
import { apiUrl, commonHeaders, request } from '../../lib/api/api-client';
import {
  partKey,
  savedCopyDiffers,
  type SaveMetadata,
  type SaveRequest,
  type SaveSource,
} from '../../lib/offline/save-request';
import { findSavedItem } from '../../lib/offline/saved-index';
import type { Follow } from '../../lib/offline/sync-saved';
import { mediaUrl } from '../media/media-urls';
import { playlistKey } from './playlist-calls';

type Parts = { files: SaveSource[]; metadata: SaveMetadata[] };

/** The call each kind's page reads its item with (a book's reader reads its file alone). */
const PAGE_CALLS = {
  video: videoCalls.byId,
  audio: audioCalls.byId,
  story: writingCalls.story,
  poem: writingCalls.poem,
} as const;

/** The reply an item's page reads, read when saved, stored under the address it reads it at. */
function pageReply(item: ItemEntry): SaveMetadata | null {
  if (item.kind === 'book') return null;
  const call = PAGE_CALLS[item.kind];
  const input = { params: { id: item.id } };
  return {
    url: apiUrl(buildUrl(call, input)),
    load: () => request(call, input),
    part: partKey(item),
  };
}

/** What one item needs to open offline: its media or book file, its picture, its page's reply. */
function itemParts(item: ItemEntry): Parts {
  const part = partKey(item);
  const files: SaveSource[] = [];
  if (item.mediaPath) files.push({ url: mediaUrl(item.mediaPath), part });
  if (item.kind === 'book') {
    const url = apiUrl(buildUrl(bookCalls.read, { params: { id: item.id } }));
    files.push({ url, headers: commonHeaders(), part });
  }
  if (item.imagePath) files.push({ url: mediaUrl(item.imagePath), part });
  const reply = pageReply(item);
  return { files, metadata: reply ? [reply] : [] };
}

/**
 * A playlist saved as a whole (issue 55, item 5): every item still available (its file, picture
 * and page), and the playlist's own reply, so its page lists them offline. One entry on the
 * Downloads page, with each item's size; all or nothing, as every save is.
 */
export function playlistSaveRequest(
  playlist: Playlist,
): Omit<SaveRequest, 'signal' | 'onProgress'> {
  // Each item once, however often it is listed.
  const seen = new Set<string>();
  const items = playlist.items.filter((item) => {
    const key = partKey(item);
    if (!item.available || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const parts = items.map(itemParts);
  return {
    item: {
      kind: 'playlist',
      id: playlist._id,
      title: playlist.title,
      subtitle: playlist.owner.name,
      href: `/playlist/${playlist._id}`,
      ...(playlist.coverPaths[0] ? { imageUrl: mediaUrl(playlist.coverPaths[0]) } : {}),
      parts: items.map(({ kind, id, title }) => ({ kind, id, title: title ?? '' })),
      revision: playlist.updatedAt,
    },
    files: parts.flatMap((p) => p.files),
    metadata: [
      { url: apiUrl(playlistKey(playlist._id)), body: playlist },
      ...parts.flatMap((p) => p.metadata),
    ],
  };
}

/**
 * A saved playlist follows the playlist (decision 0433): when `playlist` (as the provider has it
 * now) differs from its saved copy, the copy is updated. Nothing when it is not saved or the same;
 * rejects when the update fails (the copy then stays as it was).
 */
export async function followSavedPlaylist(playlist: Playlist): Promise<void> {
  const saved = findSavedItem('playlist', playlist._id);
  const save = playlistSaveRequest(playlist);
  if (!saved || !savedCopyDiffers(saved, save)) return;
  // The update's code loads when one is needed (decision 0413).
  const { updateSaved } = await import('../../lib/offline/update-saved');
  await updateSaved(save);
}

/**
 * For the Downloads page's check with the provider: the playlist's reply, followed. A reply that
 * is not a playlist changes nothing.
 */
export const followSavedPlaylistReply: Follow = async (_item, reply) => {
  const parsed = playlistSchema.safeParse(await reply.json().catch(() => null));
  if (parsed.success) await followSavedPlaylist(parsed.data);
};
