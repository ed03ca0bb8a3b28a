import { chapterAt, type Chapter } from '@inkreel/shared';
import { useEffect, type RefObject } from 'react';
import { useMediaMoment } from './use-media-time';

/**
 * The chapter playing, told to the operating system's media controls (lock screen, headset
 * notification) as the Media Session metadata's album line; the item's own album comes back
 * where no chapter has started.
 */
export function useChapterSession(
  media: RefObject<HTMLMediaElement | null>,
  chapters: readonly Chapter[],
): void {
  const title = useMediaMoment(media, (time) => chapterAt(chapters, time)?.title);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const metadata = navigator.mediaSession.metadata;
    if (!metadata || title === undefined) return;
    const album = metadata.album;
    metadata.album = title;
    return () => {
      // Still this player's metadata (another player may have taken the session since).
      // (A test's window may have lost its session by then.)
      if ('mediaSession' in navigator && navigator.mediaSession.metadata === metadata)
        metadata.album = album;
    };
  }, [title]);
}

/** Renders nothing: the hook above, for the player's lazily loaded extras. */
export function ChapterSession(props: {
  media: RefObject<HTMLMediaElement | null>;
  chapters: readonly Chapter[];
}) {
  useChapterSession(props.media, props.chapters);
  return null;
}
