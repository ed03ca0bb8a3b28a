import type { Creator } from '@inkreel/shared';
import useSWR from 'swr';
import { isRecordId } from '../../../lib/page/page-data';
import { useAuth } from '../../../lib/session/auth-context';
import { creatorKey, creatorRead } from './creator-page-data';

/**
 * The cache key of a creator as one viewer sees them: `following` is the viewer's. A visitor's
 * key is the address alone (the one the web server hands over); a signed-in viewer's adds their
 * id, so signing in or out reads the creator again instead of keeping another viewer's answer.
 */
export const viewerCreatorKey = (id: string, viewer: string | undefined) =>
  viewer ? ([creatorKey(id), viewer] as const) : creatorKey(id);

/** GET /api/creators/{id}; an id that cannot exist is never asked for. */
export function useCreator(id: string | undefined) {
  const { user } = useAuth();
  const valid = id !== undefined && isRecordId(id);
  const result = useSWR<Creator, Error>(
    valid ? viewerCreatorKey(id, user?._id) : null,
    () => creatorRead(id ?? '').fetch(),
    // While the signed-in read is on its way the page keeps the visitor's (Follow waits).
    { shouldRetryOnError: false, keepPreviousData: true },
  );
  return { ...result, invalid: !valid };
}
