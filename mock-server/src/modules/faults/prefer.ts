/** The longest delay a Prefer header may ask for. */
const MAX_PREFER_DELAY_MS = 60_000;

export class PreferError extends Error {}

/**
 * Reads `Prefer: code=503, delay=1500` (Prism style; commas or semicolons between preferences).
 * Other preferences are ignored, as RFC 7240 asks of unknown ones; a malformed code or delay is
 * an error rather than silently ignored, so a typo in a test does not pass unnoticed.
 */
export function parsePrefer(header: string | string[] | undefined): {
  code?: number;
  delayMs?: number;
} {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const preference: { code?: number; delayMs?: number } = {};
  for (const part of text.split(/[,;]/)) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName?.trim().toLowerCase();
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name === 'code') {
      if (!/^\d{3}$/.test(value) || Number(value) < 100 || Number(value) > 599) {
        throw new PreferError(`Prefer code must be an HTTP status from 100 to 599, got "${value}"`);
      }
      preference.code = Number(value);
    } else if (name === 'delay') {
      if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_PREFER_DELAY_MS) {
        throw new PreferError(
          `Prefer delay must be milliseconds from 0 to ${MAX_PREFER_DELAY_MS}, got "${value}"`,
        );
      }
      preference.delayMs = Number(value);
    }
  }
  return preference;
}
