import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { sampleJpeg, sampleMp3, sampleMp4, samplePdf } from './media-samples.js';

type Fields = Record<string, string | undefined>;
interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

const DEFAULTS = {
  video: {
    path: '/api/videos/upload',
    fields: { title: 'Sunset over the bay', description: 'A short clip', tags: 'sea, sunset' },
    files: { video: { bytes: sampleMp4(), name: 'clip.mp4', type: 'video/mp4' } },
  },
  audio: {
    path: '/api/audios/upload',
    fields: { title: 'Morning song', genre: 'Folk', artist: 'The Testers' },
    files: { audio: { bytes: sampleMp3(), name: 'song.mp3', type: 'audio/mpeg' } },
  },
  book: {
    path: '/api/books/upload',
    fields: { title: 'A small book', description: 'Pages of tests', author: 'A. Author' },
    files: { book: { bytes: samplePdf(), name: 'book.pdf', type: 'application/pdf' } },
  },
} as const;

/**
 * A multipart upload through supertest. Fields and files default to a valid upload of the type;
 * `undefined` (or null for a file) leaves a part out.
 */
export function postUpload(
  app: Express,
  type: keyof typeof DEFAULTS,
  options: {
    bearer?: string;
    fields?: Fields;
    files?: Record<string, FilePart | null>;
    query?: string;
  } = {},
) {
  const defaults = DEFAULTS[type];
  let req = request(app).post(`${defaults.path}${options.query ?? ''}`);
  if (options.bearer) req = req.set('Authorization', options.bearer);
  const fields: Fields = { ...defaults.fields, ...options.fields };
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) req = req.field(name, value);
  const files: Record<string, FilePart | null> = { ...defaults.files, ...options.files };
  for (const [name, file] of Object.entries(files)) {
    if (file)
      req = req.attach(name, file.bytes, {
        filename: file.name,
        contentType: file.type ?? 'application/octet-stream',
      });
  }
  return req;
}

export const jpegPart = (): FilePart => ({
  bytes: sampleJpeg(),
  name: 'cover.jpg',
  type: 'image/jpeg',
});

/** Every file under a folder, recursively (an absent folder is empty). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
