import { useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format';
import { itemPath, type QueueEntry } from '../../lib/queue/queue-model';
import {
  clearQueue,
  cycleRepeat,
  jumpTo,
  moveEntry,
  removeEntry,
  setAutoplay,
  setShuffle,
  useQueueSnapshot,
} from '../../lib/queue/queue-store';
import { Dialog } from '../ui/dialog';
import { DownIcon, GripIcon, RemoveIcon, RepeatIcon, ShuffleIcon, UpIcon } from './queue-icons';
import { KIND_LABELS } from './queue-items';
import './up-next.css';

const REPEAT_LABELS = { off: 'Repeat: off', all: 'Repeat: all', one: 'Repeat: one' } as const;

/** A mouse or trackpad, where a keyboard is likely too: the keys hint is for these only. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)';
const subscribeFinePointer = (onChange: () => void) => {
  const query = window.matchMedia(FINE_POINTER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useFinePointer = () =>
  useSyncExternalStore(
    subscribeFinePointer,
    () => window.matchMedia(FINE_POINTER).matches,
    () => false,
  );

/**
 * The queue, from the mini player and the players (issue 55): what plays now and next, reordered
 * by dragging, by Alt+↑/↓ on a focused entry or by its buttons; removed; cleared. Shuffle, repeat
 * and autoplay beside it.
 */
export function UpNextPanel({ onClose }: { onClose: () => void }) {
  const { queue, current } = useQueueSnapshot();
  const [said, setSaid] = useState('');
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const dragged = useRef<string | null>(null);
  const finePointer = useFinePointer();

  // The moved entry keeps the focus in its new place.
  useLayoutEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    list.current
      ?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(id)}"] .up-next-grip`)
      ?.focus();
  });

  const moveTo = (entry: QueueEntry, to: number) => {
    const total = queue.items.length;
    if (to < 0 || to >= total) return;
    focusAfter.current = entry.entryId;
    moveEntry(entry.entryId, to);
    setSaid(`Moved ${entry.title} to position ${to + 1} of ${total}`);
  };
  const drop = (entry: QueueEntry) => {
    setSaid(`Removed ${entry.title}`);
    const index = queue.items.indexOf(entry);
    const neighbour = queue.items[index + 1] ?? queue.items[index - 1];
    focusAfter.current = neighbour?.entryId ?? null;
    removeEntry(entry.entryId);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, entry: QueueEntry, index: number) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      moveTo(entry, index + (event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      drop(entry);
    }
  };

  return (
    <Dialog
      title="Up next"
      size="wide"
      onDismiss={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="up-next-controls">
        <button
          type="button"
          className="icon-button player-button"
          aria-pressed={queue.shuffle}
          aria-label="Shuffle"
          title="Shuffle"
          onClick={() => setShuffle(!queue.shuffle)}
        >
          <ShuffleIcon />
        </button>
        <button
          type="button"
          className="icon-button player-button"
          aria-pressed={queue.repeat !== 'off'}
          aria-label={REPEAT_LABELS[queue.repeat]}
          title={REPEAT_LABELS[queue.repeat]}
          onClick={cycleRepeat}
        >
          <RepeatIcon one={queue.repeat === 'one'} />
        </button>
        <label className="up-next-autoplay">
          <input
            type="checkbox"
            checked={queue.autoplay}
            onChange={(event) => setAutoplay(event.target.checked)}
          />
          Autoplay recommendations
        </label>
        <button
          type="button"
          className="btn queue-small-btn"
          disabled={queue.items.length === 0}
          onClick={() => {
            clearQueue();
            setSaid('Queue cleared');
          }}
        >
          Clear queue
        </button>
      </div>
      {/* Keys are no help on a touch screen; each handle's own label names them for a screen
          reader, so this line is for sighted keyboard users and is left out elsewhere. */}
      {finePointer ? (
        <p className="up-next-hint">
          Focus an item’s handle, then Alt+↑ or Alt+↓ to move it, Delete to remove it.
        </p>
      ) : null}
      {queue.items.length === 0 ? (
        <p className="empty-state">The queue is empty.</p>
      ) : (
        <ol ref={list} className="up-next-list" aria-label="Queue">
          {queue.items.map((entry, index) => {
            const isCurrent = entry.entryId === current?.entryId;
            return (
              <li
                key={entry.entryId}
                data-entry={entry.entryId}
                className={`up-next-item${isCurrent ? ' is-current' : ''}${entry.available ? '' : ' is-gone'}`}
                aria-current={isCurrent ? 'true' : undefined}
                draggable
                onDragStart={(event) => {
                  dragged.current = entry.entryId;
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  const moving = queue.items.find((e) => e.entryId === dragged.current);
                  dragged.current = null;
                  if (moving && moving !== entry) moveTo(moving, index);
                }}
              >
                {/* The entry's handle: focused, Alt+↑/↓ move it and Delete removes it. */}
                <button
                  type="button"
                  className="icon-button up-next-grip"
                  aria-label={`${index + 1} of ${queue.items.length}: ${entry.available ? entry.title : 'No longer available'}. Alt+Up or Alt+Down to move`}
                  onKeyDown={(event) => onKey(event, entry, index)}
                >
                  <GripIcon />
                </button>
                {entry.image ? (
                  <img className="up-next-image" src={entry.image} alt="" width={48} height={48} />
                ) : (
                  <span className="up-next-image up-next-image-none" aria-hidden="true" />
                )}
                <span className="up-next-text">
                  {entry.available ? (
                    <Link
                      to={itemPath(entry.kind, entry.id)}
                      className="up-next-title"
                      onClick={onClose}
                    >
                      {entry.title}
                    </Link>
                  ) : (
                    <span className="up-next-title">No longer available</span>
                  )}
                  {/* "Now playing" keeps its width; the creator's name gives way on a phone. */}
                  <span className="up-next-meta">
                    <span className="up-next-about">
                      {KIND_LABELS[entry.kind]}
                      {entry.creator ? ` · ${entry.creator}` : ''}
                      {entry.duration ? ` · ${formatTime(entry.duration)}` : ''}
                    </span>
                    {isCurrent ? <span className="up-next-now"> · Now playing</span> : null}
                  </span>
                </span>
                <span className="up-next-actions">
                  {!isCurrent && entry.available ? (
                    <button
                      type="button"
                      className="btn queue-small-btn"
                      aria-label={`Play ${entry.title}`}
                      onClick={() => jumpTo(entry.entryId)}
                    >
                      Play
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${entry.title} up`}
                    disabled={index === 0}
                    onClick={() => moveTo(entry, index - 1)}
                  >
                    <UpIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${entry.title} down`}
                    disabled={index === queue.items.length - 1}
                    onClick={() => moveTo(entry, index + 1)}
                  >
                    <DownIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove ${entry.title}`}
                    onClick={() => drop(entry)}
                  >
                    <RemoveIcon />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </Dialog>
  );
}
