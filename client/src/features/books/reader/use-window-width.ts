import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { createResizeTracker } from './resize-tracker';

/** The window's width without its scrollbar: what a page fit to the width has to fit in. */
const viewportWidth = () => document.documentElement.clientWidth || window.innerWidth;

/**
 * The window's width (without a scrollbar), updated 250 ms after resizing stops and only for
 * changes over 10 px. A scrollbar coming or going fires no resize event, so the root element's
 * size is watched as well.
 */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const tracker = createResizeTracker(viewportWidth(), setWidth);
    const onResize = () => tracker.resized(viewportWidth());
    window.addEventListener('resize', onResize);
    const root = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    root?.observe(document.documentElement);
    return () => {
      window.removeEventListener('resize', onResize);
      root?.disconnect();
      tracker.dispose();
    };
  }, []);
  return width;
}

/**
 * Keeps `--reader-vw` on the element equal to the window's width without its scrollbar, at once
 * and at every change: the full-bleed stage is laid out with it, and a width left behind by the
 * 10 px threshold above (or by a scrollbar) made the document wider than the window.
 */
export function useViewportWidthVar(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const set = () => element.current?.style.setProperty('--reader-vw', `${viewportWidth()}px`);
    set();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(set);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [element]);
}
