import { bookCalls, buildUrl } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { bookBatchRead, bookEntryRead } from './books-page-data';

const ID = 'a'.repeat(24);

// The books pages' keys are written out so their contracts can load with the first read
// (docs/decisions/0452); each must still be its call's URL, which other code revalidates by.
describe('the books pages keys', () => {
  it('are the URLs of the calls they read', () => {
    expect(bookBatchRead(0).key).toBe(`${buildUrl(bookCalls.random)}#batch-0`);
    expect(bookBatchRead(3).key).toBe(`${buildUrl(bookCalls.random)}#batch-3`);
    expect(bookEntryRead(ID).key).toBe(buildUrl(bookCalls.byId, { params: { id: ID } }));
  });

  it('read through the contracts they name', async () => {
    const asked: unknown[] = [];
    const read = (call: unknown, input?: unknown) => {
      asked.push([call, input]);
      return Promise.resolve([]);
    };
    await bookBatchRead(0).read(read as never);
    await bookEntryRead(ID).read(read as never);
    expect(asked).toEqual([
      [bookCalls.random, undefined],
      [bookCalls.byId, { params: { id: ID } }],
    ]);
  });
});
