// What every page's head is built from: the context, the head as data, and the small helpers the
// per-kind builders (ssr-head-items.ts, ssr-head.ts) share.
import type { FeedItem, Video } from '@inkreel/shared';
import { isRaster, SITE_IMAGE } from './preview-image.js';

export const SITE = 'Inkreel';
export const SITE_DESCRIPTION =
  'Inkreel: watch, listen to and read videos, music, books, stories and poems from independent creators, and share your own.';

/** Where a page is and where its media are, as absolute origins. */
export interface HeadContext {
  /** This site's public origin, e.g. https://inkreel.example. */
  origin: string;
  /** The provider's public origin (this site's own when the app calls its own /api). */
  apiOrigin: string;
  /** The page's path and query. */
  path: string;
}

/**
 * A page's head, as data: each route's builder fills it, renderHead() writes it. Another part of
 * the head for a route (an oEmbed discovery link) goes in `links` of that route's builder.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; the canonical URL and og:url. */
  canonical: string;
  /** Open Graph properties beyond og:title, og:description, og:url and og:site_name. */
  og: [string, string][];
  /** twitter:card and any other twitter: names beyond title, description and image. */
  twitter: [string, string][];
  /** An absolute image URL the provider (or this site) serves. */
  image: string;
  jsonLd?: Record<string, unknown>;
  /** Extra <link> elements, as attribute lists (e.g. rel=alternate for oEmbed). */
  links: Record<string, string>[];
  /** A missing item, or an unlisted one: kept out of search results. */
  noindex?: boolean;
}

/** A description of at most 200 characters on one line. */
export function summary(text: string | undefined, fallback: string): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}

/** A provider media path (relative to /api, docs/product.md section 7) as an absolute URL. */
export function mediaUrl(ctx: HeadContext, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${ctx.apiOrigin}/api${path.startsWith('/') ? path : `/${path}`}`;
}

export const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};
export const mediaType = (url: string) =>
  MEDIA_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''];

/** ISO 8601 duration (PT1M23S) for schema.org. */
/** schema.org's `commentCount`, when the provider offers comments and counted them (issue 54). */
export const commentCount = (count: number | undefined) =>
  count === undefined ? {} : { commentCount: count };

export const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 60)}M${Math.round(seconds % 60)}S`;

/**
 * The page's address without what does not select its content (`utm_*`, `fbclid`, a stray
 * `page`): only the parameters in `keep`, as the page reads them, so every shared variant of a
 * link names one canonical URL. Issue 50, item 6.
 */
export function canonicalUrl(
  ctx: HeadContext,
  keep: Record<string, string | undefined> = {},
): string {
  const url = new URL(ctx.path, ctx.origin);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) query.set(name, value);
  const search = query.toString();
  return `${ctx.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/** A query parameter of the page's address. */
export const queryParam = (ctx: HeadContext, name: string) =>
  new URL(ctx.path, ctx.origin).searchParams.get(name);

/**
 * Facebook and X show no SVG in a preview: an SVG image (the artwork the provider draws for a
 * track uploaded without one) is replaced by the site's own PNG. Issue 50, item 6.
 */
export function previewImage(ctx: HeadContext, url: string): string {
  return isRaster(url) ? url : `${ctx.origin}${SITE_IMAGE.path}`;
}

export function base(ctx: HeadContext, title: string, description: string): PageHead {
  return {
    title: title ? `${title} | ${SITE}` : SITE,
    description,
    canonical: canonicalUrl(ctx),
    og: [['og:type', 'website']],
    twitter: [['twitter:card', 'summary']],
    image: `${ctx.origin}${SITE_IMAGE.path}`,
    links: [],
  };
}

/** oEmbed discovery (client/server/oembed.ts): where an unfurler finds the embeddable player. */
export function oembedLink(
  canonical: string,
  ctx: HeadContext,
  title: string,
): Record<string, string> {
  const url = new URLSearchParams({ url: canonical, format: 'json' });
  return {
    rel: 'alternate',
    type: 'application/json+oembed',
    href: `${ctx.origin}/oembed?${url.toString()}`,
    title,
  };
}

export function videoThumbnail(ctx: HeadContext, video: Video): string {
  if (video.thumbnailUrl) return mediaUrl(ctx, video.thumbnailUrl);
  const byId = `${ctx.apiOrigin}/api/videos/thumbnail/${encodeURIComponent(video._id)}`;
  // A replaced thumbnail answers the same URL: its version tells the copies unfurlers keep apart.
  return video.version !== undefined && video.version > 1 ? `${byId}?v=${video.version}` : byId;
}

/** A book's cover, as the provider serves it by the book's id. */
export const bookCoverUrl = (ctx: HeadContext, id: string) =>
  `${ctx.apiOrigin}/api/books/cover/${encodeURIComponent(id)}`;

/** An unlisted item's page is found by its link only: kept out of search engines. */
export function unlisted(head: PageHead, item: { visibility?: string | undefined }): PageHead {
  return item.visibility === 'unlisted' ? { ...head, noindex: true } : head;
}

/** The picture of an upload, for a creator page's preview: a video's thumbnail, a track's art, a cover. */
export function uploadImage(ctx: HeadContext, item: FeedItem | undefined): string | undefined {
  if (item?.kind === 'video') return videoThumbnail(ctx, item.item);
  if (item?.kind === 'audio') return mediaUrl(ctx, item.item.artworkUrl);
  if (item?.kind === 'book') return bookCoverUrl(ctx, item.item._id);
  return undefined;
}
