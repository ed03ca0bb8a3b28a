import { useState } from 'react';
import type { QueueItem } from '../../lib/queue/queue-model';
import { addItem, playItemNext } from '../../lib/queue/queue-store';

/** A detail page's "Play next" and "Add to queue" (issue 55), saying what they did. */
export function QueueActions({ item }: { item: QueueItem }) {
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          playItemNext(item);
          setSaid(`${item.title} plays next`);
        }}
      >
        Play next
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          addItem(item);
          setSaid(`Added to the queue`);
        }}
      >
        Add to queue
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
