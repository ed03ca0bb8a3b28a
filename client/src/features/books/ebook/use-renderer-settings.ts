import type { View } from 'foliate-js/view.js';
import { useEffect } from 'react';
import type { Theme } from '../../../lib/theme/theme-context';
import { ebookCss, MARGINS, type EbookSettings } from './ebook-settings';

/**
 * A column's widest line, in pixels (42em at 16 px): one column until the page holds two. In
 * pixels because foliate-js counts columns with the number alone: '42em' counted as 42 px and
 * split a 560 px page into two columns of 229 px.
 */
const MAX_LINE_PX = 672;

/** The reader's settings, applied to every page of the book as they change. */
export function useRendererSettings(
  view: View | null,
  settings: EbookSettings,
  theme: Theme,
): void {
  useEffect(() => {
    if (!view) return;
    const renderer = view.renderer;
    renderer.setAttribute('flow', settings.flow);
    renderer.setAttribute('gap', `${MARGINS[settings.margin]}%`);
    renderer.setAttribute('max-inline-size', `${MAX_LINE_PX}px`);
    renderer.setStyles(ebookCss(settings, theme));
  }, [view, settings, theme]);
}
