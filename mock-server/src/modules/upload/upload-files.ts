import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, type CallContract } from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import { DomainError } from '../../domain-error.js';
import { placeholderSvg } from '../media/media.service.js';
import { extensionFor, sniffFile, type SniffedFormat } from './sniff.js';
import type { UploadedFile } from './upload-input.js';

/** The files one upload has put under DATA_DIR/media, removed together if it does not go through. */
export class PlacedMedia {
  private readonly placed: string[] = [];

  constructor(private readonly mediaDir: string) {}

  pathOf(rel: string): string {
    return path.join(this.mediaDir, ...rel.split('/'));
  }

  /** `move` a stored temp file (same file system: a rename) or write `content` to `rel`. */
  async place(rel: string, from: { move: string } | { content: string }): Promise<void> {
    const target = this.pathOf(rel);
    await mkdir(path.dirname(target), { recursive: true });
    if ('move' in from) await rename(from.move, target);
    else await writeFile(target, from.content);
    this.placed.push(rel);
  }

  async removeAll(): Promise<void> {
    const files = this.placed.splice(0);
    await Promise.all(files.map((rel) => unlink(this.pathOf(rel)).catch(() => undefined)));
  }
}

/** A stored file identified by its bytes. */
interface StoredPart {
  tempPath: string;
  ext: string;
  format: SniffedFormat;
}

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

/** Each stored file by its first bytes: content not of its field's kind is a 415. */
async function sniffParts(
  call: CallContract,
  files: Readonly<Record<string, UploadedFile>>,
): Promise<Record<string, StoredPart>> {
  const parts: Record<string, StoredPart> = {};
  for (const [field, rule] of Object.entries(call.files ?? {})) {
    const file = files[field];
    if (!file) continue;
    const sniffed = await sniffFile(file.path);
    const ext = extensionFor(sniffed, rule.kind);
    if (!sniffed || !ext) {
      throw new DomainError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `The ${field} file's content is not a supported ${rule.kind === 'book' ? 'book (PDF, EPUB or MOBI)' : rule.kind} format`,
        { field },
      );
    }
    parts[field] = { tempPath: file.path, ext, format: sniffed.format };
  }
  return parts;
}

/**
 * Checks the stored files' bytes (415 on a mismatch), then moves them into DATA_DIR/media under
 * the new content id, writing a placeholder image when none was sent. Nothing is charged yet.
 */
export async function stageUpload(
  mediaDir: string,
  call: CallContract,
  files: Readonly<Record<string, UploadedFile>>,
  layout: UploadLayout,
  title: string,
  id = newId(),
): Promise<StagedUpload> {
  const parts = await sniffParts(call, files);
  const main = parts[layout.main.field];
  if (!main) throw new Error(`requireParts let an upload without ${layout.main.field} through`);
  const media = new PlacedMedia(mediaDir);
  try {
    const mainFile = `${layout.main.dir}/${id}.${main.ext}`;
    await media.place(mainFile, { move: main.tempPath });
    const image = parts[layout.image.field];
    const imageFile = `${layout.image.dir}/${id}.${image ? image.ext : 'svg'}`;
    const { width, height } = layout.image;
    await media.place(
      imageFile,
      image ? { move: image.tempPath } : { content: placeholderSvg(title, width, height) },
    );
    return { id, media, main, mainFile, imageFile };
  } catch (error) {
    await media.removeAll();
    throw error;
  }
}
