import { audioCalls, buildUrl, type Audio } from '@inkreel/shared';
import { mediaUrl } from '../../components/media/media-urls';
import { apiUrl } from '../../lib/api/api-client';
import type { SaveRequest } from '../../lib/offline/save-item';

/** The track, its artwork and its detail reply: all the audio page needs offline. */
export function audioSaveRequest(audio: Audio): Omit<SaveRequest, 'signal' | 'onProgress'> {
  const artwork = mediaUrl(audio.artworkUrl);
  return {
    item: {
      kind: 'audio',
      id: audio._id,
      title: audio.title,
      subtitle: audio.artist ?? audio.uploadedBy.name,
      href: `/audio/${audio._id}`,
      imageUrl: artwork,
    },
    files: [{ url: mediaUrl(audio.audioUrl) }, { url: artwork }],
    metadata: [
      { url: apiUrl(buildUrl(audioCalls.byId, { params: { id: audio._id } })), body: audio },
    ],
  };
}
