import type { Video } from '@inkreel/shared';
import useSWR from 'swr';
import { isRecordId } from '../../../lib/page/page-data';
import { videoRead } from './video-page-data';

/** GET /api/videos/:id; an id that cannot exist is never requested. */
export function useVideo(id: string | undefined) {
  const valid = id !== undefined && isRecordId(id);
  const video = valid ? videoRead(id) : null;
  const result = useSWR<Video, Error>(video?.key ?? null, video?.fetch ?? null, {
    shouldRetryOnError: false,
  });
  return { ...result, invalid: !valid };
}
