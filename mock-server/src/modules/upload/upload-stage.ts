import type { CallContract } from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import type { AppDeps } from '../../deps.js';
import { PlacedMedia } from './placed-media.js';
import type { UploadedFile } from './upload-input.js';
import { sniffParts, type StoredPart } from './upload-parts.js';

/** Where one upload type keeps its main file and its image, and the placeholder's size. */
export interface UploadLayout {
  main: { field: string; dir: string };
  image: { field: string; dir: string; width: number; height: number };
}

export interface StagedUpload {
  id: string;
  media: PlacedMedia;
  main: StoredPart;
  mainFile: string;
  imageFile: string;
}

/**
 * Checks the stored files' bytes (415 on a mismatch), then moves them into DATA_DIR/media under
 * the new content id, writing a placeholder image when none was sent. Nothing is charged yet.
 */
export async function stageUpload(
  deps: AppDeps,
  call: CallContract,
  files: Readonly<Record<string, UploadedFile>>,
  layout: UploadLayout,
  title: string,
  id = newId(),
): Promise<StagedUpload> {
  const parts = await sniffParts(call, files);
  const main = parts[layout.main.field];
  if (!main) throw new Error(`requireParts let an upload without ${layout.main.field} through`);
  const media = new PlacedMedia(deps.store.mediaDir);
  try {
    const mainFile = `${layout.main.dir}/${id}.${main.ext}`;
    await media.move(main.tempPath, mainFile);
    const image = parts[layout.image.field];
    const imageFile = `${layout.image.dir}/${id}.${image ? image.ext : 'svg'}`;
    if (image) await media.move(image.tempPath, imageFile);
    else await media.writePlaceholder(imageFile, title, layout.image.width, layout.image.height);
    return { id, media, main, mainFile, imageFile };
  } catch (error) {
    await media.removeAll();
    throw error;
  }
}
