import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookPlaceSchema } from './book-place.js';
import { BOOK_PLACE_CFI_MAX, isEpubCfi } from './book-place-rules.js';

const schemaSays = (value: unknown) => bookPlaceSchema.shape.cfi.safeParse(value).success;

describe('isEpubCfi', () => {
  it('takes a CFI and refuses what is not one', () => {
    expect(isEpubCfi('epubcfi(/6/4!/4/2/1:0)')).toBe(true);
    expect(isEpubCfi('epubcfi()')).toBe(false);
    expect(isEpubCfi('/6/4!/4/2/1:0')).toBe(false);
    expect(isEpubCfi(`epubcfi(${'a'.repeat(BOOK_PLACE_CFI_MAX)})`)).toBe(false);
    expect(isEpubCfi(null)).toBe(false);
    expect(isEpubCfi(12)).toBe(false);
  });

  it('says what the schema says, for any value', () => {
    const cfiLike = fc
      .tuple(fc.string({ maxLength: 1100 }), fc.constantFrom('', ')', ')\n', 'x'))
      .map(([inside, end]) => `epubcfi(${inside}${end}`);
    fc.assert(
      fc.property(fc.oneof(cfiLike, fc.string(), fc.anything()), (value) => {
        expect(isEpubCfi(value)).toBe(schemaSays(value));
      }),
      { numRuns: 500 },
    );
  });
});
