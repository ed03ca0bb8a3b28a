import { describe, expect, it } from 'vitest';
import { parseRange } from './range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
    ['BYTES=1-1', 10, { start: 1, end: 1 }],
  ])('reads %s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=5000-6000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
  ])('finds %s of %i bytes unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-1',
    'items=0-1',
    'bytes=a-b',
    'bytes=0-1,5-6',
  ])('ignores %s and sends the whole file', (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });
});
