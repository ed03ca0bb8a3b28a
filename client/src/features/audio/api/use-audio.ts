import { audioCalls, buildUrl, idSchema } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api-client';

/** GET /api/audios/:id; an id that cannot exist is never requested. */
export function useAudio(id: string | undefined) {
  const valid = idSchema.safeParse(id).success && id !== undefined;
  const input = { params: { id: id ?? '' } };
  const result = useSWR(valid ? buildUrl(audioCalls.byId, input) : null, () =>
    request(audioCalls.byId, input),
  );
  return { ...result, invalid: !valid };
}
