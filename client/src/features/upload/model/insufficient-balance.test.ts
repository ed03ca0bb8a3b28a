import { describe, expect, it } from 'vitest';
import { creditsText, shortfallFromBody, shortfallNumbers } from './insufficient-balance';

describe('Insufficient Balance numbers', () => {
  it('needs the difference between the price and the balance', () => {
    expect(shortfallNumbers({ requiredAmount: 10, balance: 3.5 })).toEqual({
      required: 10,
      balance: 3.5,
      needed: 6.5,
    });
  });

  it('never needs a negative amount', () => {
    expect(shortfallNumbers({ requiredAmount: 5, balance: 8 }).needed).toBe(0);
  });

  it('shows Unknown when the provider did not say the price', () => {
    const numbers = shortfallNumbers({ balance: 2 });
    expect(numbers).toEqual({ required: null, balance: 2, needed: null });
    expect(creditsText(numbers.required)).toBe('Unknown');
    expect(creditsText(numbers.needed)).toBe('Unknown');
  });

  it('formats credits to 2 decimals', () => {
    expect(creditsText(6.5)).toBe('6.50 credits');
    expect(creditsText(0)).toBe('0.00 credits');
  });

  it('reads the numbers from any error body, defaulting a missing balance to 0', () => {
    expect(
      shortfallFromBody({
        code: 'INSUFFICIENT_BALANCE',
        message: 'x',
        requiredAmount: 8,
        balance: 1,
      }),
    ).toEqual({
      requiredAmount: 8,
      balance: 1,
    });
    expect(shortfallFromBody('not json')).toEqual({});
    expect(shortfallFromBody({ requiredAmount: '8' })).toEqual({
      requiredAmount: null,
      balance: null,
    });
    expect(shortfallNumbers(shortfallFromBody(null))).toEqual({
      required: null,
      balance: 0,
      needed: null,
    });
  });
});
