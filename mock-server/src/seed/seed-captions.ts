import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  seedChapters,
  seedStoryboard,
  seedTextTrack,
} from '../modules/captions/captions.service.js';
import type { DbData } from '../db/schema.js';
import type { SeedManifest } from './seed-manifest.js';
import { placeFixture } from './seed-media.js';

/**
 * Captions in two languages, chapters and storyboards of the manifest's videos, and the synced
 * lyrics of its track (issue 57), added to `data` beside the catalogue items they belong to.
 */
export async function seedCaptions(
  data: DbData,
  manifest: SeedManifest,
  dirs: { fixturesDir: string; mediaDir: string },
): Promise<void> {
  const { fixturesDir, mediaDir } = dirs;
  const text = (file: string) =>
    readFile(path.join(fixturesDir, 'media', ...file.split('/')), 'utf8');
  const idOf = (list: { _id: string; media?: string }[], media: string, what: string) => {
    const item = list.find((entry) => entry.media === media);
    if (!item) throw new Error(`Manifest captions: no ${what} with media "${media}"`);
    return item._id;
  };
  const videos = manifest.catalogue.videos.map((v) => ({ _id: v.id, media: v.media }));
  const audios = manifest.catalogue.audios.map((a) => ({ _id: a.id, media: a.media }));

  const items = [
    ...manifest.captions.videos.map((entry) => ({
      kind: 'video' as const,
      id: idOf(videos, entry.media, 'video'),
      entry,
    })),
    ...manifest.captions.audios.map((entry) => ({
      kind: 'audio' as const,
      id: idOf(audios, entry.media, 'track'),
      entry: { ...entry, chapters: undefined, storyboard: undefined },
    })),
  ];
  await Promise.all(
    items.map(async ({ kind, id, entry }) => {
      for (const track of entry.tracks) {
        const name = `${entry.media}.${track.language}`;
        const record = await seedTextTrack(mediaDir, {
          kind,
          itemId: id,
          language: track.language,
          text: await text(track.file),
          name,
        });
        data.textTracks.push(record);
      }
      if (entry.chapters) data.chapterLists.push(seedChapters(kind, id, entry.chapters));
      if (entry.storyboard) {
        const spriteFile = await placeFixture(fixturesDir, mediaDir, entry.storyboard.sprite);
        const index = await text(entry.storyboard.index);
        data.storyboards.push(await seedStoryboard(mediaDir, { videoId: id, spriteFile, index }));
      }
    }),
  );
}
