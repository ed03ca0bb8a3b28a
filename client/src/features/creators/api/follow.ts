import type { FollowState } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';
import { creatorContracts } from './creator-page-data';

/** PUT or DELETE /api/creators/{id}/follow: both idempotent (their contracts come with a press). */
export async function setFollowing(id: string, following: boolean): Promise<FollowState> {
  const { creatorCalls } = await creatorContracts();
  return request(following ? creatorCalls.follow : creatorCalls.unfollow, { params: { id } });
}
