import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chaptersFromDescription,
  type ChaptersBody,
  type StoryboardReply,
  type TextTrackList,
  type Video,
} from '@inkreel/shared';
import { readStoryboardIndex } from '@inkreel/shared/caption-files';
import { createSeededTestApp } from '../test/seeded-test-app.js';
import type { TestApp } from '../test/test-app.js';

describe('the seed carries captions, chapters, storyboards and lyrics (issue 57)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  const get = <T>(path: string) =>
    request(t.app)
      .get(path)
      .then((res) => res.body as T);

  it('gives six videos captions in English and French, chapters and a storyboard', async () => {
    const { videos } = t.deps.store.data;
    const captioned = videos.filter((v) =>
      t.deps.store.data.textTracks.some((track) => track.itemId === v._id),
    );
    expect(captioned).toHaveLength(6);
    for (const video of captioned) {
      const { tracks } = await get<TextTrackList>(`/api/videos/${video._id}/captions`);
      expect(
        tracks.map((track) => track.language),
        video.title,
      ).toEqual(['en', 'fr']);
      const fr = await request(t.app).get(`/api${tracks[1]?.url ?? ''}`);
      // The French file is SRT in fixtures/: served converted.
      expect(fr.text.startsWith('WEBVTT'), video.title).toBe(true);

      const { chapters } = await get<ChaptersBody>(`/api/videos/${video._id}/chapters`);
      const page = await get<Video>(`/api/videos/${video._id}`);
      const described = chaptersFromDescription(page.description);
      // Either kept by the provider or written in the description.
      expect(chapters.length + described.length, video.title).toBeGreaterThanOrEqual(3);

      const { storyboard } = await get<StoryboardReply>(`/api/videos/${video._id}/storyboard`);
      const index = await request(t.app).get(`/api${storyboard?.indexUrl ?? ''}`);
      const read = await readStoryboardIndex(index.text);
      expect(read.ok && read.tiles.length, video.title).toBe(storyboard?.frames);
      const sprite = await request(t.app).get(`/api${storyboard?.spriteUrl ?? ''}`);
      expect(sprite.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('gives one track synced lyrics, converted from LRC', async () => {
    const tracks = t.deps.store.data.textTracks.filter((track) => track.itemKind === 'audio');
    expect(tracks).toHaveLength(1);
    const { tracks: listed } = await get<TextTrackList>(
      `/api/audios/${tracks[0]?.itemId ?? ''}/lyrics`,
    );
    const file = await request(t.app).get(`/api${listed[0]?.url ?? ''}`);
    expect(file.text).toContain('00:00:04.000 --> 00:00:10.500\nFour chords and a summer night');
  });
});
