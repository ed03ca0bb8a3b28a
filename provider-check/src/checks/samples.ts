import { openAsBlob } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Small real files from the repository's fixtures (providers may sniff the bytes). */
export const SAMPLES = {
  video: { file: 'videos/life-finds-a-way.mp4', type: 'video/mp4' },
  thumbnail: { file: 'thumbnails/blue-hour-blend.jpg', type: 'image/jpeg' },
  audio: { file: 'audio/coda.mp3', type: 'audio/mpeg' },
  artwork: { file: 'artwork/estuary.jpg', type: 'image/jpeg' },
  book: { file: 'books/the-clockmaker-s-apprentice.pdf', type: 'application/pdf' },
  cover: { file: 'covers/the-last-tram-home.jpg', type: 'image/jpeg' },
} as const;

export type Sample = keyof typeof SAMPLES;

const MEDIA_DIR = new URL('../../../fixtures/media/', import.meta.url);

export async function sampleFile(name: Sample): Promise<{ blob: Blob; fileName: string }> {
  const { file, type } = SAMPLES[name];
  const blob = await openAsBlob(fileURLToPath(new URL(file, MEDIA_DIR)), { type });
  return { blob, fileName: file.split('/').pop() ?? file };
}

/** A multipart form: text fields, then files. */
export async function formOf(
  fields: Record<string, string>,
  files: Partial<Record<string, Sample>>,
): Promise<{ form: FormData; mainSize: number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  let mainSize = 0;
  for (const [field, sample] of Object.entries(files)) {
    if (!sample) continue;
    const { blob, fileName } = await sampleFile(sample);
    mainSize ||= blob.size;
    form.append(field, blob, fileName);
  }
  return { form, mainSize };
}
