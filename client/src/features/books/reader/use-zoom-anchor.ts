import { useCallback, useRef, type RefObject } from 'react';
import { anchorOn, scrollToKeep, type ScreenPoint, type ZoomAnchor } from './zoom-anchor';

/**
 * What was under the fingers when a gesture zoomed stays under them once the page is drawn at its
 * new size: `hold` where the gesture began, `keep` when the page shown has been drawn again (a
 * double tap near the page's edge enlarges that edge, not the page's left side).
 */
export function useZoomAnchor(stage: RefObject<HTMLElement | null>) {
  const anchor = useRef<ZoomAnchor | null>(null);
  const pageShown = useCallback(
    () => stage.current?.querySelector('.reader-page') ?? null,
    [stage],
  );
  const hold = useCallback(
    (at: ScreenPoint) => {
      const shown = pageShown();
      anchor.current = shown ? anchorOn(shown.getBoundingClientRect(), at) : null;
    },
    [pageShown],
  );
  const keep = useCallback(() => {
    const held = anchor.current;
    const shown = pageShown();
    if (!held || !shown || !stage.current) return;
    anchor.current = null;
    const { dx, dy } = scrollToKeep(held, shown.getBoundingClientRect());
    // Sideways the stage scrolls (a page wider than the window), down the window does.
    stage.current.scrollBy(dx, 0);
    window.scrollBy(0, dy);
  }, [pageShown, stage]);
  return { hold, keep };
}
