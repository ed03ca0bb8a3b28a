import { describe, expect, it } from 'vitest';
import { progressText } from './ebook-bar';
import { DEFAULT_EBOOK_SETTINGS, ebookCss, pageColors } from './ebook-settings';

const place = (fraction: number, minutesLeft: number | undefined) => ({
  fraction,
  cfi: 'epubcfi(/6/4!/4/2/1:0)',
  chapter: 'Soundings',
  chapterHref: 'chapter-2.xhtml',
  minutesLeft,
});

describe('progressText', () => {
  it('says how far through the book, and the minutes left in the chapter', () => {
    expect(progressText(place(0.424, 3))).toEqual({
      percent: '42%',
      left: '3 min left in chapter',
    });
    expect(progressText(place(1, 1)).left).toBe('Less than a minute left in chapter');
    expect(progressText(place(0.5, undefined)).left).toBe('');
    expect(progressText(null)).toEqual({ percent: '', left: '' });
  });
});

describe('the page colours', () => {
  it('follow the theme unless sepia, light or dark is chosen', () => {
    expect(pageColors(DEFAULT_EBOOK_SETTINGS, 'dark').background).toBe('#17161d');
    expect(pageColors(DEFAULT_EBOOK_SETTINGS, 'light').background).toBe('#ffffff');
    const sepia = { ...DEFAULT_EBOOK_SETTINGS, page: 'sepia' as const };
    expect(pageColors(sepia, 'dark').background).toBe('#f4ecd8');
    const css = ebookCss({ ...sepia, size: 4, font: 'sans', spacing: 'relaxed' }, 'dark');
    expect(css).toContain('font-size: 130%');
    expect(css).toContain('line-height: 1.9');
    expect(css).toContain('sans-serif');
    expect(css).toContain('color-scheme: light');
  });
});
