import { apiUrl } from '../../lib/api/api-client';

/** Media paths are relative to /api (docs/product.md section 7); absolute URLs are used as they are. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) {
    return path;
  }
  return apiUrl(`/api${path.startsWith('/') ? path : `/${path}`}`);
}

/**
 * An image fetched by id answers the same URL when its creator replaces it (issue 52): the
 * item's version tells a replaced one apart, so no browser shows the one it kept.
 */
const versioned = (path: string, version: number | undefined) =>
  version !== undefined && version > 1
    ? `${path}${path.includes('?') ? '&' : '?'}v=${version}`
    : path;

export function videoThumbnailUrl(video: {
  _id: string;
  thumbnailUrl?: string | undefined;
  version?: number | undefined;
}): string {
  return video.thumbnailUrl
    ? versioned(mediaUrl(video.thumbnailUrl), video.version)
    : apiUrl(versioned(`/api/videos/thumbnail/${encodeURIComponent(video._id)}`, video.version));
}

export function bookCoverUrl(id: string, version?: number): string {
  return apiUrl(versioned(`/api/books/cover/${encodeURIComponent(id)}`, version));
}

/** A book's cover: its own URL where the provider gives one (a private book's), else by id. */
export function bookCoverOf(book: {
  _id: string;
  coverUrl?: string | undefined;
  version?: number | undefined;
}): string {
  return book.coverUrl
    ? versioned(mediaUrl(book.coverUrl), book.version)
    : bookCoverUrl(book._id, book.version);
}
