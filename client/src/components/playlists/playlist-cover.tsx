import { mediaUrl } from '../media/media-urls';
import './playlist-cover.css';

/** A playlist's cover: its first item's picture, or a mosaic of the first four. */
export function PlaylistCover({
  paths,
  size = 'small',
}: {
  paths: readonly string[];
  size?: 'small' | 'large';
}) {
  const pictures = paths.length >= 4 ? paths.slice(0, 4) : paths.slice(0, 1);
  return (
    <span
      className={`playlist-cover playlist-cover-${size}${pictures.length === 4 ? ' is-mosaic' : ''}`}
      aria-hidden="true"
    >
      {pictures.map((path, index) => (
        <img
          key={`${path}-${index}`}
          src={mediaUrl(path)}
          alt=""
          // The page's own cover is its largest picture, seen at once: not held back.
          loading={size === 'large' ? 'eager' : 'lazy'}
        />
      ))}
    </span>
  );
}
