import type { Request, Response } from 'express';
import { placeholderSvg } from './placeholder.js';
import { resolveStoredFile } from './safe-path.js';
import { streamFile } from './stream.js';

/** SVG placeholders are generated per title; a short cache lets a later upload image show up. */
const PLACEHOLDER_CACHE = 'public, max-age=300';

/**
 * Answers a record's image (thumbnail, artwork, cover): its stored file when it has one that is
 * still on disk, else a generated placeholder with the title, so the image URL always works.
 */
export async function sendImageOrPlaceholder(
  req: Request,
  res: Response,
  mediaDir: string,
  stored: string | undefined,
  placeholder: { title: string; width: number; height: number },
): Promise<void> {
  const file = stored ? await resolveStoredFile(mediaDir, stored) : null;
  if (file) {
    await streamFile(req, res, file);
    return;
  }
  res.set({
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': PLACEHOLDER_CACHE,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(placeholderSvg(placeholder.title, placeholder.width, placeholder.height));
}
