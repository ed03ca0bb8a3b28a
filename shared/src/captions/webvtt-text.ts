/** One timed line of text, as a caption or lyrics file gives it. */
export interface TimedText {
  start: number;
  end: number;
  text: string;
}

/** `01:02:03.456` for 3723.456 seconds: a WebVTT timestamp (hours always written). */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * A WebVTT cue payload for `text` taken as plain text: `&`, `<` and `>` written as the entities
 * WebVTT reads back as those characters, and blank lines (which would end the cue) and `-->`
 * (which would start a new one) kept out.
 */
export function escapeCueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * A WebVTT file of `cues`, whose text is already a cue payload (SRT's markup is WebVTT's: `<i>`,
 * `<b>`, `<u>`; other tags are dropped when it is read).
 */
export function toWebVtt(cues: readonly TimedText[]): string {
  const blocks = cues.map(
    (cue) => `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
