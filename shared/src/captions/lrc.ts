import { LineType, parse } from 'clrc';
import { escapeCueText, type TimedText } from './webvtt-text.js';

/** How long the last line of a lyrics file stays up, having no next line to end it. */
export const LAST_LYRIC_SECONDS = 6;

type LrcResult = { ok: true; cues: TimedText[] } | { ok: false; line: number; message: string };

/**
 * Synced lyrics (LRC: `[mm:ss.xx] words`, read by clrc) as cues: each line lasts until the next
 * one starts. A blank timed line (an instrumental break) ends the one before and shows nothing.
 * Metadata lines (`[ar: …]`) are skipped; any other line with something on it is refused.
 */
export function lrcToCues(text: string): LrcResult {
  const lines = parse(text);
  const stray = lines.find((line) => line.type === LineType.INVALID && line.raw.trim() !== '');
  if (stray) {
    return {
      ok: false,
      line: stray.lineNumber + 1,
      message:
        'Not a lyrics line: write the time in brackets, then the words, as in [00:12.50] Hello',
    };
  }
  const timed = lines
    .flatMap((line) =>
      line.type === LineType.LYRIC
        ? [{ start: line.startMillisecond / 1000, text: line.content.trim() }]
        : [],
    )
    .sort((a, b) => a.start - b.start);
  const cues = timed.flatMap((line, i): TimedText[] => {
    const end = timed[i + 1]?.start ?? line.start + LAST_LYRIC_SECONDS;
    if (line.text === '' || end <= line.start) return [];
    return [{ start: line.start, end, text: escapeCueText(line.text) }];
  });
  if (cues.length === 0) {
    return { ok: false, line: 0, message: 'The file has no timed lyrics lines' };
  }
  return { ok: true, cues };
}
