import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './media.css';

export type MediaShape = 'wide' | 'square' | 'cover';

/** Intrinsic sizes per shape: the browser reserves the box before the image arrives. */
const SIZES: Record<MediaShape, { width: number; height: number }> = {
  wide: { width: 640, height: 360 },
  square: { width: 400, height: 400 },
  cover: { width: 400, height: 600 },
};

interface MediaCardProps {
  to: string;
  imageSrc: string;
  title: string;
  shape: MediaShape;
  meta: ReactNode;
  /** Small text shown over the image corner (e.g. a format badge). */
  badge?: string | undefined;
  state?: unknown;
  compact?: boolean;
}

export function MediaCard({
  to,
  imageSrc,
  title,
  shape,
  meta,
  badge,
  state,
  compact,
}: MediaCardProps) {
  const { width, height } = SIZES[shape];
  return (
    <Link
      to={to}
      state={state}
      className={`media-card media-card-${shape}${compact ? ' media-card-compact' : ''}`}
    >
      <span className="media-card-frame">
        <img
          className="media-card-image"
          src={imageSrc}
          alt=""
          loading="lazy"
          decoding="async"
          width={width}
          height={height}
        />
        {badge ? <span className="media-card-badge">{badge}</span> : null}
      </span>
      <span className="media-card-body">
        <span className="media-card-title" title={title}>
          {title}
        </span>
        <span className="media-card-meta dot-list">{meta}</span>
      </span>
    </Link>
  );
}
