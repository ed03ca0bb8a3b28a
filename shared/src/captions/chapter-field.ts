import {
  CHAPTER_RULE,
  chapterClock,
  chaptersKeepRule,
  readChapterLine,
  type Chapter,
} from './chapters.js';

// The chapters field of the upload form and of My uploads, apart from chapters.ts: the players
// read chapters, only those two forms write them (the client keeps this out of the players' chunk).

export type ChapterFieldResult =
  | { ok: true; chapters: Chapter[] }
  | { ok: false; line: number; message: string };

/**
 * The chapters field of the upload form and of My uploads: every line that is not blank is a
 * chapter, and the list keeps the rule. Says which line is wrong.
 */
export function readChapterField(text: string): ChapterFieldResult {
  const chapters: Chapter[] = [];
  const lines = text.split(/\r\n?|\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const chapter = readChapterLine(line);
    if (!chapter) {
      return {
        ok: false,
        line: i + 1,
        message: `Line ${i + 1}: write a time, then the title, as in 0:00 Intro`,
      };
    }
    chapters.push(chapter);
  }
  if (!chaptersKeepRule(chapters)) return { ok: false, line: 0, message: CHAPTER_RULE };
  return { ok: true, chapters };
}

/** Chapters as lines of the chapters field, to edit them again. */
export const chapterLines = (chapters: readonly Chapter[]): string =>
  chapters.map((chapter) => `${chapterClock(chapter.start)} ${chapter.title}`).join('\n');
