import { buildUrl, creatorCalls, type ItemKind } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';
import { useItemFeed } from '../../../lib/community/use-item-feed';

export const creatorUploadsKey = (id: string, kind: ItemKind, page: number) =>
  buildUrl(creatorCalls.uploads, { params: { id }, query: { kind, page } });

/** One kind of a creator's uploads, newest first, page after page (GET /api/creators/{id}/uploads). */
export function useCreatorUploads(id: string, kind: ItemKind) {
  return useItemFeed(
    (page) => creatorUploadsKey(id, kind, page),
    (page) => request(creatorCalls.uploads, { params: { id }, query: { kind, page } }),
  );
}
