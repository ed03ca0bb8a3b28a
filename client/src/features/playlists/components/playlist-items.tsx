import { playlistCalls, type Playlist } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { showChanged } from '../../../components/playlists/playlist-calls';
import { DownIcon, RemoveIcon, UpIcon } from '../../../components/queue/queue-icons';
import { KIND_LABELS } from '../../../components/queue/queue-items';
import { mediaUrl } from '../../../components/media/media-urls';
import { ApiError, request } from '../../../lib/api/api-client';
import { formatTime } from '../../../lib/format/format';
import { itemPath } from '../../../lib/queue/queue-model';

/** The playlist's items in order; its owner moves and removes them. */
export function PlaylistItems({ playlist, owner }: { playlist: Playlist; owner: boolean }) {
  const [said, setSaid] = useState('');
  const { items } = playlist;
  const params = { id: playlist._id };

  const reorder = async (from: number, to: number) => {
    const entryIds = items.map((i) => i.entryId);
    const [moved] = entryIds.splice(from, 1);
    if (moved === undefined || to < 0 || to > entryIds.length) return;
    entryIds.splice(to, 0, moved);
    try {
      showChanged(await request(playlistCalls.order, { params, body: { entryIds } }));
      setSaid(`Moved ${items[from]?.title ?? 'the item'} to position ${to + 1} of ${items.length}`);
    } catch (failed) {
      // Changed elsewhere meanwhile: the list is read again, nothing lost.
      if (failed instanceof ApiError && failed.code === 'ORDER_MISMATCH')
        setSaid('The playlist changed meanwhile: here it is as it is now.');
      else setSaid('Could not move it. Try again.');
      showChanged(await request(playlistCalls.get, { params }).catch(() => playlist));
    }
  };
  const removeAt = async (index: number) => {
    const entry = items[index];
    if (!entry) return;
    try {
      showChanged(
        await request(playlistCalls.removeItem, {
          params: { id: playlist._id, entryId: entry.entryId },
        }),
      );
      setSaid(`Removed ${entry.title ?? 'the item'}`);
    } catch {
      setSaid('Could not remove it. Try again.');
    }
  };

  if (items.length === 0) return <p className="empty-state">This playlist is empty.</p>;
  return (
    <>
      <ol className="playlist-items" aria-label="Items">
        {items.map((item, index) => (
          <li key={item.entryId} className={`playlist-item${item.available ? '' : ' is-gone'}`}>
            <span className="playlist-item-number">{index + 1}</span>
            {item.imagePath ? (
              <img
                className="playlist-item-image"
                src={mediaUrl(item.imagePath)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="playlist-item-image" aria-hidden="true" />
            )}
            <span className="playlist-item-text">
              {item.available ? (
                <Link to={itemPath(item.kind, item.id)} className="playlist-item-title">
                  {item.title}
                </Link>
              ) : (
                <span className="playlist-item-title">No longer available</span>
              )}
              <span className="playlist-item-meta">
                {KIND_LABELS[item.kind]}
                {item.creator ? ` · ${item.creator}` : ''}
                {item.duration ? ` · ${formatTime(item.duration)}` : ''}
                {item.readingMinutes ? ` · ${item.readingMinutes} min read` : ''}
              </span>
            </span>
            {owner ? (
              <span className="playlist-item-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${item.title ?? 'item'} up`}
                  disabled={index === 0}
                  onClick={() => void reorder(index, index - 1)}
                >
                  <UpIcon />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${item.title ?? 'item'} down`}
                  disabled={index === items.length - 1}
                  onClick={() => void reorder(index, index + 1)}
                >
                  <DownIcon />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${item.title ?? 'item'}`}
                  onClick={() => void removeAt(index)}
                >
                  <RemoveIcon />
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
