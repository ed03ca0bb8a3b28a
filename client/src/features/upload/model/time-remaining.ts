/**
 * Seconds left, with the speed docs/product.md section 9 assumes: about one tenth of the bytes uploaded so
 * far, per second. So speed = uploaded / 10 and remaining = (total - uploaded) / speed
 * = 10 * (total - uploaded) / uploaded. Only the uploaded fraction matters, which is why a
 * percentage (uploaded = p, total = 100) works too. Null when nothing is uploaded yet (no speed).
 */
export function estimateSecondsRemaining(uploaded: number, total: number): number | null {
  if (!Number.isFinite(uploaded) || !Number.isFinite(total) || total <= 0 || uploaded <= 0) {
    return null;
  }
  const left = Math.max(total - Math.min(uploaded, total), 0);
  return (10 * left) / uploaded;
}

function unit(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "About N seconds/minutes/hours remaining", singular for exactly 1. Null when there is nothing to say. */
export function formatTimeRemaining(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const secs = Math.ceil(seconds);
  if (secs < 60) return `About ${unit(secs, 'second')} remaining`;
  // Rounding may carry into the next unit (59.6 min reads as "1 hour", not "60 minutes").
  const mins = Math.round(seconds / 60);
  if (mins < 60) return `About ${unit(mins, 'minute')} remaining`;
  return `About ${unit(Math.round(seconds / 3600), 'hour')} remaining`;
}
