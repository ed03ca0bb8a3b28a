import { creatorCalls, type FollowState } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';

/** PUT or DELETE /api/creators/{id}/follow: both idempotent. */
export function setFollowing(id: string, following: boolean): Promise<FollowState> {
  return request(following ? creatorCalls.follow : creatorCalls.unfollow, { params: { id } });
}
