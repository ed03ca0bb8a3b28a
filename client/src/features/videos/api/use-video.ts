import { buildUrl, idSchema, videoCalls } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api-client';

/** GET /api/videos/:id; an id that cannot exist is never requested. */
export function useVideo(id: string | undefined) {
  const valid = idSchema.safeParse(id).success && id !== undefined;
  const input = { params: { id: id ?? '' } };
  const result = useSWR(valid ? buildUrl(videoCalls.byId, input) : null, () =>
    request(videoCalls.byId, input),
  );
  return { ...result, invalid: !valid };
}
