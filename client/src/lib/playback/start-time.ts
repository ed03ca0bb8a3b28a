// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
/**
 * `?t=` on a video's link: where playback starts, in whole seconds (docs/product.md, "Share").
 * Accepts `83` and `83s` (the form other video sites write); anything else, or 0, is no start
 * time, so a mistyped link still plays from the beginning.
 */
export function parseStartTime(value: string | null | undefined): number | undefined {
  const match = /^(\d{1,7})(?:\.\d+)?s?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const seconds = Number(match[1]);
  return seconds > 0 ? seconds : undefined;
}

/**
 * Where a video opened with `?t=` starts: `value` is the link's `t` (null when it has none). No
 * `t` leaves the player at the remembered place (undefined); a `t` that is not a time, or is 0,
 * plays from the start (0), since someone sent a starting point (docs/product.md, "Share").
 */
export function playerStartAt(value: string | null): number | undefined {
  if (value === null) return undefined;
  return parseStartTime(value) ?? 0;
}

/** The link with `t` set to the whole seconds of `seconds` (none when under one second). */
export function withStartTime(link: string, seconds: number): string {
  const url = new URL(link);
  const whole = Math.floor(seconds);
  if (Number.isFinite(whole) && whole >= 1) url.searchParams.set('t', String(whole));
  else url.searchParams.delete('t');
  return url.toString();
}
