import { buildUrl, videoCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import {
  videoPageKey,
  videoPageRead,
  videoRead,
  videoRecommendationsRead,
} from './video-page-data';

const ID = 'c'.repeat(24);

// The videos pages' keys are written out so their contracts can load with the first read
// (docs/decisions/0452); each must still be its call's URL, which other code revalidates by.
describe('the videos pages keys', () => {
  it('are the URLs of the calls they read', () => {
    const params = { id: ID };
    expect(videoRead(ID).key).toBe(buildUrl(videoCalls.byId, { params }));
    expect(videoRecommendationsRead(ID).key).toBe(buildUrl(videoCalls.recommendations, { params }));
    expect(videoPageKey(2)).toBe(buildUrl(videoCalls.list, { query: { page: 2 } }));
  });

  it('read through the contracts they name', async () => {
    const asked: unknown[] = [];
    const read = (call: unknown, input?: unknown) => {
      asked.push([call, input]);
      return Promise.resolve([]);
    };
    await videoRead(ID).read(read as never);
    await videoRecommendationsRead(ID).read(read as never);
    await videoPageRead(3).read(read as never);
    expect(asked).toEqual([
      [videoCalls.byId, { params: { id: ID } }],
      [videoCalls.recommendations, { params: { id: ID } }],
      [videoCalls.list, { query: { page: 3 } }],
    ]);
  });
});
