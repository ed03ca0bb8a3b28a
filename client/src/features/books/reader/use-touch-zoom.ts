import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ScreenPoint } from './zoom-anchor';

/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A touch that moves further than this is a pan, not a tap. */
const TAP_SLOP_PX = 10;

interface Options {
  /** Two fingers began a pinch, around this point (the zoom keeps what is under it in place). */
  onPinchStart?: (centre: ScreenPoint) => void;
  /** The pinch ended: the page's scale times how far the fingers spread (or closed). */
  onPinch: (ratio: number) => void;
  /** Two taps: where the second one was, which the zoom keeps in place. */
  onDoubleTap: (at: ScreenPoint) => void;
  /** One tap, once no second one followed within the double-tap time. */
  onTap?: () => void;
  /** One finger started moving the page, or two started pinching it: the reader is reading. */
  onMove?: () => void;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pinch, double-tap and tap on the reader's page (issue 51, item 3). While two fingers pinch, `ratio`
 * previews the zoom (the page is scaled by CSS); when they lift, `onPinch` gets the final ratio and
 * the page is drawn again at its new scale. One finger pans: the stage scrolls natively
 * (`touch-action: pan-x pan-y` in the CSS, and the pinch's own handling, keep the browser from
 * zooming the whole page).
 */
export function useTouchZoom(target: RefObject<HTMLElement | null>, options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [ratio, setRatio] = useState(1);

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    let pinch: { start: number; ratio: number } | null = null;
    let touch: { x: number; y: number; at: number } | null = null;
    let lastTap: { x: number; y: number; at: number } | null = null;
    // A tap waits out the double-tap time before it counts as one tap.
    let tapTimer: ReturnType<typeof setTimeout> | undefined;
    const spread = (list: TouchList) => {
      const [a, b] = [list[0], list[1]];
      return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
    };
    const between = (list: TouchList): ScreenPoint => {
      const [a, b] = [list[0], list[1]];
      return a && b
        ? { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 }
        : { x: 0, y: 0 };
    };

    const start = (e: TouchEvent) => {
      if (e.touches.length === 2) {
        pinch = { start: spread(e.touches) || 1, ratio: 1 };
        touch = null;
        latest.current.onPinchStart?.(between(e.touches));
        latest.current.onMove?.();
      } else if (e.touches.length === 1 && e.touches[0]) {
        touch = { x: e.touches[0].clientX, y: e.touches[0].clientY, at: e.timeStamp };
      }
    };
    const move = (e: TouchEvent) => {
      if (pinch && e.touches.length === 2) {
        // The pinch is the reader's, not the browser's: the page is not zoomed as a whole.
        e.preventDefault();
        pinch.ratio = spread(e.touches) / pinch.start;
        setRatio(pinch.ratio);
        return;
      }
      const now = e.touches[0];
      if (touch && now && Math.hypot(now.clientX - touch.x, now.clientY - touch.y) > TAP_SLOP_PX) {
        touch = null;
        latest.current.onMove?.();
      }
    };
    const end = (e: TouchEvent) => {
      if (pinch) {
        // The gesture ends with the first finger lifted; the other may rest on the page.
        if (e.touches.length < 2) {
          const final = pinch.ratio;
          pinch = null;
          setRatio(1);
          if (Math.abs(final - 1) > 0.02) latest.current.onPinch(final);
        }
        return;
      }
      const lifted = e.changedTouches[0];
      if (!touch || !lifted || e.touches.length > 0) return;
      const tap = { x: lifted.clientX, y: lifted.clientY, at: e.timeStamp };
      touch = null;
      if (
        lastTap &&
        tap.at - lastTap.at < DOUBLE_TAP_MS &&
        distance(tap, lastTap) < DOUBLE_TAP_PX
      ) {
        lastTap = null;
        clearTimeout(tapTimer);
        e.preventDefault();
        latest.current.onDoubleTap({ x: tap.x, y: tap.y });
      } else {
        lastTap = tap;
        clearTimeout(tapTimer);
        tapTimer = setTimeout(() => latest.current.onTap?.(), DOUBLE_TAP_MS);
      }
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end, { passive: false });
    el.addEventListener('touchcancel', end, { passive: false });
    return () => {
      clearTimeout(tapTimer);
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [target]);

  return ratio;
}
