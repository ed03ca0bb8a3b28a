import type { Highlight } from '@inkreel/shared';
import { compare } from 'foliate-js/epubcfi.js';
import { Overlayer } from 'foliate-js/overlayer.js';
import type { View } from 'foliate-js/view.js';
import { useEffect, useMemo } from 'react';
import { COLOR_FILLS, highlightsMarkdown } from './highlight-colors';

/**
 * The book's highlights in book order, drawn on the pages as sections are drawn (`drawn` counts
 * them) and again when the list changes.
 */
export function useDrawnHighlights(
  view: View | null,
  list: Highlight[],
  drawn: number,
): Highlight[] {
  const sorted = useMemo(
    () => [...list].sort((a, b) => safeCompare(a.location, b.location)),
    [list],
  );
  useEffect(() => {
    if (!view) return;
    const onDraw = (event: Event) => {
      const { draw, annotation } = (
        event as CustomEvent<{
          draw: (f: unknown, o: unknown) => void;
          annotation: { color?: string };
        }>
      ).detail;
      draw(Overlayer.highlight, { color: annotation.color });
    };
    view.addEventListener('draw-annotation', onDraw);
    for (const h of sorted)
      void view.addAnnotation({ value: h.location, color: COLOR_FILLS[h.color] });
    return () => {
      view.removeEventListener('draw-annotation', onDraw);
      for (const h of sorted) void view.deleteAnnotation({ value: h.location });
    };
  }, [view, sorted, drawn]);
  return sorted;
}

/** The highlights as a Markdown file the browser downloads, named after the book. */
export function downloadHighlights(
  title: string | undefined,
  author: string | undefined,
  sorted: Highlight[],
): void {
  const text = highlightsMarkdown(title ?? 'Book', author, sorted);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${(title ?? 'book').replace(/[\\/:*?"<>|]+/g, ' ').trim()} highlights.md`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Book order by CFI; a location that is no CFI (a PDF page) sorts by its text. */
function safeCompare(a: string, b: string): number {
  try {
    return compare(a, b);
  } catch {
    return a.localeCompare(b);
  }
}
