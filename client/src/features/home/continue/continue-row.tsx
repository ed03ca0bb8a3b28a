import type { ItemKind } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgetProgress, readInProgress, type InProgress } from '../../../lib/playback/in-progress';
import { itemPath } from '../../../lib/queue/queue-model';
import { bookReaderState } from '../../../lib/reader/book-reader-state';
import '../../../components/media/media.css';
import './continue-row.css';

/** How many the row shows, newest first. */
export const CONTINUE_COUNT = 8;

const KIND_WORDS: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Track',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};

/** "12 min left" for what plays (when its length is known), "40% read" for what is read. */
export function progressText(entry: InProgress): string {
  const percent = Math.round(entry.progress * 100);
  if (entry.kind !== 'video' && entry.kind !== 'audio') return `${percent}% read`;
  if (!entry.duration) return `${percent}% played`;
  const left = Math.max(0, entry.duration * (1 - entry.progress));
  const minutes = Math.round(left / 60);
  return minutes < 1 ? 'Under a minute left' : `${minutes} min left`;
}

function ContinueCard({ entry, onForget }: { entry: InProgress; onForget: () => void }) {
  const state =
    entry.kind === 'book' ? bookReaderState({ id: entry.id, title: entry.title }) : undefined;
  return (
    <article className="continue-card">
      <Link to={itemPath(entry.kind, entry.id)} state={state} className="continue-link">
        <span className={`continue-frame continue-frame-${entry.kind}`}>
          {entry.image ? (
            <img className="continue-image" src={entry.image} alt="" loading="lazy" />
          ) : entry.kind === 'story' || entry.kind === 'poem' ? (
            // A story or a poem has no picture: a mark of its kind instead of an empty frame.
            <span className="continue-mark" aria-hidden="true">
              {entry.kind === 'poem' ? '❦' : '¶'}
            </span>
          ) : null}
          {/* The text below says the same; the bar is for the eye. */}
          <span className="continue-bar" aria-hidden="true">
            <span style={{ width: `${Math.round(entry.progress * 100)}%` }} />
          </span>
        </span>
        <span className="continue-title media-card-title">{entry.title}</span>
      </Link>
      <span className="continue-meta">
        {KIND_WORDS[entry.kind]} · {progressText(entry)}
      </span>
      <button
        type="button"
        className="continue-forget"
        aria-label={`Remove ${entry.title} from Continue`}
        onClick={onForget}
      >
        ×
      </button>
    </article>
  );
}

/**
 * Home's "Continue" row (issue 55, item 4): what this browser is part way through, watching,
 * listening or reading, newest first, each with how far. Read from this browser's storage only,
 * so the page draws it after mounting (home-page.tsx), never on the server.
 */
export function ContinueRow() {
  const [entries, setEntries] = useState(() => readInProgress().slice(0, CONTINUE_COUNT));
  if (entries.length === 0) return null;
  const forget = (entry: InProgress) => {
    forgetProgress(entry.kind, entry.id);
    setEntries(readInProgress().slice(0, CONTINUE_COUNT));
  };
  return (
    <section aria-labelledby="continue-title" className="home-section continue-section">
      <div className="section-head">
        <h2 id="continue-title">Continue</h2>
      </div>
      <ul className="continue-row" aria-label="In progress">
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.id}`}>
            <ContinueCard entry={entry} onForget={() => forget(entry)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
