import { playlistCalls, type ItemRef, type PlaylistList } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { ApiError, request } from '../../lib/api/api-client';
import { Dialog } from '../ui/dialog';
import { NewPlaylistForm } from './new-playlist-form';
import { loadMyPlaylists, MY_PLAYLISTS_KEY, showChanged } from './playlist-calls';
import './save-to-playlist.css';

/** Why a save failed, in words (the codes of docs/product.md section 10). */
function failure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'LIMIT_REACHED') return error.serverMessage ?? 'This list is full.';
    if (error.status === 404) return 'This item is no longer available.';
    if (error.isNetworkError) return 'Could not reach the server. Try again.';
  }
  return 'Could not save it. Try again.';
}

/** The user's playlists, Watch later first, to save the item to; or a new one. */
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

  const save = async (id: string, listTitle: string) => {
    setBusy(true);
    try {
      showChanged(await request(playlistCalls.addItem, { params: { id }, body: item }));
      setSaid(`Saved to ${listTitle}`);
    } catch (failed) {
      setSaid(failure(failed));
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
              <li key={list._id}>
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void save(list._id, list.title)}
                >
                  {list.title}
                  <span className="save-playlist-count">
                    {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
                  </span>
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      <NewPlaylistForm
        className="save-playlist-new"
        submitLabel="Create and save"
        disabled={busy}
        onCreated={(list) => save(list._id, list.title)}
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
