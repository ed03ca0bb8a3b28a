import { buildUrl, idSchema, videoCalls, type Video } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

/** GET /api/videos/recommendations/:id. */
export function useVideoRecommendations(id: string | undefined) {
  const input = { params: { id: id ?? '' } };
  return useSWR<Video[], Error>(
    id && idSchema.safeParse(id).success ? buildUrl(videoCalls.recommendations, input) : null,
    () => request(videoCalls.recommendations, input),
  );
}
