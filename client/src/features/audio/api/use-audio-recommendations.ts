import { idSchema, type audioCalls, type SuccessOf } from '@inkreel/shared';
import useSWR from 'swr';
import { audioRecommendationsRead } from './audio-page-data';

/** GET /api/audios/recommendations/:id?page&limit; `enabled` lets Load More wait for the click. */
export function useAudioRecommendations(
  id: string | undefined,
  query: { page: number; limit: number },
  enabled = true,
) {
  const valid = id !== undefined && idSchema.safeParse(id).success;
  const page = enabled && valid ? audioRecommendationsRead(id, query) : null;
  return useSWR<SuccessOf<typeof audioCalls.recommendations>, Error>(
    page?.key ?? null,
    page?.fetch ?? null,
  );
}
