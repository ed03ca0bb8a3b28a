import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import './share.css';

// The panel's code loads on the first press: the pages with a Share button carry only the button
// on their first load (decision 0413).
const SharePanel = lazy(async () => ({ default: (await import('./share-panel')).SharePanel }));

interface ShareButtonProps {
  /** The page's path on this site (`/video/abc`); shared as an absolute link. */
  path: string;
  title: string;
  /** Videos: the player's position now, offered as "Start at current time" (`?t=`). */
  currentTime?: () => number;
  /** Videos and tracks: the bare player's path (`/embed/video/abc`), offered as embed code. */
  embedPath?: string;
}

/**
 * docs/product.md "Share": the button opens a small panel beside it with the link (and, for a
 * video, the start-at-time choice), a copy button, the system share sheet where there is one, and
 * the embed code for videos and tracks. Escape or the button closes it, focus back on the button.
 */
export function ShareButton({ path, title, currentTime, embedPath }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="share">
      <Button
        ref={button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <ShareIcon />
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SharePanel
            id={panelId}
            path={path}
            title={title}
            currentTime={currentTime}
            embedPath={embedPath}
            onClose={() => setOpen(false)}
          />
        </Suspense>
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
