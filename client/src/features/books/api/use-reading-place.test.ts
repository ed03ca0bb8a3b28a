import { buildUrl, readingCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { readingPlaceKey } from './use-reading-place';

describe('readingPlaceKey', () => {
  it("is the place call's URL, which the keeping call shares", () => {
    for (const bookId of ['0123456789abcdef01234567', 'a b']) {
      expect(readingPlaceKey(bookId)).toBe(buildUrl(readingCalls.place, { params: { bookId } }));
      expect(readingPlaceKey(bookId)).toBe(
        buildUrl(readingCalls.keepPlace, { params: { bookId } }),
      );
    }
  });
});
