import type { Video } from '@inkreel/shared';
import { apiUrl } from '../../lib/api/api-client';

/**
 * '/api' + thumbnailUrl when present (absolute URLs as they are), else the thumbnail-by-id call
 * (GET /api/videos/thumbnail/:id, written out: the first page carries no contract, 0448; the
 * home page's test holds it to the contract).
 */
export function videoThumbnailSrc(video: Pick<Video, '_id' | 'thumbnailUrl'>): string {
  const path = video.thumbnailUrl;
  if (path && /^https?:\/\//.test(path)) return path;
  if (path) return apiUrl(`/api${path.startsWith('/') ? '' : '/'}${path}`);
  return apiUrl(`/api/videos/thumbnail/${encodeURIComponent(video._id)}`);
}
