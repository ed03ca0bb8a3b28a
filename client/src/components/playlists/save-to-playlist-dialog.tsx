import { playlistCalls, type ItemRef, type Playlist, type PlaylistList } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, request } from '../../lib/api/api-client';
import { Dialog } from '../ui/dialog';
import { NewPlaylistForm } from './new-playlist-form';
import { loadMyPlaylists, MY_PLAYLISTS_KEY, playlistKey, showChanged } from './playlist-calls';
import { PlaylistChoice } from './playlist-choice';
import './save-to-playlist.css';

/** Why a save or a removal failed, in words (the codes of docs/product.md section 10). */
function failure(error: unknown, saving: boolean): string {
  if (error instanceof ApiError) {
    if (error.code === 'LIMIT_REACHED') return error.serverMessage ?? 'This list is full.';
    if (error.status === 404 && saving) return 'This item is no longer available.';
    if (error.isNetworkError) return 'Could not reach the server. Try again.';
  }
  return saving ? 'Could not save it. Try again.' : 'Could not remove it. Try again.';
}

/**
 * The user's playlists, Watch later first, each checked where it holds the item: choosing one saves
 * the item there, or takes it out where it is already (a toggle, as other products have it), so
 * it is never saved twice by mistake. Or a new playlist, to save it to.
 */
export function SaveToPlaylistDialog({
  item,
  title,
  onClose,
}: {
  item: ItemRef;
  title: string;
  onClose: () => void;
}) {
  const { data, error } = useSWR<PlaylistList, Error>(MY_PLAYLISTS_KEY, loadMyPlaylists);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  // The cache the rows read from, so a row shows at once what the playlist now holds.
  const { mutate } = useSWRConfig();

  const toggle = async ({ _id: id, title: listTitle }: Playlist, entries: string[]) => {
    const saving = entries.length === 0;
    setBusy(true);
    try {
      if (saving)
        showChanged(await request(playlistCalls.addItem, { params: { id }, body: item }), mutate);
      // Every copy, so it is no longer there (an older client may have saved it twice).
      for (const entryId of entries)
        showChanged(await request(playlistCalls.removeItem, { params: { id, entryId } }), mutate);
      setSaid(saving ? `Saved to ${listTitle}` : `Removed from ${listTitle}`);
    } catch (failed) {
      setSaid(failure(failed, saving));
      // What it holds now, whatever part of the change was made.
      void mutate(playlistKey(id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title="Save to playlist"
      onDismiss={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="save-playlist-item">{title}</p>
      {error ? <p role="alert">Your playlists could not be loaded.</p> : null}
      {data ? (
        <ul className="save-playlist-list">
          {/* Liked fills by liking, not by saving to it. */}
          {data.playlists
            .filter((list) => list.builtIn !== 'liked')
            .map((list) => (
              <PlaylistChoice
                key={list._id}
                list={list}
                item={item}
                busy={busy}
                onToggle={(playlist, entries) => void toggle(playlist, entries)}
              />
            ))}
        </ul>
      ) : null}
      <NewPlaylistForm
        className="save-playlist-new"
        submitLabel="Create and save"
        disabled={busy}
        onCreated={(list) => toggle(list, [])}
      />
      <p role="status" className="save-playlist-said">
        {said}
      </p>
      <Link to="/playlists" onClick={onClose}>
        Your playlists
      </Link>
    </Dialog>
  );
}
