import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ErrorCode, type FileContentType } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { PLACEHOLDER_SIZES, placeholderSvg } from '../media/media.service.js';
import { imageExtension } from '../upload/upload.service.js';
import { bumpVersion, expectVersion, KINDS, ownedItem, type ItemRecord } from './items.js';

const absolute = (store: Store, rel: string) => path.join(store.mediaDir, ...rel.split('/'));

/**
 * Puts a new picture (thumbnail, artwork, cover) on an uploader's item: its bytes must be an
 * image the upload form accepts (415 otherwise), it is stored under a new name (so every URL of
 * the old picture, and every copy a browser keeps of it, gives way to the new one), and the old
 * file is removed once the record no longer names it. Returns the files to remove.
 */
export async function replaceImage(
  store: Store,
  ref: { kind: FileContentType; id: string; userId: string },
  upload: { path: string },
  expected?: number | null,
): Promise<{ record: ItemRecord; stale: string[] }> {
  const slot = KINDS[ref.kind].image;
  if (!slot) throw new Error(`${ref.kind} has no picture`);
  const ext = await imageExtension(upload.path);
  if (!ext) {
    throw new DomainError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      "The image file's content is not a supported image format",
      { field: 'image' },
    );
  }
  // Checked before the file moves, and again after: the item may have changed meanwhile.
  expectVersion(ownedItem(store, ref.kind, ref.id, ref.userId), expected);
  const file = `${slot.dir}/${ref.id}-${randomBytes(6).toString('hex')}.${ext}`;
  await mkdir(path.dirname(absolute(store, file)), { recursive: true });
  await rename(upload.path, absolute(store, file));
  let record: ItemRecord;
  try {
    record = ownedItem(store, ref.kind, ref.id, ref.userId);
    expectVersion(record, expected);
  } catch (error) {
    await unlink(absolute(store, file)).catch(() => undefined);
    throw error;
  }
  const fields = record as Partial<Record<typeof slot.field, string>>;
  const old = fields[slot.field];
  fields[slot.field] = file;
  bumpVersion(record);
  return { record, stale: old && old !== file ? [old] : [] };
}

/**
 * The picture the provider drew for an item uploaded without one (an SVG with its title; no
 * upload may be an SVG) is drawn again with a new title: a creator fixing a typo in it found the
 * old title still on the artwork. A new name, as a replaced picture gets, so no copy a browser
 * keeps shows the old one. Returns the files to remove; nothing for a picture the uploader sent.
 */
export async function redrawPlaceholder(
  store: Store,
  kind: FileContentType,
  record: ItemRecord & { title: string },
): Promise<string[]> {
  const slot = KINDS[kind].image;
  if (!slot) return [];
  const fields = record as Partial<Record<typeof slot.field, string>>;
  const old = fields[slot.field];
  if (!old?.endsWith('.svg')) return [];
  const { width, height } = PLACEHOLDER_SIZES[kind];
  const { title } = record;
  const file = `${slot.dir}/${record._id}-${randomBytes(6).toString('hex')}.svg`;
  await mkdir(path.dirname(absolute(store, file)), { recursive: true });
  await writeFile(absolute(store, file), placeholderSvg(title, width, height));
  // Another edit or a new picture while the file was written: theirs stands, this one goes.
  if (record.title !== title || fields[slot.field] !== old) return [file];
  fields[slot.field] = file;
  return [old];
}
