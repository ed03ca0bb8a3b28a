import { describe, expect, it } from 'vitest';
import { chapterLines, readChapterField } from './chapter-field.js';
import { chapterAt, chapterClock, chapterListSchema, chaptersFromDescription } from './chapters.js';

describe('chaptersFromDescription', () => {
  it('reads "0:00 Intro" lines among other text, hours and dashes included', () => {
    const description =
      'A film in parts.\n\n0:00 Intro\n1:30 - The middle\n(1:02:03) The end\nThanks for watching';
    expect(chaptersFromDescription(description)).toEqual([
      { start: 0, title: 'Intro' },
      { start: 90, title: 'The middle' },
      { start: 3723, title: 'The end' },
    ]);
  });

  it.each([
    ['fewer than three', '0:00 Intro\n0:30 End'],
    ['a first one after 0:00', '0:05 Intro\n0:30 Middle\n1:00 End'],
    ['times out of order', '0:00 Intro\n1:30 Middle\n1:00 End'],
    ['a time that is not one', '0:00 Intro\n0:75 Middle\n1:00 End'],
    ['no times at all', 'Just a description'],
  ])('gives none for %s', (_what, text) => {
    expect(chaptersFromDescription(text)).toEqual([]);
  });
});

describe('readChapterField', () => {
  it('reads every line, blank lines skipped', () => {
    expect(readChapterField('0:00 Intro\n\n0:10 Two\n0:20 Three\n')).toEqual({
      ok: true,
      chapters: [
        { start: 0, title: 'Intro' },
        { start: 10, title: 'Two' },
        { start: 20, title: 'Three' },
      ],
    });
    expect(readChapterField('')).toEqual({ ok: true, chapters: [] });
  });

  it('names the line that is not a chapter, and says the rule when the list breaks it', () => {
    expect(readChapterField('0:00 Intro\nmiddle\n0:20 End')).toEqual({
      ok: false,
      line: 2,
      message: 'Line 2: write a time, then the title, as in 0:00 Intro',
    });
    expect(readChapterField('0:00 Intro\n0:20 End')).toMatchObject({ ok: false, line: 0 });
  });

  it('round-trips through chapterLines', () => {
    const chapters = [
      { start: 0, title: 'A' },
      { start: 65, title: 'B' },
      { start: 3725, title: 'C' },
    ];
    expect(chapterLines(chapters)).toBe('0:00 A\n1:05 B\n1:02:05 C');
    expect(readChapterField(chapterLines(chapters))).toEqual({ ok: true, chapters });
  });
});

describe('chapter lists', () => {
  it('the schema keeps the rule', () => {
    expect(chapterListSchema.safeParse([]).success).toBe(true);
    expect(
      chapterListSchema.safeParse([
        { start: 0, title: 'a' },
        { start: 1, title: 'b' },
        { start: 2, title: 'c' },
      ]).success,
    ).toBe(true);
    expect(
      chapterListSchema.safeParse([
        { start: 0, title: 'a' },
        { start: 2, title: 'b' },
        { start: 2, title: 'c' },
      ]).success,
    ).toBe(false);
  });

  it('chapterAt gives the last chapter started, chapterClock its time', () => {
    const chapters = [{ start: 0 }, { start: 10 }, { start: 20 }];
    expect(chapterAt(chapters, 0)).toBe(chapters[0]);
    expect(chapterAt(chapters, 15)).toBe(chapters[1]);
    expect(chapterAt(chapters, 99)).toBe(chapters[2]);
    expect(chapterAt([], 5)).toBeNull();
    expect(chapterClock(59.9)).toBe('0:59');
  });
});
