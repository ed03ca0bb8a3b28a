import { parseText, parseVTTTimestamp, type ParseError } from 'media-captions';
import { CAPTION_MAX_BYTES } from './entities.js';
import { lrcToCues } from './lrc.js';
import { toWebVtt, type TimedText } from './webvtt-text.js';

/** What a caption file may be written in: WebVTT, SubRip, and for a track's lyrics LRC. */
export type CaptionFormat = 'vtt' | 'srt' | 'lrc';

/** Why a file was refused: the line (1-based; 0 for the file as a whole) and what is wrong. */
export interface CaptionProblem {
  line: number;
  message: string;
}

export type CaptionFileResult =
  | { ok: true; format: CaptionFormat; vtt: string; cues: number }
  | { ok: false; problem: CaptionProblem };

const refuse = (line: number, message: string): CaptionFileResult => ({
  ok: false,
  problem: { line, message: line > 0 ? `Line ${line}: ${message}` : message },
});

const isParseError = (error: unknown): error is ParseError =>
  error instanceof Error && typeof (error as Partial<ParseError>).line === 'number';

/** The library's reason without its own " on line N" (the line is said first). */
const reasonOf = (error: ParseError) =>
  error.message.replace(/ on line \d+/, '').replace(/^\w/, (c) => c.toUpperCase());

/** Which format a file is in, from its first line that says anything. */
function detect(lines: readonly string[], allowed: readonly CaptionFormat[]): CaptionFormat {
  const first = lines.find((line) => line.trim() !== '') ?? '';
  if (first.startsWith('WEBVTT')) return 'vtt';
  if (allowed.includes('lrc') && /^\[/.test(first.trim())) return 'lrc';
  return allowed.includes('srt') ? 'srt' : 'vtt';
}

/**
 * A cue that ends before it starts is dropped by the parser without a word; the file is refused
 * at its line instead, so its writer knows.
 */
function backwardsCue(lines: readonly string[]): number {
  const index = lines.findIndex((line) => {
    const [start, rest] = line.split('-->');
    if (rest === undefined || start === undefined) return false;
    const from = parseVTTTimestamp(start.trim().replace(',', '.'));
    const to = parseVTTTimestamp((rest.trim().split(/\s+/)[0] ?? '').replace(',', '.'));
    return from !== null && to !== null && to <= from;
  });
  return index + 1;
}

async function parseTimed(text: string, type: 'vtt' | 'srt'): Promise<CaptionFileResult> {
  const lines = text.split('\n');
  let cues;
  try {
    ({ cues } = await parseText(text, { type, strict: true }));
  } catch (error) {
    if (isParseError(error)) return refuse(Math.max(error.line, 1), reasonOf(error));
    throw error;
  }
  const backwards = backwardsCue(lines);
  if (backwards > 0) return refuse(backwards, 'The cue ends before it starts');
  if (cues.length === 0) {
    return refuse(
      0,
      type === 'vtt'
        ? 'The file has no cues: after WEBVTT, each cue is a line like 00:00:01.000 --> 00:00:04.000 and its text'
        : 'The file has no cues in WebVTT or SRT form',
    );
  }
  if (type === 'vtt') return { ok: true, format: 'vtt', vtt: text, cues: cues.length };
  const timed: TimedText[] = cues.map((cue) => ({
    start: cue.startTime,
    end: cue.endTime,
    text: cue.text,
  }));
  return { ok: true, format: 'srt', vtt: toWebVtt(timed), cues: cues.length };
}

/**
 * Checks a caption or lyrics file and gives it as WebVTT: a WebVTT file as it is (its line
 * breaks made `\n`), SRT and LRC converted. The server and the upload form run the same check,
 * so the form can say which line is wrong before anything is sent.
 */
export async function readCaptionFile(
  raw: string,
  allowed: readonly CaptionFormat[] = ['vtt', 'srt'],
): Promise<CaptionFileResult> {
  if (new TextEncoder().encode(raw).length > CAPTION_MAX_BYTES) {
    return refuse(0, `The file is larger than ${CAPTION_MAX_BYTES / 1024} KB`);
  }
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const format = detect(lines, allowed);
  if (format === 'lrc') {
    const read = lrcToCues(text);
    if (!read.ok) return refuse(read.line, read.message);
    return { ok: true, format: 'lrc', vtt: toWebVtt(read.cues), cues: read.cues.length };
  }
  return parseTimed(text, format);
}
