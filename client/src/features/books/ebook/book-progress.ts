import type { BookSection, RelocateDetail } from 'foliate-js/view.js';

/** foliate-js counts a section's size per minute of reading in bytes of its markup. */
export const BYTES_PER_MINUTE = 1600;

/**
 * How far through the book the shown page starts, 0 to 1 (docs/product.md, "Every book readable"): 0 on
 * the first page, 1 once the last page shows. foliate-js's own `fraction` is where the page ends,
 * so a title page read as 13% before a word was read; its time left in the book counts from the
 * page's start, which gives where that is in the sections a reader goes through (not those the
 * book marks as outside its reading order, which foliate-js leaves out of its sizes too).
 */
export function startFraction(
  detail: Pick<RelocateDetail, 'fraction' | 'time'>,
  sections: readonly Pick<BookSection, 'size' | 'linear'>[],
): number {
  if (detail.fraction >= 1) return 1;
  const total = sections.reduce(
    (sum, section) => sum + (section.linear !== 'no' && section.size > 0 ? section.size : 0),
    0,
  );
  if (total <= 0) return Math.max(0, detail.fraction);
  const start = 1 - (detail.time.total * BYTES_PER_MINUTE) / total;
  return Math.min(Math.max(0, detail.fraction), Math.max(0, start));
}
