import { useEffect, useRef, useState } from 'react';
import { formatTime } from '../../lib/format/format';
import { withStartTime } from '../../lib/playback/start-time';
import { Button } from '../ui/button';
import { shareLink } from './share-link';
import './share.css';

interface ShareButtonProps {
  /** The page's path on this site (`/video/abc`); shared as an absolute link. */
  path: string;
  title: string;
  /** Videos: the player's position now, offered as "Start at current time" (`?t=`). */
  currentTime?: () => number;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'copied'; startsAt: number | null }
  | { kind: 'failed'; url: string };

/** How long "Link copied" stays: long enough to read, gone before it looks stale. */
const CONFIRMATION_MS = 4000;

/**
 * docs/product.md "Share": the system share sheet where there is one, else the link copied with
 * "Link copied" in a polite live region. When copying fails the link is shown, selected, to copy
 * by hand.
 */
export function ShareButton({ path, title, currentTime }: ShareButtonProps) {
  const [startAt, setStartAt] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const linkField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status.kind !== 'copied') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status.kind === 'failed') linkField.current?.select();
  }, [status]);

  const share = async () => {
    const position = startAt && currentTime ? Math.floor(currentTime()) : 0;
    const page = new URL(path, window.location.origin).toString();
    const url = position >= 1 ? withStartTime(page, position) : page;
    setStatus({ kind: 'idle' });
    try {
      const outcome = await shareLink({ url, title });
      if (outcome === 'copied')
        setStatus({ kind: 'copied', startsAt: position >= 1 ? position : null });
    } catch (error) {
      console.warn('Could not copy the link', error);
      setStatus({ kind: 'failed', url });
    }
  };

  return (
    <div className="share">
      <div className="share-row">
        <Button onClick={() => void share()}>
          <ShareIcon />
          Share
        </Button>
        {currentTime ? (
          <label className="share-start">
            <input
              type="checkbox"
              checked={startAt}
              onChange={(event) => setStartAt(event.target.checked)}
            />
            Start at current time
          </label>
        ) : null}
      </div>
      {/* Always in the page, so screen readers announce the text when it changes. */}
      <p className="share-status" role="status">
        {status.kind === 'copied'
          ? status.startsAt === null
            ? 'Link copied'
            : `Link copied (starts at ${formatTime(status.startsAt)})`
          : status.kind === 'failed'
            ? 'Could not copy the link. Select it below and copy it yourself.'
            : ''}
      </p>
      {status.kind === 'failed' ? (
        <input
          ref={linkField}
          className="share-link"
          type="text"
          readOnly
          aria-label="Link to share"
          value={status.url}
          onFocus={(event) => event.target.select()}
        />
      ) : null}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A3 3 0 1 0 6 15c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08Z" />
    </svg>
  );
}
