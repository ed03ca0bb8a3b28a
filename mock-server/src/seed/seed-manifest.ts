import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** fixtures/manifest.json, written by scripts/generate-fixtures.mjs. Checked so a bad edit fails loudly. */
const accountSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  password: z.string().min(8),
  credits: z.number().nonnegative(),
});

const mediaEntry = z.object({ key: z.string().min(1), file: z.string().min(1) });

const common = {
  id: z.string().regex(/^[a-f0-9]{24}$/),
  title: z.string().min(1),
  ageDays: z.number().nonnegative(),
  uploader: z.string().min(1),
  media: z.string().min(1),
};

const textTrackEntry = z.object({ language: z.string().min(2), file: z.string().min(1) });

const manifestSchema = z.object({
  accounts: z.array(accountSchema).min(1),
  media: z.object({
    videos: z.array(mediaEntry.extend({ thumbnail: z.string().min(1), seconds: z.number() })),
    audio: z.array(mediaEntry.extend({ artwork: z.string().min(1), seconds: z.number() })),
    books: z.array(
      mediaEntry.extend({
        cover: z.string().min(1),
        format: z.enum(['pdf', 'epub', 'mobi']),
        /** A PDF's page count; EPUB and MOBI books reflow and have none. */
        pages: z.number().int().optional(),
      }),
    ),
  }),
  catalogue: z.object({
    videos: z.array(
      z.object({
        ...common,
        description: z.string(),
        tags: z.array(z.string()),
        views: z.number().int().nonnegative(),
        featured: z.boolean(),
        thumbnail: z.boolean(),
      }),
    ),
    audios: z.array(
      z.object({
        ...common,
        description: z.string(),
        genre: z.string(),
        artist: z.string(),
        plays: z.number().int().nonnegative(),
        // The manifest's `likes` (made-up listeners) is left out: seeded likes come from the seeded
        // accounts, once each, as the counting rule allows (seed-community.ts).
        artwork: z.boolean(),
      }),
    ),
    books: z.array(
      z.object({
        ...common,
        author: z.string(),
        description: z.string(),
        rating: z.number().min(0).max(5),
        cover: z.boolean(),
      }),
    ),
    stories: z.array(writingEntry()),
    poems: z.array(writingEntry()),
  }),
  /** Captions, chapters and storyboards of some videos, lyrics of a track (issue 57). */
  captions: z.object({
    videos: z.array(
      z.object({
        media: z.string().min(1),
        tracks: z.array(textTrackEntry),
        chapters: z.optional(z.array(z.object({ start: z.number(), title: z.string().min(1) }))),
        storyboard: z.object({
          sprite: z.string().min(1),
          index: z.string().min(1),
          frames: z.number().int().positive(),
        }),
      }),
    ),
    audios: z.array(z.object({ media: z.string().min(1), tracks: z.array(textTrackEntry) })),
  }),
});

function writingEntry() {
  return z.object({
    id: common.id,
    title: common.title,
    ageDays: common.ageDays,
    uploader: common.uploader,
    file: z.string().min(1),
    tags: z.array(z.string()),
  });
}

export type SeedManifest = z.infer<typeof manifestSchema>;

export async function readManifest(fixturesDir: string): Promise<SeedManifest> {
  const file = path.join(fixturesDir, 'manifest.json');
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
