import { buildUrl, creatorCalls, playlistCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { creatorKey, creatorPlaylistsKey, creatorUploadsKey } from './creator-page-data';
import { FOLLOWED_KEY, followingFeedKey, SUGGESTED_KEY } from './following';

// Each key is its call's URL written out (decision 0453): the same URL the contract builds.
describe("a creator page's keys", () => {
  it('are their calls’ URLs', () => {
    for (const id of ['0123456789abcdef01234567', 'a b']) {
      expect(creatorKey(id)).toBe(buildUrl(creatorCalls.byId, { params: { id } }));
      expect(creatorUploadsKey(id, 'audio', 2)).toBe(
        buildUrl(creatorCalls.uploads, { params: { id }, query: { kind: 'audio', page: 2 } }),
      );
      expect(creatorPlaylistsKey(id)).toBe(buildUrl(playlistCalls.ofUser, { params: { id } }));
    }
    expect(followingFeedKey(3)).toBe(buildUrl(creatorCalls.following, { query: { page: 3 } }));
    expect(FOLLOWED_KEY).toBe(buildUrl(creatorCalls.followed));
    expect(SUGGESTED_KEY).toBe(buildUrl(creatorCalls.suggested));
  });
});
