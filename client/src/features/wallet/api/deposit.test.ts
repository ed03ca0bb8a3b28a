import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './deposit';

describe('createIdempotencyKey', () => {
  it('is the timestamp plus a random base-36 string', () => {
    expect(createIdempotencyKey(1_700_000_000_000)).toMatch(/^1700000000000-[a-z0-9]{6,10}$/);
  });

  it('differs between calls made in the same millisecond', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey(42)));
    expect(keys.size).toBe(50);
  });
});
