import { isTimedKind, type CommentThread } from '@inkreel/shared';
import { lazy, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { useExtension } from '../../lib/api/extensions';
import { firstThreadKey } from '../../lib/comments/thread-read';
import { useInView } from '../../lib/feeds/use-in-view';
import { useHydrating } from '../../lib/page/server-rendered';
import { CommentsPreview } from './comments-preview';
import type { CommentsSlotProps } from './comments-slot-props';

// The live thread (forms, moderation, the socket, the comments' contracts) is its own chunk, asked
// for once the section is on screen: the preview above stands in until then, so the item's own
// page (a player, a book's first page) is never kept waiting by it (decisions 0430 and 0453).
const CommentsSection = lazy(async () => ({
  default: (await import('./comments-section')).CommentsSection,
}));

/** The observer's margin for the live thread: the window less its lowest fifth. */
const LIVE_THREAD_MARGIN = '0px 0px -20% 0px';

/**
 * The comments of an item (comments-slot.tsx): the first page as the server rendered it (or a line
 * while it loads), replaced by the live thread once its code is in. Its own chunk, loaded after the
 * player's (decision 0430).
 */
export function CommentsArea({ kind, itemId, itemPath, media, reading }: CommentsSlotProps) {
  const creators = useExtension('creators');
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // Once on screen, the thread stays: the section scrolling out of view again draws nothing anew.
  // On screen means its top has come above the window's lowest fifth: a heading that only peeks
  // in under a phone's reader or player waits for the reader to scroll (decision 0453).
  const { entries } = useInView(section, LIVE_THREAD_MARGIN, true);
  // A link to one comment (a notification's): the section comes on screen, so the thread loads,
  // and the thread then shows the comment (comments-section.tsx).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.startsWith('#comment-')) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  // Without an observer (an old browser) the thread cannot wait for the screen: it loads at once,
  // once hydrated (the server, which has no observer either, rendered the preview).
  const hydrating = useHydrating();
  const live = entries > 0 || (!hydrating && typeof IntersectionObserver === 'undefined');
  // Read from the cache only: a page the server rendered brought the first page with it.
  const { data: cached } = useSWR<CommentThread>(firstThreadKey(kind, itemId), null);
  // The same object while nothing in it changes: every comment of the thread takes it.
  const duration = media?.duration;
  const onSeek = media?.seek;
  const options = useMemo(
    () => ({ itemPath, timed: isTimedKind(kind), duration, onSeek, creators }),
    [itemPath, kind, duration, onSeek, creators],
  );
  const preview = <CommentsPreview headingId={headingId} thread={cached} options={options} />;
  return (
    <section ref={section} id="comments" className="comments" aria-labelledby={headingId}>
      {live ? (
        <Suspense fallback={preview}>
          <CommentsSection
            kind={kind}
            itemId={itemId}
            headingId={headingId}
            options={options}
            media={media}
            reading={reading}
          />
        </Suspense>
      ) : (
        preview
      )}
    </section>
  );
}
