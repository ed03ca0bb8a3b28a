import { rename } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { ErrorCode, type StoryboardReply } from '@inkreel/shared';
import { readStoryboardIndex, storyboardIndex } from '@inkreel/shared/caption-files';
import { nowIso } from '../../db/ids.js';
import type { StoryboardRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { ownedItem, readableItem } from './items.js';
import {
  freshName,
  mediaPathOf,
  removeMedia,
  STORYBOARDS_DIR,
  writeMediaText,
} from './media-files.js';

/** Sprites a browser's canvas makes (toBlob), by what file-type reads in their bytes. */
const SPRITE_TYPES: Readonly<Record<string, string>> = { jpg: 'jpg', png: 'png', webp: 'webp' };

const recordOf = (store: Store, videoId: string) =>
  store.data.storyboards.find((s) => s.videoId === videoId);

const toReply = (record: StoryboardRecord | undefined): StoryboardReply => ({
  storyboard: record
    ? {
        spriteUrl: `/media/${record.spriteFile}`,
        indexUrl: `/media/${record.indexFile}`,
        frames: record.frames,
      }
    : null,
});

/** GET …/storyboard: the video's seek previews, or null. */
export function storyboardOf(store: Store, videoId: string, viewerId?: string): StoryboardReply {
  readableItem(store, 'video', videoId, viewerId);
  return toReply(recordOf(store, videoId));
}

/**
 * PUT …/storyboard: the sprite (an image by its bytes, else 415) and the index (400 unless its
 * cues are frames) replace any earlier pair. The index is kept naming the stored sprite, so it
 * reads on its own beside it.
 */
export async function setStoryboard(
  store: Store,
  videoId: string,
  userId: string,
  upload: { spritePath: string; index: string },
): Promise<StoryboardReply> {
  ownedItem(store, 'video', videoId, userId);
  const type = await fileTypeFromFile(upload.spritePath);
  const ext = type ? SPRITE_TYPES[type.ext] : undefined;
  if (!ext) {
    throw new DomainError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'The sprite must be a JPEG, PNG or WebP image',
      {
        field: 'sprite',
      },
    );
  }
  const index = await readStoryboardIndex(upload.index);
  if (!index.ok) {
    throw new DomainError(ErrorCode.VALIDATION_FAILED, index.message, {
      issues: [{ path: 'body.index', message: index.message }],
    });
  }
  const spriteFile = freshName(STORYBOARDS_DIR, videoId, ext);
  const indexFile = spriteFile.replace(/\.\w+$/, '.vtt');
  await writeMediaText(
    store.mediaDir,
    indexFile,
    storyboardIndex(index.tiles, path.basename(spriteFile)),
  );
  await rename(upload.spritePath, mediaPathOf(store.mediaDir, spriteFile));
  const before = recordOf(store, videoId);
  const list = store.data.storyboards;
  if (before) list.splice(list.indexOf(before), 1);
  const record = {
    videoId,
    spriteFile,
    indexFile,
    frames: index.tiles.length,
    updatedAt: nowIso(),
  };
  list.push(record);
  await store.write();
  if (before) await removeMedia(store.mediaDir, before.spriteFile, before.indexFile);
  return toReply(record);
}

/** DELETE …/storyboard: the previews removed (null after). */
export async function removeStoryboard(store: Store, videoId: string, userId: string) {
  ownedItem(store, 'video', videoId, userId);
  const record = recordOf(store, videoId);
  if (record) {
    store.data.storyboards.splice(store.data.storyboards.indexOf(record), 1);
    await store.write();
    await removeMedia(store.mediaDir, record.spriteFile, record.indexFile);
  }
  return toReply(undefined);
}
