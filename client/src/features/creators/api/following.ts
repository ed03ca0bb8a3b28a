import { pathUrl, type Creator } from '@inkreel/shared';
import useSWR from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { request } from '../../../lib/api/api-client';
import { useItemFeed } from '../../../lib/community/use-item-feed';
import { creatorContracts } from './creator-page-data';

const calls = async () => (await creatorContracts()).creatorCalls;

export const followingFeedKey = (page: number) =>
  pathUrl('/api/feed/following', { query: { page } });
/**
 * The feed's own key (useSWRInfinite keeps its pages under it). SWR's key filter passes over it,
 * so a follow names it to have the feed read again.
 */
export const FOLLOWING_FEED_KEY = infiniteKey(() => followingFeedKey(1));
export const FOLLOWED_KEY = pathUrl('/api/creators/followed');
export const SUGGESTED_KEY = pathUrl('/api/creators/suggested');

/** The newest uploads of whom the signed-in user follows (GET /api/feed/following). */
export function useFollowingFeed(signedIn: boolean) {
  return useItemFeed(signedIn ? followingFeedKey : null, async (page) =>
    request((await calls()).following, { query: { page } }),
  );
}

/** Whom the signed-in user follows. */
export function useFollowedCreators(signedIn: boolean) {
  return useSWR<Creator[], Error>(signedIn ? FOLLOWED_KEY : null, async () => {
    const reply = await request((await calls()).followed);
    return reply.creators;
  });
}

/** Creators to follow (the caller and whom they follow left out). */
export function useSuggestedCreators(enabled: boolean) {
  return useSWR<Creator[], Error>(enabled ? SUGGESTED_KEY : null, async () => {
    const reply = await request((await calls()).suggested);
    return reply.creators;
  });
}
