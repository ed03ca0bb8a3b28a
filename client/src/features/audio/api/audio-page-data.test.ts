import { audioCalls, buildUrl } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import {
  audioBatchRead,
  audioRead,
  audioRecommendationsRead,
  FIRST_PAGE_QUERY,
  LOAD_MORE_QUERY,
} from './audio-page-data';

const ID = 'b'.repeat(24);

// The music pages' keys are written out so their contracts can load with the first read
// (docs/decisions/0452); each must still be its call's URL, which other code revalidates by.
describe('the music pages keys', () => {
  it('are the URLs of the calls they read', () => {
    const params = { id: ID };
    expect(audioRead(ID).key).toBe(buildUrl(audioCalls.byId, { params }));
    for (const query of [FIRST_PAGE_QUERY, LOAD_MORE_QUERY]) {
      expect(audioRecommendationsRead(ID, query).key).toBe(
        buildUrl(audioCalls.recommendations, { params, query }),
      );
    }
    expect(audioBatchRead(1).key).toBe(`${buildUrl(audioCalls.random)}#batch-1`);
  });

  it('read through the contracts they name', async () => {
    const asked: unknown[] = [];
    const read = (call: unknown, input?: unknown) => {
      asked.push([call, input]);
      return Promise.resolve([]);
    };
    await audioRead(ID).read(read as never);
    await audioRecommendationsRead(ID, FIRST_PAGE_QUERY).read(read as never);
    await audioBatchRead(0).read(read as never);
    expect(asked).toEqual([
      [audioCalls.byId, { params: { id: ID } }],
      [audioCalls.recommendations, { params: { id: ID }, query: FIRST_PAGE_QUERY }],
      [audioCalls.random, undefined],
    ]);
  });
});
