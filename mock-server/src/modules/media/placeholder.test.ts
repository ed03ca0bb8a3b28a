import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './placeholder';

const fontSizeOf = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)?.[1]);

describe('placeholderSvg', () => {
  it('keeps a short title at a ninth of the smaller side', () => {
    expect(fontSizeOf(placeholderSvg('Salt', 600, 900))).toBe(66);
    expect(fontSizeOf(placeholderSvg('Salt', 640, 360))).toBe(40);
  });

  it('shrinks a long title to fit on one line instead of cutting it off at the edges', () => {
    // A book cover: at a ninth of 600 px (66 px) this title ran about 180 px past the sides.
    const title = 'My Second Review Book';
    const size = fontSizeOf(placeholderSvg(title, 600, 900));
    expect(size).toBeLessThan(66);
    // At 0.7 em a letter (wider than a bold sans-serif's letters), within 90% of the width.
    expect(size * 0.7 * title.length).toBeLessThanOrEqual(600 * 0.9);
  });

  it('escapes the title and cuts it at 40 characters', () => {
    const svg = placeholderSvg(`Salt & <Lantern> ${'x'.repeat(40)}`, 640, 360);
    expect(svg).toContain('Salt &amp; &lt;Lantern&gt;');
    expect(svg).toMatch(/x…<\/text>/);
  });
});
