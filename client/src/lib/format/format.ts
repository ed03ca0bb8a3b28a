// lib/format: counts, credits, sizes, times and dates as the pages write them.
/**
 * A formatter per locale, built on first use: building one costs more than formatting with it
 * (on a phone, toLocaleDateString with options took a quarter of a millisecond per card, and the
 * compact number formatter a few milliseconds of start-up, where most counts are below 1,000).
 */
function perLocale<T>(make: (locale: string | undefined) => T): (locale?: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    const key = locale ?? '';
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale);
      made.set(key, value);
    }
    return value;
  };
}

const COMPACT_UNITS = ['K', 'M', 'B', 'T'] as const;

/**
 * Counts of docs/product.md section 9: K from 1,000, M from 1,000,000, one decimal (B, T beyond),
 * rounding across units as en-US compact notation does (999,950 reads "1.0M", not "1000.0K").
 * Plain arithmetic, not Intl: a page's first Intl call loads ICU's data, 40-200 ms of main thread
 * on a fresh tab (docs/decisions/0269); format.test.ts checks it against Intl's en-US output.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 1_000) return String(Math.floor(n));
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && n >= 1_000 ** (unit + 2)) unit += 1;
  // Tenths of the unit, rounded half up (1,250 reads "1.3K"): one division of whole numbers.
  let tenths = Math.round(n / 10 ** (3 * unit + 2));
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    tenths = Math.round(n / 10 ** (3 * unit + 2));
  }
  return `${Math.floor(tenths / 10)}.${tenths % 10}${COMPACT_UNITS[unit] ?? ''}`;
}

/** "1 view", "0 views", "1.2K views": singular only when the count is exactly 1. */
export function formatViews(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'view' : 'views'}`;
}

export function formatPlays(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'play' : 'plays'}`;
}

/** Credit amounts to 2 decimals. */
export function formatCredits(n: number): string {
  return (Number.isFinite(n) ? n : 0).toFixed(2);
}

const amountFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
);

/** A balance with locale number formatting followed by the currency (navigation bar). */
export function formatBalance(balance: number, currency: string, locale?: string): string {
  const amount = amountFormat(locale).format(balance);
  return currency ? `${amount} ${currency}` : amount;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A readable date ("Mar 4, 2026", in the English of the rest of the interface, the same text on
 * the server and in the browser), or "Unknown date" when the value is missing or invalid. Given a
 * locale, that locale's short date. Without one no Intl is needed (docs/decisions/0269).
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale?: string,
): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  if (locale !== undefined) return dateFormat(locale).format(date);
  return `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}, ${date.getFullYear()}`;
}

const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
);

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** File sizes in Bytes, KB, MB, GB, TB, base 1024. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

/** Media time as m:ss. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
