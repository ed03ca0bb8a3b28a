import { describe, expect, it } from 'vitest';
import { readingTime } from './reader-settings';
import { progressThrough } from './reading-progress';

describe('readingTime', () => {
  it('counts words at 220 a minute, never under a minute', () => {
    expect(readingTime('')).toBe('1 min read');
    expect(readingTime('a few words')).toBe('1 min read');
    expect(readingTime(Array(1100).fill('w').join(' \n '))).toBe('5 min read');
  });
});

describe('progressThrough', () => {
  it('goes from 0 at the top of the text to 100 at its end', () => {
    expect(progressThrough(100, 2000, 800)).toBe(0);
    expect(progressThrough(-600, 2000, 800)).toBe(50);
    expect(progressThrough(-1200, 2000, 800)).toBe(100);
    expect(progressThrough(-5000, 2000, 800)).toBe(100);
  });

  it('counts a text shorter than the window as read once it is in view', () => {
    expect(progressThrough(0, 300, 800)).toBe(100);
    expect(progressThrough(50, 300, 800)).toBe(0);
  });
});
