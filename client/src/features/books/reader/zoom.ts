/** docs/product.md section 9: reader zoom 0.5 to 2 in steps of 0.1, page margin 48 px. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
export const ZOOM_STEP = 0.1;
export const PAGE_MARGIN_PX = 48;
export const RESIZE_DEBOUNCE_MS = 250;
export const RESIZE_THRESHOLD_PX = 10;

/** One decimal, so repeated steps never drift (0.1 + 0.2 !== 0.3). */
const round1 = (value: number) => Math.round(value * 10) / 10;
// Float noise such as 0.7000000001 must not push a value to the next step.
const EPSILON = 1e-9;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return round1(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale)));
}

/** The next step above the current scale (a fit scale like 0.56 goes to 0.6, not 0.66). */
export function zoomIn(scale: number): number {
  return clampZoom(Math.floor(scale * 10 + EPSILON) / 10 + ZOOM_STEP);
}

/** The next step below the current scale. */
export function zoomOut(scale: number): number {
  return clampZoom(Math.ceil(scale * 10 - EPSILON) / 10 - ZOOM_STEP);
}

/**
 * Fit to width: (window width − 48 px) / the page's natural width (its width at scale 1), never
 * above the reader's 200 % (a small page on a wide screen would otherwise be blown up to 250 % and
 * more). It may go below 50 %, so a page always fits a phone's width.
 */
export function fitToWidth(windowWidth: number, pageWidth: number): number {
  if (!(pageWidth > 0) || !Number.isFinite(windowWidth)) return 1;
  return Math.min(MAX_ZOOM, Math.max(windowWidth - PAGE_MARGIN_PX, 1) / pageWidth);
}

export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** A resize counts only when the width changed by more than 10 px. */
export function widthChangeCounts(previous: number, next: number): boolean {
  return Math.abs(next - previous) > RESIZE_THRESHOLD_PX;
}
