import type { ItemRef } from '@inkreel/shared';
import { lazy, Suspense, useState } from 'react';
import { useExtension } from '../../lib/api/extensions';
import { useAuth } from '../../lib/session/auth-context';

const SaveToPlaylistDialog = lazy(async () => ({
  default: (await import('./save-to-playlist-dialog')).SaveToPlaylistDialog,
}));

/**
 * "Save to playlist" on an item's page (issue 55): for someone signed in, where the provider
 * offers playlists; nothing otherwise.
 */
export function SaveToPlaylistButton({ item, title }: { item: ItemRef; title: string }) {
  const offered = useExtension('playlists');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!offered || !user) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Save to playlist
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveToPlaylistDialog item={item} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
