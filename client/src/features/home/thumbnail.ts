import { buildUrl, videoCalls, type Video } from '@inkreel/shared';
import { apiUrl } from '../../lib/api/api-client';

/** '/api' + thumbnailUrl when present (absolute URLs as they are), else the thumbnail-by-id call. */
export function videoThumbnailSrc(video: Pick<Video, '_id' | 'thumbnailUrl'>): string {
  const path = video.thumbnailUrl;
  if (path && /^https?:\/\//.test(path)) return path;
  if (path) return apiUrl(`/api${path.startsWith('/') ? '' : '/'}${path}`);
  return apiUrl(buildUrl(videoCalls.thumbnail, { params: { id: video._id } }));
}
