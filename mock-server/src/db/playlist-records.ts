import type { BuiltInList, ItemKind, RepeatMode, Visibility } from '@inkreel/shared';

// The play queue's and playlists' records (issue 55), part of db.json (schema.ts).

/** A queue or playlist entry: which item, under an id of the entry's own. */
export interface EntryRecord {
  entryId: string;
  kind: ItemKind;
  id: string;
}

/** A user's play queue (issue 55); `version` counts its writes. */
export interface QueueRecord {
  userId: string;
  version: number;
  items: EntryRecord[];
  current: string | null;
  position: number;
  shuffle: boolean;
  repeat: RepeatMode;
  autoplay: boolean;
  deviceId: string;
  updatedAt: string;
}

export interface PlaylistRecord {
  _id: string;
  ownerId: string;
  title: string;
  description: string;
  visibility: Visibility;
  builtIn?: BuiltInList;
  items: EntryRecord[];
  createdAt: string;
  updatedAt: string;
}
