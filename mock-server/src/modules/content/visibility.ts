import { DEFAULT_VISIBILITY, type Visibility } from '@inkreel/shared';
import { newMediaKey } from '../../db/ids.js';
import type { ManagedFields, VideoRecord } from '../../db/schema.js';

type Owned = ManagedFields & { uploaderId: string };

/** A record's visibility; records made before the manage feature are public. */
export const visibilityOf = (record: ManagedFields): Visibility =>
  record.visibility ?? DEFAULT_VISIBILITY;

/**
 * In the lists, feeds, featured, recommendations, search and the sitemap: public items only
 * (an unlisted one is found by its link alone), and a video only once it is processed.
 */
export function isListed(record: ManagedFields & { status?: VideoRecord['status'] }): boolean {
  return visibilityOf(record) === 'public' && (record.status ?? 'ready') === 'ready';
}

/**
 * Whether someone may open an item by its id: anyone unless it is private or a video still being
 * processed, which only its uploader sees (docs/product.md section 10). Anyone else gets the 404 an
 * unknown id gets, so a private item's existence is not given away.
 */
export function visibleTo(
  record: Owned & { status?: VideoRecord['status'] },
  viewerId: string | undefined,
): boolean {
  if (record.uploaderId === viewerId) return true;
  return visibilityOf(record) !== 'private' && (record.status ?? 'ready') === 'ready';
}

/**
 * The manage fields of a new record: the visibility chosen at upload (public when none), version
 * 1, and a media key when it starts private.
 */
export function managedAtCreation(visibility: Visibility | undefined): ManagedFields {
  const chosen = visibility ?? DEFAULT_VISIBILITY;
  return {
    visibility: chosen,
    version: 1,
    ...(chosen === 'private' ? { mediaKey: newMediaKey() } : {}),
  };
}
