import { idSchema, type Audio } from '@inkreel/shared';
import useSWR from 'swr';
import { audioRead } from './audio-page-data';

/** GET /api/audios/:id; an id that cannot exist is never requested. */
export function useAudio(id: string | undefined) {
  const valid = idSchema.safeParse(id).success && id !== undefined;
  const audio = valid ? audioRead(id) : null;
  const result = useSWR<Audio, Error>(audio?.key ?? null, audio?.fetch ?? null, {
    shouldRetryOnError: false,
  });
  return { ...result, invalid: !valid };
}
