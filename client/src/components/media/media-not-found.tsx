import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-client';
import { useOnlineStatus } from '../../lib/page/use-online-status';
import './media.css';

interface MediaNotFoundProps {
  /** The exact text of docs/product.md section 8 ("Video not found", "Audio not found"). */
  text: string;
  backTo: string;
  backLabel: string;
  /** Why it could not be shown (the fetch's error), when it failed rather than found nothing. */
  error?: unknown;
}

/** Not in docs/product.md (its text is the heading): the line under it says what most likely happened. */
function explanation(online: boolean, error: unknown): string {
  if (!online) return 'You are offline, and it is not saved on this device.';
  if (error instanceof ApiError && error.status === 0)
    return 'The server could not be reached. Check your connection and try again.';
  return 'It may have been removed, or the link is incomplete.';
}

export function MediaNotFound({ text, backTo, backLabel, error }: MediaNotFoundProps) {
  const online = useOnlineStatus();
  return (
    <section className="page media-not-found">
      <div className="card media-not-found-card" role="alert">
        <span className="media-not-found-mark" aria-hidden="true">
          ?
        </span>
        <h1 className="media-not-found-title">{text}</h1>
        <p className="muted">{explanation(online, error)}</p>
        <Link to={backTo} className="btn btn-primary">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
