import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  fitToWidth,
  formatZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  widthChangeCounts,
  zoomIn,
  zoomOut,
} from './zoom';

describe('zoom steps', () => {
  it('moves by 0.1 without float drift', () => {
    let scale = 0.5;
    for (let i = 0; i < 15; i += 1) scale = zoomIn(scale);
    expect(scale).toBe(2);
    for (let i = 0; i < 15; i += 1) scale = zoomOut(scale);
    expect(scale).toBe(0.5);
    expect(zoomIn(0.7)).toBe(0.8);
    expect(zoomIn(0.1 + 0.2)).toBe(0.5);
    expect(zoomOut(1.1)).toBe(1);
  });

  it('stays within 0.5 and 2', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(2);
    expect(zoomOut(MIN_ZOOM)).toBe(0.5);
    expect(zoomIn(2.4)).toBe(2);
    expect(zoomOut(0.3)).toBe(0.5);
  });

  it('snaps a fit-to-width scale to the neighbouring step', () => {
    expect(zoomIn(0.56)).toBe(0.6);
    expect(zoomOut(0.56)).toBe(0.5);
    expect(zoomIn(1.234)).toBe(1.3);
    expect(zoomOut(1.234)).toBe(1.2);
    expect(zoomOut(2.01)).toBe(2);
  });

  it('clamps and rounds arbitrary scales', () => {
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(9)).toBe(2);
    expect(clampZoom(0)).toBe(0.5);
    expect(clampZoom(NaN)).toBe(1);
  });
});

describe('fitToWidth', () => {
  it('is the window width minus 48 px over the natural page width', () => {
    expect(fitToWidth(1280, 616)).toBe(2);
    expect(fitToWidth(390, 612)).toBeCloseTo(342 / 612, 10);
  });

  it('stops at 200 % for a small page on a wide window, and may go below 50 % to fit a phone', () => {
    expect(fitToWidth(1280, 432)).toBe(MAX_ZOOM);
    expect(fitToWidth(390, 842)).toBeCloseTo(342 / 842, 10);
    expect(fitToWidth(390, 842)).toBeLessThan(MIN_ZOOM);
  });

  it('falls back to 1 without a page width', () => {
    expect(fitToWidth(1280, 0)).toBe(1);
    expect(fitToWidth(1280, NaN)).toBe(1);
  });

  it('never goes to zero or below on a tiny window', () => {
    expect(fitToWidth(20, 600)).toBeGreaterThan(0);
  });
});

describe('formatZoom', () => {
  it('shows a whole percentage', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(0.7000000001)).toBe('70%');
    expect(formatZoom(342 / 612)).toBe('56%');
  });
});

describe('widthChangeCounts', () => {
  it('counts only changes over 10 px', () => {
    expect(widthChangeCounts(1000, 1010)).toBe(false);
    expect(widthChangeCounts(1000, 990)).toBe(false);
    expect(widthChangeCounts(1000, 1011)).toBe(true);
    expect(widthChangeCounts(1000, 989)).toBe(true);
  });
});
