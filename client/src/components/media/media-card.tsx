import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './media.css';

export type MediaShape = 'wide' | 'square' | 'cover';

/**
 * Intrinsic sizes per shape, as the provider serves them (the mock: 480×270 thumbnails, 300×300
 * artwork, 300×450 covers; one size each, so there is no srcset to choose from): the browser
 * reserves the box before the image arrives.
 */
const SIZES: Record<MediaShape, { width: number; height: number }> = {
  wide: { width: 480, height: 270 },
  square: { width: 300, height: 300 },
  cover: { width: 300, height: 450 },
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
  /** The likely LCP image (first in view): fetched at once and first, never lazily. */
  priority?: boolean;
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
  priority = false,
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
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
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

/** A card's placeholder while its feed loads: the same frame and text lines, so nothing moves. */
export function MediaCardSkeleton({ shape }: { shape: MediaShape }) {
  return (
    <span
      className={`media-card media-card-${shape} media-card-skeleton`}
      data-testid="media-card-skeleton"
    >
      <span className="media-card-frame">
        <span className="media-card-image skeleton" />
      </span>
      <span className="media-card-body">
        <span className="media-card-title">
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </span>
        <span className="media-card-meta">
          <span className="skeleton skeleton-line short" />
          {shape === 'cover' ? <span className="skeleton skeleton-line short" /> : null}
        </span>
      </span>
    </span>
  );
}
