import { useEffect, useState } from 'react';
import type { QueueItem } from '../../lib/queue/queue-model';
import { addItem, playItemNext } from '../../lib/queue/queue-store';
import './queue-actions.css';

/** How long what an action did stays on the page. */
export const SAID_MS = 4000;

/**
 * A detail page's "Play next" and "Add to queue" (issue 55), saying what they did: on the page
 * for a few seconds, and to screen readers.
 */
export function QueueActions({ item }: { item: QueueItem }) {
  // A new object for each press, so that a second press keeps the line for its own time.
  const [said, setSaid] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          playItemNext(item);
          setSaid({ text: `${item.title} plays next` });
        }}
      >
        Play next
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          addItem(item);
          setSaid({ text: 'Added to the queue' });
        }}
      >
        Add to queue
      </button>
      <p className={said ? 'queue-said' : 'visually-hidden'} role="status">
        {said?.text}
      </p>
    </>
  );
}
