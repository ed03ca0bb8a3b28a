import { buildUrl, creatorCalls, idSchema, type Creator } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

export const creatorKey = (id: string) => buildUrl(creatorCalls.byId, { params: { id } });

/** GET /api/creators/{id}; an id that cannot exist is never asked for. */
export function useCreator(id: string | undefined) {
  const valid = idSchema.safeParse(id).success && id !== undefined;
  const result = useSWR<Creator, Error>(
    valid ? creatorKey(id) : null,
    () => withRetry(() => request(creatorCalls.byId, { params: { id: id ?? '' } })),
    { shouldRetryOnError: false },
  );
  return { ...result, invalid: !valid };
}
