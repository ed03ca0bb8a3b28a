import * as z from 'zod/mini';
import { useStoredState } from '../../../lib/storage/use-stored-state';
import type { Theme } from '../../../lib/theme/theme-context';

export const EBOOK_SETTINGS_KEY = 'inkreel:ebook-settings';

/** Text sizes in percent of the book's own, smallest first. */
export const FONT_SIZES = [80, 90, 100, 115, 130, 150, 175] as const;
export const LINE_SPACINGS = { compact: 1.35, normal: 1.6, relaxed: 1.9 } as const;
/** The gap either side of the text, in percent of the page. */
export const MARGINS = { narrow: 3, normal: 6, wide: 10 } as const;
export const PAGE_COLORS = ['auto', 'light', 'sepia', 'dark'] as const;

export const ebookSettingsSchema = z.object({
  size: z.int().check(z.minimum(0), z.maximum(FONT_SIZES.length - 1)),
  spacing: z.enum(['compact', 'normal', 'relaxed']),
  margin: z.enum(['narrow', 'normal', 'wide']),
  font: z.enum(['serif', 'sans']),
  page: z.enum(PAGE_COLORS),
  flow: z.enum(['paginated', 'scrolled']),
});
export type EbookSettings = z.infer<typeof ebookSettingsSchema>;

export const DEFAULT_EBOOK_SETTINGS: EbookSettings = {
  size: 2,
  spacing: 'normal',
  margin: 'normal',
  font: 'serif',
  page: 'auto',
  flow: 'paginated',
};

/** The EPUB and MOBI reader's preferences, kept across visits and books. */
export function useEbookSettings() {
  return useStoredState(EBOOK_SETTINGS_KEY, ebookSettingsSchema, DEFAULT_EBOOK_SETTINGS);
}

/** Page and text colours; "auto" follows the product's light or dark theme. */
const COLORS = {
  light: { background: '#ffffff', text: '#1d1b22', link: '#5b3fc4' },
  sepia: { background: '#f4ecd8', text: '#4b3b2a', link: '#8a4b14' },
  dark: { background: '#17161d', text: '#e6e3ee', link: '#b8a6ff' },
} as const;

export function pageColors(settings: EbookSettings, theme: Theme) {
  return COLORS[settings.page === 'auto' ? theme : settings.page];
}

/** The stylesheet set inside every page of the book (foliate-js's `setStyles`). */
export function ebookCss(settings: EbookSettings, theme: Theme): string {
  const { background, text, link } = pageColors(settings, theme);
  const family =
    settings.font === 'serif'
      ? "Georgia, 'Iowan Old Style', 'Times New Roman', serif"
      : "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  return `
    html { color-scheme: ${settings.page === 'dark' || (settings.page === 'auto' && theme === 'dark') ? 'dark' : 'light'}; }
    html, body { background: ${background} !important; color: ${text} !important; }
    body { font-size: ${FONT_SIZES[settings.size]}% !important; }
    body, p, li, blockquote, dd, div, span {
      font-family: ${family} !important;
      line-height: ${LINE_SPACINGS[settings.spacing]} !important;
    }
    a:any-link { color: ${link} !important; }
    img, svg { max-width: 100%; height: auto; }
    ::selection { background: color-mix(in srgb, ${link} 35%, transparent); }
  `;
}
