import { buildUrl, idSchema, videoCalls, type Video } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

/** GET /api/videos/:id; an id that cannot exist is never requested. */
export function useVideo(id: string | undefined) {
  const valid = idSchema.safeParse(id).success && id !== undefined;
  const input = { params: { id: id ?? '' } };
  const result = useSWR<Video, Error>(
    valid ? buildUrl(videoCalls.byId, input) : null,
    // Retried inside the fetcher, so the page keeps its spinner and says "not found" only for a
    // 404 or once the retries give up (SWR's own retry would show the error in between).
    () => withRetry(() => request(videoCalls.byId, input)),
    { shouldRetryOnError: false },
  );
  return { ...result, invalid: !valid };
}
