import path from 'node:path';
import { languageName, type Chapter } from '@inkreel/shared';
import {
  readCaptionFile,
  readStoryboardIndex,
  storyboardIndex,
  type CaptionFormat,
} from '@inkreel/shared/caption-files';
import { newId, nowIso } from '../../db/ids.js';
import type { ChapterListRecord, StoryboardRecord, TextTrackRecord } from '../../db/schema.js';
import type { ItemKind } from './items.js';
import { CAPTIONS_DIR, writeMediaText } from './media-files.js';

/**
 * The seed's records of this feature, made as an upload would make them (the files checked,
 * SRT and LRC converted), for seed/ to put in the store with the rest of the catalogue.
 */
export async function seedTextTrack(
  mediaDir: string,
  input: { kind: ItemKind; itemId: string; language: string; text: string; name: string },
): Promise<TextTrackRecord> {
  const formats: CaptionFormat[] = input.kind === 'audio' ? ['vtt', 'srt', 'lrc'] : ['vtt', 'srt'];
  const read = await readCaptionFile(input.text, formats);
  if (!read.ok) throw new Error(`Seed file ${input.name}: ${read.problem.message}`);
  const file = `${CAPTIONS_DIR}/seed-${input.name}.vtt`;
  await writeMediaText(mediaDir, file, read.vtt);
  return {
    _id: newId(),
    itemKind: input.kind,
    itemId: input.itemId,
    language: input.language,
    label: languageName(input.language),
    file,
    updatedAt: nowIso(),
  };
}

export const seedChapters = (
  kind: ItemKind,
  itemId: string,
  chapters: Chapter[],
): ChapterListRecord => ({ itemKind: kind, itemId, chapters, updatedAt: nowIso() });

/** A storyboard whose sprite is already in place: its index written beside it, naming it. */
export async function seedStoryboard(
  mediaDir: string,
  input: { videoId: string; spriteFile: string; index: string },
): Promise<StoryboardRecord> {
  const read = await readStoryboardIndex(input.index);
  if (!read.ok) throw new Error(`Seed storyboard of ${input.videoId}: ${read.message}`);
  const indexFile = input.spriteFile.replace(/\.\w+$/, '.vtt');
  await writeMediaText(
    mediaDir,
    indexFile,
    storyboardIndex(read.tiles, path.basename(input.spriteFile)),
  );
  return {
    videoId: input.videoId,
    spriteFile: input.spriteFile,
    indexFile,
    frames: read.tiles.length,
    updatedAt: nowIso(),
  };
}
