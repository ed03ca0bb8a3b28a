import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses decimal units with one decimal', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 bytes');
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
    expect(formatBytes(4_200_000, 'en-US')).toBe('4.2 MB');
    expect(formatBytes(1_100_000_000, 'en-US')).toBe('1.1 GB');
    expect(formatBytes(Number.NaN, 'en-US')).toBe('0 bytes');
  });
});
