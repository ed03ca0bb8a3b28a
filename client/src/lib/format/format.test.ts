import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  formatBalance,
  formatCount,
  formatCredits,
  formatDate,
  formatFileSize,
  formatTime,
  formatViews,
} from './format';

describe('formatCount and formatViews', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1250, '1.3K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [2_450_000, '2.5M'],
    [999.9, '999'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d -> %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('uses the singular only at exactly one', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(2)).toBe('2 views');
    expect(formatViews(1500)).toBe('1.5K views');
  });
});

describe('money, dates, sizes and times', () => {
  it('shows credits to 2 decimals', () => {
    expect(formatCredits(5)).toBe('5.00');
    expect(formatCredits(2.5)).toBe('2.50');
    expect(formatBalance(1234.5, 'credits', 'en-US')).toBe('1,234.5 credits');
  });

  it('says "Unknown date" for invalid dates', () => {
    expect(formatDate('not a date')).toBe('Unknown date');
    expect(formatDate(undefined)).toBe('Unknown date');
    expect(formatDate('2026-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2026');
  });

  it('formats a date as toLocaleDateString would, with one formatter per locale', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const dates = ['2026-03-04T10:00:00Z', '2025-12-31T23:00:00Z', 1_700_000_000_000];
    for (const locale of ['fr-FR', 'de-DE']) {
      for (const value of dates) {
        const expected = new Date(value).toLocaleDateString(locale, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
        });
        expect(formatDate(value, locale)).toBe(expected);
      }
    }
    // A feed formats one date per card: its locale's formatter is built once, not per card.
    const built = made.mock.calls.filter(([locale]) => locale === 'fr-FR' || locale === 'de-DE');
    expect(built).toHaveLength(2);
    made.mockRestore();
  });

  it('writes counts as en-US compact notation with one decimal does, without Intl', () => {
    const compact = new Intl.NumberFormat('en-US', {
      notation: 'compact',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const counts = fc.oneof(
      fc.integer({ min: 1_000, max: 999_999_999_999_999 }),
      // Around each unit's edge and each tie, where rounding across units happens.
      fc
        .constantFrom(1, 1_000, 1_000_000, 1_000_000_000, 1_000_000_000_000)
        .chain((unit) =>
          fc.integer({ min: Math.max(1_000, 995 * unit - 100), max: 1_005 * unit + 100 }),
        ),
      fc.integer({ min: 10, max: 99_999 }).map((n) => n * 100 + 50),
    );
    fc.assert(
      fc.property(counts, (n) => {
        expect(formatCount(n)).toBe(compact.format(n));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes a date in English without a locale, as en-US does', () => {
    const english = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatDate(ms)).toBe(english.format(new Date(ms)));
      }),
    );
  });

  it('builds no Intl formatter for counts and dates, only for a balance', async () => {
    const Original = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./format');
    expect(fresh.formatViews(999)).toBe('999 views');
    expect(fresh.formatViews(1_500)).toBe('1.5K views');
    expect(fresh.formatPlays(2_000_000)).toBe('2.0M plays');
    expect(fresh.formatDate('2026-03-04T10:00:00')).toBe('Mar 4, 2026');
    expect(made).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(fresh.formatBalance(1234.5, 'credits', 'en-US')).toBe('1,234.5 credits');
    expect(fresh.formatBalance(99, 'credits', 'en-US')).toBe('99 credits');
    // One en-US amount formatter, kept.
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
    dates.mockRestore();
  });

  it('formats sizes in base 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('formats media time as m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
