import type { Renderer, View } from 'foliate-js/view.js';
import { useEffect } from 'react';
import type { Theme } from '../../../lib/theme/theme-context';
import { ebookCss, MARGINS, type EbookSettings } from './ebook-settings';

/**
 * A column's widest line, in pixels (42em at 16 px): one column until the page holds two. In
 * pixels because foliate-js counts columns with the number alone: '42em' counted as 42 px and
 * split a 560 px page into two columns of 229 px.
 */
const MAX_LINE_PX = 672;

/** The stylesheet each renderer was last given: the same one again would only lay it out anew. */
const givenStyles = new WeakMap<Renderer, string>();

/**
 * Gives the book's renderer the reader's settings, changing only what differs: foliate-js lays the
 * whole section out again for each attribute set, even to the value it has. Before the first
 * section is drawn (use-foliate-view.ts) the book opens laid out once, as the reader wants it.
 */
export function applyRendererSettings(
  renderer: Renderer,
  settings: EbookSettings,
  theme: Theme,
): void {
  const attributes = {
    flow: settings.flow,
    gap: `${MARGINS[settings.margin]}%`,
    'max-inline-size': `${MAX_LINE_PX}px`,
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (renderer.getAttribute(name) !== value) renderer.setAttribute(name, value);
  }
  const css = ebookCss(settings, theme);
  if (givenStyles.get(renderer) === css) return;
  givenStyles.set(renderer, css);
  renderer.setStyles?.(css);
}

/** The reader's settings, applied to every page of the book as they change. */
export function useRendererSettings(
  view: View | null,
  settings: EbookSettings,
  theme: Theme,
): void {
  useEffect(() => {
    if (view) applyRendererSettings(view.renderer, settings, theme);
  }, [view, settings, theme]);
}
