import { buildUrl, likeCalls } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';
import { useItemFeed } from '../../../lib/community/use-item-feed';

export const likedKey = (page: number) => buildUrl(likeCalls.mine, { query: { page } });

/** What the signed-in user liked, the latest first (GET /api/likes/mine). */
export function useLiked(signedIn: boolean) {
  return useItemFeed(signedIn ? likedKey : null, (page) =>
    request(likeCalls.mine, { query: { page } }),
  );
}
