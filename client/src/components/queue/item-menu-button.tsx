import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { QueueItem } from '../../lib/queue/queue-model';
import { MoreIcon } from './queue-icons';
import './item-menu-button.css';

// The menu and the queue's code load on the first press: a card carries only this button.
const ItemMenu = lazy(async () => ({ default: (await import('./item-menu')).ItemMenu }));
const SaveToPlaylistDialog = lazy(async () => ({
  default: (await import('../playlists/save-to-playlist-dialog')).SaveToPlaylistDialog,
}));

/** A card's "More actions": Play now, Play next, Add to queue, Save to playlist (issue 55). */
export function ItemMenuButton({ item }: { item: QueueItem }) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const [saving, setSaving] = useState(false);
  // A choice, Escape or the playlist dialog's end hands the focus back to this button: the menu
  // item that held it is gone, and the focus fell to the page's top (a new user's review).
  const button = useRef<HTMLButtonElement>(null);
  const refocus = () => button.current?.focus();
  return (
    <span className="item-menu">
      <button
        ref={button}
        type="button"
        className="icon-button item-menu-button"
        aria-label={`More actions for ${item.title}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ItemMenu
            item={item}
            onDone={(message, back = true) => {
              flushSync(() => {
                setOpen(false);
                setSaid(message);
              });
              if (back) refocus();
            }}
            onSave={() => {
              setOpen(false);
              setSaving(true);
            }}
          />
        </Suspense>
      ) : null}
      {saving ? (
        <Suspense fallback={null}>
          <SaveToPlaylistDialog
            item={{ kind: item.kind, id: item.id }}
            title={item.title}
            onClose={() => {
              flushSync(() => setSaving(false));
              refocus();
            }}
          />
        </Suspense>
      ) : null}
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </span>
  );
}
