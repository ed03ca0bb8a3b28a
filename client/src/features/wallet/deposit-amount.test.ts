import { MAX_DEPOSIT } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { depositAmountProblem, NOT_A_NUMBER } from './deposit-amount';

describe('depositAmountProblem', () => {
  it('accepts amounts the wallet takes, and an empty field (nothing typed yet)', () => {
    for (const text of ['25', '12.5', '12.50', '0.01', String(MAX_DEPOSIT), '']) {
      expect(depositAmountProblem(text)).toBeNull();
    }
  });

  it('says why for zero, negative, too precise and too large amounts', () => {
    expect(depositAmountProblem('0')).toBe('Amount must be greater than 0');
    expect(depositAmountProblem('-5')).toBe('Amount must be greater than 0');
    expect(depositAmountProblem('1.234')).toBe('Amount can have at most 2 decimals');
    // Grouped as every count the product shows.
    expect(depositAmountProblem(String(MAX_DEPOSIT + 1))).toBe('Amount must be at most 100,000');
  });

  it('says a number is wanted for what the browser could not read as one', () => {
    expect(depositAmountProblem('', true)).toBe(NOT_A_NUMBER);
    expect(depositAmountProblem('1e999')).toBe(NOT_A_NUMBER);
  });
});
