import { useEffect, useRef } from 'react';
import { useExtension } from '../../lib/api/extensions';
import type { QueueItem } from '../../lib/queue/queue-model';
import { useAuth } from '../../lib/session/auth-context';
import { addItem, playItem, playItemNext } from '../../lib/queue/queue-store';
import './item-menu.css';

/**
 * What a card's menu offers; it closes on a choice, on Escape and on a press outside. "Save to
 * playlist…" only for someone signed in, where the provider offers playlists (issue 55).
 */
export function ItemMenu({
  item,
  onDone,
  onSave,
}: {
  item: QueueItem;
  /** Closes it: what to announce, and whether the focus goes back to its button (not after a
   * press elsewhere, which put the focus where it wanted). */
  onDone: (said: string, refocus?: boolean) => void;
  onSave: () => void;
}) {
  const offered = useExtension('playlists');
  const { user } = useAuth();
  const canSave = offered && Boolean(user);
  const panel = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    // Under its button, to the left; a card at the window's left edge gets it to the right.
    const box = panel.current?.getBoundingClientRect();
    if (box && box.left < 8) panel.current?.classList.add('is-rightward');
    panel.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done.current('');
    };
    const onPress = (event: PointerEvent) => {
      const parent = panel.current?.parentElement;
      if (parent && !parent.contains(event.target as Node)) done.current('', false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, []);
  return (
    <div
      ref={panel}
      className="item-menu-panel"
      role="group"
      aria-label={`Actions for ${item.title}`}
    >
      <button
        type="button"
        onClick={() => {
          playItem(item);
          onDone(`Playing ${item.title}`);
        }}
      >
        Play now
      </button>
      <button
        type="button"
        onClick={() => {
          playItemNext(item);
          onDone(`${item.title} plays next`);
        }}
      >
        Play next
      </button>
      <button
        type="button"
        onClick={() => {
          addItem(item);
          onDone(`Added ${item.title} to the queue`);
        }}
      >
        Add to queue
      </button>
      {canSave ? (
        <button type="button" onClick={onSave}>
          Save to playlist…
        </button>
      ) : null}
    </div>
  );
}
