import type { ContentType, Visibility } from '@inkreel/shared';

// The manage feature's records and fields, part of db.json (schema.ts).

/**
 * What the manage feature keeps on every uploaded item (absent on records made before it: public,
 * version 1). `mediaKey` is set while the item is private: its media URLs carry it (`?key=`), and
 * a media request without it is refused, so only the uploader, who gets the URLs, can play them.
 */
export interface ManagedFields {
  visibility?: Visibility;
  version?: number;
  mediaKey?: string;
  updatedAt?: string;
}

/**
 * An item its uploader deleted: enough to answer a second delete alike, and to tell clients that
 * kept a copy (the offline shelf) that it is gone. Its files are removed.
 */
export interface DeletedItemRecord {
  _id: string;
  kind: ContentType;
  uploaderId: string;
  deletedAt: string;
}
