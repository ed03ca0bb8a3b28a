import { buildUrl, videoCalls, type Video } from '@inkreel/shared';
import { mediaUrl, videoThumbnailUrl } from '../../components/media/media-urls';
import { apiUrl } from '../../lib/api/api-client';
import type { SaveRequest } from '../../lib/offline/save-item';

/** The video file, its thumbnail and its detail reply: all the video page needs offline. */
export function videoSaveRequest(video: Video): Omit<SaveRequest, 'signal' | 'onProgress'> {
  const thumbnail = videoThumbnailUrl(video);
  return {
    item: {
      kind: 'video',
      id: video._id,
      title: video.title,
      subtitle: video.uploadedBy.name,
      href: `/video/${video._id}`,
      imageUrl: thumbnail,
    },
    files: [{ url: mediaUrl(video.videoUrl) }, { url: thumbnail }],
    metadata: [
      { url: apiUrl(buildUrl(videoCalls.byId, { params: { id: video._id } })), body: video },
    ],
  };
}
