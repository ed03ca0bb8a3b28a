import { RESIZE_DEBOUNCE_MS, widthChangeCounts } from './zoom';

export interface ResizeTracker {
  /** Called on every resize event with the window's current width. */
  resized(width: number): void;
  dispose(): void;
}

/**
 * Debounces resize events (250 ms after the last one) and reports the new width only when it
 * moved by more than 10 px from the last reported width, so scrollbars appearing or a mobile
 * URL bar collapsing do not re-render the page.
 */
export function createResizeTracker(
  initialWidth: number,
  onWidth: (width: number) => void,
  delayMs = RESIZE_DEBOUNCE_MS,
): ResizeTracker {
  let reported = initialWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    resized(width) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (!widthChangeCounts(reported, width)) return;
        reported = width;
        onWidth(width);
      }, delayMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
