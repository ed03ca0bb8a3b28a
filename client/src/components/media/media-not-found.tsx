import { Link } from 'react-router';
import './media.css';

interface MediaNotFoundProps {
  /** The exact text of SPEC.md section 8 ("Video not found", "Audio not found"). */
  text: string;
  backTo: string;
  backLabel: string;
}

export function MediaNotFound({ text, backTo, backLabel }: MediaNotFoundProps) {
  return (
    <section className="page media-not-found">
      <div className="card media-not-found-card" role="alert">
        <span className="media-not-found-mark" aria-hidden="true">
          ?
        </span>
        <h1 className="media-not-found-title">{text}</h1>
        <p className="muted">It may have been removed, or the link is incomplete.</p>
        <Link to={backTo} className="btn btn-primary">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
