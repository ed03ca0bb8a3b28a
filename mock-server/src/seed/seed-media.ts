import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Fixture folders (under fixtures/media) and the DATA_DIR/media folders uploads also use. */
const TARGET_DIRS: Record<string, string> = {
  videos: 'videos',
  thumbnails: 'thumbnails',
  audio: 'audios',
  artwork: 'artwork',
  books: 'books',
  covers: 'covers',
  storyboards: 'storyboards',
};

/** Server-side name of a seeded file, relative to DATA_DIR/media: e.g. `videos/seed-first-light.mp4`. */
export function seededName(fixtureFile: string): string {
  const [folder, ...rest] = fixtureFile.split('/');
  const target = folder ? TARGET_DIRS[folder] : undefined;
  if (!target || rest.length !== 1) throw new Error(`Unexpected fixture path ${fixtureFile}`);
  return `${target}/seed-${rest[0]}`;
}

/**
 * Places one fixture file into DATA_DIR/media. A hard link costs nothing; across file systems
 * (a temp DATA_DIR on another mount) it falls back to a copy.
 */
export async function placeFixture(
  fixturesDir: string,
  mediaDir: string,
  fixtureFile: string,
): Promise<string> {
  const rel = seededName(fixtureFile);
  const source = path.join(fixturesDir, 'media', ...fixtureFile.split('/'));
  const target = path.join(mediaDir, ...rel.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await rm(target, { force: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
  return rel;
}
