/**
 * A whole number with its thousands grouped as English writes them ("2,000", "-12,345"), for the
 * messages and counts every page shows. Plain arithmetic, not `toLocaleString`: a page's first
 * Intl call loads ICU's data, 25 to 50 ms of main thread on a fresh tab (measured 29 November; the
 * comments' contracts paid it while loading), docs/decisions/0269.
 */
export function groupThousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
