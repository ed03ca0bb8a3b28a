/** How much of the page's width each edge gives to turning (the middle is the rest). */
export const EDGE_SHARE = 0.25;

export type TapZone = 'left' | 'middle' | 'right';

/**
 * Where a tap on the book fell, as e-book apps read it: the left or right edge turns the page that
 * way (foliate-js's goLeft/goRight, which know a right-to-left book), the middle is for the
 * reader's controls. `x` and `box` are in the window's coordinates.
 */
export function tapZone(x: number, box: { left: number; width: number }): TapZone {
  if (box.width <= 0) return 'middle';
  const across = (x - box.left) / box.width;
  if (across < EDGE_SHARE) return 'left';
  if (across > 1 - EDGE_SHARE) return 'right';
  return 'middle';
}
