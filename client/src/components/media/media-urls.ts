import { apiUrl } from '../../lib/api/api-client';

/** Media paths are relative to /api (docs/product.md section 7); absolute URLs are used as they are. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) {
    return path;
  }
  return apiUrl(`/api${path.startsWith('/') ? path : `/${path}`}`);
}

export function videoThumbnailUrl(video: {
  _id: string;
  thumbnailUrl?: string | undefined;
}): string {
  return video.thumbnailUrl
    ? mediaUrl(video.thumbnailUrl)
    : apiUrl(`/api/videos/thumbnail/${encodeURIComponent(video._id)}`);
}

export function bookCoverUrl(id: string): string {
  return apiUrl(`/api/books/cover/${encodeURIComponent(id)}`);
}
