import { describe, expect, it } from 'vitest';
import { BYTES_PER_MINUTE, startFraction } from './book-progress';

// A book of 16,000 bytes a reader goes through (a cover page outside its reading order aside):
// ten minutes of reading.
const SECTIONS = [{ size: 900, linear: 'no' }, { size: 2_000 }, { size: 14_000 }];
const minutesFrom = (byte: number) => (16_000 - byte) / BYTES_PER_MINUTE;

describe('startFraction', () => {
  it('is 0 on the title page, though foliate-js reports where that page ends', () => {
    expect(
      startFraction({ fraction: 0.125, time: { section: 1, total: minutesFrom(0) } }, SECTIONS),
    ).toBe(0);
  });

  it('is where the page shown starts, in the sections read in order', () => {
    const place = { fraction: 0.55, time: { section: 4, total: minutesFrom(8_000) } };
    expect(startFraction(place, SECTIONS)).toBeCloseTo(0.5);
  });

  it('is 1 once the last page shows', () => {
    expect(
      startFraction({ fraction: 1, time: { section: 0.2, total: minutesFrom(15_500) } }, SECTIONS),
    ).toBe(1);
  });

  it('falls back to foliate-js’s figure for a book with no sizes, and never leaves 0 to 1', () => {
    expect(startFraction({ fraction: 0.3, time: { section: 0, total: 0 } }, [])).toBe(0.3);
    expect(startFraction({ fraction: 0.3, time: { section: 0, total: 99 } }, SECTIONS)).toBe(0);
    expect(startFraction({ fraction: -0.1, time: { section: 0, total: 0 } }, [])).toBe(0);
  });
});
