import type { ItemKind } from '@inkreel/shared';
import { useItemFeed } from '../../../lib/community/use-item-feed';
import { creatorUploadsKey, creatorUploadsRead } from './creator-page-data';

/** One kind of a creator's uploads, newest first, page after page (GET /api/creators/{id}/uploads). */
export function useCreatorUploads(id: string, kind: ItemKind) {
  return useItemFeed(
    (page) => creatorUploadsKey(id, kind, page),
    (page) => creatorUploadsRead(id, kind, page).fetch(),
  );
}
