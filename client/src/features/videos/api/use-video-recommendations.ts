import { idSchema, type Video } from '@inkreel/shared';
import useSWR from 'swr';
import { videoRecommendationsRead } from './video-page-data';

/** GET /api/videos/recommendations/:id; an id that cannot exist asks nothing. */
export function useVideoRecommendations(id: string | undefined) {
  const recommended = id && idSchema.safeParse(id).success ? videoRecommendationsRead(id) : null;
  return useSWR<Video[], Error>(recommended?.key ?? null, recommended?.fetch ?? null);
}
