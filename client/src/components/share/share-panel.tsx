import { useEffect, useRef, useState } from 'react';
import { formatTime } from '../../lib/format/format';
import { withStartTime } from '../../lib/playback/start-time';
import { Button } from '../ui/button';
import { copyText, shareLink } from './share-link';
import { EMBED_FRAMES, embedIframe } from './embed-code';

interface SharePanelProps {
  id: string;
  path: string;
  title: string;
  currentTime?: (() => number) | undefined;
  embedPath?: string | undefined;
  onClose: () => void;
}

/** What the panel last said: which text was copied (or could not be), or nothing yet. */
type Said = { what: 'link' | 'embed'; ok: boolean; startsAt?: number } | null;

/** How long "Link copied" stays: long enough to read, gone before it looks stale. */
const CONFIRMATION_MS = 4000;

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The share panel (issue 51, item 8): opens right under the Share button and scrolls itself into
 * view, so its confirmation is never below the fold. Its messages are in a polite live region.
 */
export function SharePanel({ id, path, title, currentTime, embedPath, onClose }: SharePanelProps) {
  const [startAt, setStartAt] = useState<number | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const panel = useRef<HTMLDivElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const url = startAt === null ? absolute(path) : withStartTime(absolute(path), startAt);
  const canShare = typeof navigator.share === 'function';
  const frame = embedPath?.startsWith('/embed/video/') ? EMBED_FRAMES.video : EMBED_FRAMES.audio;
  const embed = embedPath ? embedIframe(absolute(embedPath), title, frame) : '';

  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    linkField.current?.focus();
  }, []);

  // Escape from anywhere in the panel closes it (focus then goes back to the Share button).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (!said?.ok) return;
    const timer = setTimeout(() => setSaid(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async (what: 'link' | 'embed', text: string) => {
    try {
      await copyText(text);
      setSaid({
        what,
        ok: true,
        ...(what === 'link' && startAt !== null ? { startsAt: startAt } : {}),
      });
    } catch (error) {
      console.warn('Could not copy', error);
      setSaid({ what, ok: false });
      if (what === 'link') linkField.current?.select();
    }
  };

  const toggleStart = (checked: boolean) => {
    const position = checked && currentTime ? Math.floor(currentTime()) : 0;
    setStartAt(position >= 1 ? position : null);
    setSaid(null);
  };

  return (
    <div ref={panel} id={id} className="share-panel" role="group" aria-label={`Share ${title}`}>
      <label className="share-field">
        <span>Link</span>
        <input
          ref={linkField}
          className="share-link"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
      </label>
      {currentTime ? (
        <label className="share-start">
          <input
            type="checkbox"
            checked={startAt !== null}
            onChange={(event) => toggleStart(event.target.checked)}
          />
          Start at current time{startAt === null ? '' : ` (${formatTime(startAt)})`}
        </label>
      ) : null}
      <div className="share-row">
        <Button variant="primary" onClick={() => void copy('link', url)}>
          Copy link
        </Button>
        {canShare ? (
          <Button onClick={() => void shareLink({ url, title }).catch(() => undefined)}>
            Share via…
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {embedPath ? (
        <label className="share-field">
          <span>Embed code</span>
          <textarea
            className="share-link share-embed"
            readOnly
            rows={3}
            value={embed}
            onFocus={(event) => event.target.select()}
          />
        </label>
      ) : null}
      {embedPath ? (
        <Button onClick={() => void copy('embed', embed)}>Copy embed code</Button>
      ) : null}
      {/* Always in the panel, so screen readers announce the text when it changes. */}
      <p className="share-status" role="status">
        {statusText(said)}
      </p>
    </div>
  );
}

function statusText(said: Said): string {
  if (!said) return '';
  if (!said.ok) {
    return said.what === 'link'
      ? 'Could not copy the link. Select it above and copy it yourself.'
      : 'Could not copy the embed code. Select it above and copy it yourself.';
  }
  if (said.what === 'embed') return 'Embed code copied';
  return said.startsAt === undefined
    ? 'Link copied'
    : `Link copied (starts at ${formatTime(said.startsAt)})`;
}
