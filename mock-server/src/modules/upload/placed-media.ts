import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { placeholderSvg } from '../media/media.service.js';

/**
 * The files one upload has put under DATA_DIR/media, removable together when the upload does
 * not go through (insufficient balance, a broken container, a client gone away).
 */
export class PlacedMedia {
  private readonly placed: string[] = [];

  constructor(private readonly mediaDir: string) {}

  /** Absolute path of a media-relative one. */
  pathOf(rel: string): string {
    return path.join(this.mediaDir, ...rel.split('/'));
  }

  /** Moves a stored temp file into media (same file system: a rename, no copy). */
  async move(tempPath: string, rel: string): Promise<void> {
    const target = this.pathOf(rel);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
    this.placed.push(rel);
  }

  /** Writes a generated SVG image with the title, for content uploaded without one. */
  async writePlaceholder(rel: string, title: string, width: number, height: number) {
    const target = this.pathOf(rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, placeholderSvg(title, width, height));
    this.placed.push(rel);
  }

  async removeAll(): Promise<void> {
    const files = this.placed.splice(0);
    await Promise.all(files.map((rel) => unlink(this.pathOf(rel)).catch(() => undefined)));
  }
}
