import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { followSavedPlaylistReply } from '../../../components/playlists/playlist-offline';
import { formatFileSize } from '../../../lib/format/format';
import { removeItem } from '../../../lib/offline/save-item';
import { readSavedItems } from '../../../lib/offline/saved-index';
import { syncSavedItems } from '../../../lib/offline/sync-saved';
import { storageManager } from '../../../lib/offline/storage-manager';
import { useSavedItems } from '../../../lib/offline/use-saved-items';
import { useStorageEstimate } from '../../../lib/offline/use-storage-estimate';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { SavedItemRow } from '../components/saved-item-row';
import '../downloads.css';

/** Saved videos, tracks and books, the space they use, and Remove. */
export function DownloadsPage() {
  usePageTitle('Downloads');
  const items = useSavedItems();
  const [removed, setRemoved] = useState<string | null>(null);
  // Asked again once a removal has deleted its files, not only when the list changed (before).
  const [removals, setRemovals] = useState(0);
  const estimate = useStorageEstimate(`${items.length}:${removals}`);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const savedBytes = items.reduce((sum, item) => sum + item.bytes, 0);
  const online = useOnlineStatus();
  // What its creator deleted (or made private) since it was saved: removed here, with a note.
  const [gone, setGone] = useState<string[]>([]);

  useEffect(() => {
    if (!online) return;
    let current = true;
    // A saved playlist follows the playlist's changes (decision 0433).
    syncSavedItems(readSavedItems(), { follow: { playlist: followSavedPlaylistReply } })
      .then((removed) => {
        if (!current || removed.length === 0) return;
        setGone(removed.map((item) => item.title));
        setRemovals((count) => count + 1);
      })
      .catch((error: unknown) => console.warn('Checking the saved items failed', error));
    return () => {
      current = false;
    };
  }, [online]);

  useEffect(() => {
    // Saved items should not be evicted under storage pressure: ask once the page is open.
    storageManager()
      ?.persist?.()
      .then(setPersisted)
      .catch(() => setPersisted(false));
  }, []);

  const remove = (item: (typeof items)[number]) => {
    void removeItem(item.kind, item.id).then((bytes) => {
      setRemoved(`Removed “${item.title}”, freeing ${formatFileSize(bytes)}.`);
      setRemovals((count) => count + 1);
    });
  };

  return (
    <section className="page downloads-page">
      <h1 className="page-title">Downloads</h1>
      <p className="downloads-summary" data-testid="storage-summary">
        {items.length === 1 ? '1 item' : `${items.length} items`} saved ·{' '}
        <data value={savedBytes} data-testid="saved-bytes">
          {formatFileSize(savedBytes)}
        </data>
        {estimate ? (
          <>
            {' · '}
            <data value={estimate.usage} data-testid="storage-used">
              {formatFileSize(estimate.usage)}
            </data>{' '}
            used of {formatFileSize(estimate.quota)} available to this app
          </>
        ) : null}
      </p>
      {persisted === false ? (
        <p className="muted downloads-note">
          Your browser may clear saved items when the device runs low on space.
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {removed ?? ''}
      </p>
      {removed ? <p className="downloads-note">{removed}</p> : null}
      {gone.length > 0 ? (
        <div className="info-box downloads-gone" role="status">
          {gone.map((title) => (
            <p key={title}>“{title}” is no longer available, so its saved copy was removed.</p>
          ))}
        </div>
      ) : null}
      {items.length === 0 ? (
        <div className="card downloads-empty">
          <h2 className="section-title">Nothing saved yet</h2>
          <p className="muted">
            Use “Save offline” on a video, a track or a book to keep it on this device and enjoy it
            without a connection.
          </p>
          <Link className="btn btn-primary" to="/videos">
            Browse videos
          </Link>
        </div>
      ) : (
        <ul className="downloads-list" aria-label="Saved items">
          {items.map((item) => (
            <SavedItemRow key={`${item.kind}:${item.id}`} item={item} onRemove={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}
