import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { DotList } from './dot-list';
import './media.css';

export type MediaShape = 'wide' | 'square' | 'cover';

/**
 * How a card's image loads: `first`, the page's likely largest image, fetched at once and ahead of
 * the rest (the only one marked high priority, so it does not share the network with its
 * neighbours); `eager`, on a phone's first screen, fetched at once at the browser's own priority;
 * `lazy`, further down, fetched as it nears the viewport.
 */
export type ImageLoad = 'first' | 'eager' | 'lazy';

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
  /**
   * The details under the title, one item each ("1.2K views", "May 31, 2025"), separated by dots.
   * An item that does not fit is cut with an ellipsis and keeps its whole text as a tooltip.
   */
  meta: readonly string[];
  /** Who made it (an uploader or author), on its own line under the title. */
  byline?: string | undefined;
  /** Small text shown over the image corner (e.g. a format badge). */
  badge?: string | undefined;
  state?: unknown;
  compact?: boolean;
  /** See ImageLoad; lazy unless said. */
  imageLoad?: ImageLoad | undefined;
  /** A menu over the card's corner (the queue's actions), beside the card's links, not in them. */
  menu?: ReactNode;
  /**
   * Controls of the card's own (a creator's link for the byline, a like button over the picture).
   * With either, the card is no longer one link: its title is, stretched over the card, and these
   * sit above it (a link or button inside a link is not allowed).
   */
  bylineLink?: ReactNode;
  action?: ReactNode;
  /** Laid out as above even without either (an item card among others that have them). */
  interactive?: boolean;
}

export function MediaCard({
  to,
  imageSrc,
  title,
  shape,
  meta,
  byline,
  badge,
  state,
  compact,
  imageLoad = 'lazy',
  menu,
  bylineLink,
  action,
  interactive = false,
}: MediaCardProps) {
  const { width, height } = SIZES[shape];
  const image = (
    <img
      className="media-card-image"
      src={imageSrc}
      alt=""
      loading={imageLoad === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={imageLoad === 'first' ? 'high' : 'auto'}
      decoding="async"
      width={width}
      height={height}
    />
  );
  const classes = `media-card media-card-${shape}${compact ? ' media-card-compact' : ''}`;
  if (interactive || bylineLink !== undefined || action !== undefined) {
    return withMenu(
      <div className={`${classes} media-card-linked`}>
        <span className="media-card-frame">
          {image}
          {badge ? <span className="media-card-badge">{badge}</span> : null}
          {action}
        </span>
        <span className="media-card-body">
          <Link to={to} state={state} className="media-card-title media-card-link" title={title}>
            {title}
          </Link>
          {bylineLink === undefined && byline === undefined ? null : (
            <span className="media-card-byline" title={byline}>
              {bylineLink ?? byline}
            </span>
          )}
          <DotList as="span" className="media-card-meta" items={meta} />
        </span>
      </div>,
      menu,
    );
  }
  const link = (
    <Link to={to} state={state} className={classes}>
      <span className="media-card-frame">
        {image}
        {badge ? <span className="media-card-badge">{badge}</span> : null}
      </span>
      <span className="media-card-body">
        <span className="media-card-title" title={title}>
          {title}
        </span>
        {byline === undefined ? null : (
          <span className="media-card-byline" title={byline}>
            {byline}
          </span>
        )}
        <DotList as="span" className="media-card-meta" items={meta} />
      </span>
    </Link>
  );
  return withMenu(link, menu);
}

/** The card, and its menu beside it when it has one (a menu inside a link is not allowed). */
function withMenu(card: ReactElement, menu: ReactNode): ReactElement {
  if (!menu) return card;
  return (
    <div className="media-card-holder">
      {card}
      {menu}
    </div>
  );
}

/**
 * A card's placeholder while its feed loads: the same frame and text lines (a wide card, a video,
 * has its uploader's line; square and cover cards have two meta lines).
 */
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
        {/* One line, as most titles take: a title takes the lines it needs, with no room kept
            empty between it and the creator. */}
        <span className="media-card-title">
          <span className="skeleton skeleton-line" />
        </span>
        {shape === 'wide' ? (
          <span className="media-card-byline">
            <span className="skeleton skeleton-line short" />
          </span>
        ) : null}
        <span className="media-card-meta">
          <span className="skeleton skeleton-line short" />
          {shape === 'wide' ? null : <span className="skeleton skeleton-line short" />}
        </span>
      </span>
    </span>
  );
}
