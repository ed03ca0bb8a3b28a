import { lazy, Suspense, useState } from 'react';
import { QueueIcon } from './queue-icons';

// The panel's code loads on the first press.
const UpNextPanel = lazy(async () => ({
  default: (await import('./up-next-panel')).UpNextPanel,
}));

/** Opens the Up next panel (the queue). */
export function UpNextButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`icon-button player-button ${className}`.trim()}
        aria-label="Up next"
        title="Up next"
        onClick={() => setOpen(true)}
      >
        <QueueIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UpNextPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
