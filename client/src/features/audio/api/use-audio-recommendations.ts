import { audioCalls, buildUrl, idSchema, type SuccessOf } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

/** docs/product.md section 9: Load More asks for page 2 with limit 3. */
export const LOAD_MORE_QUERY = { page: 2, limit: 3 } as const;
/** The first page uses the same page size, so page 2 continues it instead of repeating it. */
export const FIRST_PAGE_QUERY = { page: 1, limit: 3 } as const;

/** GET /api/audios/recommendations/:id?page&limit; `enabled` lets Load More wait for the click. */
export function useAudioRecommendations(
  id: string | undefined,
  query: { page: number; limit: number },
  enabled = true,
) {
  const input = { params: { id: id ?? '' }, query };
  const valid = id !== undefined && idSchema.safeParse(id).success;
  return useSWR<SuccessOf<typeof audioCalls.recommendations>, Error>(
    enabled && valid ? buildUrl(audioCalls.recommendations, input) : null,
    () => request(audioCalls.recommendations, input),
  );
}
