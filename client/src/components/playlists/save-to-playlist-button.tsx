import type { ItemRef } from '@inkreel/shared';
import { lazy, Suspense, useState } from 'react';
import { useExtension } from '../../lib/api/extensions';
import { useAuth } from '../../lib/session/auth-context';

const SaveToPlaylistDialog = lazy(async () => ({
  default: (await import('./save-to-playlist-dialog')).SaveToPlaylistDialog,
}));

/**
 * "Save to playlist" on an item's page (issue 55): for someone signed in, where the provider
 * offers playlists; nothing otherwise. A visitor's page does not even ask which features there are.
 */
export function SaveToPlaylistButton(props: { item: ItemRef; title: string }) {
  const { user } = useAuth();
  return user ? <OfferedButton {...props} /> : null;
}

function OfferedButton({ item, title }: { item: ItemRef; title: string }) {
  const offered = useExtension('playlists');
  const [open, setOpen] = useState(false);
  if (!offered) return null;
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
