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
}: {
  kind: 'video' | 'audio';
  id: string;
  title: string;
}) {
  const offered = useExtension('captions');
  if (!offered) return null;
  const noun = kind === 'video' ? 'Captions' : 'Lyrics';
  return (
    <Link
      to={`/my-uploads/${kind}/${id}/captions`}
      className="my-uploads-captions-link"
      aria-label={`${noun} and chapters of ${title}`}
    >
      {noun} and chapters
    </Link>
  );
}
