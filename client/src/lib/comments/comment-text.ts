// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import type { Mention } from '@inkreel/shared';

/** One run of a comment's text, as it is shown. */
export type CommentSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'time'; text: string; seconds: number }
  | { type: 'mention'; text: string; userId: string };

export interface SegmentOptions {
  /** The text's times ("1:23", "1:02:03") seek: a video's or track's comments. */
  times: boolean;
  /** Seconds; a time past it stays text. */
  duration?: number | undefined;
}

/** A web address: http or https only, up to whitespace (markup's brackets and quotes end it). */
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** `m:ss`, `mm:ss` or `h:mm:ss`, standing alone (not inside a longer number or a ratio). */
const TIME_PATTERN = /(?<![\w:.])(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?![\w:]|\.\d)/g;

/** Ends an address before the sentence's punctuation, keeping a closing bracket it opened. */
function trimAddress(raw: string): string {
  let end = raw.length;
  for (;;) {
    const last = raw[end - 1];
    if (last === undefined) break;
    if ('.,;:!?'.includes(last)) end -= 1;
    else if (last === ')' || last === ']') {
      const open = last === ')' ? '(' : '[';
      const part = raw.slice(0, end);
      if (part.split(open).length - 1 >= part.split(last).length - 1) break;
      end -= 1;
    } else break;
  }
  return raw.slice(0, end);
}

/** Whether `href` is an address a link may point at: http(s), parsed as a URL. */
function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function timeSegments(text: string, options: SegmentOptions): CommentSegment[] {
  if (!options.times) return text ? [{ type: 'text', text }] : [];
  const out: CommentSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TIME_PATTERN)) {
    const [whole, h, m, s] = match;
    const hours = h === undefined ? 0 : Number(h);
    const minutes = Number(m);
    const secs = Number(s);
    // With hours, minutes are two digits under 60; seconds always are under 60.
    if (secs > 59 || (h !== undefined && (minutes > 59 || m?.length !== 2))) continue;
    const seconds = hours * 3600 + minutes * 60 + secs;
    if (options.duration !== undefined && seconds > options.duration) continue;
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    out.push({ type: 'time', text: whole, seconds });
    last = match.index + whole.length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

function linkSegments(text: string, options: SegmentOptions): CommentSegment[] {
  const out: CommentSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    if (!isWebAddress(address)) continue;
    out.push(...timeSegments(text.slice(last, match.index), options));
    out.push({ type: 'link', text: address, href: address });
    last = match.index + address.length;
  }
  out.push(...timeSegments(text.slice(last), options));
  return out;
}

/**
 * A comment's text as runs to show: the mentions the provider resolved, web addresses, and (on a
 * video or track) times. Every character of the text is in exactly one run, in order, so the
 * runs' texts joined are the text itself; nothing in it is ever read as markup.
 */
export function commentSegments(
  text: string,
  mentions: readonly Mention[],
  options: SegmentOptions,
): CommentSegment[] {
  const out: CommentSegment[] = [];
  let last = 0;
  const ordered = [...mentions].sort((a, b) => a.start - b.start);
  for (const m of ordered) {
    const end = m.start + m.length;
    // A range that overlaps the one before or runs past the text is not this text's.
    if (m.start < last || end > text.length || text[m.start] !== '@') continue;
    out.push(...linkSegments(text.slice(last, m.start), options));
    out.push({ type: 'mention', text: text.slice(m.start, end), userId: m.user._id });
    last = end;
  }
  out.push(...linkSegments(text.slice(last), options));
  return out;
}

/** A moment as comments write it: `m:ss`, or `h:mm:ss` from an hour. */
export function formatMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
