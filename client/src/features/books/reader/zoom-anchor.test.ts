import { describe, expect, it } from 'vitest';
import { anchorOn, scrollToKeep } from './zoom-anchor';

describe('zooming around the fingers', () => {
  it('keeps the spot that was tapped under the finger at twice the size', () => {
    // A 300 × 400 page at (10, 100); a double tap near its right edge.
    const anchor = anchorOn({ left: 10, top: 100, width: 300, height: 400 }, { x: 280, y: 200 });
    expect(anchor).toMatchObject({ across: 0.9, down: 0.25 });
    // Drawn again at twice the size, from the stage's left edge and the same top.
    const { dx, dy } = scrollToKeep(anchor, { left: 0, top: 100, width: 600, height: 800 });
    expect({ dx, dy }).toEqual({ dx: 260, dy: 100 });
    // After scrolling by that much, the spot is where the finger is.
    expect(0 - dx + 0.9 * 600).toBe(280);
    expect(100 - dy + 0.25 * 800).toBe(200);
  });

  it('needs no scroll when the page is drawn where it was', () => {
    const page = { left: 10, top: 100, width: 300, height: 400 };
    expect(scrollToKeep(anchorOn(page, { x: 60, y: 150 }), page)).toEqual({ dx: 0, dy: 0 });
  });

  it('holds to the page when the gesture began beside it', () => {
    const anchor = anchorOn({ left: 10, top: 100, width: 300, height: 400 }, { x: 400, y: 20 });
    expect(anchor).toMatchObject({ across: 1, down: 0 });
  });
});
