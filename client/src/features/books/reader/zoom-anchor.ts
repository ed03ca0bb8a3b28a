/** A point on the screen (client coordinates, CSS px). */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Where a zoom gesture happened: the screen point and how far across and down the page it was. */
export interface ZoomAnchor extends ScreenPoint {
  /** 0 at the page's left edge, 1 at its right edge. */
  across: number;
  /** 0 at the page's top, 1 at its bottom. */
  down: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The anchor of a gesture at `point` on a page drawn in `page`. */
export function anchorOn(page: Box, point: ScreenPoint): ZoomAnchor {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    ...point,
    across: page.width > 0 ? clamp((point.x - page.left) / page.width) : 0.5,
    down: page.height > 0 ? clamp((point.y - page.top) / page.height) : 0,
  };
}

/**
 * How far to scroll (sideways in the stage, down in the window) so that the part of the page
 * that was under the fingers is under them again once the page is drawn at its new size.
 */
export function scrollToKeep(anchor: ZoomAnchor, page: Box): { dx: number; dy: number } {
  return {
    dx: page.left + anchor.across * page.width - anchor.x,
    dy: page.top + anchor.down * page.height - anchor.y,
  };
}
