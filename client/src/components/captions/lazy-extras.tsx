import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
// The server renders the captions button, the chapters and the transcript into the page: their
// sheets stay with the page, so they are styled before this chunk's code arrives (and for a
// visitor without JavaScript), not drawn as bare buttons until it does.
import './captions-menu.css';
import './chapter-list.css';
import './timed-line.css';
import './transcript-panel.css';

const load = () => import('./player-extras');

type Parts = Awaited<ReturnType<typeof load>>;

/** One part of the chunk, drawn once the chunk is there (nothing before, nothing on failure). */
function deferred<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  const Part = lazy(async () => {
    try {
      return { default: pick(await load()) };
    } catch (error) {
      // Offline without the cached chunk, or a release replaced it: the player plays without.
      console.warn('Captions and chapters did not load', error);
      return { default: () => null };
    }
  });
  // Memoized: while the page hydrates, the server's markup of a part waits in its boundary for the
  // chunk. A parent drawing again with the same props (the player on a media event, the storyboard
  // arriving) must not reach that boundary: React would discard the markup, draw the fallback
  // (nothing: the chapters and transcript collapsed, 354 px on a phone) and draw the part anew
  // once the chunk came.
  return memo(function Deferred(props: P): ReactNode {
    const Loaded = Part as ComponentType<P>;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}

export const CaptionOverlay = deferred((parts) => parts.CaptionOverlay);
export const CaptionsMenu = deferred((parts) => parts.CaptionsMenu);
export const ChapterList = deferred((parts) => parts.ChapterList);
export const CurrentChapter = deferred((parts) => parts.CurrentChapter);
export const ChapterSession = deferred((parts) => parts.ChapterSession);
export const SeekPreview = deferred((parts) => parts.SeekPreview);
export const TranscriptPanel = deferred((parts) => parts.TranscriptPanel);
