import type { ContentType, Visibility } from '@inkreel/shared';
import { Link } from 'react-router';
import { useExtension } from '../../lib/api/extensions';
import { useAuth } from '../../lib/session/auth-context';
import { VISIBILITY_TEXT } from './visibility-text';
import './owner-controls.css';

interface Props {
  kind: ContentType;
  id: string;
  /** The uploader's id, when the item's reply names it. */
  uploaderId: string | undefined;
  visibility?: Visibility | undefined;
}

/** The uploader's way to edit, and to read how it does, on the item's own page. */
function OwnerLinks({ kind, id, visibility }: Omit<Props, 'uploaderId'>) {
  // Asked only for a signed-in uploader: nobody else has a use for the answer.
  const manage = useExtension('manage');
  if (!manage) return null;
  const base = `/my-uploads/${kind}/${encodeURIComponent(id)}`;
  const hidden = visibility && visibility !== 'public' ? VISIBILITY_TEXT[visibility] : null;
  return (
    <div className="owner-controls" role="group" aria-label="Your upload">
      {hidden && (
        <p className="owner-visibility">
          <strong>{hidden.label}.</strong> {hidden.hint}
        </p>
      )}
      <Link to={`${base}/edit`} className="btn btn-ghost">
        Edit
      </Link>
      <Link to={`${base}/stats`} className="btn btn-ghost">
        Statistics
      </Link>
    </div>
  );
}

/** Shown to the item's uploader only, and only where the provider offers the manage feature. */
export function OwnerControls({ uploaderId, ...rest }: Props) {
  const { user } = useAuth();
  if (!user || !uploaderId || user._id !== uploaderId) return null;
  return <OwnerLinks {...rest} />;
}
