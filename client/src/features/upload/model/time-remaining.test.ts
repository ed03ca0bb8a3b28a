import { describe, expect, it } from 'vitest';
import { estimateSecondsRemaining, formatTimeRemaining } from './time-remaining';

describe('estimateSecondsRemaining', () => {
  it('assumes a speed of one tenth of the uploaded bytes per second', () => {
    // speed = 500 / 10 = 50 B/s; 500 B left -> 10 s
    expect(estimateSecondsRemaining(500, 1000)).toBe(10);
    // speed = 100 / 10 = 10 B/s; 900 B left -> 90 s
    expect(estimateSecondsRemaining(100, 1000)).toBe(90);
    expect(estimateSecondsRemaining(1000, 1000)).toBe(0);
  });

  it('works on a percentage as well as on bytes', () => {
    expect(estimateSecondsRemaining(25, 100)).toBe(estimateSecondsRemaining(2500, 10000));
  });

  it('has no estimate before the first byte or without a total', () => {
    expect(estimateSecondsRemaining(0, 1000)).toBeNull();
    expect(estimateSecondsRemaining(10, 0)).toBeNull();
    expect(estimateSecondsRemaining(Number.NaN, 10)).toBeNull();
  });
});

describe('formatTimeRemaining', () => {
  it('uses seconds below a minute, singular for one', () => {
    expect(formatTimeRemaining(1)).toBe('About 1 second remaining');
    expect(formatTimeRemaining(0.2)).toBe('About 1 second remaining');
    expect(formatTimeRemaining(45)).toBe('About 45 seconds remaining');
    expect(formatTimeRemaining(59.5)).toBe('About 1 minute remaining');
  });

  it('uses minutes below an hour', () => {
    expect(formatTimeRemaining(60)).toBe('About 1 minute remaining');
    expect(formatTimeRemaining(90)).toBe('About 2 minutes remaining');
    expect(formatTimeRemaining(3500)).toBe('About 58 minutes remaining');
    expect(formatTimeRemaining(3599)).toBe('About 1 hour remaining');
  });

  it('uses hours from an hour on', () => {
    expect(formatTimeRemaining(3600)).toBe('About 1 hour remaining');
    expect(formatTimeRemaining(3 * 3600 + 100)).toBe('About 3 hours remaining');
  });

  it('says nothing when there is nothing left or no estimate', () => {
    expect(formatTimeRemaining(0)).toBeNull();
    expect(formatTimeRemaining(null)).toBeNull();
    expect(formatTimeRemaining(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
