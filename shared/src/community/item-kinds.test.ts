import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { creatorTab, ITEM_KINDS, uploadCountsText, type KindCounts } from './item-kinds.js';
import { itemKindSchema, kindCountsSchema } from './kinds.js';

describe('the kinds without zod', () => {
  it('are the kinds the schemas take', () => {
    expectTypeOf<z.infer<typeof kindCountsSchema>>().toEqualTypeOf<KindCounts>();
    expect(ITEM_KINDS.every((kind) => itemKindSchema.safeParse(kind).success)).toBe(true);
    const counts = { video: 0, audio: 2, book: 1, story: 0, poem: 0 };
    expect(kindCountsSchema.safeParse(counts).success).toBe(true);
    expect(uploadCountsText(counts)).toBe('2 tracks · 1 book');
    expect(creatorTab(null, counts)).toBe('audio');
    expect(creatorTab('poems', counts)).toBe('poem');
  });
});
