import type { CommentThread } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useExtension } from '../../lib/api/extensions';
import { formatMoment } from '../../lib/comments/comment-text';
import { firstThreadRead } from '../../lib/comments/thread-read';
import type { SeekPin } from '../media/seek-bar';

/**
 * The comments about a moment of a video or track, as buttons on its seek bar (issue 54, item 3):
 * the thread's first page names them (the one a server-rendered page brought, or the one the
 * page's loader started). None against a provider without comments.
 */
export function useCommentPins(
  kind: 'video' | 'audio',
  itemId: string | undefined,
): readonly SeekPin[] | undefined {
  // Nothing is asked before the page has its item (a missing one asks nothing at all).
  const offered = useExtension('comments', itemId !== undefined);
  const read = offered && itemId ? firstThreadRead(kind, itemId) : null;
  const { data } = useSWR<CommentThread>(read?.key ?? null, read?.fetch ?? null);
  const markers = data?.markers;
  return useMemo(
    () =>
      markers?.map((marker) => ({
        id: marker._id,
        at: marker.at,
        label: `Comment at ${formatMoment(marker.at)}: ${marker.excerpt}`,
        text: marker.excerpt,
      })),
    [markers],
  );
}
