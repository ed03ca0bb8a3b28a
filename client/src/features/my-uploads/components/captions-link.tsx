import { Link } from 'react-router';
import { useExtension } from '../../../lib/api/extensions';

/**
 * Under a video or track the account uploaded: its captions (or lyrics) and chapters, when the
 * provider keeps them (the captions feature).
 */
export function CaptionsLink({
  kind,
  id,
  title,
  className = 'my-uploads-captions-link',
}: {
  kind: 'video' | 'audio';
  id: string;
  title: string;
  /** Among a row's buttons, it is drawn as one of them. */
  className?: string;
}) {
  const offered = useExtension('captions');
  if (!offered) return null;
  const noun = kind === 'video' ? 'Captions' : 'Lyrics';
  return (
    <Link
      to={`/my-uploads/${kind}/${id}/captions`}
      className={className}
      aria-label={`${noun} and chapters of ${title}`}
    >
      {noun} and chapters
    </Link>
  );
}
