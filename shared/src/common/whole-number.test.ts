import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './whole-number.js';

describe('groupThousands', () => {
  it('groups as en-US does', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(2000)).toBe('2,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-12345)).toBe('-12,345');
  });

  it('writes any safe whole number as Intl en-US would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
  });
});
