import { audioCalls, buildUrl, idSchema } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api-client';

/** SPEC.md section 9: Load More asks for page 2 with limit 3. */
export const LOAD_MORE_QUERY = { page: 2, limit: 3 } as const;

/**
 * GET /api/audios/recommendations/:id: the first page, or with `query` another page.
 * `enabled` lets Load More wait for the click.
 */
export function useAudioRecommendations(
  id: string | undefined,
  query?: { page: number; limit: number },
  enabled = true,
) {
  const input = { params: { id: id ?? '' }, query };
  const valid = id !== undefined && idSchema.safeParse(id).success;
  return useSWR(enabled && valid ? buildUrl(audioCalls.recommendations, input) : null, () =>
    request(audioCalls.recommendations, input),
  );
}
