import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../db/ids.js';

/** Where the feature's files live under DATA_DIR/media (served at /api/media/<folder>/…). */
export const CAPTIONS_DIR = 'captions';
export const STORYBOARDS_DIR = 'storyboards';

const absolute = (mediaDir: string, rel: string) => path.join(mediaDir, ...rel.split('/'));

/**
 * A new media-relative name: media is cached by name for a day (http/send-file.ts), so a
 * replaced file never takes the old one's name.
 */
export const freshName = (dir: string, stem: string, ext: string): string =>
  `${dir}/${stem}-${newId().slice(0, 8)}.${ext}`;

export async function writeMediaText(mediaDir: string, rel: string, text: string): Promise<void> {
  const target = absolute(mediaDir, rel);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text, 'utf8');
}

/** Removes files a record no longer points at; one already gone is no error. */
export async function removeMedia(mediaDir: string, ...rels: string[]): Promise<void> {
  await Promise.all(rels.map((rel) => unlink(absolute(mediaDir, rel)).catch(() => undefined)));
}

export const mediaPathOf = (mediaDir: string, rel: string): string => absolute(mediaDir, rel);
