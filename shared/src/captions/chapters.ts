import * as z from 'zod/mini';

export const CHAPTER_TITLE_MAX_LENGTH = 100;
export const CHAPTERS_MAX = 100;
/** As viewers know chapters from other sites: the first at 0:00, in order, at least three. */
export const CHAPTERS_MIN = 3;
export const CHAPTER_RULE = 'Chapters start at 0:00, go in order and number at least three';

export const chapterSchema = z.object({
  /** Seconds from the start. */
  start: z.number().check(z.nonnegative(), z.lt(360_000)),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A chapter needs a title'),
      z.maxLength(
        CHAPTER_TITLE_MAX_LENGTH,
        `A chapter title is at most ${CHAPTER_TITLE_MAX_LENGTH} characters`,
      ),
    ),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** Whether a list keeps the rule (an empty one does: no chapters). */
export function chaptersKeepRule(chapters: readonly Chapter[]): boolean {
  if (chapters.length === 0) return true;
  if (chapters.length < CHAPTERS_MIN || chapters[0]?.start !== 0) return false;
  return chapters.every((chapter, i) => i === 0 || chapter.start > (chapters[i - 1]?.start ?? 0));
}

export const chapterListSchema = z
  .array(chapterSchema)
  .check(
    z.maxLength(CHAPTERS_MAX, `At most ${CHAPTERS_MAX} chapters`),
    z.refine(chaptersKeepRule, CHAPTER_RULE),
  );

/**
 * A chapter line: a time (`0:00`, `12:34`, `1:02:03`, optionally in brackets) at the start of
 * the line, then the title, perhaps after a dash or a colon (`0:00 - Intro`).
 */
const CHAPTER_LINE =
  /^\s*\(?\[?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\]?\)?\s*(?:[-–—:|]\s*)?(\S.*?)\s*$/;

export function readChapterLine(line: string): Chapter | null {
  const match = CHAPTER_LINE.exec(line);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', title = ''] = match;
  if (Number(s) > 59 || (match[1] !== undefined && Number(m) > 59)) return null;
  return {
    start: Number(h) * 3600 + Number(m) * 60 + Number(s),
    title: title.slice(0, CHAPTER_TITLE_MAX_LENGTH),
  };
}

/**
 * Chapters written in a description, one per line ("0:00 Intro"), as viewers know them from
 * other sites: only when the timed lines keep the rule (first at 0:00, in order, at least
 * three); otherwise the times are just text and there are no chapters.
 */
export function chaptersFromDescription(description: string): Chapter[] {
  const chapters = description.split(/\r\n?|\n/).flatMap((line) => readChapterLine(line) ?? []);
  return chapters.length > 0 && chaptersKeepRule(chapters) ? chapters : [];
}

/** "1:02:03" or "4:05": a chapter's time as it is written in a list. */
export function chapterClock(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The chapter playing at `time`: the last one started by then. */
export function chapterAt<C extends Pick<Chapter, 'start'>>(
  chapters: readonly C[],
  time: number,
): C | null {
  let current: C | null = null;
  for (const chapter of chapters) {
    if (chapter.start <= time) current = chapter;
    else break;
  }
  return current;
}
