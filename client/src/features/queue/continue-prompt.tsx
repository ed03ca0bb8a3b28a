import type { Queue } from '@inkreel/shared';
import './continue-prompt.css';

/** Offered when another device played last: its current item, to go on with here. */
export function ContinuePrompt({
  queue,
  onContinue,
  onDismiss,
}: {
  queue: Queue;
  onContinue: () => void;
  onDismiss: () => void;
}) {
  const current = queue.items.find((item) => item.entryId === queue.current);
  return (
    <section className="continue-prompt" aria-label="Continue where you left off">
      <p>
        <strong>Continue where you left off</strong>
        {current?.title ? (
          <span className="continue-prompt-item">
            {current.title}
            {current.creator ? ` · ${current.creator}` : ''}
          </span>
        ) : null}
      </p>
      <div className="continue-prompt-actions">
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          Continue
        </button>
        <button type="button" className="btn" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
